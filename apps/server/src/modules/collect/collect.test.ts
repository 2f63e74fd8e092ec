import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId } from "../../test/accounts.js";
import { expectBad, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, publishedVideo, saveResource, setResourceAudit } from "../resource/resource.fixtures.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let other: string;

type Item = { targetType: string; targetId: number; name: string; coverUrl: string | null; available: boolean };
type Page<T> = { list: T[]; count: number };

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, student, other] = await Promise.all([
    t.login("admin"),
    t.login("teacher"),
    t.login("student"),
    t.login("s0002"),
  ]);
});
afterAll(() => t.close());

const toggle = (as: string, targetType: string, targetId: number) =>
  t.call("/api/l/collect/toggle", { targetType, targetId }, { as });
const list = async (as: string, input: object = {}) =>
  ok<Page<Item>>(await t.call("/api/l/collect/list", input, { as }));

describe("collecting resources", () => {
  it("toggles on and off, shows in the detail and in the caller's own list only", async () => {
    await setResourceAudit(t, admin, false);
    const cover = await fileOf(t, "teacher", "image", "c.png", BYTES.png());
    const { id } = await publishedVideo(t, teacher, "teacher", { name: "收藏的视频", coverFileId: cover });
    await setResourceAudit(t, admin, true);

    expect(ok(await toggle(student, "resource", id))).toEqual({ collected: true });
    expect(ok<{ collected: boolean }>(await t.call("/api/c/resource/detail", { id }, { as: student })).collected).toBe(
      true,
    );
    expect(await t.services.collects.isCollected(await userId(t, "student"), "resource", id)).toBe(true);
    const mine = await list(student);
    expect(mine.list).toEqual([
      expect.objectContaining({
        targetType: "resource",
        targetId: id,
        name: "收藏的视频",
        coverUrl: `/api/c/file/${cover}`,
        available: true,
      }),
    ]);
    expect((await list(other)).count).toBe(0);
    // Entries are the caller's own: another user's toggle collects for them, and leaves the first one's.
    expect(ok(await toggle(other, "resource", id))).toEqual({ collected: true });
    expect((await list(student)).count).toBe(1);
    expect(ok(await toggle(other, "resource", id))).toEqual({ collected: false });
    expect((await list(student)).count).toBe(1);

    expect(ok(await toggle(student, "resource", id))).toEqual({ collected: false });
    expect((await list(student)).count).toBe(0);
  });

  it("refuses what the caller cannot open", async () => {
    const fileId = await fileOf(t, "teacher", "document", "d.pdf", BYTES.pdf());
    const draft = await saveResource(t, teacher, { name: "草稿", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    const res = await toggle(student, "resource", draft);
    expectNotFound(res);
    expect(body(res).msg).toBe("资源不存在或不可查看");
    expectNotFound(await toggle(student, "resource", 999999));
    expectNotFound(await toggle(student, "course", 999999));
  });

  it("marks entries unavailable when the target is taken back", async () => {
    await setResourceAudit(t, admin, false);
    const { id, fileId } = await publishedVideo(t, teacher, "teacher", { name: "将被撤回" });
    await toggle(student, "resource", id);
    await setResourceAudit(t, admin, true);
    // Edited while its kind is audited: back to draft, so students cannot open it. Its new name
    // and cover are not shown to them either.
    const cover = await fileOf(t, "teacher", "image", "新封面.png", BYTES.png());
    await saveResource(t, teacher, {
      id,
      name: "改名后的草稿",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId }],
      coverFileId: cover,
    });
    const entry = (await list(student)).list.find((i) => i.targetId === id);
    expect(entry).toMatchObject({ name: "资源已下架", coverUrl: null, available: false });
    await toggle(student, "resource", id);
  });
});

describe("collecting courses", () => {
  it("lists a published course with its name, and forgets it when deleted", async () => {
    const created = await t.call("/api/l/course/create", { name: "收藏测试课程" }, { as: teacher });
    expect(created.statusCode).toBe(200);
    const courseId = body<{ id: number }>(created).data.id;
    expect((await toggle(student, "course", courseId)).statusCode).toBe(404); // still a draft

    await t.call(
      "/api/l/course/chapter/save",
      { courseId, chapters: [{ title: "第一章", sections: [{ title: "第一节" }] }] },
      { as: teacher },
    );
    await setResourceAudit(t, admin, true, false);
    expect(
      body<{ status: number }>(await t.call("/api/l/course/submit", { courseId }, { as: teacher })).data.status,
    ).toBe(2);
    await setResourceAudit(t, admin, true, true);
    expect(body(await toggle(student, "course", courseId)).data).toEqual({ collected: true });
    const courses = await list(student, { targetType: "course" });
    expect(courses.list).toEqual([
      expect.objectContaining({ targetId: courseId, name: "收藏测试课程", available: true }),
    ]);
    expect((await list(student, { targetType: "resource" })).list.map((i) => i.targetType)).not.toContain("course");
    expect(await t.services.collects.collectedIds(await userId(t, "student"), "course")).toEqual([courseId]);

    // Restricted to classes the student is not in, and renamed: the list names nothing new.
    const studentClass = (await t.services.users.info(await userId(t, "student"))).classId;
    const elsewhere = (await t.services.base.kvClasses()).find((c) => c.id !== studentClass);
    const restricted = await t.call(
      "/api/l/course/permission/save",
      { courseId, visibility: "classes", classIds: [elsewhere?.id] },
      { as: teacher },
    );
    expect(restricted.statusCode).toBe(200);
    expect(
      (await t.call("/api/l/course/brief/save", { courseId, name: "改名后的班级课程" }, { as: teacher })).statusCode,
    ).toBe(200);
    expect((await list(student, { targetType: "course" })).list).toEqual([
      expect.objectContaining({ targetId: courseId, name: "课程不可查看", coverUrl: null, available: false }),
    ]);

    expect((await t.call("/api/l/course/delete", { courseId }, { as: teacher })).statusCode).toBe(200);
    expect((await list(student, { targetType: "course" })).count).toBe(0);
  });
});

describe("bad input and no session", () => {
  it("answers 400 naming the field and 1004 without a session", async () => {
    const bad = await t.call("/api/l/collect/toggle", { targetType: "video", targetId: 1 }, { as: student });
    expectBad(bad, "targetType");
    expect(body(bad).msg).toBe("参数 targetType：收藏类型不正确");
    expectBad(await t.call("/api/l/collect/toggle", { targetType: "course" }, { as: student }), "targetId");
    expectBad(await t.call("/api/l/collect/list", { targetType: "x" }, { as: student }), "targetType");
    expectBad(await t.call("/api/l/collect/list", { pageSize: 101 }, { as: student }), "pageSize");
    for (const url of ["/api/l/collect/toggle", "/api/l/collect/list"]) {
      expectNoSession(await t.call(url, { targetType: "course", targetId: 1 }));
    }
  });
});

describe("the list", () => {
  it("pages newest first with the total on every page, also past the end", async () => {
    await setResourceAudit(t, admin, false);
    const ids: number[] = [];
    for (const name of ["分页一", "分页二", "分页三"]) {
      const { id } = await publishedVideo(t, teacher, "teacher", { name });
      ok(await toggle(other, "resource", id));
      ids.push(id);
    }
    await setResourceAudit(t, admin, true);
    const all = await list(other, { targetType: "resource" });
    expect(all.count).toBe(3);
    expect(all.list.map((i) => i.targetId)).toEqual([...ids].reverse());
    expect(await list(other, { pageNo: 2, pageSize: 2 })).toEqual({ list: [all.list[2]], count: 3 });
    expect(await list(other, { pageNo: 9, pageSize: 2 })).toEqual({ list: [], count: 3 });
  });
});
