import { RESET_CODE_MESSAGE } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { isResetCode, normalizeResetCode, resetCodeRule } from "./resetCode";

const validate = (resetCodeRule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;

describe("reset code", () => {
  it("accepts 8 characters of A–Z without I/O and 2–9, case- and space-insensitive", () => {
    expect(isResetCode("ABCDEFGH")).toBe(true);
    expect(isResetCode("k7m2p9qz")).toBe(true);
    expect(isResetCode(" K7M2 P9QZ ")).toBe(true);
    expect(normalizeResetCode(" k7m2 p9qz ")).toBe("K7M2P9QZ");
  });

  it("rejects ambiguous characters, wrong length and non-strings", () => {
    for (const bad of ["ABCDEFGI", "ABCDEFGO", "ABCDEFG0", "ABCDEFG1", "ABCDEFG", "ABCDEFGHJ", "ABCD-EFG", 12345678]) {
      expect(isResetCode(bad)).toBe(false);
    }
  });

  it("form rule leaves empty values to `required` and reports the contract message", async () => {
    await expect(validate({}, "")).resolves.toBeUndefined();
    await expect(validate({}, "abcdefgh")).resolves.toBeUndefined();
    await expect(validate({}, "ABC")).rejects.toThrow(RESET_CODE_MESSAGE);
  });
});
