import { FILE_ICON_TYPE, PICTURE_EXTS } from "@otp/contract";

/** Icon file types of SPEC §3 plus 0 for anything else. */
export type IconType = 0 | (typeof FILE_ICON_TYPE)[keyof typeof FILE_ICON_TYPE];

const EXT_TO_ICON: Record<string, IconType> = {
  mp4: FILE_ICON_TYPE.video,
  mov: FILE_ICON_TYPE.video,
  m4v: FILE_ICON_TYPE.video,
  webm: FILE_ICON_TYPE.video,
  mkv: FILE_ICON_TYPE.video,
  avi: FILE_ICON_TYPE.video,
  flv: FILE_ICON_TYPE.video,
  m3u8: FILE_ICON_TYPE.video,
  doc: FILE_ICON_TYPE.doc,
  docx: FILE_ICON_TYPE.doc,
  xls: FILE_ICON_TYPE.xls,
  xlsx: FILE_ICON_TYPE.xls,
  csv: FILE_ICON_TYPE.xls,
  ppt: FILE_ICON_TYPE.ppt,
  pptx: FILE_ICON_TYPE.ppt,
  pdf: FILE_ICON_TYPE.pdf,
  txt: FILE_ICON_TYPE.txt,
  vtt: FILE_ICON_TYPE.txt,
  mp3: FILE_ICON_TYPE.audio,
  m4a: FILE_ICON_TYPE.audio,
  aac: FILE_ICON_TYPE.audio,
  wav: FILE_ICON_TYPE.audio,
  ogg: FILE_ICON_TYPE.audio,
  flac: FILE_ICON_TYPE.audio,
  webp: FILE_ICON_TYPE.picture,
  html: FILE_ICON_TYPE.html,
  htm: FILE_ICON_TYPE.html,
};
for (const ext of PICTURE_EXTS) EXT_TO_ICON[ext] = FILE_ICON_TYPE.picture;

/** Lower-case extension without the dot ("课件.PPTX" → "pptx"; none → ""). */
export function extOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The SPEC §3 icon type of a file extension (with or without the dot, any case). */
export function iconTypeOfExt(ext: string): IconType {
  return EXT_TO_ICON[ext.replace(/^\./, "").toLowerCase()] ?? 0;
}

/**
 * The icon type of a file: the server's iconType when it sent a known one, else derived from the
 * extension (files listed before processing, or uploads not yet saved).
 */
export function iconTypeOf(file: {
  iconType?: number | null;
  ext?: string | null;
  fileName?: string | null;
}): IconType {
  const known = Object.values(FILE_ICON_TYPE) as number[];
  if (file.iconType && known.includes(file.iconType)) return file.iconType as IconType;
  return iconTypeOfExt(file.ext || extOf(file.fileName ?? ""));
}

export const ICON_TYPE_NAMES: Record<IconType, string> = {
  0: "文件",
  1: "视频",
  2: "Word文档",
  3: "Excel表格",
  4: "PPT演示文稿",
  5: "PDF文档",
  6: "文本",
  7: "音频",
  8: "图片",
  9: "网页",
};

export function isPictureExt(ext: string): boolean {
  return (PICTURE_EXTS as readonly string[]).includes(ext.toLowerCase());
}
