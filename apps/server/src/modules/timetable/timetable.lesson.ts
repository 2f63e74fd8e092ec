import { type TIMETABLE_COLUMNS, TIMETABLE_PERIODS_MAX, TIMETABLE_WEEKS_MAX, WEEKDAY_NAMES } from "@otp/contract";

/**
 * The checks of one timetable lesson, shared by the xlsx import (a row's cells) and the
 * in-page edit of one lesson, so both refuse the same things with the same words.
 */

export type LessonColumn = (typeof TIMETABLE_COLUMNS)[number];

const WEEKDAYS = new Map<string, number>(
  WEEKDAY_NAMES.flatMap((n, i) => [
    [n, i + 1],
    [`星期${n.slice(1)}`, i + 1],
    [String(i + 1), i + 1],
  ]),
);
WEEKDAYS.set("星期天", 7).set("周天", 7);

/** HH:MM from "8:00", "08:00" or a day fraction ("0.3333"); null when not a time. */
export function timeOf(text: string): string | null {
  const frac = Number(text);
  if (text && !Number.isNaN(frac) && frac > 0 && frac < 1) {
    const minutes = Math.round(frac * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  }
  const m = /^(\d{1,2})[:：](\d{2})$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? `${String(h).padStart(2, "0")}:${m[2]}` : null;
}

function intIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export interface CheckedLesson {
  weekday: number;
  period: number;
  startTime: string;
  endTime: string;
  courseName: string;
  classId: number;
  teacherId: number;
  place: string;
  weekStart: number;
  weekEnd: number;
}

export type LessonCheck =
  | { ok: true; lesson: CheckedLesson }
  | { ok: false; problems: { column: LessonColumn; text: string }[] };

/** Checks one lesson given as the template's cells (text); classes by name, teachers by account. */
export function checkLesson(
  v: (c: LessonColumn) => string,
  lookups: { classes: Map<string, number>; teachers: Map<string, number> },
): LessonCheck {
  const problems: { column: LessonColumn; text: string }[] = [];
  const bad = (column: LessonColumn, text: string) => problems.push({ column, text });
  const weekday = WEEKDAYS.get(v("星期"));
  if (!weekday) bad("星期", `星期“${v("星期")}”无效，应为周一至周日或1–7`);
  const period = intIn(v("节次"), 1, TIMETABLE_PERIODS_MAX);
  if (!period) bad("节次", `节次应为1–${TIMETABLE_PERIODS_MAX}的整数`);
  const startTime = timeOf(v("开始时间"));
  const endTime = timeOf(v("结束时间"));
  if (!startTime) bad("开始时间", "开始时间格式应为HH:MM");
  if (!endTime) bad("结束时间", "结束时间格式应为HH:MM");
  if (startTime && endTime && endTime <= startTime) bad("结束时间", "结束时间应晚于开始时间");
  const courseName = v("课程");
  if (!courseName) bad("课程", "课程为空");
  else if (courseName.length > 100) bad("课程", "课程不能超过100个字符");
  const classId = lookups.classes.get(v("班级"));
  if (!v("班级")) bad("班级", "班级为空");
  else if (!classId) bad("班级", `班级“${v("班级")}”不存在`);
  const teacherId = lookups.teachers.get(v("教师账号").toLowerCase());
  if (!v("教师账号")) bad("教师账号", "教师账号为空");
  else if (!teacherId) bad("教师账号", `教师账号“${v("教师账号")}”不存在或不是教师`);
  const place = v("地点");
  if (place.length > 50) bad("地点", "地点不能超过50个字符");
  const weekStart = v("起始周") ? intIn(v("起始周"), 1, TIMETABLE_WEEKS_MAX) : 1;
  const weekEnd = v("结束周") ? intIn(v("结束周"), 1, TIMETABLE_WEEKS_MAX) : TIMETABLE_WEEKS_MAX;
  if (!weekStart || !weekEnd) bad("起始周", `起始周、结束周应为1–${TIMETABLE_WEEKS_MAX}的整数`);
  else if (weekEnd < weekStart) bad("结束周", "结束周不能早于起始周");
  if (problems.length || !weekday || !period || !startTime || !endTime || !classId || !teacherId) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    lesson: {
      weekday,
      period,
      startTime,
      endTime,
      courseName,
      classId,
      teacherId,
      place,
      weekStart: weekStart as number,
      weekEnd: weekEnd as number,
    },
  };
}
