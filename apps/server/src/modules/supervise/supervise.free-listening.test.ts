import type { SuperviseEvaluationDetail, SuperviseFreeOptions, SuperviseSetting } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkEndpoint, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";
import { readyTemplate } from "./supervise.fixtures.js";

let t: TestApp;
let manager: string;
let expert: string;
let student: string;
let teacher: string;
let templateId: number;
let studentTemplate: number;
let courseId: number;
let sectionIds: number[];

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.login("supervisor");
  expert = await t.login("expert");
  student = await t.login("student");
  teacher = await t.login("teacher");
  templateId = await readyTemplate(t, manager);
  studentTemplate = await readyTemplate(t, manager, "学生评教表", ["student"]);
  ({ id: courseId, sectionIds } = await newCourse(t, teacher, "自由听课测试课", {
    chapters: [{ title: "第一章", sections: ["导数的概念"] }],
  }));
});
afterAll(() => t.close());

async function allowFree(value: boolean) {
  const s = ok<SuperviseSetting>(await t.call("/api/m/supervise/setting/detail", {}, { as: manager }));
  ok(await t.call("/api/m/supervise/setting/save", { ...s, allowFreeListening: value }, { as: manager }));
}

describe("free listening (自由听课)", () => {
  it("is refused while the setting does not allow it", async () => {
    await allowFree(false);
    const o = ok<SuperviseFreeOptions>(await t.call("/api/l/supervise/free/options", { courseId }, { as: expert }));
    expect(o).toEqual({ allowed: false, templates: [], sections: [] });
    const start = { courseId, sectionId: sectionIds[0], templateId };
    expectForbidden(await t.call("/api/l/supervise/evaluation/start", start, { as: expert }));
  });

  it("lets an evaluator pick any section and a template of their kind, when allowed", async () => {
    await allowFree(true);
    const o = await checkEndpoint<SuperviseFreeOptions>(t, {
      url: "/api/l/supervise/free/options",
      body: { courseId },
      as: expert,
      bad: { body: { courseId: "x" }, field: "courseId" },
    });
    expect(o.allowed).toBe(true);
    expect(o.templates.map((x) => x.id)).toContain(templateId);
    expect(o.templates.map((x) => x.id)).not.toContain(studentTemplate);
    expect(o.sections.map((s) => s.id)).toEqual(sectionIds);
    expectNotFound(await t.call("/api/l/supervise/free/options", { courseId: 999999 }, { as: expert }));
    // Students never listen freely.
    expect(ok<SuperviseFreeOptions>(await t.call("/api/l/supervise/free/options", {}, { as: student })).allowed).toBe(
      false,
    );
    const start = { courseId, sectionId: sectionIds[0], templateId };
    expectForbidden(await t.call("/api/l/supervise/evaluation/start", start, { as: student }));
    const { id } = ok<{ id: number }>(await t.call("/api/l/supervise/evaluation/start", start, { as: expert }));
    const d = ok<SuperviseEvaluationDetail>(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: expert }));
    expect([d.taskId, d.sectionId, d.status, d.canEdit]).toEqual([null, sectionIds[0], "draft", true]);
    // Another user never reads the draft.
    expectNotFound(await t.call("/api/l/supervise/evaluation/detail", { id }, { as: teacher }));
  });
});
