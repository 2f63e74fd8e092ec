import { timestamp } from "drizzle-orm/pg-core";

/**
 * The row-keeping columns most tables carry, written once: when a row was made and when it last
 * changed (set by the queries that change it), both with time zone and never null.
 */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
