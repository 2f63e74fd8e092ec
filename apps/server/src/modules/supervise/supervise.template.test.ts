import type { SuperviseSetting, SuperviseTemplateDetail } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { readyTemplate, TWO_LEVEL_FORM } from "./supervise.fixtures.js";

let t: TestApp;
let admin: string;
let manager: string;
let other: string;
let teacher: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  manager = await t.login("supervisor");
  teacher = await t.login("teacher");
  other = await userWithScreens(t, admin, "tplother", ["maintenance.log"]);
});
afterAll(() => t.close());

describe("evaluation templates", () => {
  it("step 1 creates a template with an empty form; step 2 saves the tree and makes it ready", async () => {
    const types = body<{ id: number; name: string }[]>(
      await t.call("/api/kv/ele/COURSE_TYPE/list", {}, { as: manager }),
    ).data;
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/supervise/template/save",
      body: { name: "理论课评价表", evaluatorKinds: ["expert"], mode: "points", courseTypeIds: [types[0]?.id] },
      as: manager,
      wrongRole: other,
      bad: { body: { name: "", evaluatorKinds: ["expert"], mode: "points" }, field: "name" },
    });
    let d = ok<SuperviseTemplateDetail>(await t.call("/api/m/supervise/template/detail", { id }, { as: manager }));
    expect([d.ready, d.version, d.form.indicators.length, d.courseTypeNames]).toEqual([false, 1, 0, [types[0]?.name]]);
    d = await checkEndpoint<SuperviseTemplateDetail>(t, {
      url: "/api/m/supervise/template/form/save",
      body: { id, form: TWO_LEVEL_FORM },
      as: manager,
      wrongRole: teacher,
      bad: {
        body: { id, form: { ...TWO_LEVEL_FORM, indicators: [{ ...TWO_LEVEL_FORM.indicators[0], weight: 30 }] } },
        field: "权重之和须为100",
      },
    });
    expect([d.ready, d.itemCount]).toEqual([true, 4]);
    const list = ok<{ list: { id: number; ready: boolean }[] }>(
      await t.call("/api/m/supervise/template/list", { ready: true }, { as: manager }),
    );
    expect(list.list.map((r) => r.id)).toContain(id);
  });

  it("refuses a bad item score range, an unknown course type and a mode that differs from step 1", async () => {
    const id = await readyTemplate(t, manager, "范围检查");
    const badItem = structuredClone(TWO_LEVEL_FORM);
    const first = badItem.indicators[0]?.items[0];
    if (first) first.maxScore = 0;
    expectBad(
      await t.call("/api/m/supervise/template/form/save", { id, form: badItem }, { as: manager }),
      "满分最小为1",
    );
    expectBad(
      await t.call(
        "/api/m/supervise/template/form/save",
        { id, form: { ...TWO_LEVEL_FORM, mode: "levels" } },
        { as: manager },
      ),
      "form.mode",
    );
    expectBad(
      await t.call(
        "/api/m/supervise/template/save",
        { name: "x", evaluatorKinds: ["peer"], mode: "points", courseTypeIds: [99999] },
        { as: manager },
      ),
      "courseTypeIds",
    );
    expect((await t.call("/api/m/supervise/template/detail", { id: 99999 }, { as: manager })).statusCode).toBe(404);
  });

  it("copies a template with the next version and its form", async () => {
    const id = await readyTemplate(t, manager, "复制源");
    const copy = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/supervise/template/copy",
      body: { id },
      as: manager,
      wrongRole: other,
    });
    const d = ok<SuperviseTemplateDetail>(
      await t.call("/api/m/supervise/template/detail", { id: copy.id }, { as: admin }),
    );
    expect([d.name, d.version, d.sourceId, d.ready]).toEqual(["复制源（副本）", 2, id, true]);
    expect(d.form).toEqual(TWO_LEVEL_FORM);
  });

  it("deletes an unused template", async () => {
    const id = await readyTemplate(t, manager, "待删除");
    await checkEndpoint(t, {
      url: "/api/m/supervise/template/delete",
      body: { ids: [id] },
      as: manager,
      wrongRole: other,
    });
    expect((await t.call("/api/m/supervise/template/detail", { id }, { as: manager })).statusCode).toBe(404);
  });
});

describe("settings and common phrases", () => {
  it("settings read as defaults until saved", async () => {
    const s = await checkEndpoint<SuperviseSetting>(t, {
      url: "/api/m/supervise/setting/detail",
      body: {},
      as: manager,
      wrongRole: other,
    });
    expect(s.perTermQuota).toBe(4);
    const saved = await checkEndpoint<SuperviseSetting>(t, {
      url: "/api/m/supervise/setting/save",
      body: { ...s, perTermQuota: 6, showEvaluatorName: true },
      as: manager,
      wrongRole: teacher,
      bad: { body: { ...s, perTermQuota: -1 }, field: "perTermQuota" },
    });
    expect([saved.perTermQuota, saved.showEvaluatorName]).toEqual([6, true]);
  });

  it("phrases are managed in the back office and read by any evaluator", async () => {
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/supervise/word/save",
      body: { content: "教学目标明确，重难点突出", sort: 1 },
      as: manager,
      wrongRole: other,
      bad: { body: { content: "" }, field: "content" },
    });
    await checkEndpoint(t, { url: "/api/m/supervise/word/list", body: {}, as: manager, wrongRole: teacher });
    const list = ok<{ list: { id: number; content: string }[] }>(
      await t.call("/api/l/supervise/word/list", {}, { as: teacher }),
    );
    expect(list.list.find((w) => w.id === id)?.content).toBe("教学目标明确，重难点突出");
    await checkEndpoint(t, { url: "/api/m/supervise/word/delete", body: { ids: [id] }, as: manager, wrongRole: other });
  });
});
