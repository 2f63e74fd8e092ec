import {
  AppstoreOutlined,
  BookOutlined,
  BulbOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { SearchHit } from "@otp/contract";
import { Tag } from "antd";
import { Link } from "react-router";
import { formatSecond } from "../../../components/preview/playback";
import { HIT_TYPE_NAMES, hitUrl } from "../searchQuery";
import { Highlight } from "./Highlight";

const TYPE_ICONS: Record<SearchHit["type"], typeof BookOutlined> = {
  course: BookOutlined,
  resource: PlayCircleOutlined,
  teacher: UserOutlined,
  note: BulbOutlined,
};
const RESOURCE_TYPE_ICONS: Partial<Record<NonNullable<SearchHit["resourceType"]>, typeof BookOutlined>> = {
  MULTISCREEN: AppstoreOutlined,
  DOCUMENT: FileTextOutlined,
  AUDIO: CustomerServiceOutlined,
  PICTURE: PictureOutlined,
};
const TYPE_COLORS: Record<SearchHit["type"], string> = {
  course: "blue",
  resource: "green",
  teacher: "purple",
  note: "orange",
};

/** Search hits: cover, highlighted title and summary, facts, a link to the hit's page. */
export function HitList({ hits, keyWord, showType }: { hits: SearchHit[]; keyWord: string; showType: boolean }) {
  return (
    <ul className="search-hits">
      {hits.map((h) => {
        const Icon = (h.resourceType && RESOURCE_TYPE_ICONS[h.resourceType]) || TYPE_ICONS[h.type] || BookOutlined;
        const url = hitUrl(h);
        return (
          <li key={`${h.type}-${h.id}`} className={`search-hit search-hit-${h.type}`}>
            <Link to={url} className="search-hit-cover" tabIndex={-1} aria-hidden>
              {h.coverUrl ? <img src={h.coverUrl} alt="" loading="lazy" /> : <Icon />}
            </Link>
            <div className="search-hit-body">
              <div className="search-hit-title">
                {showType ? <Tag color={TYPE_COLORS[h.type]}>{HIT_TYPE_NAMES[h.type] ?? h.type}</Tag> : null}
                <Link to={url}>
                  <Highlight text={h.title} keyword={keyWord} />
                </Link>
              </div>
              {h.summary ? (
                <p className="search-hit-summary">
                  <Highlight text={h.summary} keyword={keyWord} />
                </p>
              ) : null}
              <div className="search-hit-meta">
                {h.type === "note" && h.second !== undefined ? (
                  <span className="search-hit-second">
                    <ClockCircleOutlined /> {formatSecond(h.second)}
                  </span>
                ) : null}
                {h.meta.map((m) => (
                  <span key={m}>{m}</span>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
