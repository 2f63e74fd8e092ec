import { z } from "zod";
import { type AppError, badRequest } from "./errors.js";

z.config(z.locales.zhCN());

/** Parses `input` or throws a 400 whose message names the offending field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  throw validationError(r.error);
}

/**
 * Refuses NUL in a query string or path parameter (400 naming the field), as the JSON parser
 * does for bodies: PostgreSQL text cannot hold it, so it would fail later as a 500.
 */
export function refuseNul(raw: unknown, where = ""): void {
  if (typeof raw === "string") {
    if (raw.includes("\0")) throw badRequest(`参数 ${where || "query"}：包含非法字符`);
    return;
  }
  if (!raw || typeof raw !== "object") return;
  for (const [key, value] of Object.entries(raw)) refuseNul(value, where && Array.isArray(raw) ? where : key);
}

export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.filter((p) => typeof p === "string" || typeof p === "number").join(".");
  const msg = issue?.message ?? "请求参数错误";
  // A schema message that already names its field ("参数 items：…") is kept as it is, so the
  // prefix is written once whichever side wrote it.
  return badRequest(field && !msg.startsWith("参数 ") ? `参数 ${field}：${msg}` : msg);
}
