import type {
  AssignmentDetail,
  AssignmentList,
  ListResult,
  RecommendedSubmission,
  SubmissionDetail,
  SubmissionItem,
} from "@otp/contract";
import { TOKEN_NAME } from "@otp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handoutPdf } from "../../seed/demo-documents.js";
import { logoPng } from "../../seed/png.js";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";

let t: TestApp;
let admin: string;
let teacher: string;
let otherTeacher: string;
let student: string;
let classmate: string;
let outsider: string;
let classId: number;
let assignmentId: number;
let submissionId: number;
let pdfId: number;
let pngId: number;
let vttId: number;

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const call = (url: string, body: object, as: string | null) => t.call(`/api/l/assignment/${url}`, body, { as });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await newTeacher(t, admin, "asgteacher");
  otherTeacher = await newTeacher(t, admin, "asgother");
  student = await t.login("student");
  const studentId = await userId(t, "student");
  classId = (await t.services.users.info(studentId)).classId as number;
  // Two other students: one in the same class, one in another.
  const res = await t.db.execute(
    sql`select account, class_id as "classId" from users where user_type = 'student' and account <> 'student' order by id`,
  );
  type Row = { account: string; classId: number | null };
  const infos = ((res as unknown as { rows?: Row[] }).rows ?? (res as unknown as Row[])) as Row[];
  const mate = infos.find((r) => r.classId === classId);
  const other = infos.find((r) => r.classId !== classId);
  classmate = await t.login(mate?.account as string);
  outsider = await t.login(other?.account as string);
  pdfId = (await t.services.files.save("document", "实验报告.pdf", handoutPdf("物理", "实验报告"), studentId)).id;
  pngId = (await t.services.files.save("image", "草图.png", logoPng(16), studentId)).id;
  const caption = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\n字幕\n");
  vttId = (await t.services.files.save("document", "字幕.vtt", caption, studentId)).id;
});
afterAll(() => t.close());

describe("assignments", () => {
  const base = () => ({
    title: "第三章课后练习",
    instructions: "完成课本第三章习题1-5，拍照或上传文档。",
    classIds: [classId],
    dueAt: inDays(3),
    fileKinds: ["document"],
    latePolicy: "refuse",
  });

  it("are set by teachers for existing classes with a future due date", async () => {
    assignmentId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/assignment/save",
        as: teacher,
        body: base(),
        bad: { body: { ...base(), title: "" }, field: "title" },
        wrongRole: student,
      })
    ).id;
    expectBad(await call("save", { ...base(), classIds: [999999] }, teacher), "classIds");
    expectBad(await call("save", { ...base(), dueAt: inDays(-1) }, teacher), "dueAt");
    expectBad(await call("save", { ...base(), fileKinds: ["exe"] }, teacher), "fileKinds");
    expectForbidden(await call("save", { ...base(), id: assignmentId }, otherTeacher));
    const mine = ok<AssignmentList>(await call("mine", {}, teacher));
    expect(mine.list.map((a) => a.title)).toEqual(["第三章课后练习"]);
    expect(ok<AssignmentList>(await call("mine", {}, otherTeacher)).count).toBe(0);
  });

  it("carry only the teacher's own uploads as attachments", async () => {
    const teacherId = await userId(t, "asgteacher");
    const own = await t.services.files.save("document", "参考答案.pdf", handoutPdf("物理", "参考答案"), teacherId);
    // pdfId was uploaded by the student: a teacher cannot attach someone else's file.
    expectBad(await call("save", { ...base(), id: assignmentId, attachmentIds: [pdfId] }, teacher), "attachmentIds");
    expectBad(await call("save", { ...base(), id: assignmentId, attachmentIds: [999999] }, teacher), "attachmentIds");
    ok(await call("save", { ...base(), id: assignmentId, attachmentIds: [own.id] }, teacher));
    const d = ok<AssignmentDetail>(await call("detail", { id: assignmentId }, student));
    expect(d.attachments.map((f) => f.name)).toEqual(["参考答案.pdf"]);
    const file = await t.app.inject({
      method: "GET",
      url: `/api/l/assignment/${assignmentId}/file/${own.id}`,
      headers: { cookie: `${TOKEN_NAME}=${student}` },
    });
    expect(file.statusCode).toBe(200);
    // Removing it from the form removes it from the assignment.
    ok(await call("save", { ...base(), id: assignmentId, attachmentIds: [] }, teacher));
    expect(ok<AssignmentDetail>(await call("detail", { id: assignmentId }, student)).attachments).toEqual([]);
  });

  it("are seen by the students of the target classes", async () => {
    const list = await checkEndpoint<AssignmentList>(t, {
      url: "/api/l/assignment/student/list",
      as: student,
      body: {},
      bad: { body: { pageSize: 0 }, field: "pageSize" },
      wrongRole: teacher,
    });
    expect(list.list[0]?.myState).toBeNull();
    expect(ok<AssignmentList>(await call("student/list", {}, outsider)).count).toBe(0);
    const d = await checkEndpoint<AssignmentDetail>(t, {
      url: "/api/l/assignment/detail",
      as: student,
      body: { id: assignmentId },
      bad: { body: { id: "x" }, field: "id" },
      otherUser: { as: outsider },
    });
    expect(d.isOwner).toBe(false);
    expectForbidden(await call("detail", { id: assignmentId }, otherTeacher));
  });

  it("students submit text and files of the allowed kinds", async () => {
    const body = { assignmentId, content: "见附件", fileIds: [pdfId], shareConsent: true };
    expectBad(await call("submit", { ...body, fileIds: [pngId] }, student), "fileIds");
    // A subtitle is stored as a document, yet it is not homework (issue 23).
    expectBad(await call("submit", { ...body, fileIds: [vttId] }, student), "fileIds");
    expectBad(await call("submit", { assignmentId, content: "", fileIds: [] }, student), "content");
    submissionId = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/assignment/submit",
        as: student,
        body,
        bad: { body: { ...body, fileIds: [999999] }, field: "fileIds" },
        wrongRole: teacher,
        otherUser: { as: outsider },
      })
    ).id;
    // Someone else's upload cannot be handed in.
    expect((await call("submit", { ...body, content: "抄的" }, classmate)).statusCode).toBe(403);
    expect((await call("submit", body, student)).statusCode).toBe(409);
    const mine = ok<SubmissionDetail>(await call("submission/mine", { assignmentId }, student));
    expect(mine.state).toBe("submitted");
    expect(mine.files.map((f) => f.name)).toEqual(["实验报告.pdf"]);
  });

  it("the teacher who set it reviews: return, resubmit, score", async () => {
    const list = await checkEndpoint<ListResult<SubmissionItem>>(t, {
      url: "/api/l/assignment/submission/list",
      as: teacher,
      body: { assignmentId },
      bad: { body: { assignmentId, state: "done" }, field: "state" },
      wrongRole: student,
      otherUser: { as: otherTeacher },
    });
    expect(list.list[0]?.studentName).toBe("刘子涵");
    const d = await checkEndpoint<SubmissionDetail>(t, {
      url: "/api/l/assignment/submission/detail",
      as: teacher,
      body: { id: submissionId },
      bad: { body: {}, field: "id" },
      wrongRole: classmate,
      otherUser: { as: otherTeacher },
    });
    expect(d.content).toBe("见附件");
    const file = await t.app.inject({
      method: "GET",
      url: `/api/c/assignment/submission/${submissionId}/file/${pdfId}`,
      headers: { cookie: `${TOKEN_NAME}=${teacher}` },
    });
    expect(file.statusCode).toBe(200);
    await checkEndpoint(t, {
      url: "/api/l/assignment/submission/review",
      as: teacher,
      body: { id: submissionId, action: "return", comment: "第4题步骤不完整，请补充" },
      bad: { body: { id: submissionId, action: "score" }, field: "score" },
      wrongRole: student,
      otherUser: { as: otherTeacher },
    });
    expect(ok<SubmissionDetail>(await call("submission/mine", { assignmentId }, student)).state).toBe("returned");
    ok(await call("submit", { assignmentId, content: "已补充第4题", fileIds: [pdfId], shareConsent: true }, student));
    ok(
      await call("submission/review", { id: submissionId, action: "score", score: 95, comment: "完成得很好" }, teacher),
    );
    expect((await call("submit", { assignmentId, content: "再改", fileIds: [] }, student)).statusCode).toBe(409);
  });

  it("recommended work is public only with the student's consent", async () => {
    await checkEndpoint(t, {
      url: "/api/l/assignment/submission/recommend",
      as: teacher,
      body: { id: submissionId, recommended: true },
      bad: { body: { id: submissionId }, field: "recommended" },
      wrongRole: student,
      otherUser: { as: otherTeacher },
    });
    const pub = ok<RecommendedSubmission>(await t.call("/api/c/assignment/recommend/detail", { id: submissionId }));
    expect(pub.score).toBe(95);
    expect(pub.studentName).toBe("刘子涵");
    const guestFile = await t.app.inject({
      method: "GET",
      url: `/api/c/assignment/submission/${submissionId}/file/${pdfId}`,
    });
    expect(guestFile.statusCode).toBe(200);
    await checkEndpoint(t, {
      url: "/api/l/assignment/submission/consent",
      as: student,
      body: { id: submissionId, shareConsent: false },
      bad: { body: { id: submissionId }, field: "shareConsent" },
      otherUser: { as: classmate },
    });
    expectNotFound(await t.call("/api/c/assignment/recommend/detail", { id: submissionId }));
    expect(ok<ListResult<RecommendedSubmission>>(await t.call("/api/c/assignment/recommend/list", {})).count).toBe(0);
    const hidden = await t.app.inject({
      method: "GET",
      url: `/api/c/assignment/submission/${submissionId}/file/${pdfId}`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("late work follows the policy", async () => {
    const refuse = ok<{ id: number }>(await call("save", base(), teacher)).id;
    const accept = ok<{ id: number }>(await call("save", { ...base(), latePolicy: "accept" }, teacher)).id;
    await t.db.execute(
      sql`update assignments set due_at = now() - interval '1 hour' where id in (${refuse}, ${accept})`,
    );
    const body = { content: "迟到的作业", fileIds: [], shareConsent: false };
    expectBad(await call("submit", { ...body, assignmentId: refuse }, student), "assignmentId");
    ok(await call("submit", { ...body, assignmentId: accept }, student));
    const late = ok<SubmissionDetail>(await call("submission/mine", { assignmentId: accept }, student));
    expect(late.late).toBe(true);
    const counts = ok<AssignmentList>(await call("mine", {}, teacher)).list.map((a) => [
      a.id,
      a.submittedCount,
      a.pendingCount,
    ]);
    expect(counts).toEqual([
      [accept, 1, 1],
      [refuse, 0, 0],
      [assignmentId, 1, 0],
    ]);
    const states = ok<AssignmentList>(await call("student/list", {}, student)).list.map((a) => [a.id, a.myState]);
    expect(states).toContainEqual([accept, "submitted"]);
    expect(states).toContainEqual([refuse, null]);
    expect(states).toContainEqual([assignmentId, "scored"]);
  });

  it("are deleted by the teacher who set them", async () => {
    await checkEndpoint(t, {
      url: "/api/l/assignment/delete",
      as: teacher,
      body: { id: assignmentId },
      bad: { body: {}, field: "id" },
      wrongRole: student,
      otherUser: { as: otherTeacher },
    });
    expectNotFound(await call("detail", { id: assignmentId }, teacher));
  });

  it("may target a section of a course the teacher edits; the course's classes see it", async () => {
    // The teacher's own course, taken by the student's class (not the outsider's).
    const made = await newCourse(t, teacher, "力学预习");
    const course = { courseId: made.id, sectionId: made.sectionIds[0] as number };
    await t.db.execute(sql`insert into course_classes (course_id, class_id) values (${course.courseId}, ${classId})`);
    const options = ok<{ id: number }[]>(await call("section/options", {}, teacher));
    expect(options.map((o) => o.id)).toContain(course.sectionId);
    expectForbidden(await call("section/options", {}, student));
    const body = { ...base(), classIds: [], sectionId: course.sectionId, title: "章节预习题" };
    const id = (
      await checkEndpoint<{ id: number }>(t, {
        url: "/api/l/assignment/save",
        as: teacher,
        body,
        bad: { body: { ...body, sectionId: 999999 }, field: "sectionId" },
        wrongRole: student,
      })
    ).id;
    // A teacher who does not edit the course cannot target its section.
    expectForbidden(await call("save", body, otherTeacher));
    expectBad(await call("save", { ...body, sectionId: null }, teacher), "classIds");
    const d = ok<AssignmentDetail>(await call("detail", { id }, student));
    expect([d.sectionId, d.courseId, d.classIds]).toEqual([course.sectionId, course.courseId, []]);
    expect(d.sectionTitle).toBeTruthy();
    expect(ok<AssignmentList>(await call("student/list", {}, student)).list.map((a) => a.id)).toContain(id);
    expect(ok<AssignmentList>(await call("student/list", {}, outsider)).list.map((a) => a.id)).not.toContain(id);
    expectForbidden(await call("detail", { id }, outsider));
    const inSection = await checkEndpoint<AssignmentDetail[]>(t, {
      url: "/api/l/assignment/section/list",
      as: student,
      body: { sectionId: course.sectionId },
      bad: { body: { sectionId: "x" }, field: "sectionId" },
      otherUser: { as: outsider },
    });
    expect(inSection.map((a) => [a.id, a.myState])).toEqual([[id, null]]);
    expect(ok<unknown[]>(await call("section/list", { sectionId: course.sectionId }, teacher))).toHaveLength(1);
    expectForbidden(await call("section/list", { sectionId: course.sectionId }, otherTeacher));
    ok(await call("submit", { assignmentId: id, content: "预习笔记" }, student));
  });
});
