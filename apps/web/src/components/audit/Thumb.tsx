import {
  AudioOutlined,
  BookOutlined,
  FileTextOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  VideoCameraOutlined,
} from "@ant-design/icons";
import type { ResourceType } from "@otp/contract";
import { useState } from "react";
import { formatDuration } from "./status";
import "./audit.css";

const ICON: Record<ResourceType | "COURSE", typeof BookOutlined> = {
  VIDEO: PlaySquareOutlined,
  MULTISCREEN: VideoCameraOutlined,
  DOCUMENT: FileTextOutlined,
  AUDIO: AudioOutlined,
  PICTURE: PictureOutlined,
  COURSE: BookOutlined,
};

interface Props {
  url: string | null | undefined;
  /** Resource type (or COURSE) for the placeholder icon. */
  type: ResourceType | "COURSE";
  duration?: number | null;
  width?: number;
  height?: number;
}

/** A list thumbnail: the cover, or a type icon when there is none or it fails to load. */
export function Thumb({ url, type, duration, width = 96, height = 54 }: Props) {
  const [broken, setBroken] = useState(false);
  const Icon = ICON[type] ?? FileTextOutlined;
  const time = formatDuration(duration);
  return (
    <div className="otp-thumb" style={{ width, height }}>
      {url && !broken ? (
        <img src={url} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <Icon className="otp-thumb-icon" />
      )}
      {time ? <span className="otp-thumb-time">{time}</span> : null}
    </div>
  );
}
