import { integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../platform/db/columns.js";

/** The upload state of each resource pushed to the external audit platform (none: not uploaded). */
export const chaoxingUploads = pgTable("chaoxing_uploads", {
  resourceId: integer("resource_id").primaryKey(),
  status: smallint("status").notNull(),
  /** The external platform's answer, or the reason of the last failure. */
  answer: text("answer").notNull().default(""),
  attempts: integer("attempts").notNull().default(0),
  pushedBy: integer("pushed_by"),
  updatedAt: updatedAt(),
});
