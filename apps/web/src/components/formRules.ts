import { allowedReturn } from "@otp/contract";
import type { FormRule } from "antd";
import dayjs from "dayjs";

/** The part of a zod schema the rules need (structural, so the web needs no direct zod import). */
interface Schema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

interface RuleOptions {
  /** An empty field passes, as the call then leaves it out. */
  optional?: boolean;
  /**
   * An empty list counts as empty: a list the contract requires only in one case (a refine
   * across fields, or the server), in a form that shows the field only in that case.
   */
  nonEmpty?: boolean;
  /** The value as the call sends it: `asDay` / `asInstant` for a date picker's value. */
  as?: (value: unknown) => unknown;
}

/** The first message of the contract for `value`, or undefined when it passes. */
function issueOf(schema: Schema, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : (r.error.issues[0]?.message ?? "格式不正确");
}

/** A date picker's value as the contract's calendar date (YYYY-MM-DD). */
export const asDay = (value: unknown) => (dayjs.isDayjs(value) ? value.format("YYYY-MM-DD") : value);

/** A date-time picker's value as the contract's instant (ISO 8601). */
export const asInstant = (value: unknown) =>
  dayjs.isDayjs(value) || (typeof value === "string" && value && dayjs(value).isValid())
    ? dayjs(value as string).toISOString()
    : value;

/**
 * An antd form rule from a contract field schema (`schema.shape.field`), so the browser refuses
 * what the server refuses, with the same Chinese message. An empty field is checked as "" (the
 * contract's "请输入…" / "请选择…"); with `optional` it passes, as the call then leaves it out.
 */
export function zodRule(schema: Schema, opts: RuleOptions = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const empty = isEmpty(value) || (!!opts.nonEmpty && Array.isArray(value) && value.length === 0);
      if (opts.optional && empty) return;
      const message = issueOf(schema, empty ? "" : opts.as ? opts.as(value) : value);
      if (message) throw new Error(message);
    },
  };
}

/**
 * A range picker's `[start, end]`, each end checked by its contract field (`shape.startAt`,
 * `shape.endAt`); `as` turns a picked value into what the call sends (default `asInstant`).
 */
export function zodRangeRule(start: Schema, end: Schema, as: (value: unknown) => unknown = asInstant): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const [from, to] = Array.isArray(value) ? value : [];
      const message = issueOf(start, isEmpty(from) ? "" : as(from)) ?? issueOf(end, isEmpty(to) ? "" : as(to));
      if (message) throw new Error(message);
    },
  };
}

/**
 * A rule for a field the contract checks together with others (a name required only for one
 * kind): the form's values are checked with the contract's object schema, and the issue on this
 * field, if any, is reported.
 */
export function zodFieldRule(schema: Schema, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const r = schema.safeParse(getFieldsValue(true));
      const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}

/** Confirm-password rule: must equal the field `name`. */
export function sameAs(name: string, message = "两次输入的密码不一致"): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(name)) throw new Error(message);
    },
  });
}

/**
 * Safe redirect target from a `redirect` query value: a path of this site (not a login page), or
 * an address under one of the whitelisted external URLs (单点登录白名单, checked as the server
 * checks it: contract `allowedReturn`). Anything else gives `fallback`. An external target is
 * left with `window.location.assign` (see `isExternalTarget`), a path with the router.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback = "/portal",
  whitelist: readonly string[] = [],
): string {
  if (!value) return fallback;
  const kind = allowedReturn(value, whitelist);
  if (kind === "external") return value;
  if (kind !== "path" || value.startsWith("/login")) return fallback;
  return value;
}

/** A target `safeRedirect` allowed outside this site (a whitelisted URL): not the router's. */
export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
