import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse, videoResource } from "./course.fixtures.js";

/** The quality office's reading of a lesson (supervision, 听评课): no session, every resource. */

let t: TestApp;
let t001: string;

beforeAll(async () => {
  t = await startTestApp();
  t001 = await t.login("t001");
});
afterAll(() => t.close());

describe("a course section as a lesson to evaluate", () => {
  it("reads an unpublished course and its draft resources, and nothing of another course", async () => {
    const course = await newCourse(t, t001, "听评课：浮力", {
      chapters: [{ title: "第一章 浮力", sections: ["1.1 阿基米德原理", "1.2 物体的浮沉"] }],
    });
    const other = await newCourse(t, t001, "另一门课");
    const [s1, s2] = course.sectionIds as [number, number];
    // A draft the teacher has not published: no reader but its owner may see it.
    const draft = await videoResource(t, t001, "t001", "未发布的课堂实录");
    ok(
      await t.call(
        "/api/l/course/section/resource/save",
        { courseId: course.id, sectionId: s1, resourceIds: [draft] },
        { as: t001 },
      ),
    );
    const review = t.services.courses.review;

    const lesson = await review.lesson(course.id, s1);
    expect(lesson).toMatchObject({
      courseName: "听评课：浮力",
      sectionId: s1,
      sectionTitle: "第一章 浮力 1.1 阿基米德原理",
      sections: [
        { id: s1, title: "第一章 浮力 1.1 阿基米德原理" },
        { id: s2, title: "第一章 浮力 1.2 物体的浮沉" },
      ],
    });
    expect(lesson?.resources.map((r) => r.name)).toEqual(["未发布的课堂实录"]);
    // Read as a reader, not an editor: no audit remarks, whoever asks.
    expect(lesson?.resources[0]?.rejectReason).toBeNull();

    expect((await review.lesson(course.id, null))?.resources).toEqual([]);
    expect(await review.lesson(course.id, other.sectionIds[0] as number)).toBeNull();
    expect(await review.lesson(999_999, null)).toBeNull();
  });
});
