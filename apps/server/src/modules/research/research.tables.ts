import type { EvaluationForm, Marks } from "@otp/contract";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

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
  createdAt: createdAt(),
});

/** 教研学科: the subjects seminars and lectures are grouped by. */
export const researchSubjects = pgTable("research_subjects", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull(),
  code: varchar("code", { length: 30 }),
  sort: integer("sort").notNull().default(0),
  createdAt: createdAt(),
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
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index("research_places_org_idx").on(t.orgId), uniqueIndex("research_places_terminal_idx").on(t.terminalId)],
);

/** 教研活动: a demonstration lesson (teaching) or an interactive network seminar (seminar). */
export const researchSeminars = pgTable(
  "research_seminars",
  {
    id: serial("id").primaryKey(),
    /** teaching | seminar */
    kind: varchar("kind", { length: 10 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    brief: text("brief"),
    orgId: integer("org_id")
      .notNull()
      .references(() => researchOrgs.id),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => researchSubjects.id),
    hostId: integer("host_id").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    open: boolean("open").notNull().default(true),
    summary: text("summary"),
    /** 评价标准: a supervision template (evaluation form) chosen in the editor. */
    templateId: integer("template_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("research_seminars_list_idx").on(t.kind, t.startAt)],
);

/** Who takes part in a seminar, with their role and the participating organization they come for. */
export const researchSeminarMembers = pgTable(
  "research_seminar_members",
  {
    seminarId: integer("seminar_id")
      .notNull()
      .references(() => researchSeminars.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    /** host | speaker | participant | observer */
    role: varchar("role", { length: 12 }).notNull(),
    orgId: integer("org_id").references(() => researchOrgs.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seminarId, t.userId] }), index("research_seminar_members_user_idx").on(t.userId)],
);

/** A seminar's announcements (通知), posted by its host. */
export const researchSeminarNotices = pgTable(
  "research_seminar_notices",
  {
    id: serial("id").primaryKey(),
    seminarId: integer("seminar_id")
      .notNull()
      .references(() => researchSeminars.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    content: text("content").notNull(),
    authorId: integer("author_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("research_seminar_notices_idx").on(t.seminarId)],
);

/** 研讨资料: resources of the library attached to a seminar (lesson plans, courseware, videos). */
export const researchSeminarResources = pgTable(
  "research_seminar_resources",
  {
    seminarId: integer("seminar_id")
      .notNull()
      .references(() => researchSeminars.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id").notNull(),
    addedBy: integer("added_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.seminarId, t.resourceId] })],
);

/** 说课: a teacher's lecture, live (a live of the live module) or recorded (a video resource). */
export const researchLectures = pgTable(
  "research_lectures",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 100 }).notNull(),
    teacherId: integer("teacher_id").notNull(),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => researchSubjects.id),
    /** A term (semester) of the base data. */
    termId: integer("term_id").notNull(),
    /** live | recorded */
    kind: varchar("kind", { length: 10 }).notNull(),
    liveId: integer("live_id"),
    resourceId: integer("resource_id"),
    /** The supervision template peers and judges evaluate with. */
    templateId: integer("template_id").notNull(),
    intro: text("intro"),
    createdAt: createdAt(),
  },
  (t) => [
    index("research_lectures_list_idx").on(t.subjectId, t.termId),
    index("research_lectures_teacher_idx").on(t.teacherId),
  ],
);

/** One peer's or judge's evaluation of a lecture: the form as it was, the marks, the total ×10. */
export const researchLectureEvaluations = pgTable(
  "research_lecture_evaluations",
  {
    id: serial("id").primaryKey(),
    lectureId: integer("lecture_id")
      .notNull()
      .references(() => researchLectures.id, { onDelete: "cascade" }),
    evaluatorId: integer("evaluator_id").notNull(),
    form: jsonb("form").$type<EvaluationForm>().notNull(),
    marks: jsonb("marks").$type<Marks>().notNull(),
    score10: integer("score10").notNull(),
    level: varchar("level", { length: 10 }).notNull(),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("research_lecture_evaluations_once").on(t.lectureId, t.evaluatorId)],
);

/** 研讨会议: a scheduled session of a seminar, held as one live with a stream per venue. */
export const researchMeetings = pgTable(
  "research_meetings",
  {
    id: serial("id").primaryKey(),
    seminarId: integer("seminar_id")
      .notNull()
      .references(() => researchSeminars.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    /** The live of the live module holding the venues' streams. */
    liveId: integer("live_id").notNull(),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("research_meetings_seminar_idx").on(t.seminarId, t.startAt)],
);

/** A meeting's venues: the main venue and branch venues, each a place whose terminal feeds one stream. */
export const researchMeetingVenues = pgTable(
  "research_meeting_venues",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => researchMeetings.id, { onDelete: "cascade" }),
    placeId: integer("place_id")
      .notNull()
      .references(() => researchPlaces.id),
    /** The live's stream kind (v1, v2…) this venue feeds. */
    streamKind: varchar("stream_kind", { length: 20 }).notNull(),
    main: boolean("main").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.placeId] }), index("research_meeting_venues_place_idx").on(t.placeId)],
);

/** A participant's score of a meeting's lesson with the seminar's standard (the form frozen as it was). */
export const researchMeetingEvaluations = pgTable(
  "research_meeting_evaluations",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => researchMeetings.id, { onDelete: "cascade" }),
    evaluatorId: integer("evaluator_id").notNull(),
    form: jsonb("form").$type<EvaluationForm>().notNull(),
    marks: jsonb("marks").$type<Marks>().notNull(),
    score10: integer("score10").notNull(),
    level: varchar("level", { length: 10 }).notNull(),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("research_meeting_evaluations_once").on(t.meetingId, t.evaluatorId)],
);

/** Attendance: a user opened the meeting page while it was live (first time kept). */
export const researchMeetingAttendance = pgTable(
  "research_meeting_attendance",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => researchMeetings.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);
