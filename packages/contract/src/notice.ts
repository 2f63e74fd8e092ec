import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { idSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- the caller's notices ---------- */

export const noticeListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100),
  unread: z.boolean({ error: "未读筛选必须是布尔值" }).optional(),
});
export type NoticeListInput = z.infer<typeof noticeListSchema>;

export const noticeReadSchema = z
  .object({
    ids: z.array(idSchema, { error: "消息编号必须是数组" }).max(500, "一次最多500条").optional(),
    all: z.boolean({ error: "全部已读标记必须是布尔值" }).optional(),
  })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: "请选择要标为已读的消息", path: ["ids"] });
export type NoticeReadInput = z.infer<typeof noticeReadSchema>;

export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  /** NoticeCategory of the server's Notifier: account, security, role, audit, assignment, grade, live, activity, … */
  category: string;
  readAt: string | null;
  createdAt: string;
}
/** A page of notices with the caller's unread count (the badges read it). */
export type NoticeList = ListResult<NoticeItem> & { unread: number };

/* ---------- the caller's notice switches (我的消息 → 消息设置) ---------- */

/**
 * The kinds of notices a user may switch off, each stored per user. Notices about the account
 * itself (开通, 密码, 角色, 审核, 督导任务) always arrive. The live-class and activity modules send
 * `live` and `activity`; the assignment module `assignment` and `grade`.
 */
export const NOTICE_SWITCHES = [
  { category: "assignment", label: "新作业", description: "班级或所学课程布置了新作业" },
  { category: "grade", label: "作业批阅", description: "提交的作业被批阅或退回" },
  { category: "live", label: "直播提醒", description: "预约或关注的直播开始，直播回放审核结果" },
  { category: "activity", label: "活动结果", description: "参加的活动公布结果" },
] as const;
export type NoticeSwitchCategory = (typeof NOTICE_SWITCHES)[number]["category"];
const SWITCH_CATEGORIES = NOTICE_SWITCHES.map((s) => s.category) as [NoticeSwitchCategory, ...NoticeSwitchCategory[]];

export const noticeSwitchSaveSchema = z.object({
  category: z.enum(SWITCH_CATEGORIES, { error: "消息类别不正确" }),
  on: z.boolean({ error: "开关必须是布尔值" }),
});
export type NoticeSwitchSaveInput = z.infer<typeof noticeSwitchSaveSchema>;

/** One switch as the caller has it; a switch never saved is on. */
export interface NoticeSwitch {
  category: NoticeSwitchCategory;
  label: string;
  description: string;
  on: boolean;
}
