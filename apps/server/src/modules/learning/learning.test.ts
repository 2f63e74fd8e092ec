import { endpoints, type LearningProgress } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse, publish } from "../course/course.fixtures.js";
import { BYTES, fileOf, publishedVideo, saveResource, setResourceAudit } from "../resource/resource.fixtures.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let other: string;
/** A published school video of the teacher, and its file. */
let video: { id: number; fileId: number };
/** A second published video, attached to a published course's second section. */
let lesson: { id: number; fileId: number };
let course: { id: number; sectionIds: number[] };

const api = endpoints.learning;
const save = (input: object, as: string | null) => t.call(api.progress.save.path, input, { as });

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, student, other] = await Promise.all([
    t.login("admin"),
    t.login("teacher"),
    t.login("student"),
    t.login("s0002"),
  ]);
  await setResourceAudit(t, admin, false);
  video = await publishedVideo(t, teacher, "teacher", { name: "浮力实验" });
  lesson = await publishedVideo(t, teacher, "teacher", { name: "密度微课" });
  course = await newCourse(t, teacher, "初二物理", {
    chapters: [{ title: "第一章", sections: ["1.1 浮力", "1.2 密度"] }],
  });
  ok(
    await t.call(
      endpoints.course.section.saveResources.path,
      { courseId: course.id, sectionId: course.sectionIds[1], resourceIds: [lesson.id] },
      { as: teacher },
    ),
  );
  await publish(t, course.id, teacher, admin);
});
afterAll(() => t.close());

describe("saving a position", () => {
  it("keeps one row per user and resource, clamped to the length", async () => {
    const first = await t.send(
      api.progress.save,
      { resourceId: video.id, fileId: video.fileId, second: 30.7, duration: 120 },
      { as: student },
    );
    expect(first).toMatchObject({
      resourceId: video.id,
      fileId: video.fileId,
      second: 30,
      duration: 120,
      courseId: null,
      sectionId: null,
    });
    // Past the end: clamped to the length saved before for the same file.
    const later = await t.send(
      api.progress.save,
      { resourceId: video.id, fileId: video.fileId, second: 500 },
      { as: student },
    );
    expect(later).toMatchObject({ second: 120, duration: 120 });
    // A player that does not know the length yet (0) keeps the one known.
    const zero = await t.send(
      api.progress.save,
      { resourceId: video.id, fileId: video.fileId, second: 60, duration: 0 },
      { as: student },
    );
    expect(zero).toMatchObject({ second: 60, duration: 120 });
    const mine = await t.send(api.progress.of, { resourceIds: [video.id, lesson.id] }, { as: student });
    expect(mine).toEqual([expect.objectContaining({ resourceId: video.id, second: 60 })]);
  });

  it("needs a session, input naming its field, a resource the caller may open and its own file", async () => {
    const input = { resourceId: video.id, fileId: video.fileId, second: 1 };
    expectNoSession(await save(input, null));
    expectBad(await save({ ...input, fileId: undefined }, student), "fileId");
    expectBad(await save({ ...input, second: -1 }, student), "second");
    expectBad(await save({ ...input, second: "x" }, student), "second");
    expectBad(await save({ ...input, sectionId: course.sectionIds[0] }, student), "courseId");
    // A file of another resource is not this resource's.
    expectBad(await save({ ...input, fileId: lesson.fileId }, student), "fileId");
    // A draft is the teacher's own: a student may not open it (403), nobody may an unknown one (404).
    const draftFile = await fileOf(t, "teacher", "video", "草稿.mp4", BYTES.mp4());
    const draft = await saveResource(t, teacher, {
      name: "未发布",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: draftFile }],
      visibility: "school",
    });
    expectForbidden(await save({ resourceId: draft, fileId: draftFile, second: 1 }, student));
    expectNotFound(await save({ resourceId: 999_999, fileId: draftFile, second: 1 }, student));
    // The owner may keep a position in their own draft.
    ok(await save({ resourceId: draft, fileId: draftFile, second: 5 }, teacher));
  });

  it("keeps the course and section only when they hold the resource", async () => {
    const [s1, s2] = course.sectionIds as [number, number];
    const input = { resourceId: lesson.id, fileId: lesson.fileId, second: 42, courseId: course.id };
    expectBad(await save({ ...input, sectionId: s1 }, student), "sectionId");
    const other = await newCourse(t, teacher, "别的课");
    expectBad(await save({ ...input, courseId: other.id, sectionId: other.sectionIds[0] }, student), "courseId");
    expectBad(await save({ ...input, resourceId: video.id, fileId: video.fileId, sectionId: s1 }, student), "courseId");
    const kept = await t.send(api.progress.save, { ...input, sectionId: s2 }, { as: student });
    expect(kept).toMatchObject({ courseId: course.id, sectionId: s2, second: 42, duration: null });
  });
});

describe("reading positions", () => {
  it("lists by course or by resources, only the caller's own", async () => {
    const [, s2] = course.sectionIds as [number, number];
    await t.send(
      api.progress.save,
      { resourceId: lesson.id, fileId: lesson.fileId, second: 10, courseId: course.id, sectionId: s2 },
      { as: other },
    );
    const byCourse = await t.send(api.progress.of, { courseId: course.id }, { as: student });
    expect(byCourse.map((p: LearningProgress) => [p.resourceId, p.sectionId, p.second])).toEqual([[lesson.id, s2, 42]]);
    const theirs = await t.send(api.progress.of, { resourceIds: [lesson.id, video.id] }, { as: other });
    expect(theirs.map((p) => [p.resourceId, p.second])).toEqual([[lesson.id, 10]]);
    expect(await t.send(api.progress.of, { courseId: course.id }, { as: admin })).toEqual([]);

    expectNoSession(await t.call(api.progress.of.path, { courseId: course.id }));
    expectBad(await t.call(api.progress.of.path, {}, { as: student }), "courseId");
    expectBad(await t.call(api.progress.of.path, { resourceIds: ["a"] }, { as: student }), "resourceIds");
  });

  it("continues learning newest first, named, paged, and marks what was taken back", async () => {
    const [, s2] = course.sectionIds as [number, number];
    await t.send(api.progress.save, { resourceId: video.id, fileId: video.fileId, second: 61 }, { as: student });
    const page = await t.send(api.recent, { pageNo: 1, pageSize: 10 }, { as: student });
    expect(page.count).toBe(2);
    expect(page.list).toEqual([
      expect.objectContaining({
        resourceId: video.id,
        resourceName: "浮力实验",
        available: true,
        second: 61,
        courseName: null,
        sectionName: null,
      }),
      expect.objectContaining({
        resourceId: lesson.id,
        resourceName: "密度微课",
        available: true,
        courseId: course.id,
        courseName: "初二物理",
        sectionId: s2,
        sectionName: "1.2 密度",
      }),
    ]);
    const second = await t.send(api.recent, { pageNo: 2, pageSize: 1 }, { as: student });
    expect([second.count, second.list.map((r) => r.resourceId)]).toEqual([2, [lesson.id]]);
    // Another user's positions are theirs only.
    expect((await t.send(api.recent, {}, { as: other })).list.map((r) => r.resourceId)).toEqual([lesson.id]);

    // Edited while its kind is audited, the video goes back to draft: kept in the list, not named.
    await setResourceAudit(t, admin, true);
    await saveResource(t, teacher, {
      id: video.id,
      name: "改名后的草稿",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: video.fileId }],
    });
    await setResourceAudit(t, admin, false);
    const after = (await t.send(api.recent, {}, { as: student })).list.find((r) => r.resourceId === video.id);
    expect(after).toMatchObject({ resourceName: "资源已下架", coverUrl: null, available: false });

    expectNoSession(await t.call(api.recent.path, {}));
    expectBad(await t.call(api.recent.path, { pageSize: 500 }, { as: student }), "pageSize");
  });
});
