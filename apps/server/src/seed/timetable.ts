import type { Services } from "../app.js";
import { timetableEntries } from "../modules/timetable/timetable.tables.js";
import type { Db } from "../platform/db/client.js";

const BELLS = [
  ["08:00", "08:45"],
  ["08:55", "09:40"],
  ["10:00", "10:45"],
  ["10:55", "11:40"],
  ["14:00", "14:45"],
  ["14:55", "15:40"],
] as const;

/** Subject of each period, Monday to Friday; "物理" is the demo teacher's. */
const WEEK = [
  ["语文", "数学", "物理", "英语", "化学", "体育"],
  ["数学", "英语", "语文", "物理", "生物", "信息技术"],
  ["英语", "物理", "数学", "语文", "历史", "美术"],
  ["语文", "数学", "英语", "化学", "物理", "地理"],
  ["数学", "语文", "物理", "英语", "政治", "音乐"],
];
const TEACHER_OF: Record<string, string> = {
  语文: "t005",
  数学: "t001",
  英语: "t012",
  物理: "teacher",
  化学: "t009",
  生物: "t010",
  信息技术: "t011",
  历史: "t006",
  地理: "t007",
  政治: "t008",
  体育: "t013",
  美术: "t014",
  音乐: "t015",
};

/**
 * Demo 课程表 of the current semester: the demo student's class's whole week, and the demo
 * teacher's physics lessons in the parallel class too. A lesson links to the class's course of
 * the same subject when the class has one.
 */
export async function seedTimetable(db: Db, s: Services): Promise<void> {
  const term = (await s.base.kvTerms()).find((t) => t.isCurrent);
  const student = await s.users.findByAccount("student");
  if (!term || !student?.classId) return;
  const classes = await s.base.kvClasses();
  const own = classes.find((c) => c.id === student.classId);
  const parallel = classes.find((c) => c.id !== own?.id && own && c.name.slice(0, 2) === own.name.slice(0, 2));
  const teacherIds = new Map<string, number>();
  for (const account of new Set(Object.values(TEACHER_OF))) {
    const u = await s.users.findByAccount(account);
    if (u) teacherIds.set(account, u.id);
  }
  const rows: (typeof timetableEntries.$inferInsert)[] = [];
  for (const cls of [own, parallel]) {
    if (!cls) continue;
    const courseIds = await s.courses.courseIdsOfClass(cls.id);
    const courses = [...(await s.courses.names(courseIds)).entries()];
    for (const [d, subjects] of WEEK.entries()) {
      for (const [p, subject] of subjects.entries()) {
        // The parallel class only gets the demo teacher's lessons, on other periods.
        if (cls !== own && subject !== "物理") continue;
        const teacherId = teacherIds.get(TEACHER_OF[subject] ?? "");
        if (!teacherId) continue;
        const period = cls === own ? p + 1 : ((p + 3) % 6) + 1;
        const course = courses.find(([, name]) => name.includes(subject));
        const [startTime, endTime] = BELLS[period - 1] ?? BELLS[0];
        rows.push({
          termId: term.id,
          weekday: d + 1,
          period,
          startTime,
          endTime,
          courseName: course?.[1] ?? `${cls.name.slice(0, 2)}${subject}`,
          courseId: course?.[0] ?? null,
          classId: cls.id,
          teacherId,
          place: subject === "体育" ? "操场" : subject === "信息技术" ? "机房一" : `教学楼${200 + cls.id}室`,
          weekStart: 1,
          weekEnd: 20,
        });
      }
    }
  }
  if (rows.length) await db.insert(timetableEntries).values(rows);
}
