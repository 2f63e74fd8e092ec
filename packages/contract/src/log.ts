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

/** One login or operation record. */
export interface LogItem {
  id: number;
  category: "login" | "operation";
  userId: number | null;
  account: string;
  action: string;
  target: string;
  /** What the operation carried (the call's input, trimmed), when recorded. */
  detail: unknown;
  success: boolean;
  ip: string;
  userAgent: string;
  createdAt: string;
}
