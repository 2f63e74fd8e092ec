import { z } from "zod";
import { idSchema } from "./validation.js";

/** Upload kinds with their limits; the server checks the type from the file's content. */
export const UPLOAD_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024, exts: ["jpg", "jpeg", "png", "gif", "bmp", "webp"], label: "图片" },
  video: { maxBytes: 2 * 1024 * 1024 * 1024, exts: ["mp4", "mov", "m4v", "webm", "mkv", "avi", "flv"], label: "视频" },
  audio: { maxBytes: 200 * 1024 * 1024, exts: ["mp3", "m4a", "aac", "wav", "ogg", "flac"], label: "音频" },
  document: {
    maxBytes: 200 * 1024 * 1024,
    exts: ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "txt", "zip", "vtt"],
    label: "文档",
  },
  /** Mobile app install packages (业务管理 → APP版本): Android apk, iOS ipa. */
  package: { maxBytes: 1024 * 1024 * 1024, exts: ["apk", "ipa"], label: "安装包" },
} as const;
export type UploadKindName = keyof typeof UPLOAD_LIMITS;
/** Chunk size the server asks for (the last chunk may be shorter). */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
/** Largest single chunk the server accepts (a client may send bigger chunks than asked). */
export const UPLOAD_CHUNK_MAX_BYTES = 2 * UPLOAD_CHUNK_BYTES;
/** Unfinished uploads are kept this long, then their bytes are removed. */
export const UPLOAD_SESSION_HOURS = 24;
/** Open (unfinished) uploads one user may have at a time. */
export const UPLOAD_MAX_OPEN_SESSIONS = 10;

/** The largest storage quota a role can be given, in MB (10 TB). */
export const STORAGE_QUOTA_MAX_MB = 10_000_000;
/** The quota of a user who holds no role at all, in MB. */
export const DEFAULT_STORAGE_QUOTA_MB = 1024;

/** What a user stores (their files, derived ones and unfinished uploads) against their quota. */
export interface StorageUsage {
  usedBytes: number;
  /** null = unlimited. */
  quotaBytes: number | null;
}

/** The extension of a file name, lower case, without the dot ("" when none). */
export function fileExt(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const i = base.lastIndexOf(".");
  return i > 0 ? base.slice(i + 1).toLowerCase() : "";
}

export const uploadInitSchema = z.object({
  kind: z.enum(Object.keys(UPLOAD_LIMITS) as [UploadKindName, ...UploadKindName[]], { error: "上传类型不正确" }),
  fileName: z.string({ error: "请提供文件名" }).trim().min(1, "请提供文件名").max(200, "文件名不能超过200个字符"),
  size: z.coerce.number({ error: "文件大小必须是数字" }).int().positive("文件不能为空"),
});
export type UploadInitInput = z.infer<typeof uploadInitSchema>;
export const uploadIdSchema = z.object({ uploadId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "上传编号不正确") });
export type UploadIdInput = z.infer<typeof uploadIdSchema>;
/** Query of the chunk PUT (`?uploadId=&offset=`); the body is the raw bytes. */
export const uploadChunkSchema = uploadIdSchema.extend({
  offset: z.coerce.number({ error: "分片位置必须是数字" }).int("分片位置必须是整数").min(0, "分片位置不能为负数"),
});
export type UploadChunkInput = z.infer<typeof uploadChunkSchema>;

export interface UploadSession {
  uploadId: string;
  chunkSize: number;
  /** Bytes received so far: resume from here. */
  received: number;
  size: number;
  kind: UploadKindName;
  fileName: string;
  expiresAt: string;
}

export interface UploadedFile {
  id: number;
  name: string;
  size: number;
  kind: UploadKindName;
  mime: string;
  ext: string;
  /** Public URL for pictures; null for other kinds (they are streamed through their resource). */
  url: string | null;
  /** Media processing state right after the upload (pending when a job was queued, else none). */
  mediaStatus: "none" | "pending";
}

export const mediaStatusSchema = z.object({
  fileIds: z.array(idSchema).min(1, "请选择文件").max(50, "一次最多50个文件"),
});
export type MediaStatusInput = z.infer<typeof mediaStatusSchema>;
export interface MediaInfo {
  fileId: number;
  status: "none" | "pending" | "processing" | "ready" | "failed";
  progress: number;
  duration: number | null;
  width: number | null;
  height: number | null;
  thumbUrl: string | null;
  error: string | null;
}

export const officeConfigSchema = z.object({
  fileId: idSchema,
  edit: z.boolean({ error: "参数 edit 必须是布尔值" }).optional().default(false),
});
export type OfficeConfigInput = z.infer<typeof officeConfigSchema>;

/** What the web needs to open an OnlyOffice editor: load `${documentServerUrl}/web-apps/apps/api/documents/api.js`, then `new DocsAPI.DocEditor(id, config)`. */
export interface OfficeEditorConfig {
  documentServerUrl: string;
  config: {
    document: {
      fileType: string;
      key: string;
      title: string;
      url: string;
      permissions: {
        download: boolean;
        print: boolean;
        copy: boolean;
        review: boolean;
        edit: boolean;
        comment: boolean;
      };
    };
    documentType: "word" | "cell" | "slide";
    editorConfig: {
      mode: "edit" | "view";
      lang: string;
      callbackUrl: string;
      user: { id: string; name: string };
    };
    token: string;
  };
}

/** The signed token the Document Server fetches a document with (`?token=`). */
export const officeTokenSchema = z.object({
  token: z.string({ error: "缺少令牌" }).min(10, "令牌不正确").max(2000, "令牌不正确"),
});
export type OfficeTokenInput = z.infer<typeof officeTokenSchema>;

/** The multipart picture upload holds the file in memory: pictures only; larger kinds use the chunked upload. */
export const pictureUploadKindSchema = z.enum(["image"], {
  error: "上传类型不正确：该接口只接收图片，其他文件请使用分片上传",
});

/**
 * The path of a public picture (`/api/c/file/:id`): any text, so that a bad id answers 404 like
 * an unknown one (an id walk learns nothing).
 */
export const fileParamsSchema = z.object({ id: z.string() });
export type FileParams = z.infer<typeof fileParamsSchema>;

/** The widths a picture may be asked for (`?w=`): few, so every rendition is cached and reused. */
export const PICTURE_WIDTHS = [240, 480, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/**
 * `w` of a served picture: a copy at most w pixels wide, same proportions (never enlarged); without it, the
 * original. Query strings arrive as text, clients may pass numbers.
 */
export const pictureSizeSchema = z.coerce.number({ error: "图片宽度必须是数字" }).pipe(
  z.union(PICTURE_WIDTHS.map((w) => z.literal(w)) as [z.ZodLiteral<PictureWidth>, ...z.ZodLiteral<PictureWidth>[]], {
    error: "图片宽度只能是240、480或960",
  }),
);
/** Query of a public picture (`/api/c/file/:id?w=480`). */
export const pictureQuerySchema = z.object({ w: pictureSizeSchema.optional() });
export type PictureQuery = z.infer<typeof pictureQuerySchema>;

/** What a picture upload answers. */
export interface UploadedPicture {
  id: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}

/**
 * A `srcset` of a platform picture's widths (`url?w=480 480w, …`), so the browser picks the
 * rendition for its screen; the phone site's banner and the server's first-paint hint use the same
 * string (a preload only helps when it names what the page then asks for).
 */
export function pictureSrcSet(url: string, widths: readonly PictureWidth[] = [480, 960]): string {
  const sep = url.includes("?") ? "&" : "?";
  return widths.map((w) => `${url}${sep}w=${w} ${w}w`).join(", ");
}

/** The banner's displayed width on a phone (full width less the page margins). */
export const BANNER_SIZES = "calc(100vw - 24px)";

/** A public picture of the platform (`file.picture`, which makes the `w` renditions). */
export function isPlatformPicture(url: string): boolean {
  return /^\/api\/c\/file\/\d+(?:$|\?)/.test(url);
}
