import {
  AudioOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  Html5Outlined,
  VideoCameraOutlined,
} from "@ant-design/icons";
import type { CSSProperties } from "react";
import { ICON_TYPE_NAMES, type IconType, iconTypeOf } from "./fileIcon";

const ICONS: Record<IconType, { Icon: typeof FileOutlined; color: string }> = {
  0: { Icon: FileOutlined, color: "#5c6670" },
  1: { Icon: VideoCameraOutlined, color: "#1a63d8" },
  2: { Icon: FileWordOutlined, color: "#2b579a" },
  3: { Icon: FileExcelOutlined, color: "#217346" },
  4: { Icon: FilePptOutlined, color: "#d24726" },
  5: { Icon: FilePdfOutlined, color: "#e5252a" },
  6: { Icon: FileTextOutlined, color: "#4e5969" },
  7: { Icon: AudioOutlined, color: "#722ed1" },
  8: { Icon: FileImageOutlined, color: "#13a8a8" },
  9: { Icon: Html5Outlined, color: "#e34c26" },
};

interface Props {
  file: { iconType?: number | null; ext?: string | null; fileName?: string | null };
  style?: CSSProperties;
}

/** The SPEC §3 file-type icon of a file (coloured, with its type name as the tooltip). */
export function FileTypeIcon({ file, style }: Props) {
  const type = iconTypeOf(file);
  const { Icon, color } = ICONS[type];
  return <Icon style={{ color, ...style }} title={ICON_TYPE_NAMES[type]} aria-label={ICON_TYPE_NAMES[type]} />;
}
