import { index, integer, pgTable, serial, smallint, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/** One weekly lesson of a semester's timetable (课程表), imported from xlsx by administrators. */
export const timetableEntries = pgTable(
  "timetable_entries",
  {
    id: serial("id").primaryKey(),
    termId: integer("term_id").notNull(),
    /** 1 (Monday) .. 7 (Sunday). */
    weekday: smallint("weekday").notNull(),
    period: smallint("period").notNull(),
    /** HH:MM */
    startTime: varchar("start_time", { length: 5 }).notNull(),
    endTime: varchar("end_time", { length: 5 }).notNull(),
    courseName: varchar("course_name", { length: 100 }).notNull(),
    courseId: integer("course_id"),
    classId: integer("class_id").notNull(),
    teacherId: integer("teacher_id").notNull(),
    place: varchar("place", { length: 50 }).notNull().default(""),
    weekStart: smallint("week_start").notNull().default(1),
    weekEnd: smallint("week_end").notNull().default(20),
    createdAt: createdAt(),
  },
  (t) => [
    index("timetable_entries_class_idx").on(t.termId, t.classId),
    index("timetable_entries_teacher_idx").on(t.termId, t.teacherId),
  ],
);
