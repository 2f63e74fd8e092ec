import { endpoints, type NoticeItem } from "@otp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handoutPdf } from "../../seed/demo-documents.js";
import { newTeacher, userId } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";

/** Issue 23, finding 16: students are told of new assignments (`assignment`) and of reviews (`grade`). */

let t: TestApp;
let teacher: string;
let student: string;
let classmate: string;
let outsider: string;
let classId: number;
let pdfId: number;

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const call = (url: string, body: object, as: string) => t.call(`/api/l/assignment/${url}`, body, { as });
const assignment = (title: string, target: object = { classIds: [classId] }) => ({
  title,
  instructions: "完成练习并上传。",
  dueAt: inDays(3),
  fileKinds: ["document"],
  latePolicy: "refuse",
  ...target,
});
/** The caller's notices of one category, newest first. */
const noticesOf = async (as: string, category: string): Promise<NoticeItem[]> =>
  (await t.send(endpoints.notice.list, { pageSize: 100 }, { as })).list.filter((n) => n.category === category);

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.login("admin");
  teacher = await newTeacher(t, admin, "ntcteacher");
  student = await t.login("student");
  const studentId = await userId(t, "student");
  classId = (await t.services.users.info(studentId)).classId as number;
  const res = await t.db.execute(
    sql`select account, class_id as "classId" from users where user_type = 'student' and account <> 'student' order by id`,
  );
  type Row = { account: string; classId: number | null };
  const rows = ((res as unknown as { rows?: Row[] }).rows ?? (res as unknown as Row[])) as Row[];
  classmate = await t.login(rows.find((r) => r.classId === classId)?.account as string);
  outsider = await t.login(rows.find((r) => r.classId !== null && r.classId !== classId)?.account as string);
  pdfId = (await t.services.files.save("document", "作业.pdf", handoutPdf("物理", "作业"), studentId)).id;
});
afterAll(() => t.close());

describe("assignment notices", () => {
  it("a new assignment tells every student of its classes once; others and edits are not told", async () => {
    const before = (await noticesOf(outsider, "assignment")).length;
    const { id } = ok<{ id: number }>(await call("save", assignment("浮力练习"), teacher));
    for (const who of [student, classmate]) {
      const [latest] = await noticesOf(who, "assignment");
      expect(latest).toMatchObject({ title: "新作业", readAt: null });
      expect(latest?.content).toContain("“浮力练习”");
    }
    expect(await noticesOf(outsider, "assignment")).toHaveLength(before);
    expect(await noticesOf(teacher, "assignment")).toHaveLength(0);
    const count = (await noticesOf(student, "assignment")).length;
    ok(await call("save", { ...assignment("浮力练习（修订）"), id }, teacher));
    expect(await noticesOf(student, "assignment")).toHaveLength(count);
  });

  it("a section assignment tells the students of the classes taking the course", async () => {
    const made = await newCourse(t, teacher, "电学预习");
    await t.db.execute(sql`insert into course_classes (course_id, class_id) values (${made.id}, ${classId})`);
    const before = (await noticesOf(outsider, "assignment")).length;
    ok(await call("save", assignment("电路预习题", { classIds: [], sectionId: made.sectionIds[0] }), teacher));
    expect((await noticesOf(classmate, "assignment"))[0]?.content).toContain("“电路预习题”");
    expect(await noticesOf(outsider, "assignment")).toHaveLength(before);
  });

  it("returning and scoring tell the student, with the score and the comment", async () => {
    const { id: assignmentId } = ok<{ id: number }>(await call("save", assignment("压强练习"), teacher));
    const { id } = ok<{ id: number }>(
      await call("submit", { assignmentId, content: "答案见附件", fileIds: [pdfId] }, student),
    );
    ok(await call("submission/review", { id, action: "return", comment: "第2题重做" }, teacher));
    expect((await noticesOf(student, "grade"))[0]).toMatchObject({ title: "作业被退回" });
    expect((await noticesOf(student, "grade"))[0]?.content).toContain("第2题重做");
    ok(await call("submit", { assignmentId, content: "已重做", fileIds: [pdfId] }, student));
    ok(await call("submission/review", { id, action: "score", score: 92, comment: "很好" }, teacher));
    const [graded] = await noticesOf(student, "grade");
    expect(graded?.title).toBe("作业已批阅");
    expect(graded?.content).toContain("“压强练习”");
    expect(graded?.content).toContain("92 分");
    expect(await noticesOf(classmate, "grade")).toHaveLength(0);
  });

  it("respect each student's switches: off means no new notices of that kind, others still arrive", async () => {
    ok(await t.call(endpoints.notice.saveSwitch.path, { category: "assignment", on: false }, { as: student }));
    const mine = (await noticesOf(student, "assignment")).length;
    const theirs = (await noticesOf(classmate, "assignment")).length;
    const { id: assignmentId } = ok<{ id: number }>(await call("save", assignment("密度练习"), teacher));
    expect(await noticesOf(student, "assignment")).toHaveLength(mine);
    expect(await noticesOf(classmate, "assignment")).toHaveLength(theirs + 1);
    const { id } = ok<{ id: number }>(
      await call("submit", { assignmentId, content: "完成", fileIds: [pdfId] }, student),
    );
    ok(await call("submission/review", { id, action: "score", score: 80 }, teacher));
    expect((await noticesOf(student, "grade"))[0]?.content).toContain("“密度练习”");
    // Switched on again, the next assignment arrives.
    ok(await t.call(endpoints.notice.saveSwitch.path, { category: "assignment", on: true }, { as: student }));
    ok(await call("save", assignment("质量练习"), teacher));
    expect((await noticesOf(student, "assignment"))[0]?.content).toContain("“质量练习”");
  });
});
