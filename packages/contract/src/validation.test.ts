import { describe, expect, it } from "vitest";
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
