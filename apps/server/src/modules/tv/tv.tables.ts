import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/** A channel of the campus TV station: a live class relayed, or a programme list played around the clock. */
export const tvChannels = pgTable("tv_channels", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull(),
  /** TV_CHANNEL_KINDS: "live" or "schedule". */
  kind: varchar("kind", { length: 10 }).notNull(),
  brief: varchar("brief", { length: 200 }).notNull().default(""),
  sort: smallint("sort").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
  /** Live channels: the live class relayed. */
  liveId: integer("live_id"),
  /**
   * Scheduled channels: the moment the programme list (re)started from its first item; the
   * playout loops from here, so every viewer computes the same point.
   */
  anchorAt: timestamp("anchor_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/** A scheduled channel's programme list, in play order; name and duration are kept at scheduling time. */
export const tvProgrammes = pgTable(
  "tv_programmes",
  {
    id: serial("id").primaryKey(),
    channelId: integer("channel_id")
      .notNull()
      .references(() => tvChannels.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    resourceId: integer("resource_id").notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    /** Seconds, at least 1. */
    duration: integer("duration").notNull(),
  },
  (t) => [index("tv_programmes_channel_idx").on(t.channelId, t.position)],
);

/** A column (栏目) of the station: resources grouped for on-demand viewing. */
export const tvSections = pgTable("tv_sections", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull(),
  sort: smallint("sort").notNull().default(0),
  createdAt: createdAt(),
});

export const tvSectionResources = pgTable(
  "tv_section_resources",
  {
    sectionId: integer("section_id")
      .notNull()
      .references(() => tvSections.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id").notNull(),
    position: smallint("position").notNull(),
    /** The resource's name when it was added (the keyword search reads it). */
    name: varchar("name", { length: 200 }).notNull(),
    duration: integer("duration").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.resourceId] })],
);
