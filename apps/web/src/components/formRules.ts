import type { FormRule } from "antd";

/** The part of a zod schema the rules need (structural, so the web needs no direct zod import). */
interface Schema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * An antd form rule from a contract field schema (`schema.shape.field`), so the browser refuses
 * what the server refuses, with the same Chinese message. An empty field is checked as "" (the
 * contract's "请输入…"); with `optional` it passes, as the call then leaves it out.
 */
export function zodRule(schema: Schema, opts: { optional?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (opts.optional && isEmpty(value)) return;
      const r = schema.safeParse(value ?? "");
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? "格式不正确");
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

/** Safe in-app redirect target from a `redirect` query value. */
export function safeRedirect(value: string | null | undefined, fallback = "/portal"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith("/login")) return fallback;
  return value;
}
