import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { updatedAt } from "../../platform/db/columns.js";

/**
 * Where each user stopped in each resource (resume, 继续学习): one row per user and resource,
 * overwritten by every save, so the table grows with what people watch, not with how long.
 */
export const learningProgress = pgTable(
  "learning_progress",
  {
    userId: integer("user_id").notNull(),
    resourceId: integer("resource_id").notNull(),
    /** The file last played (a resource may hold several). */
    fileId: integer("file_id").notNull(),
    second: integer("second").notNull(),
    duration: integer("duration"),
    /** The course and section the resource was last opened from (null: its own page). */
    courseId: integer("course_id"),
    sectionId: integer("section_id"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    index("learning_progress_recent_idx").on(t.userId, t.updatedAt),
    index("learning_progress_course_idx").on(t.userId, t.courseId),
  ],
);
