import {
  AudioOutlined,
  EyeOutlined,
  FileImageOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  VideoCameraOutlined,
} from "@ant-design/icons";
import { RESOURCE_TYPE_NAMES, type ResourceCard, type ResourceType } from "@otp/contract";
import { Empty, Skeleton } from "antd";
import { Link } from "react-router";
import { usePortalResources } from "../api";

const TYPE_ICON: Record<ResourceType, typeof FileTextOutlined> = {
  VIDEO: VideoCameraOutlined,
  MULTISCREEN: VideoCameraOutlined,
  DOCUMENT: FileTextOutlined,
  AUDIO: AudioOutlined,
  PICTURE: FileImageOutlined,
};

function duration(s: number | null): string | null {
  if (!s) return null;
  const m = Math.floor(s / 60);
  return `${m}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
}

function ResourceTile({ r }: { r: ResourceCard }) {
  const Icon = TYPE_ICON[r.type] ?? FileTextOutlined;
  const timed = r.type === "VIDEO" || r.type === "MULTISCREEN" || r.type === "AUDIO";
  const d = duration(r.duration);
  return (
    <Link to={`/resource/${r.id}`} className="portal-res" title={r.name}>
      <div className="portal-res-cover">
        {r.coverUrl ? (
          <img src={r.coverUrl} alt={r.name} loading="lazy" />
        ) : (
          <Icon className="portal-res-icon" aria-hidden />
        )}
        {timed ? <PlayCircleOutlined className="portal-res-play" aria-hidden /> : null}
        <span className="portal-res-type">{RESOURCE_TYPE_NAMES[r.type]}</span>
        {d ? <span className="portal-res-duration">{d}</span> : null}
      </div>
      <div className="portal-res-body">
        <h3>{r.name}</h3>
        <div className="portal-res-meta">
          <span>{r.ownerName}</span>
          <span>
            <EyeOutlined aria-hidden /> {r.visitCount}
          </span>
        </div>
      </div>
    </Link>
  );
}

/** The newest published resources. Plain markup: the portal stays light. */
export function ResourceSection() {
  const { data, isLoading, isError } = usePortalResources(8);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  const list = isError ? [] : (data?.list ?? []);
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无资源" />;
  return (
    <div className="portal-grid portal-grid-resources">
      {list.map((r) => (
        <ResourceTile key={r.id} r={r} />
      ))}
    </div>
  );
}
