import { courseCreateSchema, emailSchema, passwordSchema, roleSaveSchema } from "@otp/contract";
import type { FormInstance } from "antd";
import { describe, expect, it } from "vitest";
import { safeRedirect, zodFieldRule, zodRule } from "./formRules";

type Validator = { validator: (r: unknown, v: unknown) => Promise<void> };

describe("form rules", () => {
  it("validates with the contract schema and reports its Chinese message", async () => {
    const rule = zodRule(passwordSchema(true)) as Validator;
    await expect(rule.validator({}, "Abcdef1!")).resolves.toBeUndefined();
    await expect(rule.validator({}, "abc")).rejects.toThrow("密码须为8至30位");
    const weak = zodRule(passwordSchema(false)) as Validator;
    await expect(weak.validator({}, "abc")).resolves.toBeUndefined();
  });

  it("checks an empty field as the contract's missing input, unless optional", async () => {
    const name = zodRule(roleSaveSchema.shape.name) as Validator;
    await expect(name.validator({}, undefined)).rejects.toThrow("请输入角色名称");
    await expect(name.validator({}, "  ")).rejects.toThrow("请输入角色名称");
    await expect(name.validator({}, "长".repeat(31))).rejects.toThrow("角色名称不能超过30个字符");
    const email = zodRule(emailSchema, { optional: true }) as Validator;
    await expect(email.validator({}, "")).resolves.toBeUndefined();
    await expect(email.validator({}, "a@b")).rejects.toThrow("邮箱格式不正确");
  });

  it("reports the contract's cross-field issue on its own field", async () => {
    const rule = (field: string, values: object) =>
      (zodFieldRule(courseCreateSchema, field) as (f: Pick<FormInstance, "getFieldsValue">) => Validator)({
        getFieldsValue: (() => values) as FormInstance["getFieldsValue"],
      }).validator({}, undefined);
    await expect(rule("name", { kind: "open", name: " " })).rejects.toThrow("请输入课程名称");
    await expect(rule("name", { kind: "academic", originCourseId: 3 })).resolves.toBeUndefined();
    await expect(rule("originCourseId", { kind: "academic" })).rejects.toThrow("请选择教务课程");
    await expect(rule("originCourseId", { kind: "open", name: "力学" })).resolves.toBeUndefined();
  });

  it("only redirects inside the site", () => {
    expect(safeRedirect("/admin/site/logo")).toBe("/admin/site/logo");
    expect(safeRedirect("//evil.example")).toBe("/portal");
    expect(safeRedirect("https://evil.example")).toBe("/portal");
    expect(safeRedirect("/login?redirect=/x")).toBe("/portal");
    expect(safeRedirect(null)).toBe("/portal");
  });
});
