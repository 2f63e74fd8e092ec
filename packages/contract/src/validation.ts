import { z } from "zod";

/** SPEC §5 patterns, shared by the server and the browser forms. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const IPV4_PATTERN = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
export const STRONG_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,30}$/;

export const PASSWORD_MIN_STRONG = 8;
export const PASSWORD_MAX = 30;

export const phoneSchema = z.string({ error: "手机号必须是文本" }).regex(PHONE_PATTERN, "手机号格式不正确");
export const emailSchema = z
  .string({ error: "邮箱必须是文本" })
  .max(100, "邮箱不能超过100个字符")
  .regex(EMAIL_PATTERN, "邮箱格式不正确");
/** A phone or e-mail a form may leave empty (""): one string schema, so a wrong value gets its own message. */
export const optionalPhoneSchema = z
  .string({ error: "手机号必须是文本" })
  .refine((v) => v === "" || PHONE_PATTERN.test(v), "手机号格式不正确");
export const optionalEmailSchema = z
  .string({ error: "邮箱必须是文本" })
  .max(100, "邮箱不能超过100个字符")
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), "邮箱格式不正确");
export const ipv4Schema = z.string().regex(IPV4_PATTERN, "IP地址格式不正确");

/** Password rule of SPEC §5; `strong` is the PWD_STRONG switch. */
export function passwordSchema(strong: boolean) {
  return strong
    ? z
        .string()
        .min(1, "请输入密码")
        .regex(STRONG_PASSWORD_PATTERN, "密码须为8至30位，且包含数字、大写字母、小写字母和特殊字符")
    : z.string().min(1, "请输入密码").max(PASSWORD_MAX, "密码不能超过30个字符");
}

/** Returns a Chinese message when the password breaks the rule, otherwise null. */
export function checkPassword(password: string, strong: boolean): string | null {
  const r = passwordSchema(strong).safeParse(password);
  return r.success ? null : (r.error.issues[0]?.message ?? "密码格式不正确");
}

/** Ids are PostgreSQL integers: larger numbers are refused here instead of failing in the query. */
export const ID_MAX = 2_147_483_647;
export const idSchema = z.coerce
  .number({ error: "编号必须是数字" })
  .int("编号必须是整数")
  .positive("编号必须大于0")
  .max(ID_MAX, "编号不正确");
export const pageNoSchema = z.coerce
  .number({ error: "页码必须是数字" })
  .int("页码必须是整数")
  .min(1, "页码最小为1")
  .default(1);
export const pageSizeSchema = (max = 100, def = 20) =>
  z.coerce
    .number({ error: "每页条数必须是数字" })
    .int("每页条数必须是整数")
    .min(1, "每页条数最小为1")
    .max(max, `每页条数不能超过${max}`)
    .default(def);

/** A yes/no flag as callers send it: true/false, 1/0, or "1"/"0"/"true"/"false" ("" is no). */
export const flagSchema = (label: string) =>
  z.preprocess(
    (v) =>
      v === 1 || v === "1" || v === "true" ? true : v === 0 || v === "0" || v === "false" || v === "" ? false : v,
    z.boolean({ error: `${label}只能是 true/false 或 1/0` }),
  );

/** Free-text filter: trimmed, bounded; SQL metacharacters are fine (queries are parameterised). */
export const keywordSchema = z
  .string({ error: "关键字必须是文本" })
  .trim()
  .max(100, "关键字不能超过100个字符")
  .optional();
