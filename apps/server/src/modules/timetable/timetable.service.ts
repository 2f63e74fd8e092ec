import type { TimetableWeek, TimetableWeekInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { TimetableDeps } from "./timetable.ports.js";
import { schoolDate, schoolWeekday, semesterWeeks, toEntry } from "./timetable.present.js";
import * as q from "./timetable.queries.js";

const WEEK_MS = 7 * 86_400_000;

/**
 * 我的课表 (/user/timetable): the caller's week of the current semester. A student sees their
 * class's lessons and the lives open to the class; anyone else the lessons they teach and their
 * own lives.
 */
export class TimetableService {
  constructor(
    private readonly db: Db,
    private readonly deps: TimetableDeps,
  ) {}

  async week(input: TimetableWeekInput, user: Principal, now = new Date()): Promise<TimetableWeek> {
    const term = await this.deps.terms.current();
    const classId = user.userType === "student" ? await this.deps.users.classOf(user.userId) : null;
    const viewer = user.userType === "student" ? (classId ? "student" : "none") : "teacher";
    const [className] = classId ? [...(await this.deps.classes.names([classId])).values()] : [""];
    if (!term) {
      return {
        term: null,
        week: 1,
        weeks: 1,
        monday: schoolDate(now),
        viewer,
        className: className ?? "",
        entries: [],
        lives: [],
      };
    }
    const { weeks, current, mondayOf } = semesterWeeks(term, now);
    const week = Math.min(input.week ?? current, weeks);
    const monday = mondayOf(week);
    const who = viewer === "teacher" ? { teacherId: user.userId } : { classId: classId ?? 0 };
    const [rows, lives] =
      viewer === "none"
        ? [[], []]
        : await Promise.all([
            q.ofWeek(this.db, term.id, who, week),
            this.deps.lives.scheduledBetween(who, monday, new Date(monday.getTime() + WEEK_MS)),
          ]);
    const [classNames, people] = await Promise.all([
      this.deps.classes.names([...new Set(rows.map((r) => r.classId))]),
      this.deps.users.names([...rows.map((r) => r.teacherId), ...lives.map((l) => l.teacherId)]),
    ]);
    return {
      term: { id: term.id, name: term.name, startDate: term.startDate, endDate: term.endDate },
      week,
      weeks,
      monday: schoolDate(monday),
      viewer,
      className: className ?? "",
      entries: rows.map((r) => toEntry(r, classNames, people)),
      lives: lives.map((l) => ({
        id: l.id,
        name: l.name,
        weekday: schoolWeekday(l.startAt),
        startAt: l.startAt.toISOString(),
        endAt: l.endAt.toISOString(),
        teacherName: people.get(l.teacherId)?.realName ?? "",
      })),
    };
  }
}
