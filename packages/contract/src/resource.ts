import { z } from "zod";
import { choiceError, requiredName } from "./fields.js";
import { pictureSizeSchema } from "./upload.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/**
 * The seven resource kinds. /bres1../bres5 show kinds 1..5, /resource6 and /resource7 kinds 6
 * and 7; personal centre resource1..resource7 and admin business resource1..resource7 likewise.
 */
export const RESOURCE_KINDS = [
  { id: 1, name: "专辑资源", path: "bres1" },
  { id: 2, name: "微课", path: "bres2" },
  { id: 3, name: "课件", path: "bres3" },
  { id: 4, name: "公开课", path: "bres4" },
  { id: 5, name: "展示课视频", path: "bres5" },
  { id: 6, name: "活动视频", path: "resource6" },
  { id: 7, name: "精品课程", path: "resource7" },
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number]["id"];
export const resourceKindSchema = z.coerce
  .number({ error: "资源类别不正确" })
  .int("资源类别不正确")
  .min(1, "请选择资源类别")
  .max(7, "资源类别不正确") as z.ZodType<ResourceKind>;

/** Preview types (SPEC §3 "Resource to preview"); PICTURE is our addition for picture resources. */
export const RESOURCE_TYPES = ["VIDEO", "MULTISCREEN", "DOCUMENT", "AUDIO", "PICTURE"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_TYPE_NAMES: Record<ResourceType, string> = {
  VIDEO: "视频",
  MULTISCREEN: "多屏视频",
  DOCUMENT: "文档",
  AUDIO: "音频",
  PICTURE: "图片",
};

/** Publication states shared by courses and resources (ids as COURSE_STATUS). */
export const PUBLISH_STATUS = { DRAFT: 0, PENDING: 1, PUBLISHED: 2, REJECTED: 3 } as const;
export type PublishStatus = (typeof PUBLISH_STATUS)[keyof typeof PUBLISH_STATUS];
export const publishStatusSchema = z.coerce
  .number({ error: "状态不正确" })
  .int()
  .min(0, "状态不正确")
  .max(3, "状态不正确") as z.ZodType<PublishStatus>;

/** Who may view a course or resource. */
export const VISIBILITIES = ["public", "school", "classes"] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_NAMES: Record<Visibility, string> = {
  public: "公开（含游客）",
  school: "校内登录用户",
  classes: "指定班级",
};
export const visibilitySchema = z.enum(VISIBILITIES, { error: "查看权限不正确" });

/** Processing state of an uploaded media file. */
export const MEDIA_STATUS = ["none", "pending", "processing", "ready", "failed"] as const;
export type MediaStatus = (typeof MEDIA_STATUS)[number];

/** Picture extensions the preview shows as pictures (SPEC §2). */
export const PICTURE_EXTS = ["jpg", "png", "gif", "jpeg", "bmp"] as const;

/** Names and titles here default to 100 characters. */
const name = (label: string, max = 100) => requiredName(label, max);
const optionalId = idSchema.optional().nullable();

/** One file of a resource as the preview dialog plays it. */
export interface ResourceFile {
  id: number;
  fileName: string;
  ext: string;
  size: number;
  /** GET URL of the stream route (range requests); the web rendition for media when ready. */
  httpPath: string;
  /** Multi-screen label (教师/学生/课件...); empty for single files. */
  label: string;
  mediaStatus: MediaStatus;
  /** Processing progress 0-100 while pending/processing. */
  progress: number;
  duration: number | null;
  thumbUrl: string | null;
  /** WebVTT captions for a video, when the file has them. */
  captionUrl: string | null;
  /** The caption file's id (the resource form re-saves it). */
  captionFileId: number | null;
  /** Icon file type of SPEC §3 (1 video, 7 audio, 2 doc, 6 txt, 5 pdf, 3 xls, 4 ppt, 8 picture, 9 html; 0 other). */
  iconType: number;
}

/** How a document is viewed: pdf inline, text inline, an OnlyOffice editor, or download only. */
export interface DocPlay {
  mode: "pdf" | "text" | "office" | "download" | "zip";
  /** pdf/text: the URL to load (a converted PDF for office files when LibreOffice is present). */
  url: string | null;
  /** office: "word" | "cell" | "slide" editors of the document server. */
  documentType?: "word" | "cell" | "slide";
  message?: string;
}

export interface ResourceCard {
  id: number;
  name: string;
  kind: ResourceKind;
  type: ResourceType;
  coverUrl: string | null;
  duration: number | null;
  ownerId: number;
  ownerName: string;
  orgName: string | null;
  subjectName: string | null;
  visitCount: number;
  status: PublishStatus;
  createdAt: string;
}

export interface ResourceDetail extends ResourceCard {
  brief: string;
  /** The chosen cover picture (coverUrl falls back to a thumbnail when none). */
  coverFileId: number | null;
  termId: number | null;
  orgId: number | null;
  subjectId: number | null;
  visibility: Visibility;
  allowDownload: boolean;
  downloadCount: number;
  rejectReason: string | null;
  fileList: ResourceFile[];
  /** For DOCUMENT: how the first file is viewed. */
  docPlay: DocPlay | null;
  collected: boolean;
  canEdit: boolean;
  /**
   * Published courses (that this viewer may see) and their sections this resource is attached to;
   * filled in the detail and in section resource lists.
   */
  usedIn: { courseId: number; courseName: string; sectionId: number; sectionTitle: string }[];
}

/* ---------- resource calls ---------- */

export const RESOURCE_SORTS = ["new", "hot"] as const;

export const resourceListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  kind: resourceKindSchema.optional().nullable(),
  type: z.enum(RESOURCE_TYPES, { error: "资源类型不正确" }).optional().nullable(),
  keyword: keywordSchema,
  orgId: optionalId,
  subjectId: optionalId,
  termId: optionalId,
  ownerId: optionalId,
  sort: z.enum(RESOURCE_SORTS, { error: "排序方式不正确" }).default("new"),
});
export type ResourceListInput = z.infer<typeof resourceListSchema>;

export const resourceIdSchema = z.object({ id: idSchema });
export type ResourceIdInput = z.infer<typeof resourceIdSchema>;

export const resourceSaveSchema = z.object({
  id: idSchema.optional(),
  name: name("资源名称"),
  kind: resourceKindSchema,
  type: z.enum(RESOURCE_TYPES, { error: choiceError("资源类型") }),
  brief: z.string().trim().max(5000, "简介不能超过5000个字符").default(""),
  /** Files in order; for MULTISCREEN each with its screen label. */
  files: z
    .array(
      z.object({
        fileId: idSchema,
        label: z.string().trim().max(20, "画面名称不能超过20个字符").default(""),
        captionFileId: optionalId,
      }),
      { error: "请上传资源文件" },
    )
    .min(1, "请上传资源文件")
    .max(6, "一个资源最多6个文件"),
  coverFileId: optionalId,
  orgId: optionalId,
  subjectId: optionalId,
  termId: optionalId,
  visibility: visibilitySchema.default("school"),
  allowDownload: z.boolean({ error: "是否允许下载必须是布尔值" }).default(true),
});
export type ResourceSaveInput = z.infer<typeof resourceSaveSchema>;

export const myResourceListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  kind: resourceKindSchema.optional().nullable(),
  status: publishStatusSchema.optional().nullable(),
  keyword: keywordSchema,
});
export type MyResourceListInput = z.infer<typeof myResourceListSchema>;

/** Admin business lists of courses/resources (all owners, any state). */
export const manageResourceListSchema = myResourceListSchema.extend({
  ownerType: z.enum(["teacher", "student"], { error: "上传者类型不正确" }).optional().nullable(),
});
export type ManageResourceListInput = z.infer<typeof manageResourceListSchema>;

/** Audit decisions on courses or resources. */
export const auditDecideSchema = z
  .object({
    ids: z.array(idSchema, { error: "请选择要审核的记录" }).min(1, "请选择要审核的记录").max(200, "一次最多审核200条"),
    pass: z.boolean({ error: "请选择审核结果" }),
    reason: z.string().trim().max(500, "驳回理由不能超过500个字符").default(""),
  })
  .refine((v) => v.pass || v.reason.length > 0, { message: "请填写驳回理由", path: ["reason"] });
export type AuditDecideInput = z.infer<typeof auditDecideSchema>;

/** Which kinds go through audit before publication (admin audit-set). */
export interface AuditSettings {
  course: boolean;
  /** Keyed by resource kind id "1".."7". */
  resource: Record<string, boolean>;
}
export const auditSettingsSchema = z.object({
  course: z.boolean({ error: "课程审核开关必须是布尔值" }),
  /** Kinds left out keep their saved switch (a partial record: zod 4's record would demand all seven). */
  resource: z.partialRecord(
    z.enum(["1", "2", "3", "4", "5", "6", "7"], { error: "资源类别不正确" }),
    z.boolean({ error: "资源审核开关必须是布尔值" }),
  ),
});
export type AuditSettingsInput = z.infer<typeof auditSettingsSchema>;

/** Download of one file of a resource: returns the URL to fetch. */
export const resourceDownloadSchema = z.object({ id: idSchema, fileId: idSchema });
export type ResourceDownloadInput = z.infer<typeof resourceDownloadSchema>;

/* ---------- collect and downloads ---------- */

export const COLLECT_TARGETS = ["course", "resource"] as const;
export type CollectTarget = (typeof COLLECT_TARGETS)[number];
export const collectToggleSchema = z.object({
  targetType: z.enum(COLLECT_TARGETS, { error: "收藏类型不正确" }),
  targetId: idSchema,
});
export type CollectToggleInput = z.infer<typeof collectToggleSchema>;
export const collectListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  targetType: z.enum(COLLECT_TARGETS, { error: "收藏类型不正确" }).optional().nullable(),
});
export type CollectListInput = z.infer<typeof collectListSchema>;
export interface CollectItem {
  targetType: CollectTarget;
  targetId: number;
  name: string;
  coverUrl: string | null;
  createdAt: string;
  /** false when the target was unpublished or deleted since. */
  available: boolean;
}
export interface DownloadItem {
  id: number;
  resourceId: number;
  resourceName: string;
  fileId: number;
  fileName: string;
  size: number;
  createdAt: string;
}

/* ---------- knowledge-point notes ---------- */

export const noteRandSchema = z.object({
  content: z.string().trim().max(100, "关键字不能超过100个字符").optional().nullable(),
  /** Restrict to one resource (key = resourceId) when given. */
  key: idSchema.optional().nullable(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50, 12),
});
export type NoteRandInput = z.infer<typeof noteRandSchema>;
export interface ResourceNote {
  id: number;
  courseId: number | null;
  sectionId: number | null;
  resourceId: number;
  resourceName: string;
  content: string;
  second: number;
  /** The note's picture, else the resource's cover. */
  imgUrl: string | null;
  userId: number;
  userName: string;
  createdAt: string;
  /** The caller wrote it, owns the resource, or is an administrator. */
  canDelete: boolean;
}
export const noteSaveSchema = z.object({
  id: idSchema.optional(),
  resourceId: idSchema,
  courseId: optionalId,
  sectionId: optionalId,
  second: z.coerce.number({ error: "时间点必须是数字" }).int().min(0, "时间点不能小于0").max(86_400, "时间点不正确"),
  content: name("知识点内容", 500),
  imgFileId: optionalId,
});
export type NoteSaveInput = z.infer<typeof noteSaveSchema>;

/* ---------- audit and admin business lists ---------- */

/** Audit queue of resources; status defaults to pending on the server. */
export const auditListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  status: publishStatusSchema.optional().nullable(),
  kind: resourceKindSchema.optional().nullable(),
  keyword: keywordSchema,
});
export type AuditListInput = z.infer<typeof auditListSchema>;

/** Default when nothing was saved yet: everything is audited. */
export const DEFAULT_AUDIT_SETTINGS: AuditSettings = {
  course: true,
  resource: { "1": true, "2": true, "3": true, "4": true, "5": true, "6": true, "7": true },
};

/** A row of the admin business and audit lists. */
export interface ManageResourceItem extends ResourceCard {
  ownerAccount: string;
  ownerType: string;
  visibility: Visibility;
  allowDownload: boolean;
  rejectReason: string | null;
  fileCount: number;
  /** Processing state of each file, so a list can show transcoding progress without details. */
  fileList: Pick<ResourceFile, "id" | "fileName" | "mediaStatus" | "progress">[];
}

/** A resource hit of the search page: the card plus a plain-text excerpt of its brief. */
export interface ResourceSearchItem extends ResourceCard {
  excerpt: string;
}

/** Query of the resource file stream (`endpoints.resource.file.stream`). */
export const resourceStreamSchema = z.object({
  id: idSchema,
  download: z
    .enum(["0", "1", "true", "false"], { error: "参数 download 不正确" })
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /** A picture file is sent as a copy at most this wide; other files and downloads ignore it. */
  w: pictureSizeSchema.optional(),
});
export type ResourceStreamInput = z.infer<typeof resourceStreamSchema>;

/** The zip message of the preview dialog (SPEC §2). */
export const ZIP_MESSAGE = "zip文件，请下载后在本地查看";
