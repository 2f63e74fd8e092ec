import { boolean, index, integer, pgTable, serial, smallint, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

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
    createdAt: createdAt(),
  },
  (t) => [index("teacher_honours_user_idx").on(t.userId, t.year)],
);

/**
 * A teacher's opening and ending clips (片头片尾): media processing joins them to the teacher's
 * recordings when `enabled` (the live module asks through introOutroFor).
 */
export const teacherIntroOutro = pgTable("teacher_intro_outro", {
  userId: integer("user_id").primaryKey(),
  introFileId: integer("intro_file_id"),
  outroFileId: integer("outro_file_id"),
  enabled: boolean("enabled").notNull().default(true),
  updatedAt: updatedAt(),
});
