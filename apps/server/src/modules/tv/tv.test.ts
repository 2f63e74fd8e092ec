import type { TvChannel, TvProgramme, TvSection } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { publishedVideo, setResourceAudit } from "../resource/resource.fixtures.js";
import { resources } from "../resource/resource.tables.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let tvClerk: string;
let videoA: number;
let videoB: number;

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, student] = await Promise.all([t.login("admin"), t.login("teacher"), t.login("student")]);
  tvClerk = await userWithScreens(t, admin, "tvclerk", ["business.tv"]);
  await setResourceAudit(t, admin, false);
  videoA = (await publishedVideo(t, teacher, "teacher", { name: "校园新闻第一期", visibility: "public" })).id;
  videoB = (await publishedVideo(t, teacher, "teacher", { name: "科学实验秀", visibility: "public" })).id;
  // The test videos are placeholders media processing cannot measure: give them durations.
  await t.db.update(resources).set({ duration: 600 }).where(eq(resources.id, videoA));
  await t.db.update(resources).set({ duration: 300 }).where(eq(resources.id, videoB));
});
afterAll(() => t.close());

describe("TV channels", () => {
  it("are created by the station's managers only, naming bad fields", async () => {
    const created = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/tv/channel/save",
      body: { name: "校园一台", kind: "schedule", brief: "全天轮播" },
      as: tvClerk,
      wrongRole: teacher,
      bad: { body: { name: "", kind: "schedule" }, field: "频道名称" },
    });
    expect(created.id).toBeGreaterThan(0);
    expectBad(await t.call("/api/m/tv/channel/save", { name: "x", kind: "radio" }, { as: admin }), "频道类型");
    expectBad(await t.call("/api/m/tv/channel/save", { name: "直播台", kind: "live" }, { as: admin }), "liveId");
    expectBad(
      await t.call("/api/m/tv/channel/save", { name: "直播台", kind: "live", liveId: 999999 }, { as: admin }),
      "liveId",
    );
    expectNotFound(await t.call("/api/m/tv/channel/save", { id: 999999, name: "x", kind: "schedule" }, { as: admin }));
  });

  it("play a schedule so that every viewer is at the same point, with a day's guide", async () => {
    const { id } = ok<{ id: number }>(
      await t.call("/api/m/tv/channel/save", { name: "校园二台", kind: "schedule" }, { as: admin }),
    );
    const saved = await checkEndpoint<{ count: number }>(t, {
      url: "/api/m/tv/schedule/save",
      body: { channelId: id, resourceIds: [videoA, videoB] },
      as: tvClerk,
      wrongRole: student,
      bad: { body: { channelId: id, resourceIds: ["x"] }, field: "编号" },
    });
    expect(saved.count).toBe(2);
    const detail = await checkEndpoint<{ resourceId: number; duration: number }[]>(t, {
      url: "/api/m/tv/schedule/detail",
      body: { id },
      as: tvClerk,
      wrongRole: teacher,
      bad: { body: { id: 0 }, field: "编号" },
    });
    expect(detail.map((p) => [p.resourceId, p.duration])).toEqual([
      [videoA, 600],
      [videoB, 300],
    ]);
    expectNotFound(await t.call("/api/m/tv/schedule/save", { channelId: 999999, resourceIds: [] }, { as: admin }));
    expectBad(
      await t.call("/api/m/tv/schedule/save", { channelId: id, resourceIds: [999999] }, { as: admin }),
      "resourceIds",
    );

    // Guests see the programme on air; its file streams to signed-in viewers only.
    const guest = ok<TvChannel[]>(await t.call("/api/c/tv/channel/list", {})).find((c) => c.id === id);
    expect(guest?.now?.resourceId).toBe(videoA);
    expect(guest?.now?.playUrl).toBeNull();
    // A student sees the first video on air, its offset and the next one.
    const list = ok<TvChannel[]>(await t.call("/api/c/tv/channel/list", {}, { as: student }));
    const ch = list.find((c) => c.id === id) as TvChannel;
    expect(ch).toMatchObject({ kind: "schedule", loopSeconds: 900, programmeCount: 2 });
    expect(ch.now?.resourceId).toBe(videoA);
    expect(ch.now?.playUrl).toMatch(/^\/api\//);
    expect(ch.now?.offset).toBeGreaterThanOrEqual(0);
    expect(ch.now?.offset).toBeLessThan(600);
    expect(ch.next?.resourceId).toBe(videoB);
    expect(ch.next?.startAt).toBe(ch.now?.endAt);

    const day = ok<TvProgramme[]>(await t.call("/api/c/tv/channel/guide", { channelId: id }));
    expect(day.length).toBeGreaterThan(90);
    expect(day.some((p) => p.startAt === ch.now?.startAt && p.resourceId === videoA)).toBe(true);
    expectBad(await t.call("/api/c/tv/channel/guide", { channelId: id, date: "昨天" }), "日期");
    expectBad(await t.call("/api/c/tv/channel/guide", { channelId: id, tzOffset: 2000 }), "时区");
    // In the viewer's time zone (UTC+8 here) the day starts at its own midnight.
    const shanghai = ok<TvProgramme[]>(
      await t.call("/api/c/tv/channel/guide", { channelId: id, date: "2026-03-01", tzOffset: -480 }),
    );
    expect(Date.parse(shanghai[0]?.startAt ?? "")).toBeLessThanOrEqual(Date.parse("2026-02-28T16:00:00Z"));
    expect(Date.parse(shanghai[0]?.endAt ?? "")).toBeGreaterThan(Date.parse("2026-02-28T16:00:00Z"));
    expectNotFound(await t.call("/api/c/tv/channel/guide", { channelId: 999999 }));
  });

  it("hide disabled channels from viewers but not from the manage screens, and delete", async () => {
    const { id } = ok<{ id: number }>(
      await t.call("/api/m/tv/channel/save", { name: "停播频道", kind: "schedule", enabled: false }, { as: admin }),
    );
    expect(ok<TvChannel[]>(await t.call("/api/c/tv/channel/list", {})).some((c) => c.id === id)).toBe(false);
    const all = await checkEndpoint<TvChannel[]>(t, {
      url: "/api/m/tv/channel/list",
      body: {},
      as: tvClerk,
      wrongRole: teacher,
    });
    expect(all.some((c) => c.id === id)).toBe(true);
    expectNotFound(await t.call("/api/c/tv/channel/guide", { channelId: id }));
    await checkEndpoint(t, {
      url: "/api/m/tv/channel/delete",
      body: { id },
      as: tvClerk,
      wrongRole: teacher,
      bad: { body: { id: "x" }, field: "编号" },
    });
    expectNotFound(await t.call("/api/m/tv/channel/delete", { id }, { as: admin }));
  });
});

describe("TV columns", () => {
  it("group resources, listed with their count and searched by keyword", async () => {
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/tv/section/save",
      body: { name: "科普栏目", resourceIds: [videoB, videoA] },
      as: tvClerk,
      wrongRole: student,
      bad: { body: { name: "", resourceIds: [] }, field: "栏目名称" },
    });
    expectBad(
      await t.call("/api/m/tv/section/save", { name: "x", resourceIds: [999999] }, { as: admin }),
      "resourceIds",
    );
    const sections = ok<TvSection[]>(await t.call("/api/c/tv/section/list", {}));
    const s = sections.find((x) => x.id === id) as TvSection;
    expect(s.resourceCount).toBe(2);
    expect(s.resourceList.map((r) => r.id)).toEqual([videoB, videoA]);

    const page = ok<{ count: number; list: { id: number; name: string }[] }>(
      await t.call("/api/c/tv/section/resource/list", { sectionId: id, keyWord: "实验", pageNo: 1, pageSize: 30 }),
    );
    expect(page).toMatchObject({ count: 1, list: [{ id: videoB, name: "科学实验秀" }] });
    expectBad(await t.call("/api/c/tv/section/resource/list", { pageSize: 1000 }), "每页条数");
    expectNotFound(await t.call("/api/c/tv/section/resource/list", { sectionId: 999999 }));

    expect(
      (
        await checkEndpoint<{ resourceIds: number[] }>(t, {
          url: "/api/m/tv/section/detail",
          body: { id },
          as: tvClerk,
          wrongRole: teacher,
        })
      ).resourceIds,
    ).toEqual([videoB, videoA]);
    expectNoSession(await t.call("/api/m/tv/section/delete", { id }));
    expectForbidden(await t.call("/api/m/tv/section/delete", { id }, { as: teacher }));
    ok(await t.call("/api/m/tv/section/delete", { id }, { as: tvClerk }));
    expectNotFound(await t.call("/api/m/tv/section/delete", { id }, { as: admin }));
  });
});
