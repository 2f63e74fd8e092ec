import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/** 教研组 / 备课组: a group of teachers with a leader; the unit of collective preparation and tasks. */
export const teachGroups = pgTable(
  "teach_groups",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 50 }).notNull(),
    /** subject (教研组) | grade (备课组) */
    kind: varchar("kind", { length: 16 }).notNull(),
    intro: varchar("intro", { length: 500 }).notNull().default(""),
    leaderId: integer("leader_id").notNull(),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("teach_groups_leader_idx").on(t.leaderId)],
);

/** Who belongs to a group; the leader is always a member too. */
export const teachGroupMembers = pgTable(
  "teach_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => teachGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("teach_group_members_user_idx").on(t.userId)],
);
