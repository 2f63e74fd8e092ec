import { z } from "zod";
import { dateString } from "./fields.js";
import { keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- system log (login and operation records) ---------- */

export const logListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  keyword: keywordSchema,
  category: z.enum(["login", "operation"], { error: "日志类型不正确" }).optional(),
  from: dateString.optional(),
  to: dateString.optional(),
});
export type LogListInput = z.infer<typeof logListSchema>;
