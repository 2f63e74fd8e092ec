import { index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";

/** A user's collected courses and resources (personal centre → 我的收藏). */
export const collects = pgTable(
  "collects",
  {
    userId: integer("user_id").notNull(),
    targetType: varchar("target_type", { length: 16 }).notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index("collects_user_idx").on(t.userId, t.createdAt),
  ],
);
