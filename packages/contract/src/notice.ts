import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { idSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- the caller's notices ---------- */

export const noticeListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100),
  unread: z.boolean().optional(),
});
export type NoticeListInput = z.infer<typeof noticeListSchema>;

export const noticeReadSchema = z
  .object({ ids: z.array(idSchema).max(500, "一次最多500条").optional(), all: z.boolean().optional() })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: "请选择要标为已读的消息", path: ["ids"] });
export type NoticeReadInput = z.infer<typeof noticeReadSchema>;

export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  /** account | security | role */
  category: string;
  readAt: string | null;
  createdAt: string;
}
/** A page of notices with the caller's unread count (the badges read it). */
export type NoticeList = ListResult<NoticeItem> & { unread: number };
