import {
  announcementSaveSchema,
  courseCreateSchema,
  emailSchema,
  lectureSaveSchema,
  passwordSchema,
  roleSaveSchema,
  superviseTaskSaveSchema,
  termSaveSchema,
} from "@otp/contract";
import type { FormInstance } from "antd";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { asDay, asInstant, isExternalTarget, safeRedirect, zodFieldRule, zodRangeRule, zodRule } from "./formRules";

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

  it("asks to choose a select's missing value, with the contract's words", async () => {
    const teacher = zodRule(lectureSaveSchema.shape.teacherId) as Validator;
    await expect(teacher.validator({}, undefined)).rejects.toThrow("请选择说课教师");
    await expect(teacher.validator({}, 7)).resolves.toBeUndefined();
    // Optional in the contract (a refine requires it for live lectures); shown only then.
    const live = zodRule(lectureSaveSchema.shape.liveId) as Validator;
    await expect(live.validator({}, null)).rejects.toThrow("请选择直播");
    const evaluators = zodRule(superviseTaskSaveSchema.shape.evaluatorIds) as Validator;
    await expect(evaluators.validator({}, undefined)).rejects.toThrow("请选择评价人");
    await expect(evaluators.validator({}, [])).rejects.toThrow("请选择评价人");
    const orgs = zodRule(announcementSaveSchema.shape.orgIds, { nonEmpty: true }) as Validator;
    await expect(orgs.validator({}, [])).rejects.toThrow("请选择院系");
    await expect(orgs.validator({}, [3])).resolves.toBeUndefined();
  });

  it("checks a picked date or range as the call sends it", async () => {
    const start = zodRule(termSaveSchema.shape.startDate, { as: asDay }) as Validator;
    await expect(start.validator({}, undefined)).rejects.toThrow("请选择开始日期");
    await expect(start.validator({}, dayjs("2026-03-01"))).resolves.toBeUndefined();
    const f = superviseTaskSaveSchema.shape;
    const range = zodRangeRule(f.startAt, f.endAt) as Validator;
    await expect(range.validator({}, undefined)).rejects.toThrow("请选择开始时间");
    await expect(range.validator({}, [dayjs(), null])).rejects.toThrow("请选择结束时间");
    await expect(range.validator({}, [dayjs(), dayjs().add(1, "day")])).resolves.toBeUndefined();
    expect(asInstant(dayjs("2026-03-01T08:00:00Z"))).toBe("2026-03-01T08:00:00.000Z");
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
    expect(safeRedirect("/\\evil.example")).toBe("/portal");
  });

  it("allows an external target only under a whitelisted URL (单点登录白名单)", () => {
    const whitelist = ["https://lib.school.edu.cn/opac"];
    expect(safeRedirect("https://lib.school.edu.cn/opac/search?q=1", "/portal", whitelist)).toBe(
      "https://lib.school.edu.cn/opac/search?q=1",
    );
    expect(safeRedirect("https://lib.school.edu.cn/admin", "/portal", whitelist)).toBe("/portal");
    expect(safeRedirect("https://lib.school.edu.cn.evil.example/opac", "/portal", whitelist)).toBe("/portal");
    expect(safeRedirect("https://user:pw@lib.school.edu.cn/opac", "/portal", whitelist)).toBe("/portal");
    expect(safeRedirect("javascript:alert(1)", "/portal", whitelist)).toBe("/portal");
    expect(isExternalTarget("https://lib.school.edu.cn/opac")).toBe(true);
    expect(isExternalTarget("/portal")).toBe(false);
  });
});
