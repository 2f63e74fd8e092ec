import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/** Messages from the platform to one user (personal centre → 我的消息). */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    category: varchar("category", { length: 32 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    content: text("content").notNull().default(""),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notices_user_idx").on(t.userId, t.createdAt)],
);

/** The kinds of notices a user switched off (消息设置): a row per user and category; none means on. */
export const noticeMutes = pgTable(
  "notice_mutes",
  {
    userId: integer("user_id").notNull(),
    category: varchar("category", { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
