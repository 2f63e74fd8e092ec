import type { FormRule } from "antd";

/** The part of a zod schema the rule needs (structural, so the web needs no direct zod import). */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd form rule from a contract (zod) schema, so browser and server share one rule. */
export function zodRule(schema: Schema, opts: { optional?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (opts.optional && (value === undefined || value === null || value === "")) return;
      const r = schema.safeParse(value ?? "");
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? "格式不正确");
    },
  };
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
