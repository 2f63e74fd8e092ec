import type { ActivityDetail, ActivityParticipant, MyActivityItem } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";

let t: TestApp;
let admin: string;
let organiser: string;
let teacher: string;
let teacher2: string;
let student: string;
let activityId: number;
let props: ActivityDetail["properties"];
let video: number;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  student = await t.login("student");
  teacher2 = await newTeacher(t, admin, "actteach2");
  organiser = await userWithScreens(t, admin, "actorgp", ["business.activity"]);
  activityId = (
    ok<{ id: number }>(
      await t.call(
        "/api/l/activity/save",
        {
          name: "微课大赛",
          registrationStart: at(-1),
          registrationEnd: at(5),
          submissionEnd: at(10),
          auditEnd: at(15),
          judgingEnd: at(20),
        },
        { as: organiser },
      ),
    ) as { id: number }
  ).id;
  ok(await t.call("/api/l/activity/advance", { id: activityId, to: "registration" }, { as: organiser }));
  const fileId = await fileOf(t, "teacher", "video", "微课.mp4", BYTES.mp4());
  video = await saveResource(t, teacher, { name: "浮力微课", kind: 2, type: "VIDEO", files: [{ fileId }] });
});
afterAll(() => t.close());

const fieldsBody = (values: string[]) => Object.fromEntries(props.map((p, i) => [String(p.id), values[i] ?? ""]));

describe("custom registration fields", () => {
  it("are set by the organiser and shown on the activity", async () => {
    const body = {
      activityId,
      properties: [
        { name: "任教学科", kind: "choice", required: true, options: ["语文", "数学"] },
        { name: "联系电话", kind: "text", required: true },
        { name: "教学设计", kind: "file", required: false },
      ],
    };
    await checkEndpoint(t, {
      url: "/api/l/activity/properties/save",
      as: organiser,
      body,
      bad: { body: { activityId, properties: [{ name: "学科", kind: "choice", options: ["语文"] }] }, field: "单选" },
      otherUser: { as: teacher },
    });
    expectBad(
      await t.call(
        "/api/l/activity/properties/save",
        { activityId, properties: [body.properties[1], body.properties[1]] },
        { as: organiser },
      ),
      "properties",
    );
    props = ok<ActivityDetail>(await t.call("/api/c/activity/detail", { id: activityId })).properties;
    expect(props.map((p) => p.name)).toEqual(["任教学科", "联系电话", "教学设计"]);
  });
});

describe("registration", () => {
  it("validates every field, refuses students, registers once", async () => {
    const design = await fileOf(t, "teacher", "document", "教学设计.pdf", BYTES.pdf());
    const good = { activityId, fields: fieldsBody(["数学", "13800001111", String(design)]) };
    expectBad(
      await t.call("/api/l/activity/register", { activityId, fields: fieldsBody(["数学", ""]) }, { as: teacher }),
      `fields.${props[1]?.id}`,
    );
    expectBad(
      await t.call("/api/l/activity/register", { activityId, fields: fieldsBody(["物理", "1"]) }, { as: teacher }),
      "选项不正确",
    );
    expectBad(
      await t.call(
        "/api/l/activity/register",
        { activityId, fields: fieldsBody(["数学", "1", "99999"]) },
        { as: teacher },
      ),
      "附件不存在",
    );
    await checkEndpoint(t, {
      url: "/api/l/activity/register",
      as: teacher,
      body: good,
      bad: { body: { activityId: "x", fields: {} }, field: "activityId" },
      wrongRole: student,
    });
    const again = await t.call("/api/l/activity/register", good, { as: teacher });
    expect(again.statusCode).toBe(409);
    ok(
      await t.call(
        "/api/l/activity/register",
        { activityId, fields: fieldsBody(["语文", "13900002222"]) },
        { as: teacher2 },
      ),
    );
    expect(
      ok<ActivityDetail>(await t.call("/api/c/activity/detail", { id: activityId }, { as: teacher })).actions
        .registerHint,
    ).toBe("您已报名");
  });
});

describe("works and their audit", () => {
  it("take only the teacher's own video or document, while submission is open", async () => {
    const body = { activityId, title: "浮力", resourceId: video };
    await checkEndpoint(t, {
      url: "/api/l/activity/work/submit",
      as: teacher,
      body,
      bad: { body: { ...body, title: "" }, field: "title" },
    });
    // Another teacher's resource; a teacher who has not registered.
    expectBad(await t.call("/api/l/activity/work/submit", body, { as: teacher2 }), "resourceId");
    expectForbidden(await t.call("/api/l/activity/work/submit", body, { as: await t.login("admin") }));
    const picture = await saveResource(t, teacher, {
      name: "海报",
      kind: 3,
      type: "PICTURE",
      files: [{ fileId: await fileOf(t, "teacher", "image", "海报.png", BYTES.png()) }],
    });
    expectBad(
      await t.call("/api/l/activity/work/submit", { ...body, resourceId: picture }, { as: teacher }),
      "视频或文档",
    );
  });

  it("lets the organiser see participants, approve registrations, return and approve works", async () => {
    const list = await checkEndpoint<ActivityParticipant[]>(t, {
      url: "/api/l/activity/participants",
      as: organiser,
      body: { id: activityId },
      otherUser: { as: teacher },
    });
    const mine = list.find((p) => p.work) as ActivityParticipant;
    expect(mine.fields.map((f) => f.value)).toEqual(["数学", "13800001111", "教学设计.pdf"]);
    await checkEndpoint(t, {
      url: "/api/l/activity/registration/decide",
      as: organiser,
      body: { activityId, ids: list.map((p) => p.id), pass: true },
      bad: { body: { activityId, ids: [], pass: true }, field: "ids" },
      otherUser: { as: teacher },
    });
    const workId = mine.work?.id as number;
    expectBad(
      await t.call("/api/l/activity/work/audit", { activityId, ids: [workId], pass: false }, { as: organiser }),
      "reason",
    );
    expectNotFound(
      await t.call("/api/l/activity/work/audit", { activityId, ids: [workId, 999999], pass: true }, { as: organiser }),
    );
    ok(
      await t.call(
        "/api/l/activity/work/audit",
        { activityId, ids: [workId], pass: false, reason: "视频不清晰" },
        { as: organiser },
      ),
    );
    let my = ok<MyActivityItem[]>(await t.call("/api/l/activity/mine", {}, { as: teacher }));
    expect(my[0]).toMatchObject({
      status: "approved",
      canSubmit: true,
      work: { status: "returned", returnReason: "视频不清晰" },
    });
    // Resubmitting sends it back to audit; approved, it can no longer be replaced.
    ok(
      await t.call(
        "/api/l/activity/work/submit",
        { activityId, title: "浮力（修改）", resourceId: video },
        { as: teacher },
      ),
    );
    ok(await t.call("/api/l/activity/work/audit", { activityId, ids: [workId], pass: true }, { as: organiser }));
    expectBad(
      await t.call("/api/l/activity/work/submit", { activityId, title: "再换", resourceId: video }, { as: teacher }),
      "不能再替换",
    );
    my = ok<MyActivityItem[]>(await t.call("/api/l/activity/mine", {}, { as: teacher }));
    expect(my[0]).toMatchObject({ canSubmit: false, work: { title: "浮力（修改）", status: "approved", award: "" } });
    expect(ok<MyActivityItem[]>(await t.call("/api/l/activity/mine", {}, { as: student }))).toEqual([]);
  });

  it("closes registration and its fields with the phase", async () => {
    ok(await t.call("/api/l/activity/advance", { id: activityId, to: "submission" }, { as: organiser }));
    expectBad(
      await t.call("/api/l/activity/register", { activityId, fields: {} }, { as: await newTeacher(t, admin, "late1") }),
      "报名已截止",
    );
    expectBad(
      await t.call("/api/l/activity/properties/save", { activityId, properties: [] }, { as: organiser }),
      "报名已截止",
    );
  });
});
