import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- announcements (通知公告) ---------- */

/** Who an announcement is for: everybody (guests too), teachers, students, or chosen organizations. */
export const ANNOUNCEMENT_AUDIENCES = [
  { value: "all", label: "所有人" },
  { value: "teacher", label: "教师" },
  { value: "student", label: "学生" },
  { value: "org", label: "指定院系" },
] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number]["value"];

/**
 * What the back office shows for an announcement: a draft, published but waiting for its
 * publish time, shown now, or past its expiry.
 */
export const ANNOUNCEMENT_STATES = [
  { value: "draft", label: "草稿" },
  { value: "scheduled", label: "待发布" },
  { value: "published", label: "已发布" },
  { value: "expired", label: "已过期" },
] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number]["value"];

export const ANNOUNCEMENT_TITLE_MAX = 100;
/** Sanitised HTML; the bound is on what the editor sends. */
export const ANNOUNCEMENT_CONTENT_MAX = 100_000;
export const ANNOUNCEMENT_ATTACHMENTS_MAX = 10;

const isoDate = (field: string) =>
  z
    .string({ error: `${field}格式不正确` })
    .refine((v) => !Number.isNaN(Date.parse(v)), `${field}格式不正确`)
    .nullable()
    .optional();

export const announcementListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50, 10),
  keyword: keywordSchema,
});
export type AnnouncementListInput = z.infer<typeof announcementListSchema>;

export const announcementAdminListSchema = announcementListSchema.extend({
  state: z.enum(["draft", "scheduled", "published", "expired"], { error: "状态不正确" }).optional(),
});
export type AnnouncementAdminListInput = z.infer<typeof announcementAdminListSchema>;

export const announcementSaveSchema = z
  .object({
    id: idSchema.optional(),
    title: z
      .string({ error: "请输入标题" })
      .trim()
      .min(1, "请输入标题")
      .max(ANNOUNCEMENT_TITLE_MAX, `标题不能超过${ANNOUNCEMENT_TITLE_MAX}个字符`),
    content: z
      .string({ error: "请输入正文" })
      .min(1, "请输入正文")
      .max(ANNOUNCEMENT_CONTENT_MAX, `正文不能超过${ANNOUNCEMENT_CONTENT_MAX}个字符`),
    audience: z.enum(["all", "teacher", "student", "org"], { error: "请选择公告对象" }).default("all"),
    orgIds: z.array(idSchema, { error: "请选择院系" }).max(100, "最多选择100个院系").default([]),
    /** When it appears; empty means as soon as it is published. */
    publishAt: isoDate("定时发布时间"),
    /** When it stops being shown; empty means never. */
    expireAt: isoDate("过期时间"),
    pinned: z.boolean().default(false),
    attachmentIds: z
      .array(idSchema)
      .max(ANNOUNCEMENT_ATTACHMENTS_MAX, `附件最多${ANNOUNCEMENT_ATTACHMENTS_MAX}个`)
      .default([]),
    /** Save and publish (true) or keep as a draft. */
    publish: z.boolean().default(false),
  })
  .refine((v) => v.audience !== "org" || v.orgIds.length > 0, { message: "请选择院系", path: ["orgIds"] });
export type AnnouncementSaveInput = z.input<typeof announcementSaveSchema>;

export const announcementPinSchema = z.object({ id: idSchema, pinned: z.boolean({ error: "置顶状态不正确" }) });
export type AnnouncementPinInput = z.infer<typeof announcementPinSchema>;

/** The path parameters of an attachment download (`/api/c/announcement/:id/file/:fileId`). */
export const announcementFileParamsSchema = z.object({ id: idSchema, fileId: idSchema });
export type AnnouncementFileParams = z.infer<typeof announcementFileParamsSchema>;

export interface AnnouncementAttachment {
  id: number;
  name: string;
  size: number;
  /** Download address (checked against the announcement's audience). */
  url: string;
}

export interface AnnouncementCard {
  id: number;
  title: string;
  /** The first words of the text, without markup. */
  summary: string;
  pinned: boolean;
  publishAt: string | null;
  readCount: number;
  attachmentCount: number;
}

export interface AnnouncementDetail extends AnnouncementCard {
  /** Sanitised HTML. */
  content: string;
  authorName: string;
  expireAt: string | null;
  attachments: AnnouncementAttachment[];
}

export interface AnnouncementAdminItem extends AnnouncementCard {
  state: AnnouncementState;
  audience: AnnouncementAudience;
  orgIds: number[];
  expireAt: string | null;
  authorName: string;
  updatedAt: string;
}

export interface AnnouncementEdit extends AnnouncementAdminItem {
  content: string;
  attachments: AnnouncementAttachment[];
}

export type AnnouncementList = ListResult<AnnouncementCard>;
