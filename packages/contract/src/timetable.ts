import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- timetable (课程表) and its administration (课表管理) ---------- */

export const WEEKDAY_NAMES = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] as const;
export const TIMETABLE_PERIODS_MAX = 12;
export const TIMETABLE_WEEKS_MAX = 30;
export const TIMETABLE_IMPORT_ROWS_MAX = 5000;
/** The template's header, in order; the import finds the columns by these names. */
export const TIMETABLE_COLUMNS = [
  "星期",
  "节次",
  "开始时间",
  "结束时间",
  "课程",
  "班级",
  "教师账号",
  "地点",
  "起始周",
  "结束周",
] as const;

export const timetableWeekSchema = z.object({
  /** Week of the current semester, 1-based; default: this week. */
  week: z.coerce
    .number({ error: "周次须为整数" })
    .int("周次须为整数")
    .min(1, "周次最小为1")
    .max(TIMETABLE_WEEKS_MAX, `周次不能超过${TIMETABLE_WEEKS_MAX}`)
    .optional(),
});
export type TimetableWeekInput = z.infer<typeof timetableWeekSchema>;

/**
 * A lesson's clock time as the form writes it: H:MM or HH:MM (a full-width colon too). The
 * import's row rule also reads Excel's day fractions; a corrected lesson is typed, so it does not.
 */
const LESSON_TIME_PATTERN = /^\d{1,2}[:：]\d{2}$/;
const lessonTime = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(5, `${label}格式应为HH:MM`)
    .regex(LESSON_TIME_PATTERN, `${label}格式应为HH:MM`);

/**
 * Correcting one lesson on 课表管理: time, place, teacher and weeks. The values are checked by
 * the same rules as an imported row (server), so the shapes here stay loose.
 */
export const curriculumSaveSchema = z.object({
  id: idSchema,
  weekday: z.number({ error: "请选择星期" }).int("请选择星期"),
  period: z.number({ error: "请输入节次" }).int("节次应为整数"),
  startTime: lessonTime("开始时间"),
  endTime: lessonTime("结束时间"),
  teacherAccount: z.string({ error: "请输入教师账号" }).trim().min(1, "请输入教师账号").max(50, "教师账号过长"),
  place: z.string().trim().max(50, "地点不能超过50个字符").default(""),
  weekStart: z.number({ error: "请输入起始周" }).int("起始周应为整数"),
  weekEnd: z.number({ error: "请输入结束周" }).int("结束周应为整数"),
});
export type CurriculumSaveInput = z.input<typeof curriculumSaveSchema>;

export const curriculumListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200, 50),
  keyword: keywordSchema,
  classId: idSchema.optional(),
  teacherId: idSchema.optional(),
});
export type CurriculumListInput = z.infer<typeof curriculumListSchema>;

export interface TimetableEntry {
  id: number;
  weekday: number;
  period: number;
  startTime: string;
  endTime: string;
  courseName: string;
  /** The course page the lesson links to, when a course of that name exists. */
  courseId: number | null;
  classId: number;
  className: string;
  teacherId: number;
  teacherName: string;
  /** The teacher's login account (what the import and the edit form name teachers by). */
  teacherAccount: string;
  place: string;
  weekStart: number;
  weekEnd: number;
}

/** A live scheduled in the week shown, placed in the grid by its time. */
export interface TimetableLive {
  id: number;
  name: string;
  weekday: number;
  startAt: string;
  endAt: string;
  teacherName: string;
}

export interface TimetableWeek {
  term: { id: number; name: string; startDate: string; endDate: string } | null;
  week: number;
  weeks: number;
  /** Monday of the week shown, YYYY-MM-DD. */
  monday: string;
  /** teacher: the caller's lessons; student: the class's lessons. */
  viewer: "teacher" | "student" | "none";
  className: string;
  entries: TimetableEntry[];
  lives: TimetableLive[];
}

export type CurriculumList = ListResult<TimetableEntry> & {
  term: { id: number; name: string } | null;
};

export interface TimetableImportResult {
  imported: number;
  /** Classes whose timetable of the semester was replaced. */
  classes: number;
}
