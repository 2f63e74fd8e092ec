import { index, integer, pgTable, serial, smallint, timestamp, varchar } from "drizzle-orm/pg-core";

/** A teacher's honours (荣誉称号), shown on their famous-teacher page; kept by the teacher. */
export const teacherHonours = pgTable(
  "teacher_honours",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    /** HONOUR_LEVELS: 国家级 … 校级. */
    level: varchar("level", { length: 8 }).notNull(),
    year: smallint("year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("teacher_honours_user_idx").on(t.userId, t.year)],
);
