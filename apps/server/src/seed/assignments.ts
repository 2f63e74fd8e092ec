import { eq } from "drizzle-orm";
import type { Services } from "../app.js";
import { assignments } from "../modules/assignment/assignment.tables.js";
import { courseClasses } from "../modules/course/course.tables.js";
import { users } from "../modules/user/user.tables.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";
import { handoutPdf } from "./demo-documents.js";

/**
 * Demo 作业, made through the assignment services as the demo teacher and students would:
 * the demo student's class has work waiting for review, returned, scored, late and recommended
 * (优秀作业: three pieces the students agreed to show, one of them the demo student's).
 */
async function principal(s: Services, account: string): Promise<Principal | null> {
  const u = await s.users.findByAccount(account);
  const loaded = u ? await s.users.load(u.id) : null;
  return loaded ? { ...loaded, sessionId: 0 } : null;
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

export async function seedAssignments(db: Db, s: Services): Promise<void> {
  const teacher = await principal(s, "teacher");
  const student = await principal(s, "student");
  if (!teacher || !student) return;
  const classId = (await s.users.info(student.userId)).classId;
  if (!classId) return;
  const mates = await db
    .select({ account: users.account })
    .from(users)
    .where(eq(users.classId, classId))
    .orderBy(users.id)
    .limit(6);
  const others = (
    await Promise.all(mates.filter((m) => m.account !== "student").map((m) => principal(s, m.account)))
  ).filter((p): p is Principal => !!p);

  const set = (title: string, instructions: string, dueDays: number, extra: object = {}) =>
    s.assignments.save(
      {
        title,
        instructions,
        classIds: [classId],
        dueAt: days(dueDays),
        fileKinds: ["document", "image"],
        latePolicy: "refuse",
        attachmentIds: [],
        ...extra,
      },
      teacher,
    );
  const handIn = async (who: Principal, assignmentId: number, content: string, withFile: boolean, consent = false) => {
    const fileIds = withFile
      ? [
          (
            await s.files.save(
              "document",
              `${who.realName}的作业.pdf`,
              handoutPdf("作业", content.slice(0, 12)),
              who.userId,
            )
          ).id,
        ]
      : [];
    return (await s.submissions.submit({ assignmentId, content, fileIds, shareConsent: consent }, who)).id;
  };

  const essay = await set(
    "《荷塘月色》读后感",
    "阅读朱自清《荷塘月色》，写一篇不少于600字的读后感，重点分析文中的景物描写与情感表达。可提交文档或手写拍照。",
    5,
  );
  // The teacher's own upload as the assignment's attachment (a report template).
  const template = await s.files.save(
    "document",
    "实验报告模板.pdf",
    handoutPdf("物理", "牛顿第二定律实验报告模板"),
    teacher.userId,
  );
  const lab = await set(
    "牛顿第二定律实验报告",
    "根据课堂实验数据，完成实验报告：列出实验数据表，画出 a-F 图像，并分析误差来源。",
    2,
    { latePolicy: "accept", attachmentIds: [template.id] },
  );
  const math = await set("函数单调性练习", "完成练习册第24页第1-8题，写出完整解题过程，拍照上传。", 7, {
    fileKinds: ["image", "document"],
  });

  // A course section as the target: a section of a course the teacher teaches (physics, which the
  // demo timetable has them teach in this class), taken by the student's class; the section page
  // lists it under 本节作业. The seed's courses take no 高一 class, so the link is made here.
  const sections = await s.courses.memberSections(teacher.userId);
  // Prefer the course of the class's own grade (高一…), which the demo timetable then links to.
  const grade = (await s.base.classNames([classId])).get(classId)?.slice(0, 2) ?? "";
  const section =
    sections.find((x) => x.courseName.includes(`${grade}物理`)) ??
    sections.find((x) => x.courseName.includes("物理")) ??
    sections[0];
  if (section) {
    if (!(await s.courses.courseIdsOfClass(classId)).includes(section.courseId)) {
      await db.insert(courseClasses).values({ courseId: section.courseId, classId });
    }
    const preview = await set(
      `「${section.title}」课前预习`,
      "观看本节视频资源，完成课前预习单：写下本节的三个关键概念和一个你想在课堂上提出的问题。",
      4,
      { classIds: [], sectionId: section.id, fileKinds: ["document", "image"] },
    );
    await handIn(student, preview.id, "关键概念与问题见附件。", true);
  }

  // The demo student: one scored and recommended (with consent), one waiting, one not handed in.
  const best = await handIn(
    student,
    essay.id,
    "月色下的荷塘，是作者内心的一方净土。文章以“淡淡的喜悦”和“淡淡的哀愁”交织……",
    true,
    true,
  );
  await s.submissions.review(
    { id: best, action: "score", score: 96, comment: "感悟真切，景物分析细致，语言优美。" },
    teacher,
  );
  await s.submissions.recommend(best, true, teacher);
  await handIn(student, lab.id, "实验数据与 a-F 图像见附件，误差主要来自摩擦力未完全平衡。", true);

  // Classmates: scored, returned, waiting, and a late report.
  const [a, b, c, d] = others;
  if (a) {
    const id = await handIn(a, essay.id, "朱自清笔下的荷塘，既是景，也是情……", true, true);
    await s.submissions.review(
      { id, action: "score", score: 92, comment: "结构清晰，通感手法分析到位，可再联系写作背景。" },
      teacher,
    );
    await s.submissions.recommend(id, true, teacher);
  }
  if (b) {
    const id = await handIn(b, essay.id, "读完《荷塘月色》，我觉得很美。", false);
    await s.submissions.review(
      { id, action: "return", comment: "字数不足600字，请补充对景物描写的分析后重新提交。" },
      teacher,
    );
  }
  if (c) await handIn(c, math.id, "第1-8题解答见图片。", false);
  // A scored exercise recommended with the student's consent: 优秀作业 lists more than essays.
  const e = others[4];
  if (e) {
    const id = await handIn(
      e,
      math.id,
      "第1-8题：按定义取 x1<x2，作差变形判断符号，写出单调区间；第7题对参数 a 分 a>0、a<0 讨论。",
      true,
      true,
    );
    await s.submissions.review(
      { id, action: "score", score: 98, comment: "步骤完整规范，分类讨论清楚，可作为范例。" },
      teacher,
    );
    await s.submissions.recommend(id, true, teacher);
  }
  if (d) {
    await db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(assignments.id, lab.id));
    await handIn(d, lab.id, "实验报告补交，数据表与图像见附件。", true);
    await db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(assignments.id, lab.id));
  }
}
