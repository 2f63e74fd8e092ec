/** Shared resource preview: the player, the dialog and their helpers (used by course pages too). */
export { canDownload, DownloadButton } from "./DownloadButton";
export { FileList } from "./FileList";
export { FileTypeIcon } from "./FileTypeIcon";
export { extOf, ICON_TYPE_NAMES, type IconType, iconTypeOf, iconTypeOfExt } from "./fileIcon";
export { type PlayerDecor, usePlayerDecor } from "./hooks";
export {
  formatSecond,
  type PlaybackQuery,
  parsePlaybackQuery,
  parseSecond,
  parseSep,
  resolveStart,
  type Sep,
} from "./playback";
export { previewApi, resourceDetailKey } from "./previewApi";
export { PLAYER_HEIGHT, PLAYER_WIDTH, ResourcePlayer, type ResourcePlayerProps } from "./ResourcePlayer";
export {
  DIALOG_HEIGHT,
  DIALOG_WIDTH,
  ResourcePreviewDialog,
  type ResourcePreviewDialogProps,
} from "./ResourcePreviewDialog";
export type { PlayerHandle } from "./types";
export { chooseViewer, type ViewerKind } from "./viewerChoice";
