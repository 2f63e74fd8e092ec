import type { FormRule } from "antd";

/**
 * The administrator-issued one-time reset code: 8 characters, A–Z without I/O and digits 2–9.
 * Mirrors the contract's `resetOwnPasswordSchema.code` (trim + upper-case, then this pattern).
 */
export const RESET_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
export const RESET_CODE_MESSAGE = "重置码为8位字母或数字";

/** What the user typed, as the server expects it: no whitespace, upper-case. */
export function normalizeResetCode(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : "";
}

export function isResetCode(value: unknown): boolean {
  return RESET_CODE_PATTERN.test(normalizeResetCode(value));
}

/** Form rule for the 重置码 field (an empty value is left to the `required` rule). */
export const resetCodeRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === "") return;
    if (!isResetCode(value)) throw new Error(RESET_CODE_MESSAGE);
  },
};
