import { PUBLISH_STATUS } from "@otp/contract";
import { courseClasses, courseMembers, courseMenus, courseSections, courses } from "../modules/course/course.tables.js";
import type { Db } from "../platform/db/client.js";
import type { ContentRandom, Person, School } from "./content-school.js";
import { HUMANITIES_ARTS_COURSES } from "./courses-humanities-arts.js";
import { LANGUAGE_COURSES } from "./courses-languages.js";
import { SCIENCE_COURSES } from "./courses-sciences.js";
import type { DemoCourse } from "./demo-course.js";
import { CHAPTER_BANK } from "./subjects.js";

/** The demo courses: who teaches them, their rows, teachers, classes, chapters and sections. */

const COURSES: DemoCourse[] = [...LANGUAGE_COURSES, ...SCIENCE_COURSES, ...HUMANITIES_ARTS_COURSES];

const DAY = 86_400_000;
const CN_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

/** Where each subject is taught (department names of the demo school). */
const SUBJECT_DEPTS: Record<string, { junior: string[]; senior: string[] }> = {
  语文: { junior: ["初中语文教研组"], senior: ["高中语文教研组"] },
  数学: { junior: ["初中数学教研组"], senior: ["高中数学教研组"] },
  英语: { junior: ["初中英语教研组"], senior: ["高中英语教研组"] },
  物理: { junior: ["初中理科教研组"], senior: ["高中物理教研组"] },
  化学: { junior: ["初中理科教研组"], senior: ["高中化学教研组"] },
  生物: { junior: ["初中理科教研组"], senior: ["高中生物教研组"] },
  历史: { junior: ["高中文综教研组"], senior: ["高中文综教研组"] },
  地理: { junior: ["高中文综教研组"], senior: ["高中文综教研组"] },
  政治: { junior: ["高中文综教研组"], senior: ["高中文综教研组"] },
  信息技术: { junior: ["初中理科教研组"], senior: ["高中数学教研组"] },
  音乐: { junior: ["音乐美术教研组"], senior: ["音乐美术教研组"] },
  美术: { junior: ["音乐美术教研组"], senior: ["音乐美术教研组"] },
  体育: { junior: ["体育教研组"], senior: ["体育教研组"] },
};

export const courseStatus = (c: DemoCourse) => c.status ?? PUBLISH_STATUS.PUBLISHED;

export type PlannedCourse = ReturnType<typeof planCourses>[number];

/** Owners, co-teachers and assistants of every demo course, and when it was created. */
export function planCourses(school: School, r: ContentRandom) {
  const { teachers, demoTeacher, orgName, offerings, currentTerm } = school;
  /** Teachers of a subject at a level, rotating so courses spread over the department. */
  const poolOf = (subject: string, college: string) => {
    const depts = SUBJECT_DEPTS[subject] ?? { junior: [], senior: [] };
    const names = college === "初中部" ? depts.junior : depts.senior;
    const pool = teachers.filter((t) => t.orgId !== null && names.includes(orgName.get(t.orgId) ?? ""));
    return pool.length ? pool : teachers;
  };
  const turn = new Map<string, number>();
  const nextOf = (key: string, pool: Person[]) => {
    const n = turn.get(key) ?? 0;
    turn.set(key, n + 1);
    return pool[n % pool.length] as Person;
  };
  return COURSES.map((c, i) => {
    const pool = poolOf(c.subject, c.college);
    const owner = c.demoTeacher ? demoTeacher : nextOf(`${c.subject}${c.college}`, pool);
    const others = pool.filter((t) => t.id !== owner.id);
    const coTeacher = others.length && i % 2 === 0 ? (others[i % others.length] ?? null) : null;
    const assistants = teachers.filter((t) => t.id !== owner.id && t.id !== coTeacher?.id);
    const assistantList = [
      assistants[(i * 7) % assistants.length],
      ...(i % 3 === 0 ? [assistants[(i * 11 + 5) % assistants.length]] : []),
    ]
      .filter((a): a is Person => !!a)
      .filter((a, k, xs) => xs.findIndex((x) => x.id === a.id) === k);
    // The demo teacher also assists a few physics courses, so the personal centre shows both roles.
    if (!c.demoTeacher && c.subject === "物理" && i % 2 === 0) assistantList.push(demoTeacher);
    const origin = c.academic ? offerings.find((o) => o.teacherId === owner.id && o.termId === currentTerm) : undefined;
    const created = r.daysAgo(40 + (((COURSES.length - i) * 7) % 260));
    return { c, owner, coTeacher, assistantList, origin, created };
  });
}

const columnsOf = (c: DemoCourse) => [
  {
    title: "课程目标",
    content: `通过本课程的学习，学生能够系统掌握${c.chapters.join("、")}等内容，提升${c.subject}学科核心素养，学会自主学习与合作探究。`,
  },
  {
    title: "考核方式",
    content: "过程性评价占40%（课堂表现、作业、实验报告），单元测验占30%，期末综合评价占30%。",
  },
  { title: "学习建议", content: "课前观看微课完成预习，课上积极参与讨论，课后利用学案和练习巩固所学。" },
];

/** A section of a demo course and the chapter-bank topic it teaches. */
export interface SectionTopic {
  sectionId: number;
  subject: string;
  chapter: string;
  topic: string;
  courseId: number;
}

/** Writes the course rows with their teachers, classes, chapters and sections (a few bulk inserts). */
export async function insertCourses(
  db: Db,
  school: School,
  planned: PlannedCourse[],
  coverOf: Map<string, number>,
  r: ContentRandom,
): Promise<{ courseIds: number[]; chapters: number; sections: SectionTopic[] }> {
  const { orgId, element, classRows, currentTerm, previousTerm } = school;
  const courseRows = await db
    .insert(courses)
    .values(
      planned.map(({ c, owner, origin, created }, i) => {
        const st = courseStatus(c);
        const published = st === PUBLISH_STATUS.PUBLISHED;
        return {
          name: c.name,
          kind: origin ? "academic" : "open",
          originCourseId: origin?.id ?? null,
          termId: i % 5 === 4 ? previousTerm : currentTerm,
          orgId: orgId.get(c.college) ?? null,
          subjectId: element("SUBJECT", c.subject),
          courseTypeId: element("COURSE_TYPE", c.type),
          categoryId: element("COURSE_CATEGORY", c.category),
          coverFileId: coverOf.get(c.name) ?? coverOf.get(c.subject) ?? null,
          brief: c.brief,
          columns: columnsOf(c),
          textbook: c.textbook ? { ...c.textbook, coverFileId: null } : null,
          visibility: c.visibility ?? "public",
          status: st,
          rejectReason: c.rejectReason ?? null,
          ownerId: owner.id,
          visitCount: published ? 120 + Math.floor(r.rand() * 2800) : 0,
          createdAt: created,
          updatedAt: new Date(created.getTime() + 3 * DAY),
          publishedAt: published ? new Date(created.getTime() + 3 * DAY) : null,
        };
      }),
    )
    .returning({ id: courses.id });
  const courseIds = courseRows.map((row) => row.id);

  await db.insert(courseMembers).values(
    planned.flatMap(({ owner, coTeacher, assistantList }, i) => {
      const courseId = courseIds[i] as number;
      return [
        { courseId, userId: owner.id, role: "teacher", sort: 0 },
        ...(coTeacher ? [{ courseId, userId: coTeacher.id, role: "teacher", sort: 1 }] : []),
        ...assistantList.map((a, k) => ({ courseId, userId: a.id, role: "assistant", sort: 10 + k })),
      ];
    }),
  );
  const classLinks = planned.flatMap(({ c }, i) =>
    c.visibility === "classes"
      ? classRows
          .filter((k) => k.grade === c.classGrade)
          .map((k) => ({ courseId: courseIds[i] as number, classId: k.id }))
      : [],
  );
  if (classLinks.length) await db.insert(courseClasses).values(classLinks);

  // Chapters first (their ids are the sections' parents), then all sections in one insert.
  const chapterValues = planned.flatMap(({ c }, i) =>
    c.chapters.map((title, k) => ({
      courseId: courseIds[i] as number,
      parentId: null,
      title: `第${CN_NUM[k]}章 ${title}`,
      sort: k,
    })),
  );
  const chapterRows = await db.insert(courseSections).values(chapterValues).returning({ id: courseSections.id });
  const sectionValues: (typeof courseSections.$inferInsert)[] = [];
  const topics: Omit<SectionTopic, "sectionId">[] = [];
  let chapterIndex = 0;
  for (const [i, { c }] of planned.entries()) {
    for (const [k, chapter] of c.chapters.entries()) {
      const bank = CHAPTER_BANK[c.subject]?.[chapter];
      if (!bank) throw new Error(`demo course ${c.name}: no chapter ${chapter} in ${c.subject}`);
      const parentId = chapterRows[chapterIndex++]?.id as number;
      for (const [m, topic] of bank.entries()) {
        sectionValues.push({
          courseId: courseIds[i] as number,
          parentId,
          title: `${k + 1}.${m + 1} ${topic}`,
          sort: m,
        });
        topics.push({ subject: c.subject, chapter, topic, courseId: courseIds[i] as number });
      }
    }
  }
  const sectionRows = await db.insert(courseSections).values(sectionValues).returning({ id: courseSections.id });
  const sections = topics.map((t, k) => ({ ...t, sectionId: sectionRows[k]?.id as number }));
  return { courseIds, chapters: chapterRows.length, sections };
}

/** Course menus /menu1.. bound to a category, course type or college. */
export async function insertCourseMenus(db: Db, school: School): Promise<void> {
  const { element, orgId } = school;
  const menuBindings: { title: string; binding: string; targetId: number | null }[] = [
    { title: "学科教学", binding: "category", targetId: element("COURSE_CATEGORY", "学科教学") },
    { title: "科技创新", binding: "category", targetId: element("COURSE_CATEGORY", "科技创新") },
    { title: "精品课程", binding: "courseType", targetId: element("COURSE_TYPE", "精品课程") },
    { title: "初中部课程", binding: "college", targetId: orgId.get("初中部") ?? null },
    { title: "高中部课程", binding: "college", targetId: orgId.get("高中部") ?? null },
    { title: "艺体课程", binding: "college", targetId: orgId.get("艺体中心") ?? null },
  ];
  await db
    .insert(courseMenus)
    .values(
      menuBindings.flatMap((m, i) =>
        m.targetId ? [{ menu: i + 1, title: m.title, binding: m.binding, targetId: m.targetId }] : [],
      ),
    );
}
