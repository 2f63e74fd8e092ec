import type { TimetableEntry } from "@otp/contract";
import { DAY_MS, schoolMidnight } from "../../platform/time/school-day.js";
import type { EntryRow } from "./timetable.queries.js";

/** Pure output shaping of the timetable module. */
export function toEntry(
  row: EntryRow,
  classNames: Map<number, string>,
  teachers: Map<number, { realName: string; account?: string }>,
): TimetableEntry {
  return {
    id: row.id,
    weekday: row.weekday,
    period: row.period,
    startTime: row.startTime,
    endTime: row.endTime,
    courseName: row.courseName,
    courseId: row.courseId,
    classId: row.classId,
    className: classNames.get(row.classId) ?? "",
    teacherId: row.teacherId,
    teacherName: teachers.get(row.teacherId)?.realName ?? "",
    teacherAccount: teachers.get(row.teacherId)?.account ?? "",
    place: row.place,
    weekStart: row.weekStart,
    weekEnd: row.weekEnd,
  };
}

/** A school time instant as its calendar date (YYYY-MM-DD); `schoolMidnight` is the way there. */
export const schoolDate = (t: Date) => new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The semester's weeks: week 1 is the week (Monday to Sunday) holding its first day. */
export function semesterWeeks(term: { startDate: string; endDate: string }, now: Date) {
  const start = schoolMidnight(term.startDate);
  const firstMonday = new Date(start.getTime() - (schoolWeekday(start) - 1) * DAY_MS);
  const end = schoolMidnight(term.endDate);
  const weeks = Math.max(1, Math.floor((end.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1);
  const current = Math.floor((now.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  const mondayOf = (week: number) => new Date(firstMonday.getTime() + (week - 1) * 7 * DAY_MS);
  return { weeks, current: Math.min(Math.max(current, 1), weeks), mondayOf };
}

/** 1 (Monday) .. 7 (Sunday) of an instant, in school time. */
export const schoolWeekday = (t: Date) => {
  const d = new Date(t.getTime() + 8 * 3_600_000).getUTCDay();
  return d === 0 ? 7 : d;
};
