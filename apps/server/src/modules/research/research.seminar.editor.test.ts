import type { SeminarDetail } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, publishedVideo, saveResource, setResourceAudit } from "../resource/resource.fixtures.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";

let t: TestApp;
let admin: string;
let host: string;
let other: string;
let otherId: number;
let seminarId: number;
let orgId: number;

const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  host = await t.login("teacher");
  other = await newTeacher(t, admin, "editorother");
  otherId = await userId(t, "editorother");
  orgId = ok<{ id: number }>(await t.call("/api/m/research/org/save", { name: "育才学校" }, { as: admin })).id;
  const subjectId = ok<{ id: number }>(
    await t.call("/api/m/research/subject/save", { name: "物理" }, { as: admin }),
  ).id;
  seminarId = ok<{ id: number }>(
    await t.call(
      "/api/m/research/seminar/save",
      {
        kind: "teaching",
        title: "示范课：浮力",
        orgId,
        subjectId,
        hostId: await userId(t, "teacher"),
        startAt: hours(1),
        endAt: hours(3),
      },
      { as: admin },
    ),
  ).id;
});
afterAll(() => t.close());

const detail = async () => ok<SeminarDetail>(await t.call("/api/c/research/seminar/detail", { id: seminarId }));

describe("seminar editor", () => {
  it("opens for the host and managers only", async () => {
    const got = await checkEndpoint<SeminarDetail>(t, {
      url: "/api/l/research/seminar/get",
      as: host,
      body: { id: seminarId },
      bad: { body: { id: "x" }, field: "编号" },
      otherUser: { as: other },
    });
    expect(got.canEdit).toBe(true);
    ok(await t.call("/api/l/research/seminar/get", { id: seminarId }, { as: admin }));
    expectNotFound(await t.call("/api/l/research/seminar/get", { id: 99999 }, { as: host }));
  });

  it("the host edits the brief; someone else's seminar is refused", async () => {
    const brief = {
      id: seminarId,
      title: "示范课：浮力的实验探究",
      brief: "分组实验",
      startAt: hours(1),
      endAt: hours(4),
      open: false,
    };
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/brief/save",
      as: host,
      body: brief,
      bad: { body: { ...brief, endAt: hours(0) }, field: "结束时间" },
      otherUser: { as: other },
    });
    expect(await detail()).toMatchObject({ title: "示范课：浮力的实验探究", brief: "分组实验", open: false });
  });

  it("invites teachers with a role, changes it, removes them; the host's own role is fixed", async () => {
    const invite = { seminarId, userIds: [otherId], role: "speaker", orgId };
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/member/save",
      as: host,
      body: invite,
      bad: { body: { ...invite, role: "host" }, field: "角色" },
      otherUser: { as: other },
    });
    let members = (await detail()).members;
    expect(members.map((m) => [m.role, m.orgName])).toEqual([
      ["host", null],
      ["speaker", "育才学校"],
    ]);
    ok(await t.call("/api/l/research/seminar/member/save", { ...invite, role: "observer" }, { as: admin }));
    expect((await detail()).members[1]?.role).toBe("observer");
    expectBad(
      await t.call(
        "/api/l/research/seminar/member/save",
        { ...invite, userIds: [await userId(t, "teacher")] },
        { as: host },
      ),
      "主持人",
    );
    expectBad(
      await t.call(
        "/api/l/research/seminar/member/save",
        { ...invite, userIds: [await userId(t, "student")] },
        { as: host },
      ),
      "教师",
    );
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/member/remove",
      as: host,
      body: { seminarId, userId: otherId },
      bad: { body: { seminarId, userId: 0 }, field: "编号" },
      otherUser: { as: other },
    });
    members = (await detail()).members;
    expect(members.map((m) => m.role)).toEqual(["host"]);
    expectNotFound(await t.call("/api/l/research/seminar/member/remove", { seminarId, userId: otherId }, { as: host }));
    expectBad(
      await t.call(
        "/api/l/research/seminar/member/remove",
        { seminarId, userId: await userId(t, "teacher") },
        { as: host },
      ),
      "主持人",
    );
  });

  it("deletes an announcement of its own seminar only", async () => {
    const { id } = ok<{ id: number }>(
      await t.call(
        "/api/l/research/seminar/notice/save",
        { seminarId, title: "器材准备", content: "请带弹簧测力计" },
        { as: host },
      ),
    );
    expectForbidden(await t.call("/api/l/research/seminar/notice/delete", { seminarId, id }, { as: other }));
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/notice/delete",
      as: host,
      body: { seminarId, id },
      bad: { body: { seminarId, id: -1 }, field: "编号" },
    });
    expect((await detail()).notices).toEqual([]);
    expectNotFound(await t.call("/api/l/research/seminar/notice/delete", { seminarId, id }, { as: host }));
  });

  it("sets the evaluation standard (评价标准) to a ready template, or clears it; editors only", async () => {
    const templateId = await readyTemplate(t, admin, "教研课评价表");
    const options = await checkEndpoint<{ id: number; name: string }[]>(t, {
      url: "/api/l/research/seminar/standard/options",
      as: host,
      body: { id: seminarId },
      otherUser: { as: other, status: 403 },
    });
    expect(options.map((o) => o.id)).toContain(templateId);
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/standard/save",
      as: host,
      body: { id: seminarId, templateId },
      bad: { body: { id: seminarId, templateId: 99999 }, field: "templateId" },
      otherUser: { as: other, status: 403 },
    });
    expect((await detail()).templateName).toBe("教研课评价表");
    // A template whose indicators are not saved yet cannot be chosen.
    const draft = ok<{ id: number }>(
      await t.call(
        "/api/m/supervise/template/save",
        { name: "未完成模板", evaluatorKinds: ["expert"], mode: "points", courseTypeIds: [] },
        { as: admin },
      ),
    ).id;
    expectBad(
      await t.call("/api/l/research/seminar/standard/save", { id: seminarId, templateId: draft }, { as: host }),
      "templateId",
    );
    expectNotFound(await t.call("/api/l/research/seminar/standard/save", { id: 99999, templateId }, { as: host }));
    ok(await t.call("/api/l/research/seminar/standard/save", { id: seminarId, templateId: null }, { as: admin }));
    expect((await detail()).templateId).toBeNull();
  });

  it("attaches resources of the library as 研讨资料 (own or published only) and removes them", async () => {
    await setResourceAudit(t, admin, false);
    const published = (await publishedVideo(t, other, "editorother", { name: "浮力实验视频" })).id;
    // A draft of someone else cannot be attached; the host's own draft can.
    const othersDraft = await saveResource(t, other, {
      name: "他人草稿",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: await fileOf(t, "editorother", "video", "草稿.mp4", BYTES.mp4()) }],
    });
    const ownDraft = await saveResource(t, host, {
      name: "浮力教学设计",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: await fileOf(t, "teacher", "video", "设计.mp4", BYTES.mp4()) }],
    });
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/resource/add",
      as: host,
      body: { seminarId, resourceIds: [published, ownDraft] },
      bad: { body: { seminarId, resourceIds: [othersDraft] }, field: "resourceIds" },
      otherUser: { as: other, status: 403 },
    });
    expectBad(
      await t.call("/api/l/research/seminar/resource/add", { seminarId, resourceIds: [] }, { as: host }),
      "资源",
    );
    // Adding again keeps one of each.
    ok(await t.call("/api/l/research/seminar/resource/add", { seminarId, resourceIds: [published] }, { as: host }));
    const mine = ok<SeminarDetail>(await t.call("/api/l/research/seminar/get", { id: seminarId }, { as: host }));
    expect(mine.materials.map((m) => m.name)).toEqual(["浮力实验视频", "浮力教学设计"]);
    // A guest sees only what the library lets them see.
    expect((await detail()).materials.map((m) => m.name)).not.toContain("浮力教学设计");

    await checkEndpoint(t, {
      url: "/api/l/research/seminar/resource/remove",
      as: host,
      body: { seminarId, resourceId: ownDraft },
      otherUser: { as: other, status: 403 },
    });
    expectNotFound(
      await t.call("/api/l/research/seminar/resource/remove", { seminarId, resourceId: ownDraft }, { as: host }),
    );
  });
});
