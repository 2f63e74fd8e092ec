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

/** One field an operation carried, as the log screen shows it. */
export interface LogField {
  label: string;
  value: string;
}

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
  /** What was called, in Chinese (the endpoint's summary, shortened); "" for a login event. */
  targetName: string;
  /** The detail for people: each field by its Chinese label, secrets hidden, never JSON. */
  fields: LogField[];
  success: boolean;
  ip: string;
  userAgent: string;
  createdAt: string;
}
