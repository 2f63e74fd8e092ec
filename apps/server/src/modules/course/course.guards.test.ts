import type { CourseChapter, CourseDetail } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse, publish } from "./course.fixtures.js";

/**
 * The five checks of every course endpoint in one place: no session, wrong role, someone else's
 * course, bad input naming the field, success. (Guest-mode-off and the holder of another screen
 * are checked for every route by platform/access/access.test.ts.)
 */

let t: TestApp;
let admin: string;
let t001: string;
let t002: string;
let student: string;
let auditor: string;
/** t001's course (unpublished throughout), with one chapter of one section. */
let course: { id: number; chapter: CourseChapter };

beforeAll(async () => {
  t = await startTestApp();
  [admin, t001, t002, student, auditor] = await Promise.all(
    ["admin", "t001", "t002", "student", "auditor"].map((a) => t.login(a)),
  );
  const { id } = await newCourse(t, t001, "守卫检查的课");
  const d = ok<CourseDetail>(await t.call("/api/l/course/edit/detail", { courseId: id }, { as: t001 }));
  course = { id, chapter: d.chapters[0] as CourseChapter };
});
afterAll(() => t.close());

const sectionId = () => course.chapter.sections[0]?.id as number;

describe("editor endpoints: t001's course; a student and another teacher are refused", () => {
  const cases: [string, () => Record<string, unknown>, () => Record<string, unknown>, string][] = [
    ["/api/l/course/edit/detail", () => ({ courseId: course.id }), () => ({ courseId: "abc" }), "courseId"],
    [
      "/api/l/course/brief/save",
      () => ({ courseId: course.id, name: "守卫检查的课" }),
      () => ({ courseId: course.id, name: " " }),
      "name",
    ],
    [
      "/api/l/course/column/save",
      () => ({ courseId: course.id, columns: [] }),
      () => ({ courseId: course.id, columns: [{ title: "" }] }),
      "title",
    ],
    [
      "/api/l/course/textbook/save",
      () => ({ courseId: course.id, textbook: null }),
      () => ({ courseId: course.id, textbook: { name: "教材", isbn: "abc" } }),
      "isbn",
    ],
    [
      "/api/l/course/permission/save",
      () => ({ courseId: course.id, visibility: "public" }),
      () => ({ courseId: course.id, visibility: "world" }),
      "visibility",
    ],
    [
      "/api/l/course/member/save",
      () => ({ courseId: course.id, role: "assistant", userIds: [] }),
      () => ({ courseId: course.id, role: "boss", userIds: [] }),
      "role",
    ],
    [
      "/api/l/course/chapter/save",
      () => ({
        courseId: course.id,
        chapters: [{ id: course.chapter.id, title: course.chapter.title, sections: course.chapter.sections }],
      }),
      () => ({ courseId: course.id, chapters: "not a list" }),
      "chapters",
    ],
    [
      "/api/l/course/section/resource/save",
      () => ({ courseId: course.id, sectionId: sectionId(), resourceIds: [] }),
      () => ({ courseId: course.id, sectionId: sectionId(), resourceIds: ["x"] }),
      "resourceIds",
    ],
    ["/api/l/course/submit", () => ({ courseId: course.id }), () => ({ courseId: -1 }), "courseId"],
  ];

  it.each(cases)("%s", async (url, body, bad, field) => {
    await checkEndpoint(t, {
      url,
      body: body(),
      as: t001,
      wrongRole: student,
      otherUser: { as: t002 },
      bad: { body: bad(), field },
    });
  });

  it("/api/l/course/delete", async () => {
    const { id } = await newCourse(t, t001, "守卫检查后删除的课");
    await checkEndpoint(t, {
      url: "/api/l/course/delete",
      body: { courseId: id },
      as: t001,
      wrongRole: student,
      otherUser: { as: t002 },
      bad: { body: { courseId: "x" }, field: "courseId" },
    });
  });

  it("/api/l/course/create: teachers only", async () => {
    await checkEndpoint(t, {
      url: "/api/l/course/create",
      body: { name: "守卫检查新建的课" },
      as: t001,
      wrongRole: student,
      bad: { body: { name: "" }, field: "name" },
    });
  });
});

describe("the caller's own lists", () => {
  it.each([
    ["/api/l/course/my/list", { status: 7 }, "status"],
    ["/api/l/course/learn/list", { pageNo: 0 }, "pageNo"],
  ])("%s", async (url, bad, field) => {
    await checkEndpoint(t, { url, body: {}, as: student, bad: { body: bad, field } });
  });
});

describe("comments: a course hidden from the caller is not there for them", () => {
  it("/api/l/course/comment/save", async () => {
    await checkEndpoint(t, {
      url: "/api/l/course/comment/save",
      body: { courseId: course.id, content: "编辑者的评论" },
      as: t001,
      otherUser: { as: t002, status: 404 },
      bad: { body: { courseId: course.id, content: " " }, field: "content" },
    });
  });

  it("/api/l/course/comment/delete", async () => {
    const { id } = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId: course.id, content: "要删除的评论" }, { as: t001 }),
    );
    await checkEndpoint(t, {
      url: "/api/l/course/comment/delete",
      body: { id },
      as: t001,
      wrongRole: student,
      otherUser: { as: t002 },
      bad: { body: { id: "x" }, field: "id" },
    });
  });
});

describe("public endpoints on an unpublished course: hidden from guests and other users, open to its editors", () => {
  const cases: [string, () => Record<string, unknown>, () => Record<string, unknown>, string][] = [
    ["/api/c/course/detail", () => ({ courseId: course.id }), () => ({ courseId: "x" }), "courseId"],
    [
      "/api/c/course/comment/list",
      () => ({ courseId: course.id }),
      () => ({ courseId: course.id, pageSize: 51 }),
      "pageSize",
    ],
    [
      "/api/c/course/section/resource/list",
      () => ({ courseId: course.id, sectionId: sectionId() }),
      () => ({ courseId: course.id }),
      "sectionId",
    ],
  ];

  it.each(cases)("%s", async (url, body, bad, field) => {
    expectNotFound(await t.call(url, body()));
    expectNotFound(await t.call(url, body(), { as: t002 }));
    expectBad(await t.call(url, bad(), { as: t001 }), field);
    ok(await t.call(url, body(), { as: t001 }));
  });

  it("/api/c/course/detail of a school course asks a guest to log in", async () => {
    const { id } = await newCourse(t, t002, "校内可见的课");
    ok(await t.call("/api/l/course/permission/save", { courseId: id, visibility: "school" }, { as: t002 }));
    await publish(t, id, t002, auditor);
    expectForbidden(await t.call("/api/c/course/detail", { courseId: id }), /请先登录/);
    ok(await t.call("/api/c/course/detail", { courseId: id }, { as: student }));
  });
});

describe("management endpoints: a teacher without the screen is refused", () => {
  it("/api/m/business/course/list and delete", async () => {
    await checkEndpoint(t, {
      url: "/api/m/business/course/list",
      body: {},
      as: admin,
      wrongRole: t001,
      bad: { body: { pageSize: 500 }, field: "pageSize" },
    });
    const { id } = await newCourse(t, t002, "业务删除的课");
    await checkEndpoint(t, {
      url: "/api/m/business/course/delete",
      body: { ids: [id] },
      as: admin,
      wrongRole: t001,
      bad: { body: { ids: [] }, field: "ids" },
    });
  });

  it("/api/m/business/course/comment/list and delete", async () => {
    await checkEndpoint(t, {
      url: "/api/m/business/course/comment/list",
      body: {},
      as: admin,
      wrongRole: t001,
      bad: { body: { courseId: "x" }, field: "courseId" },
    });
    const { id } = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId: course.id, content: "管理员删除的评论" }, { as: t001 }),
    );
    await checkEndpoint(t, {
      url: "/api/m/business/course/comment/delete",
      body: { ids: [id] },
      as: admin,
      wrongRole: t001,
      bad: { body: { ids: "x" }, field: "ids" },
    });
  });

  it("/api/m/audit/course/list and decide", async () => {
    await checkEndpoint(t, {
      url: "/api/m/audit/course/list",
      body: {},
      as: auditor,
      wrongRole: t001,
      bad: { body: { status: 9 }, field: "status" },
    });
    const { id } = await newCourse(t, t001, "守卫检查待审的课");
    expect(ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId: id }, { as: t001 })).status).toBe(1);
    await checkEndpoint(t, {
      url: "/api/m/audit/course/decide",
      body: { ids: [id], pass: true },
      as: auditor,
      wrongRole: t001,
      bad: { body: { ids: [id], pass: false }, field: "reason" },
    });
  });

  it("/api/m/site/navigation/setting/list and save", async () => {
    // The list takes no input: there is no bad input to refuse.
    await checkEndpoint(t, { url: "/api/m/site/navigation/setting/list", body: {}, as: admin, wrongRole: t001 });
    const kinds = ok<{ id: number }[]>(await t.call("/api/kv/ele/COURSE_CATEGORY/list"));
    const input = { menu: 5, title: "守卫检查", binding: "category", targetId: kinds[0]?.id };
    await checkEndpoint(t, {
      url: "/api/m/site/navigation/setting/save",
      body: input,
      as: admin,
      wrongRole: t001,
      bad: { body: { ...input, menu: 21 }, field: "menu" },
    });
  });
});
