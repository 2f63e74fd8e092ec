import { type DocPlay, PICTURE_EXTS, type ResourceDetail, type ResourceFile } from "@otp/contract";

/**
 * How a file of a resource is shown on the phone. The rules are the desktop preview's (by type,
 * pictures by extension, documents by the server's DocPlay); a multi-screen resource plays one
 * screen at a time (the screens are chosen below the player), and Office files without a PDF
 * rendition are offered for download: phones have no document editor.
 */
export type MobileViewer = "video" | "audio" | "picture" | "pdf" | "text" | "download" | "none";

type Previewable = Pick<ResourceDetail, "type" | "fileList" | "docPlay">;

const TEXT_EXTS = ["txt", "vtt", "csv", "md", "log", "json"];
const VIDEO_EXTS = ["mp4", "mov", "m4v", "webm", "mkv", "avi", "flv", "m3u8"];
const AUDIO_EXTS = ["mp3", "m4a", "aac", "wav", "ogg", "flac"];

export function extOf(file: Pick<ResourceFile, "ext" | "fileName">): string {
  if (file.ext) return file.ext.toLowerCase();
  const base = file.fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The DocPlay of the file at `index`: the server's for the first file, else by extension as the server does. */
export function docPlayFor(resource: Previewable, index: number): DocPlay | null {
  const file = resource.fileList[index];
  if (!file) return null;
  if (index === 0 && resource.docPlay) return resource.docPlay;
  const ext = extOf(file);
  if (ext === "pdf") return { mode: "pdf", url: file.httpPath };
  if (TEXT_EXTS.includes(ext)) return { mode: "text", url: file.httpPath };
  return { mode: ext === "zip" ? "zip" : "download", url: null };
}

export function chooseViewer(resource: Previewable, index = 0): MobileViewer {
  const file = resource.fileList[index];
  if (!file) return "none";
  const ext = extOf(file);
  if ((PICTURE_EXTS as readonly string[]).includes(ext) || resource.type === "PICTURE") return "picture";
  if (resource.type === "VIDEO" || resource.type === "MULTISCREEN") return "video";
  if (resource.type === "AUDIO") return "audio";
  // A document resource may still carry a lecture recording after its first file.
  if (index > 0 && VIDEO_EXTS.includes(ext)) return "video";
  if (index > 0 && AUDIO_EXTS.includes(ext)) return "audio";
  const play = docPlayFor(resource, index);
  if (!play) return "none";
  if (play.mode === "pdf" && play.url) return "pdf";
  if (play.mode === "text") return "text";
  return "download";
}

export function isTimed(viewer: MobileViewer): boolean {
  return viewer === "video" || viewer === "audio";
}

/** The address a document viewer loads (a converted PDF for Office files, else the file). */
export function documentUrl(resource: Previewable, index: number): string {
  const file = resource.fileList[index];
  return docPlayFor(resource, index)?.url ?? file?.httpPath ?? "";
}
