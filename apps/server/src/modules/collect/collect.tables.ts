import { index, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/** A user's collected courses and resources (personal centre → 我的收藏). */
export const collects = pgTable(
  "collects",
  {
    userId: integer("user_id").notNull(),
    targetType: varchar("target_type", { length: 16 }).notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index("collects_user_idx").on(t.userId, t.createdAt),
  ],
);
