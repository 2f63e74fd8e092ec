import { bigint, bigserial, date, index, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";

/**
 * One row per counted visit, append-only (no index but the key and the day): cheap to write.
 * The roll-up job folds whole days into visit_daily, which the dashboards read.
 */
export const visitEvents = pgTable(
  "visit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    targetId: integer("target_id").notNull(),
    terminal: varchar("terminal", { length: 8 }).notNull(),
    viewer: varchar("viewer", { length: 64 }).notNull(),
  },
  (t) => [index("visit_events_day_idx").on(t.day)],
);

/** Visits per day, kind, target and terminal: what every visit figure is summed from. */
export const visitDaily = pgTable(
  "visit_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    targetId: integer("target_id").notNull(),
    terminal: varchar("terminal", { length: 8 }).notNull(),
    visits: integer("visits").notNull(),
    /** Distinct viewers of that day. */
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.targetId, t.terminal] })],
);

/**
 * Visits per calendar month, kind, target and terminal (visitors: the sum of the daily distinct
 * visitors, as every range sums them): long-range rankings read whole months here instead of
 * every day of visit_daily. Kept by the roll-up job with visit_daily.
 */
export const visitMonthly = pgTable(
  "visit_monthly",
  {
    /** The month's first day. */
    month: date("month", { mode: "string" }).notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    targetId: integer("target_id").notNull(),
    terminal: varchar("terminal", { length: 8 }).notNull(),
    visits: integer("visits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.month, t.targetId, t.terminal] })],
);

/** Visits per day, kind and terminal over all targets: the trend lines without a target filter. */
export const visitDayTotals = pgTable(
  "visit_day_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    terminal: varchar("terminal", { length: 8 }).notNull(),
    visits: integer("visits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day, t.terminal] })],
);

/** How far the roll-up has read visit_events (the last event id folded). */
export const visitRollup = pgTable("visit_rollup", {
  id: integer("id").primaryKey(),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull().default(0),
});
