import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  EyeOutlined,
  FileTextOutlined,
  PictureOutlined,
  PlayCircleOutlined,
} from "@ant-design/icons";
import { RESOURCE_KINDS, RESOURCE_TYPE_NAMES, type ResourceCard, type ResourceType } from "@otp/contract";
import { Link } from "react-router";
import { formatSecond } from "../../../components/preview/playback";

const TYPE_ICONS: Record<ResourceType, typeof PlayCircleOutlined> = {
  VIDEO: PlayCircleOutlined,
  MULTISCREEN: AppstoreOutlined,
  DOCUMENT: FileTextOutlined,
  AUDIO: CustomerServiceOutlined,
  PICTURE: PictureOutlined,
};

export function ResourceTypeIcon({ type }: { type: ResourceType }) {
  const Icon = TYPE_ICONS[type] ?? FileTextOutlined;
  return <Icon aria-label={RESOURCE_TYPE_NAMES[type]} />;
}

/** A resource in a list: cover (or a type placeholder), duration, type, name, owner, visits. */
export function ResourceCardItem({ r, to, onPreview }: { r: ResourceCard; to: string; onPreview?(): void }) {
  const kind = RESOURCE_KINDS.find((k) => k.id === r.kind)?.name;
  return (
    <div className="res-card">
      <Link to={to} className="res-card-link" title={r.name}>
        <div className={`res-card-cover res-type-${r.type.toLowerCase()}`}>
          {r.coverUrl ? (
            <img src={r.coverUrl} alt={r.name} loading="lazy" />
          ) : (
            <span className="res-card-placeholder">
              <ResourceTypeIcon type={r.type} />
            </span>
          )}
          <span className="res-card-type">
            <ResourceTypeIcon type={r.type} /> {RESOURCE_TYPE_NAMES[r.type]}
          </span>
          {r.duration ? <span className="res-card-duration">{formatSecond(r.duration)}</span> : null}
        </div>
        <div className="res-card-body">
          <div className="res-card-name">{r.name}</div>
          <div className="res-card-meta">
            <span>{[r.ownerName, r.orgName].filter(Boolean).join(" · ")}</span>
          </div>
          <div className="res-card-meta">
            <span>{[kind, r.subjectName].filter(Boolean).join(" · ")}</span>
            <span className="res-card-visits">
              <EyeOutlined /> {r.visitCount}
            </span>
          </div>
        </div>
      </Link>
      {onPreview ? (
        <button type="button" className="res-card-preview" onClick={onPreview} aria-label={`预览 ${r.name}`}>
          <EyeOutlined /> 预览
        </button>
      ) : null}
    </div>
  );
}
