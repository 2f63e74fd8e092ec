import { RESET_CODE_MESSAGE, RESET_CODE_PATTERN } from "@otp/contract";
import type { FormRule } from "antd";

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
