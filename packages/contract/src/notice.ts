import { z } from "zod";
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
