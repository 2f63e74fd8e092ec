import type { CourseChapter, CourseDetail, ResourceDetail, SectionResources } from "@otp/contract";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { userId } from "../../test/accounts.js";
import { expectBad, expectForbidden, expectNoSession, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, setResourceAudit } from "../resource/resource.fixtures.js";
import { resources } from "../resource/resource.tables.js";
import { newCourse, publish, videoResource } from "./course.fixtures.js";

/** Creating and editing courses: who may, what is checked, the chapter tree and attachments. */

let t: TestApp;
let admin: string;
let teacher: string;
let t001: string;
let t002: string;
let student: string;
let auditor: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, t001, t002, student, auditor] = await Promise.all(
    ["admin", "teacher", "t001", "t002", "student", "auditor"].map((a) => t.login(a)),
  );
});
afterAll(() => t.close());

/** What a call returns and how many statements it sent (a transaction's too: each goes through a pg client). */
async function counted<T>(call: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    const result = await call();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

const editDetail = async (courseId: number, as: string) =>
  ok<CourseDetail>(await t.call("/api/l/course/edit/detail", { courseId }, { as }));

describe("create", () => {
  it("lets a teacher create an open course, owning it as its first teacher", async () => {
    const { id } = ok<{ id: number }>(await t.call("/api/l/course/create", { name: "高一物理力学" }, { as: t001 }));
    const d = await editDetail(id, t001);
    expect(d).toMatchObject({ name: "高一物理力学", kind: "open", status: 0, canEdit: true, visibility: "public" });
    expect(d.teacherList.map((m) => m.id)).toEqual([await userId(t, "t001")]);
    expect(d.teacherList[0]?.name).toBeTruthy();
  });

  it("refuses bad input, no session and non-teachers", async () => {
    expectBad(await t.call("/api/l/course/create", {}, { as: t001 }), "name");
    expectBad(await t.call("/api/l/course/create", { name: "x".repeat(101) }, { as: t001 }), "name");
    expectBad(await t.call("/api/l/course/create", { kind: "bogus", name: "a" }, { as: t001 }), "kind");
    expectBad(await t.call("/api/l/course/create", { kind: "academic" }, { as: t001 }), "originCourseId");
    expectNoSession(await t.call("/api/l/course/create", { name: "游客的课" }));
    expectForbidden(await t.call("/api/l/course/create", { name: "学生的课" }, { as: student }));
    expectForbidden(await t.call("/api/l/course/create", { name: "审核员的课" }, { as: auditor }));
  });

  it("builds an academic course only from an offering the caller teaches (admins: any)", async () => {
    const t001Id = await userId(t, "t001");
    const origins = body<{ id: number; name: string; teacherId: number; termId: number }[]>(
      await t.call("/api/kv/course/origin/list", {}),
    ).data;
    const mine = origins.find((o) => o.teacherId === t001Id);
    const other = origins.find((o) => o.teacherId !== t001Id);
    if (!mine || !other) throw new Error("demo offerings missing");
    const { id } = ok<{ id: number }>(
      await t.call("/api/l/course/create", { kind: "academic", originCourseId: mine.id, name: "" }, { as: t001 }),
    );
    const d = await editDetail(id, t001);
    expect(d).toMatchObject({ kind: "academic", name: mine.name, termId: mine.termId, originCourseId: mine.id });
    expectForbidden(await t.call("/api/l/course/create", { kind: "academic", originCourseId: other.id }, { as: t001 }));
    expectBad(
      await t.call("/api/l/course/create", { kind: "academic", originCourseId: 999_999 }, { as: t001 }),
      "originCourseId",
    );
    const byAdmin = ok<{ id: number }>(
      await t.call(
        "/api/l/course/create",
        { kind: "academic", originCourseId: other.id, name: "教务课" },
        { as: admin },
      ),
    );
    expect((await editDetail(byAdmin.id, admin)).name).toBe("教务课");
  });
});

describe("editing", () => {
  let courseId: number;
  beforeAll(async () => {
    courseId = (await newCourse(t, t001, "初二数学几何")).id;
  });

  it("edit detail: own course yes, someone else's 403, unknown 404, no session 1004", async () => {
    expect((await editDetail(courseId, t001)).canEdit).toBe(true);
    expect((await editDetail(courseId, admin)).canEdit).toBe(true);
    expectForbidden(await t.call("/api/l/course/edit/detail", { courseId }, { as: t002 }));
    expectForbidden(await t.call("/api/l/course/edit/detail", { courseId }, { as: student }));
    expect((await t.call("/api/l/course/edit/detail", { courseId: 999_999 }, { as: t001 })).statusCode).toBe(404);
    expectBad(await t.call("/api/l/course/edit/detail", { courseId: "abc" }, { as: t001 }), "courseId");
    expectNoSession(await t.call("/api/l/course/edit/detail", { courseId }));
  });

  it("brief: saves names and dictionary ids, checks them, refuses others", async () => {
    const subjects = body<{ id: number; name: string }[]>(await t.call("/api/kv/ele/SUBJECT/list")).data;
    const math = subjects.find((s) => s.name === "数学");
    const terms = body<{ id: number; name: string }[]>(await t.call("/api/kv/term/list")).data;
    const input = {
      courseId,
      name: "初二数学几何入门",
      brief: "<p>三角形与<b>全等</b></p>",
      subjectId: math?.id,
      termId: terms[0]?.id,
    };
    ok(await t.call("/api/l/course/brief/save", input, { as: t001 }));
    const d = await editDetail(courseId, t001);
    expect(d).toMatchObject({ name: "初二数学几何入门", subjectName: "数学", termName: terms[0]?.name });
    expectBad(await t.call("/api/l/course/brief/save", { ...input, subjectId: 999_999 }, { as: t001 }), "subjectId");
    expectBad(await t.call("/api/l/course/brief/save", { ...input, termId: 999_999 }, { as: t001 }), "termId");
    expectBad(
      await t.call("/api/l/course/brief/save", { ...input, coverFileId: 999_999 }, { as: t001 }),
      "coverFileId",
    );
    expectBad(await t.call("/api/l/course/brief/save", { ...input, name: " " }, { as: t001 }), "name");
    expectForbidden(await t.call("/api/l/course/brief/save", input, { as: t002 }));
    expectNoSession(await t.call("/api/l/course/brief/save", input));
  });

  it("columns and textbook", async () => {
    const columns = [{ title: "教学目标", content: "<p>掌握全等判定</p>" }];
    ok(await t.call("/api/l/course/column/save", { courseId, columns }, { as: t001 }));
    const textbook = {
      name: "数学八年级上册",
      author: "课程教材研究所",
      publisher: "人民教育出版社",
      isbn: "978-7-107-31234-5",
    };
    ok(await t.call("/api/l/course/textbook/save", { courseId, textbook }, { as: t001 }));
    const d = await editDetail(courseId, t001);
    expect(d.columns).toEqual(columns);
    expect(d.textbook).toMatchObject({ ...textbook, coverFileId: null });
    ok(await t.call("/api/l/course/textbook/save", { courseId, textbook: null }, { as: t001 }));
    expect((await editDetail(courseId, t001)).textbook).toBeNull();

    expectBad(await t.call("/api/l/course/column/save", { courseId, columns: [{ title: "" }] }, { as: t001 }), "title");
    expectBad(
      await t.call("/api/l/course/textbook/save", { courseId, textbook: { ...textbook, isbn: "abc" } }, { as: t001 }),
      "isbn",
    );
    expectForbidden(await t.call("/api/l/course/column/save", { courseId, columns }, { as: t002 }));
    expectForbidden(await t.call("/api/l/course/textbook/save", { courseId, textbook }, { as: student }));
    expectNoSession(await t.call("/api/l/course/column/save", { courseId, columns }));
    expectNoSession(await t.call("/api/l/course/textbook/save", { courseId, textbook }));
  });

  it("covers: the caller's own picture, or the one the course already shows", async () => {
    const { id } = await newCourse(t, t001, "封面检查的课");
    ok(
      await t.call(
        "/api/l/course/member/save",
        { courseId: id, role: "assistant", userIds: [await userId(t, "t002")] },
        { as: t001 },
      ),
    );
    const brief = (coverFileId: number | null, as = t001) =>
      t.call("/api/l/course/brief/save", { courseId: id, name: "封面检查的课", coverFileId }, { as });
    const textbook = (coverFileId: number | null, as = t001) =>
      t.call("/api/l/course/textbook/save", { courseId: id, textbook: { name: "教材", coverFileId } }, { as });
    const mine = await fileOf(t, "t001", "image", "我的封面.png", BYTES.png());
    const theirs = await fileOf(t, "t002", "image", "同事的图.png", BYTES.png());
    const stranger = await fileOf(t, "t003", "image", "别人的图.png", BYTES.png());
    const pdf = await fileOf(t, "t001", "document", "不是图片.pdf", BYTES.pdf());

    ok(await brief(mine));
    expect((await editDetail(id, t001)).coverUrl).toBe(`/api/c/file/${mine}`);
    expectForbidden(await brief(stranger));
    expect(body(await brief(stranger)).msg).toContain("coverFileId");
    expectBad(await brief(pdf), "coverFileId");
    expectBad(await brief(999_999), "coverFileId");
    // A co-editor keeps the colleague's cover, or sets a picture of their own.
    ok(await brief(mine, t002));
    expectForbidden(await brief(stranger, t002));
    ok(await brief(theirs, t002));
    expect((await editDetail(id, t001)).coverUrl).toBe(`/api/c/file/${theirs}`);

    ok(await textbook(mine));
    expectForbidden(await textbook(stranger));
    expectBad(await textbook(pdf), "textbook.coverFileId");
    ok(await textbook(mine, t002));
    expect((await editDetail(id, t001)).textbook?.coverUrl).toBe(`/api/c/file/${mine}`);
  });

  it("members: teachers and assistants may edit; the owner stays; teachers are teacher accounts", async () => {
    const [ownerId, t002Id, studentId] = await Promise.all([
      userId(t, "t001"),
      userId(t, "t002"),
      userId(t, "student"),
    ]);
    expectForbidden(await t.call("/api/l/course/brief/save", { courseId, name: "改名" }, { as: t002 }));
    ok(
      await t.call(
        "/api/l/course/member/save",
        { courseId, role: "teacher", userIds: [ownerId, t002Id] },
        { as: t001 },
      ),
    );
    ok(await t.call("/api/l/course/brief/save", { courseId, name: "初二数学几何入门" }, { as: t002 }));
    ok(await t.call("/api/l/course/member/save", { courseId, role: "assistant", userIds: [studentId] }, { as: t002 }));
    const d = await editDetail(courseId, student);
    expect(d.teacherList.map((m) => m.id)).toEqual([ownerId, t002Id]);
    expect(d.assistantList.map((m) => m.id)).toEqual([studentId]);

    expectBad(
      await t.call("/api/l/course/member/save", { courseId, role: "teacher", userIds: [t002Id] }, { as: t002 }),
      "userIds",
    );
    expectBad(
      await t.call(
        "/api/l/course/member/save",
        { courseId, role: "teacher", userIds: [ownerId, studentId] },
        { as: t001 },
      ),
      "userIds",
    );
    expectBad(
      await t.call("/api/l/course/member/save", { courseId, role: "assistant", userIds: [t002Id] }, { as: t001 }),
      "userIds",
    );
    expectBad(
      await t.call("/api/l/course/member/save", { courseId, role: "boss", userIds: [ownerId] }, { as: t001 }),
      "role",
    );
    expectBad(
      await t.call("/api/l/course/member/save", { courseId, role: "assistant", userIds: [999_999] }, { as: t001 }),
      "userIds",
    );
    const teacherTok = await t.login("teacher");
    expectForbidden(
      await t.call("/api/l/course/member/save", { courseId, role: "assistant", userIds: [] }, { as: teacherTok }),
    );
    expectNoSession(await t.call("/api/l/course/member/save", { courseId, role: "assistant", userIds: [] }));

    // The assistant leaves: no more editing.
    ok(await t.call("/api/l/course/member/save", { courseId, role: "assistant", userIds: [] }, { as: t001 }));
    expectForbidden(await t.call("/api/l/course/edit/detail", { courseId }, { as: student }));
  });

  it("permission: visibility and classes are checked", async () => {
    const classes = body<{ id: number }[]>(await t.call("/api/kv/class/list")).data;
    const classId = classes[0]?.id as number;
    ok(
      await t.call(
        "/api/l/course/permission/save",
        { courseId, visibility: "classes", classIds: [classId] },
        { as: t001 },
      ),
    );
    const d = await editDetail(courseId, t001);
    expect(d).toMatchObject({ visibility: "classes", classIds: [classId] });
    expectBad(
      await t.call("/api/l/course/permission/save", { courseId, visibility: "classes" }, { as: t001 }),
      "classIds",
    );
    expectBad(
      await t.call(
        "/api/l/course/permission/save",
        { courseId, visibility: "classes", classIds: [999_999] },
        { as: t001 },
      ),
      "classIds",
    );
    expectBad(
      await t.call("/api/l/course/permission/save", { courseId, visibility: "world" }, { as: t001 }),
      "visibility",
    );
    expectForbidden(await t.call("/api/l/course/permission/save", { courseId, visibility: "public" }, { as: teacher }));
    expectNoSession(await t.call("/api/l/course/permission/save", { courseId, visibility: "public" }));
    ok(await t.call("/api/l/course/permission/save", { courseId, visibility: "school" }, { as: t001 }));
    expect((await editDetail(courseId, t001)).classIds).toEqual([]);
  });
});

describe("chapter tree", () => {
  it("creates, renames, reorders, moves and deletes in one save", async () => {
    const { id: courseId } = await newCourse(t, teacher, "化学实验基础", { chapters: [] });
    const save = (chapters: unknown, as = teacher) =>
      t.call("/api/l/course/chapter/save", { courseId, chapters }, { as });
    const tree = ok<CourseChapter[]>(
      await save([
        { title: "第一章 走进化学", sections: [{ title: "1.1 化学是什么" }, { title: "1.2 实验安全" }] },
        { title: "第二章 常见仪器", sections: [{ title: "2.1 试管" }] },
      ]),
    );
    expect(tree.map((c) => c.title)).toEqual(["第一章 走进化学", "第二章 常见仪器"]);
    const [c1, c2] = tree as [CourseChapter, CourseChapter];
    const s11 = c1.sections[0] as { id: number };
    const s12 = c1.sections[1] as { id: number };
    const s21 = c2.sections[0] as { id: number };
    expect([c1.id, c2.id, s11.id, s12.id, s21.id].every((id) => id > 0)).toBe(true);

    // Swap the chapters, move 1.2 into chapter two first, rename, add a section, drop 1.1.
    const again = ok<CourseChapter[]>(
      await save([
        {
          id: c2.id,
          title: "第一章 常见仪器",
          sections: [{ id: s12.id, title: "1.1 实验安全" }, { id: s21.id, title: "1.2 试管" }, { title: "1.3 烧杯" }],
        },
        { id: c1.id, title: "第二章 走进化学", sections: [] },
      ]),
    );
    expect(again.map((c) => [c.id, c.title, c.sections.map((s) => s.title)])).toEqual([
      [c2.id, "第一章 常见仪器", ["1.1 实验安全", "1.2 试管", "1.3 烧杯"]],
      [c1.id, "第二章 走进化学", []],
    ]);
    expect(again[0]?.sections.slice(0, 2).map((s) => s.id)).toEqual([s12.id, s21.id]);
    expect((await editDetail(courseId, teacher)).chapters).toEqual(again);

    // Deleting a chapter removes it and its sections.
    const last = ok<CourseChapter[]>(await save([{ id: c1.id, title: "唯一一章", sections: [] }]));
    expect(last).toEqual([{ id: c1.id, title: "唯一一章", sections: [] }]);
    expect((await editDetail(courseId, teacher)).sectionCount).toBe(0);
  });

  it("saves a 1,000-section tree at once, moves it in one save, and refuses a larger one", async () => {
    const { id: courseId } = await newCourse(t, teacher, "大型课程", { chapters: [] });
    const save = (chapters: unknown) => t.call("/api/l/course/chapter/save", { courseId, chapters }, { as: teacher });
    const big = Array.from({ length: 10 }, (_, i) => ({
      title: `第${i + 1}章`,
      sections: Array.from({ length: 100 }, (_, j) => ({ title: `${i + 1}.${j + 1}` })),
    }));
    const first = await counted(() => save(big));
    const tree = ok<CourseChapter[]>(first.result);
    expect(tree.map((c) => c.sections.length)).toEqual(Array(10).fill(100));
    expect(tree[3]?.sections[41]?.title).toBe("4.42");

    // Reverse the chapters and the sections inside each, renaming everything: one update.
    const moved = tree
      .map((c) => ({
        id: c.id,
        title: `${c.title}（新）`,
        sections: c.sections.map((sec) => ({ id: sec.id, title: `${sec.title}（新）` })).reverse(),
      }))
      .reverse();
    // Also swap sections between the first and the last chapter (moves to another parent).
    const hop = moved[9]?.sections.shift() as { id: number; title: string };
    const back = moved[0]?.sections.pop() as { id: number; title: string };
    moved[0]?.sections.unshift(hop);
    moved[9]?.sections.push(back);
    const second = await counted(() => save(moved));
    const again = ok<CourseChapter[]>(second.result);
    expect(again.map((c) => ({ id: c.id, title: c.title, sections: c.sections.map((x) => [x.id, x.title]) }))).toEqual(
      moved.map((c) => ({ id: c.id, title: c.title, sections: c.sections.map((x) => [x.id, x.title]) })),
    );
    expect((await editDetail(courseId, teacher)).sectionCount).toBe(1000);
    // One statement per row took seconds on the embedded database; set-based writes take a
    // handful of statements, whatever the size of the tree.
    for (const { statements } of [first, second]) {
      expect(statements).toBeGreaterThan(0);
      expect(statements).toBeLessThan(20);
    }

    const tooBig = [...big, { title: "第11章", sections: [{ title: "11.1" }] }];
    const res = await save(tooBig);
    expectBad(res, "chapters");
    expect(body(res).msg).toContain("最多1000节");
  });

  it("refuses ids of another course, a section saved as a chapter, duplicates, bad titles", async () => {
    const a = await newCourse(t, teacher, "课程甲", { chapters: [{ title: "甲一", sections: ["甲1.1"] }] });
    const b = await newCourse(t, teacher, "课程乙", { chapters: [{ title: "乙一", sections: ["乙1.1"] }] });
    const bTree = (await editDetail(b.id, teacher)).chapters;
    const aTree = (await editDetail(a.id, teacher)).chapters;
    const save = (chapters: unknown, as = teacher) =>
      t.call("/api/l/course/chapter/save", { courseId: a.id, chapters }, { as });
    expectBad(await save([{ id: bTree[0]?.id, title: "偷来的章", sections: [] }]), "chapters.0.id");
    expectBad(
      await save([{ title: "新章", sections: [{ id: b.sectionIds[0], title: "偷来的节" }] }]),
      "chapters.0.sections.0.id",
    );
    expectBad(await save([{ id: a.sectionIds[0], title: "节当章", sections: [] }]), "chapters.0.id");
    expectBad(
      await save([
        { id: aTree[0]?.id, title: "甲一", sections: [] },
        { id: aTree[0]?.id, title: "甲一again", sections: [] },
      ]),
      "chapters.1.id",
    );
    expectBad(await save([{ title: "", sections: [] }]), "chapters.0.title");
    expectBad(await save("not a list"), "chapters");
    // Nothing changed after the refusals (all-or-nothing).
    expect((await editDetail(a.id, teacher)).chapters).toEqual(aTree);
    expectForbidden(await save([], t002));
    expectNoSession(await t.call("/api/l/course/chapter/save", { courseId: a.id, chapters: [] }));
  });
});

describe("section resources", () => {
  let course: { id: number; sectionIds: number[] };
  let own: number;
  let othersPublished: number;
  let othersDraft: number;

  beforeAll(async () => {
    course = await newCourse(t, t001, "浮力与密度", {
      chapters: [{ title: "第一章 浮力", sections: ["1.1 阿基米德原理", "1.2 物体的浮沉"] }],
    });
    // Resource audit off (course audit stays on) so t002 can publish a resource at once.
    await setResourceAudit(t, admin, false);
    own = await videoResource(t, t001, "t001", "我的浮力实验视频");
    othersPublished = await videoResource(t, t002, "t002", "同事的密度微课", true);
    othersDraft = await videoResource(t, t002, "t002", "同事的草稿");
  });

  it("attaches own and published resources in order; others' drafts are refused", async () => {
    const [s1] = course.sectionIds as [number];
    const save = (resourceIds: number[], as = t001, sectionId = s1) =>
      t.call("/api/l/course/section/resource/save", { courseId: course.id, sectionId, resourceIds }, { as });
    expect(ok<{ count: number }>(await save([othersPublished, own])).count).toBe(2);
    expectForbidden(await save([own, othersDraft]));
    expectForbidden(await save([own, 999_999]));
    const d = await editDetail(course.id, t001);
    expect(d.chapters[0]?.sections[0]?.resourceCount).toBe(2);
    expect(d.resourceCount).toBe(2);

    const list = ok<SectionResources>(
      await t.call("/api/c/course/section/resource/list", { courseId: course.id, sectionId: s1 }, { as: t001 }),
    );
    expect(list.section).toMatchObject({ id: s1, title: "1.1 阿基米德原理", chapterTitle: "第一章 浮力" });
    expect(list.prevSectionId).toBeNull();
    expect(list.nextSectionId).toBe(course.sectionIds[1]);
    expect(list.list.map((r) => r.id)).toEqual([othersPublished, own]);
  });

  it("counts, in the public detail, only the resources this viewer may open", async () => {
    const [s1] = course.sectionIds as [number];
    // Publishing the course publishes t001's draft with it (decision 0046); made visible to the
    // school only, a guest still may not open it.
    await t.db.update(resources).set({ visibility: "school" }).where(eq(resources.id, own));
    await publish(t, course.id, t001, admin);
    // The guest sees the colleague's public video, not t001's school-only one: the section says 1.
    const guest = ok<CourseDetail>(await t.call("/api/c/course/detail", { courseId: course.id }));
    expect(guest.chapters[0]?.sections[0]?.resourceCount).toBe(1);
    expect(guest.resourceCount).toBe(1);
    const shown = ok<SectionResources>(
      await t.call("/api/c/course/section/resource/list", { courseId: course.id, sectionId: s1 }),
    );
    expect(shown.list.map((r) => r.id)).toEqual([othersPublished]);
    // The owner sees both, in the public detail and the editor.
    const mine = ok<CourseDetail>(await t.call("/api/c/course/detail", { courseId: course.id }, { as: t001 }));
    expect(mine.chapters[0]?.sections[0]?.resourceCount).toBe(2);
    expect((await editDetail(course.id, t001)).chapters[0]?.sections[0]?.resourceCount).toBe(2);
  });

  it("checks the section, the caller and the input", async () => {
    const [s1] = course.sectionIds as [number];
    const chapterId = (await editDetail(course.id, t001)).chapters[0]?.id as number;
    const other = await newCourse(t, t002, "别人的课");
    const save = (body: object, as = t001) =>
      t.call(
        "/api/l/course/section/resource/save",
        { courseId: course.id, sectionId: s1, resourceIds: [], ...body },
        { as },
      );
    expectBad(await save({ sectionId: other.sectionIds[0] }), "sectionId");
    expectBad(await save({ sectionId: chapterId }), "sectionId");
    expectBad(await save({ resourceIds: ["x"] }), "resourceIds");
    expectForbidden(await save({ resourceIds: [othersPublished] }, t002));
    expectNoSession(
      await t.call("/api/l/course/section/resource/save", { courseId: course.id, sectionId: s1, resourceIds: [] }),
    );
    expect(
      (
        await t.call(
          "/api/c/course/section/resource/list",
          { courseId: course.id, sectionId: other.sectionIds[0] },
          { as: t001 },
        )
      ).statusCode,
    ).toBe(404);
    expectBad(await t.call("/api/c/course/section/resource/list", { courseId: course.id }, { as: t001 }), "sectionId");
  });

  it("deleting a section removes its attachments", async () => {
    const tree = (await editDetail(course.id, t001)).chapters;
    const ch = tree[0] as CourseChapter;
    ok(
      await t.call(
        "/api/l/course/chapter/save",
        { courseId: course.id, chapters: [{ id: ch.id, title: ch.title, sections: [ch.sections[1]] }] },
        { as: t001 },
      ),
    );
    expect((await editDetail(course.id, t001)).resourceCount).toBe(0);
  });
});

describe("visibility", () => {
  let draft: number;
  let pub: number;
  let school: number;
  let classes: number;

  beforeAll(async () => {
    draft = (await newCourse(t, t001, "还没发布的课")).id;
    pub = (await newCourse(t, t001, "公开课程示例")).id;
    school = (await newCourse(t, t001, "校内课程示例")).id;
    classes = (await newCourse(t, t001, "班级课程示例")).id;
    const studentClass = (await t.services.users.info(await userId(t, "student"))).classId as number;
    ok(await t.call("/api/l/course/permission/save", { courseId: school, visibility: "school" }, { as: t001 }));
    ok(
      await t.call(
        "/api/l/course/permission/save",
        { courseId: classes, visibility: "classes", classIds: [studentClass] },
        { as: t001 },
      ),
    );
    for (const id of [pub, school, classes]) await publish(t, id, t001, auditor);
  });

  const detail = (courseId: number, as?: string) => t.call("/api/c/course/detail", { courseId }, { as });

  it("drafts are for editors only", async () => {
    expect((await detail(draft, t001)).statusCode).toBe(200);
    expect((await detail(draft, admin)).statusCode).toBe(200);
    expect((await detail(draft, t002)).statusCode).toBe(404);
    expect((await detail(draft)).statusCode).toBe(404);
  });

  it("public: everyone incl. guests; school: logged-in users; classes: that class, editors, admins", async () => {
    expect(ok<CourseDetail>(await detail(pub)).canEdit).toBe(false);
    expectForbidden(await detail(school));
    expect((await detail(school, student)).statusCode).toBe(200);
    expectForbidden(await detail(classes));
    expect((await detail(classes, student)).statusCode).toBe(200);
    expectForbidden(await detail(classes, await t.login("s0001")));
    expectForbidden(await detail(classes, t002));
    expect((await detail(classes, admin)).statusCode).toBe(200);
    expect(ok<CourseDetail>(await detail(classes, t001)).canEdit).toBe(true);
    expect((await detail(999_999)).statusCode).toBe(404);
    expectBad(await detail(Number.NaN), "courseId");
  });

  it("lists follow the same rules", async () => {
    const names = async (as?: string) =>
      ok<{ list: { id: number }[] }>(
        await t.call("/api/c/course/list", { keyword: "课程示例", pageSize: 100 }, { as }),
      ).list.map((c) => c.id);
    expect(await names()).toEqual([pub]);
    expect((await names(student)).sort()).toEqual([pub, school, classes].sort());
    expect((await names(t002)).sort()).toEqual([pub, school].sort());
    expect((await names(admin)).sort()).toEqual([pub, school, classes].sort());
  });

  it("guests are refused everything when guest mode is off", async () => {
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: false }, { as: admin }));
    await new Promise((r) => setTimeout(r, 10));
    expectNoSession(await detail(pub));
    expectNoSession(await t.call("/api/c/course/list", {}));
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true }, { as: admin }));
  });

  it("tells the collect module what each viewer may open, naming nothing it may not", async () => {
    const targets = await t.services.courses.collectTargets([pub, classes, draft, 999_999], null);
    expect(targets.get(pub)).toMatchObject({ name: "公开课程示例", available: true });
    expect(targets.get(classes)).toEqual({ name: "课程不可查看", coverUrl: null, available: false });
    expect(targets.get(draft)).toEqual({ name: "课程不可查看", coverUrl: null, available: false });
    expect(targets.has(999_999)).toBe(false);
    const asStudent = await t.services.courses.collectTargets([classes], await t.services.sessions.resolve(student));
    expect(asStudent.get(classes)?.available).toBe(true);
  });

  it("a resource's courses (detail and section lists) follow the viewer's course visibility", async () => {
    await setResourceAudit(t, admin, false);
    const resourceId = await videoResource(t, t001, "t001", "三门课都用的视频", true);
    const sectionOf = async (courseId: number) =>
      (await editDetail(courseId, t001)).chapters[0]?.sections[0]?.id as number;
    const sections = new Map<number, number>();
    for (const courseId of [pub, school, classes, draft]) {
      const sectionId = await sectionOf(courseId);
      sections.set(courseId, sectionId);
      ok(
        await t.call(
          "/api/l/course/section/resource/save",
          { courseId, sectionId, resourceIds: [resourceId] },
          { as: t001 },
        ),
      );
    }
    const usedIn = async (as?: string) =>
      ok<ResourceDetail>(await t.call("/api/c/resource/detail", { id: resourceId }, { as }))
        .usedIn.map((u) => u.courseId)
        .sort();
    expect(await usedIn()).toEqual([pub]);
    expect(await usedIn(t002)).toEqual([pub, school].sort());
    expect(await usedIn(student)).toEqual([pub, school, classes].sort());
    expect(await usedIn(admin)).toEqual([pub, school, classes].sort());
    const guestView = ok<ResourceDetail>(await t.call("/api/c/resource/detail", { id: resourceId }));
    expect(JSON.stringify(guestView)).not.toContain("班级课程示例");

    // Section lists fill it in too, by the same rule.
    const listed = async (courseId: number, as?: string) =>
      ok<SectionResources>(
        await t.call("/api/c/course/section/resource/list", { courseId, sectionId: sections.get(courseId) }, { as }),
      ).list.map((r) => r.usedIn.map((u) => u.courseId).sort());
    expect(await listed(pub)).toEqual([[pub]]);
    expect(await listed(pub, student)).toEqual([[pub, school, classes].sort()]);
    const inSection = ok<SectionResources>(
      await t.call("/api/c/course/section/resource/list", { courseId: pub, sectionId: sections.get(pub) }),
    ).list[0]?.usedIn[0];
    expect(inSection).toEqual({
      courseId: pub,
      courseName: "公开课程示例",
      sectionId: sections.get(pub),
      sectionTitle: "第一节",
    });
  });

  it("reads teachers and assistants in one query", async () => {
    ok(
      await t.call(
        "/api/l/course/member/save",
        { courseId: pub, role: "assistant", userIds: [await userId(t, "t002"), await userId(t, "t003")] },
        { as: t001 },
      ),
    );
    const owner = await t.services.users.info(await userId(t, "t001"));
    const [t002Id, t003Id] = [await userId(t, "t002"), await userId(t, "t003")];
    const info = vi.spyOn(t.services.users, "info");
    const profiles = vi.spyOn(t.services.users, "profiles");
    try {
      const d = ok<CourseDetail>(await detail(pub));
      expect(d.teacherList).toEqual([
        { id: owner.id, name: owner.realName, avatarUrl: owner.avatarUrl, orgName: owner.orgName, title: owner.title },
      ]);
      expect(d.assistantList.map((m) => m.id)).toEqual([t002Id, t003Id]);
      expect(info).not.toHaveBeenCalled();
      expect(profiles).toHaveBeenCalledTimes(1);
    } finally {
      info.mockRestore();
      profiles.mockRestore();
    }
  });

  it("counts one visit per person per hour", async () => {
    const before = ok<CourseDetail>(await detail(pub, t002)).visitCount;
    expect(ok<CourseDetail>(await detail(pub, t002)).visitCount).toBe(before);
    expect(ok<CourseDetail>(await detail(pub, student)).visitCount).toBe(before + 1);
  });
});

describe("delete", () => {
  it("owner or admin only", async () => {
    const { id } = await newCourse(t, t001, "要删除的课");
    const t002Id = await userId(t, "t002");
    ok(
      await t.call(
        "/api/l/course/member/save",
        { courseId: id, role: "teacher", userIds: [await userId(t, "t001"), t002Id] },
        { as: t001 },
      ),
    );
    expectForbidden(await t.call("/api/l/course/delete", { courseId: id }, { as: t002 }));
    expectForbidden(await t.call("/api/l/course/delete", { courseId: id }, { as: student }));
    expectNoSession(await t.call("/api/l/course/delete", { courseId: id }));
    expectBad(await t.call("/api/l/course/delete", {}, { as: t001 }), "courseId");
    ok(await t.call("/api/l/course/delete", { courseId: id }, { as: t001 }));
    expect((await t.call("/api/l/course/edit/detail", { courseId: id }, { as: t001 })).statusCode).toBe(404);
    expect((await t.call("/api/l/course/delete", { courseId: id }, { as: t001 })).statusCode).toBe(404);

    const other = await newCourse(t, t002, "管理员删除的课");
    ok(await t.call("/api/l/course/delete", { courseId: other.id }, { as: admin }));
  });
});
