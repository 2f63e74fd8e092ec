import { index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.js";

/** Background work (transcode, conversion, ...) claimed by one worker at a time, retried on failure. */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    type: varchar("type", { length: 32 }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** queued, running, done, failed */
    status: varchar("status", { length: 16 }).notNull().default("queued"),
    attempts: smallint("attempts").notNull().default(0),
    maxAttempts: smallint("max_attempts").notNull().default(3),
    lockedBy: varchar("locked_by", { length: 64 }),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    error: varchar("error", { length: 1000 }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ownerId: integer("owner_id"),
    /** When a worker last took the job: the queue serves the owner served longest ago first. */
    startedAt: timestamp("started_at", { withTimezone: true }),
  },
  (t) => [index("jobs_queue_idx").on(t.status, t.runAt), index("jobs_owner_idx").on(t.ownerId, t.startedAt)],
);
