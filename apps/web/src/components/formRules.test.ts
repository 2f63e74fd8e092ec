import { passwordSchema } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { safeRedirect, zodRule } from "./formRules";

describe("form rules", () => {
  it("validates with the contract schema and reports its Chinese message", async () => {
    const rule = zodRule(passwordSchema(true)) as { validator: (r: unknown, v: unknown) => Promise<void> };
    await expect(rule.validator({}, "Abcdef1!")).resolves.toBeUndefined();
    await expect(rule.validator({}, "abc")).rejects.toThrow("密码须为8至30位");
    const weak = zodRule(passwordSchema(false)) as { validator: (r: unknown, v: unknown) => Promise<void> };
    await expect(weak.validator({}, "abc")).resolves.toBeUndefined();
  });

  it("only redirects inside the site", () => {
    expect(safeRedirect("/admin/site/logo")).toBe("/admin/site/logo");
    expect(safeRedirect("//evil.example")).toBe("/portal");
    expect(safeRedirect("https://evil.example")).toBe("/portal");
    expect(safeRedirect("/login?redirect=/x")).toBe("/portal");
    expect(safeRedirect(null)).toBe("/portal");
  });
});
