import { type CourseDetail, courseEndpoints, type SectionResources } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { expectBad, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse, publish, videoResource } from "./course.fixtures.js";

/**
 * A course's section resources are audited with the course (decision 0046): submitting the course
 * submits its owner's draft videos, the course's decision settles them, and a video attached to a
 * published course is submitted when the section is saved. Students never meet a published course
 * whose sections play nothing.
 */

let t: TestApp;
let auditor: string;
let owner: string;
let colleague: string;

const resourceStatus = async (id: number, as: string) =>
  ok<{ status: number }>(await t.call("/api/c/resource/detail", { id }, { as })).status;
const sectionList = async (courseId: number, sectionId: number, as: string) =>
  ok<SectionResources>(await t.call("/api/c/course/section/resource/list", { courseId, sectionId }, { as })).list;
const attach = (courseId: number, sectionId: number, resourceIds: number[], as: string) =>
  t.send(courseEndpoints.section.saveResources, { courseId, sectionId, resourceIds }, { as });

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.login("admin");
  auditor = await t.login("auditor");
  owner = await newTeacher(t, admin, "craowner");
  colleague = await newTeacher(t, admin, "cracolleague");
});
afterAll(() => t.close());

describe("section resources go through the course's audit", () => {
  it("submitting a course submits its draft videos; approving the course publishes them", async () => {
    const { id, sectionIds } = await newCourse(t, owner, "浮力（随课程审核）");
    const video = await videoResource(t, owner, "craowner", "浮力实验视频");
    const saved = await attach(id, sectionIds[0] as number, [video], owner);
    // A draft course: the video waits for the course's submission.
    expect(saved).toEqual({ count: 1, submitted: 0 });
    expect(await resourceStatus(video, owner)).toBe(0);
    expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId: id }, { as: owner })).status).toBe(
      1,
    );
    expect(await resourceStatus(video, owner)).toBe(1);
    ok(await t.call("/api/m/audit/course/decide", { ids: [id], pass: true }, { as: auditor }));
    expect(await resourceStatus(video, owner)).toBe(2);
    const student = await t.login("student");
    expect((await sectionList(id, sectionIds[0] as number, student)).map((r) => r.id)).toEqual([video]);
  });

  it("rejecting the course returns its pending videos with the reason; resubmitting sends them again", async () => {
    const { id, sectionIds } = await newCourse(t, owner, "杠杆（随课程驳回）");
    const video = await videoResource(t, owner, "craowner", "杠杆实验视频");
    await attach(id, sectionIds[0] as number, [video], owner);
    ok(await t.call("/api/l/course/submit", { courseId: id }, { as: owner }));
    ok(
      await t.call("/api/m/audit/course/decide", { ids: [id], pass: false, reason: "视频画面不清晰" }, { as: auditor }),
    );
    expect(await resourceStatus(video, owner)).toBe(3);
    ok(await t.call("/api/l/course/submit", { courseId: id }, { as: owner }));
    expect(await resourceStatus(video, owner)).toBe(1);
  });

  it("a colleague's draft in a section refuses the submission, naming it", async () => {
    const { id, sectionIds } = await newCourse(t, owner, "压强（合作课程）");
    ok(
      await t.call(
        "/api/l/course/member/save",
        { courseId: id, role: "assistant", userIds: [await userId(t, "cracolleague")] },
        { as: owner },
      ),
    );
    const theirs = await videoResource(t, colleague, "cracolleague", "同事的压强视频");
    await attach(id, sectionIds[0] as number, [theirs], colleague);
    const refused = await t.call("/api/l/course/submit", { courseId: id }, { as: owner });
    expectBad(refused, "同事的压强视频");
    expect(refused.json().msg).toContain("courseId");
    expect(ok<CourseDetail>(await t.call("/api/l/course/edit/detail", { courseId: id }, { as: owner })).status).toBe(0);
  });

  it("a video attached to a published course is submitted when the section is saved", async () => {
    const { id, sectionIds } = await newCourse(t, owner, "密度（已发布）");
    await publish(t, id, owner, auditor);
    const video = await videoResource(t, owner, "craowner", "密度补充视频");
    expect(await attach(id, sectionIds[0] as number, [video], owner)).toEqual({ count: 1, submitted: 1 });
    expect(await resourceStatus(video, owner)).toBe(1);
  });
});
