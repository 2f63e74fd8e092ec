import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * Teaching research (教研). The interaction back office: the schools taking part, the subjects
 * seminars are grouped by, the streaming terminals in their classrooms and the places (a
 * classroom with its terminal) a meeting's venues are chosen from.
 */

/** 参与机构: a school (or other body) taking part in joint teaching research. */
export const researchOrgs = pgTable("research_orgs", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 50 }).notNull(),
  code: varchar("code", { length: 30 }),
  contact: varchar("contact", { length: 30 }),
  phone: varchar("phone", { length: 20 }),
  address: varchar("address", { length: 100 }),
  sort: integer("sort").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** 教研学科: the subjects seminars and lectures are grouped by. */
export const researchSubjects = pgTable("research_subjects", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull(),
  code: varchar("code", { length: 30 }),
  sort: integer("sort").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A SIP or streaming terminal. The platform generates its RTMP push address (a stream name from
 * the id and a secret key); a SIP terminal's MCU is configured to push there.
 */
export const researchTerminals = pgTable(
  "research_terminals",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 50 }).notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => researchOrgs.id),
    /** sip | rtmp */
    kind: varchar("kind", { length: 8 }).notNull(),
    sipUri: varchar("sip_uri", { length: 120 }),
    streamKey: varchar("stream_key", { length: 40 }).notNull(),
    /** enabled | disabled */
    state: varchar("state", { length: 10 }).notNull().default("enabled"),
    remark: varchar("remark", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("research_terminals_org_idx").on(t.orgId)],
);

/** 场所: a classroom of an organization, with the terminal installed in it (one place per terminal). */
export const researchPlaces = pgTable(
  "research_places",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 50 }).notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => researchOrgs.id),
    terminalId: integer("terminal_id").references(() => researchTerminals.id, { onDelete: "set null" }),
    location: varchar("location", { length: 100 }),
    capacity: integer("capacity").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("research_places_org_idx").on(t.orgId), uniqueIndex("research_places_terminal_idx").on(t.terminalId)],
);
