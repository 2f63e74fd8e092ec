import { describe, expect, it } from "vitest";
import { dateString } from "./fields.js";
import { checkPassword, emailSchema, ipv4Schema, phoneSchema } from "./validation.js";

describe("SPEC §5 validation rules", () => {
  it("phone: 11 digits, 1 then 3-9", () => {
    expect(phoneSchema.safeParse("13912345678").success).toBe(true);
    expect(phoneSchema.safeParse("12912345678").success).toBe(false);
    expect(phoneSchema.safeParse("1391234567").success).toBe(false);
  });

  it("e-mail and IPv4", () => {
    expect(emailSchema.safeParse("a.b@xinghe.edu.cn").success).toBe(true);
    expect(emailSchema.safeParse("a@b").success).toBe(false);
    expect(ipv4Schema.safeParse("192.168.0.255").success).toBe(true);
    expect(ipv4Schema.safeParse("256.1.1.1").success).toBe(false);
    expect(ipv4Schema.safeParse("1.1.1").success).toBe(false);
  });

  it("password: strong 8-30 with digit, upper, lower, special; otherwise 1-30", () => {
    expect(checkPassword("Demo@2026", true)).toBeNull();
    expect(checkPassword("demo@2026", true)).toMatch(/大写/);
    expect(checkPassword("Demo2026", true)).not.toBeNull();
    expect(checkPassword("D@1a", true)).not.toBeNull();
    expect(checkPassword(`Aa1@${"x".repeat(27)}`, true)).not.toBeNull();
    expect(checkPassword("a", false)).toBeNull();
    expect(checkPassword("", false)).not.toBeNull();
    expect(checkPassword("x".repeat(31), false)).not.toBeNull();
  });
});

describe("dates (dateString)", () => {
  it("accepts real calendar dates only", () => {
    for (const ok of ["2026-02-28", "2024-02-29", "2026-12-31", "2026-01-01"]) {
      expect(dateString.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      "2026-02-30",
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026/01/01",
      "26-01-01",
    ]) {
      expect(dateString.safeParse(bad).success, bad).toBe(false);
    }
    expect(dateString.safeParse("2026-02-30").error?.issues[0]?.message).toBe("日期不存在，请检查年月日");
  });
});
