import {
  type DocPlay,
  endpoints,
  FILE_ICON_TYPE,
  type ManageResourceItem,
  type MediaStatus,
  PICTURE_EXTS,
  PUBLISH_STATUS,
  type PublishStatus,
  type ResourceCard,
  type ResourceDetail,
  type ResourceFile,
  type ResourceKind,
  type ResourceType,
  urlOf,
  type Visibility,
  ZIP_MESSAGE,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import { canEdit, canManage } from "./resource.access.js";
import type { FileFacts, MediaFacts, UserNames } from "./resource.ports.js";
import type { LinkRow, ResourceRow } from "./resource.queries.js";

/** Output shaping of resources: rows and what was looked up for them → contract types. Pure. */

export const imageUrl = (id: number | null | undefined): string | null =>
  id ? urlOf(endpoints.file.picture, { id }) : null;

/** The access-checked stream URL of a file; `download` asks for an attachment. */
export const streamUrl = (fileId: number, download = false): string =>
  urlOf(endpoints.resource.file.stream, undefined, { id: fileId, download: download ? 1 : undefined });

/** The guest-open stream URL of a file a public resource plays. */
export const openStreamUrl = (fileId: number): string =>
  urlOf(endpoints.resource.file.openStream, undefined, { id: fileId });

/**
 * Publicity of files that belong to resources (resource_files), by file id: true when some
 * resource using the file is published for everybody. Files absent from the map belong to no
 * resource (covers, avatars, site images, note pictures) and are public pictures.
 */
export type FilePublicity = Map<number, boolean>;

/**
 * Whether GET /api/c/file/:id may serve a picture to anyone. `ids` are the picture and, for a
 * thumbnail, the file it was made from: a resource's pictures and thumbnails are public only
 * while a resource using them is published for everybody.
 */
export function isOpenImage(publicity: FilePublicity, ids: number[]): boolean {
  return ids.every((id) => !publicity.has(id)) || ids.some((id) => publicity.get(id) === true);
}

/**
 * The URL of a picture shown for a resource: the public picture route when anyone may fetch it
 * (lists for guests, cacheable), else the access-checked stream route (needs a login).
 */
export function pictureUrl(publicity: FilePublicity, shown: number, origins: number[] = [shown]): string {
  return isOpenImage(publicity, [shown, ...origins]) ? urlOf(endpoints.file.picture, { id: shown }) : streamUrl(shown);
}

const VIDEO_EXTS = new Set(["mp4", "mov", "m4v", "webm", "mkv", "avi", "flv", "ts", "m3u8"]);
const AUDIO_EXTS = new Set(["mp3", "m4a", "aac", "wav", "ogg", "flac"]);
export const OFFICE_EXTS = {
  doc: "word",
  docx: "word",
  xls: "cell",
  xlsx: "cell",
  ppt: "slide",
  pptx: "slide",
} as const;

/** Icon file type of SPEC §3 from the extension (0 when none applies). */
export function iconType(ext: string): number {
  const e = ext.toLowerCase();
  if (VIDEO_EXTS.has(e)) return FILE_ICON_TYPE.video;
  if (AUDIO_EXTS.has(e)) return FILE_ICON_TYPE.audio;
  if (e === "doc" || e === "docx") return FILE_ICON_TYPE.doc;
  if (e === "txt") return FILE_ICON_TYPE.txt;
  if (e === "pdf") return FILE_ICON_TYPE.pdf;
  if (e === "xls" || e === "xlsx") return FILE_ICON_TYPE.xls;
  if (e === "ppt" || e === "pptx") return FILE_ICON_TYPE.ppt;
  if ((PICTURE_EXTS as readonly string[]).includes(e) || e === "webp") return FILE_ICON_TYPE.picture;
  if (e === "html" || e === "htm") return FILE_ICON_TYPE.html;
  return 0;
}

export function isPicture(f: FileFacts): boolean {
  return f.kind === "image" || (PICTURE_EXTS as readonly string[]).includes(f.ext.toLowerCase());
}

/** The file a video or audio plays from: its web rendition once ready, the original otherwise. */
export function playFileOf(f: FileFacts, media: MediaFacts | undefined): number {
  const playable = f.kind === "video" || f.kind === "audio";
  return playable && media?.status === "ready" && media.playFileId ? media.playFileId : f.id;
}

/**
 * The files the preview dialog fetches for one file of a resource (besides captions, the
 * thumbnail and the cover): what a viewer without the download right may still stream. Office
 * originals are left out (OnlyOffice fetches them with its own token; LibreOffice's PDF is
 * shown otherwise), and so are zips and documents that cannot be previewed.
 */
export function previewedFiles(f: FileFacts, media: MediaFacts | undefined): number[] {
  if (isPicture(f)) return [f.id];
  if (f.kind === "video" || f.kind === "audio") return [playFileOf(f, media)];
  const ext = f.ext.toLowerCase();
  if (ext === "pdf" || ext === "txt") return [f.id];
  if (OFFICE_EXTS[ext as keyof typeof OFFICE_EXTS] && media?.status === "ready" && media.playFileId) {
    return [media.playFileId];
  }
  return [];
}

/** Published for everybody: its preview streams through the guest-open route. */
export function isOpenResource(r: { status: number; visibility: string }): boolean {
  return r.status === PUBLISH_STATUS.PUBLISHED && r.visibility === "public";
}

/**
 * One file of a resource as the preview dialog plays it. `publicity` decides whether its
 * picture or thumbnail is linked publicly or through the access-checked stream route; `open`
 * (a resource published for everybody) links what it plays through the guest-open stream.
 */
export function presentFile(
  f: FileFacts,
  link: { label: string; captionFileId: number | null },
  media: MediaFacts | undefined,
  publicity: FilePublicity,
  open = false,
): ResourceFile {
  const play = open ? openStreamUrl : (id: number) => streamUrl(id);
  // Media plays from its web rendition once ready; the original otherwise (it may still play).
  const playId = playFileOf(f, media);
  const status: MediaStatus = media?.status ?? "none";
  const thumbId = isPicture(f) ? f.id : media?.thumbFileId;
  return {
    id: f.id,
    fileName: f.name,
    ext: f.ext,
    size: f.size,
    httpPath: play(playId),
    label: link.label,
    mediaStatus: status,
    progress: status === "ready" ? 100 : (media?.progress ?? 0),
    duration: media?.duration != null ? Math.round(media.duration) : null,
    thumbUrl: thumbId ? pictureUrl(publicity, thumbId, [f.id]) : null,
    captionUrl: link.captionFileId ? play(link.captionFileId) : null,
    captionFileId: link.captionFileId,
    iconType: iconType(f.ext),
  };
}

/**
 * How a document is viewed: PDF and text in the browser; office files in OnlyOffice when it is
 * configured, else as the PDF LibreOffice made, else for download; zip never previewed.
 */
export function docPlay(
  f: FileFacts,
  media: MediaFacts | undefined,
  opts: { officeEnabled: boolean; mayDownload: boolean; open?: boolean },
): DocPlay {
  const ext = f.ext.toLowerCase();
  const view = opts.open ? openStreamUrl : (id: number) => streamUrl(id);
  const download = opts.mayDownload ? streamUrl(f.id, true) : null;
  if (ext === "pdf") return { mode: "pdf", url: view(f.id) };
  if (ext === "txt") return { mode: "text", url: view(f.id) };
  if (ext === "zip") return { mode: "zip", url: download, message: ZIP_MESSAGE };
  const documentType = OFFICE_EXTS[ext as keyof typeof OFFICE_EXTS];
  if (documentType) {
    // The editor fetches the document itself; the original's URL is for those who may download it.
    if (opts.officeEnabled) return { mode: "office", url: opts.mayDownload ? streamUrl(f.id) : null, documentType };
    if (media?.status === "ready" && media.playFileId) return { mode: "pdf", url: view(media.playFileId) };
    if (media?.status === "pending" || media?.status === "processing") {
      return { mode: "download", url: download, message: "文档正在转换，请稍后再预览或下载后查看" };
    }
  }
  return {
    mode: "download",
    url: download,
    message: opts.mayDownload ? "该文档暂不支持在线预览，请下载后查看" : "该文档暂不支持在线预览，且不允许下载",
  };
}

/** A plain-text excerpt of `text` around the first keyword word found (search results). */
export function excerpt(text: string, keyword: string, max = 120): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const words = keyword.split(/\s+/).filter(Boolean);
  const at = words.map((w) => plain.toLowerCase().indexOf(w.toLowerCase())).find((i) => i >= 0) ?? 0;
  const start = Math.max(0, Math.min(at - 20, plain.length - max));
  return `${start > 0 ? "…" : ""}${plain.slice(start, start + max)}${start + max < plain.length ? "…" : ""}`;
}

/** Resource types that play for a time (their cards show a duration). */
export function isTimed(type: string): boolean {
  return type === "VIDEO" || type === "MULTISCREEN" || type === "AUDIO";
}

/** Whole seconds: the sum over a playlist, the longest screen of a multi-screen resource; null until known. */
export function durationOf(type: string, fileIds: number[], media: Map<number, MediaFacts>): number | null {
  if (!isTimed(type)) return null;
  const known = fileIds.map((id) => media.get(id)?.duration).filter((d): d is number => d != null);
  if (!known.length) return null;
  return Math.round(type === "MULTISCREEN" ? Math.max(...known) : known.reduce((a, b) => a + b, 0));
}

/** Names and pictures looked up for a page of cards. */
export interface CardLookups {
  covers: Map<number, string | null>;
  owners: UserNames;
  orgs: Map<number, string>;
  subjects: Map<number, string>;
}

export function toCard(r: ResourceRow, l: CardLookups): ResourceCard {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as ResourceKind,
    type: r.type as ResourceType,
    coverUrl: l.covers.get(r.id) ?? null,
    duration: r.duration,
    ownerId: r.ownerId,
    ownerName: l.owners.get(r.ownerId)?.realName ?? "",
    orgName: r.orgId ? (l.orgs.get(r.orgId) ?? null) : null,
    subjectName: r.subjectId ? (l.subjects.get(r.subjectId) ?? null) : null,
    visitCount: r.visitCount,
    status: r.status as PublishStatus,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A row of the admin business and audit lists (and my resources): the card with owner, settings and file states. */
export function toManageItem(
  card: ResourceCard,
  r: ResourceRow,
  l: { owners: UserNames; links: LinkRow[]; fileNames: Map<number, string>; media: Map<number, MediaFacts> },
): ManageResourceItem {
  return {
    ...card,
    ownerAccount: l.owners.get(r.ownerId)?.account ?? "",
    ownerType: r.ownerType,
    visibility: r.visibility as Visibility,
    allowDownload: r.allowDownload,
    rejectReason: r.rejectReason,
    fileCount: l.links.length,
    fileList: l.links.map((link) => ({
      id: link.fileId,
      fileName: l.fileNames.get(link.fileId) ?? "",
      mediaStatus: l.media.get(link.fileId)?.status ?? "none",
      progress: l.media.get(link.fileId)?.progress ?? 0,
    })),
  };
}

/** What a detail shows beyond its card, looked up for the resource and its viewer. */
export interface DetailLookups {
  /** This resource's file links, in order. */
  links: LinkRow[];
  files: Map<number, FileFacts>;
  media: Map<number, MediaFacts>;
  publicity: FilePublicity;
  officeEnabled: boolean;
  collected: boolean;
}

/** The detail the preview dialog and the course module show (usedIn is filled in by the caller). */
export function toDetail(
  card: ResourceCard,
  r: ResourceRow,
  viewer: Principal | null,
  l: DetailLookups,
): ResourceDetail {
  const open = isOpenResource(r);
  const fileList = l.links.flatMap((link) => {
    const f = l.files.get(link.fileId);
    return f ? [presentFile(f, link, l.media.get(f.id), l.publicity, open)] : [];
  });
  const edit = canEdit(viewer, r);
  const first = l.links[0] ? l.files.get(l.links[0].fileId) : undefined;
  const duration = durationOf(
    r.type,
    l.links.map((link) => link.fileId),
    l.media,
  );
  return {
    ...card,
    // Known from the files' processing even where the card's stored copy is not yet.
    duration: duration ?? r.duration,
    brief: r.brief,
    coverFileId: r.coverFileId,
    termId: r.termId,
    orgId: r.orgId,
    subjectId: r.subjectId,
    visibility: r.visibility as Visibility,
    allowDownload: r.allowDownload,
    downloadCount: r.downloadCount,
    rejectReason: edit || canManage(viewer, r) ? r.rejectReason : null,
    fileList,
    docPlay:
      r.type === "DOCUMENT" && first
        ? docPlay(first, l.media.get(first.id), {
            officeEnabled: l.officeEnabled,
            mayDownload: r.allowDownload || edit,
            open,
          })
        : null,
    collected: l.collected,
    canEdit: edit,
    usedIn: [],
  };
}
