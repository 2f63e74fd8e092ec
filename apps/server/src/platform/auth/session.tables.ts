import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns.js";

/** Server-side sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    userId: integer("user_id").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull().default(""),
    userAgent: varchar("user_agent", { length: 300 }).notNull().default(""),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    // Online users (seen since the idle cutoff, latest first) and the periodic purge.
    index("sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);
