import { z } from "zod";
import { type AppError, badRequest } from "./errors.js";

z.config(z.locales.zhCN());

/** Parses `input` or throws a 400 whose message names the offending field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  throw validationError(r.error);
}

export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.filter((p) => typeof p === "string" || typeof p === "number").join(".");
  const msg = issue?.message ?? "请求参数错误";
  return badRequest(field ? `参数 ${field}：${msg}` : msg);
}
