/**
 * The light part of the audit module: status tags, thumbnails and formatting used by list pages
 * of the personal centre and the back office (no dialogs, no player).
 */
export { formatBytes } from "../format";
export { DateTimeCell } from "./DateTimeCell";
export { NameCell } from "./NameCell";
export { PublishStatusTag } from "./PublishStatusTag";
export {
  canSubmit,
  formatDateTime,
  formatDuration,
  isResourceKind,
  kindName,
  mediaSummary,
  PUBLISH_STATUS_LABEL,
  publishStatusLabel,
  STATUS_FILTERS,
} from "./status";
export { Thumb } from "./Thumb";
