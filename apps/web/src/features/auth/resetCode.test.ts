import { RESET_CODE_MESSAGE, resetOwnPasswordSchema } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { zodRule } from "../../components/formRules";
import { normalizeResetCode } from "./resetCode";

const validate = (
  zodRule(resetOwnPasswordSchema.shape.code) as { validator: (r: unknown, v: unknown) => Promise<void> }
).validator;

describe("reset code", () => {
  it("normalises what was typed: no spaces, upper case", () => {
    expect(normalizeResetCode(" k7m2 p9qz ")).toBe("K7M2P9QZ");
    expect(normalizeResetCode(12345678)).toBe("");
  });

  it("the form rule is the contract's: 8 characters of A–Z without I/O and 2–9", async () => {
    await expect(validate({}, "ABCDEFGH")).resolves.toBeUndefined();
    await expect(validate({}, normalizeResetCode("k7m2 p9qz"))).resolves.toBeUndefined();
    for (const bad of ["ABCDEFGI", "ABCDEFGO", "ABCDEFG0", "ABCDEFG1", "ABCDEFG", "ABCDEFGHJ", "ABCD-EFG"]) {
      await expect(validate({}, bad)).rejects.toThrow(RESET_CODE_MESSAGE);
    }
    await expect(validate({}, "")).rejects.toThrow("请输入重置码");
  });
});
