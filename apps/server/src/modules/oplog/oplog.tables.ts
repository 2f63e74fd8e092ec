import type { LogItem } from "@otp/contract";
import { bigserial, boolean, index, integer, jsonb, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/** Who did what, when and from where: management writes and login events. */
export const opLogs = pgTable(
  "op_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    category: varchar("category", { length: 16 }).$type<LogItem["category"]>().notNull(),
    userId: integer("user_id"),
    account: varchar("account", { length: 64 }).notNull().default(""),
    action: varchar("action", { length: 100 }).notNull(),
    target: varchar("target", { length: 200 }).notNull().default(""),
    detail: jsonb("detail"),
    success: boolean("success").notNull().default(true),
    ip: varchar("ip", { length: 64 }).notNull().default(""),
    userAgent: varchar("user_agent", { length: 300 }).notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("op_logs_created_idx").on(t.createdAt), index("op_logs_category_idx").on(t.category, t.createdAt)],
);
