import { type DocPlay, type ResourceDetail, type ResourceFile, ZIP_MESSAGE } from "@otp/contract";
import { extOf, isPictureExt } from "./fileIcon";

export type ViewerKind =
  | "video"
  | "multiscreen"
  | "audio"
  | "picture"
  | "pdf"
  | "text"
  | "office"
  | "download"
  | "zip"
  | "none";

type Previewable = Pick<ResourceDetail, "type" | "fileList" | "docPlay">;

const OFFICE_TYPES: Record<string, NonNullable<DocPlay["documentType"]>> = {
  doc: "word",
  docx: "word",
  odt: "word",
  rtf: "word",
  xls: "cell",
  xlsx: "cell",
  ods: "cell",
  csv: "cell",
  ppt: "slide",
  pptx: "slide",
  odp: "slide",
};
const TEXT_EXTS = ["txt", "vtt", "csv", "md", "log", "json"];
const VIDEO_EXTS = ["mp4", "mov", "m4v", "webm", "mkv", "avi", "flv"];
const AUDIO_EXTS = ["mp3", "m4a", "aac", "wav", "ogg", "flac"];

export { ZIP_MESSAGE };
export const DOWNLOAD_MESSAGE = "该文件暂不支持在线预览，请下载后查看";

function fileExt(file: ResourceFile): string {
  return (file.ext || extOf(file.fileName)).toLowerCase();
}

/** The editor family of an Office file by extension (SPEC §2: text, spreadsheet, presentation). */
export function officeDocumentType(ext: string): DocPlay["documentType"] | undefined {
  return OFFICE_TYPES[ext.toLowerCase()];
}

/**
 * How one document file is viewed when the server sent no DocPlay for it (files after the first):
 * by extension, the same rules the server applies.
 */
export function docPlayFromExt(file: ResourceFile): DocPlay {
  const ext = fileExt(file);
  if (ext === "pdf") return { mode: "pdf", url: file.httpPath };
  if (ext === "zip") return { mode: "zip", url: null, message: ZIP_MESSAGE };
  if (TEXT_EXTS.includes(ext)) return { mode: "text", url: file.httpPath };
  const documentType = officeDocumentType(ext);
  if (documentType) return { mode: "office", url: null, documentType };
  return { mode: "download", url: null, message: DOWNLOAD_MESSAGE };
}

/** The DocPlay of the file at `index`: the server's for the first file, else by extension. */
export function docPlayFor(resource: Previewable, index: number): DocPlay | null {
  const file = resource.fileList[index];
  if (!file) return null;
  if (index === 0 && resource.docPlay) return resource.docPlay;
  return docPlayFromExt(file);
}

/**
 * Which viewer shows the file at `index` of a resource (SPEC §2 preview dialog): pictures by
 * extension whatever the type, multi-screen only with two or more videos, documents by their
 * DocPlay mode (pdf, text, office, download, zip).
 */
export function chooseViewer(resource: Previewable, index = 0): ViewerKind {
  const files = resource.fileList;
  const file = files[index];
  if (!file) return "none";
  const ext = fileExt(file);
  if (isPictureExt(ext) || resource.type === "PICTURE") return "picture";
  switch (resource.type) {
    case "MULTISCREEN":
      return files.length >= 2 ? "multiscreen" : "video";
    case "VIDEO":
      return "video";
    case "AUDIO":
      return "audio";
    default: {
      // A document resource may still carry a video or audio file (e.g. an uploaded lecture).
      if (index > 0 && VIDEO_EXTS.includes(ext)) return "video";
      if (index > 0 && AUDIO_EXTS.includes(ext)) return "audio";
      const play = docPlayFor(resource, index);
      return play ? play.mode : "none";
    }
  }
}

/** Viewers that play a timeline (start second, sep, notes at the current time). */
export function isTimedViewer(kind: ViewerKind): boolean {
  return kind === "video" || kind === "multiscreen" || kind === "audio";
}
