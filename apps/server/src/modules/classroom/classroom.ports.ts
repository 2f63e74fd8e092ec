import type { AnalysisDetail } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Page, Paged } from "../../platform/db/paging.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import type { AudioEngine, VisionEngine } from "./classroom.engines.js";

/** A recording as the resource module describes it. */
export interface RecordingFacts {
  id: number;
  title: string;
  type: string;
  ownerId: number;
  orgId: number | null;
  termId: number | null;
  createdAt: Date;
  files: Array<{ fileId: number; label: string }>;
}

/** The live a recording came from. */
export interface RecordingLive {
  id: number;
  teacherId: number;
  /** When it started (or was to start). */
  at: Date;
  classIds: number[];
  courseId: number | null;
  sectionId: number | null;
}

/** What classroom analysis needs from other domains, connected in wiring/classroom.ts. */
export interface ClassroomPorts {
  files: {
    /** Stored files by id (unknown ids are left out). */
    many(ids: number[]): Promise<Array<{ id: number; storageKey: string; ext: string; kind: string }>>;
    /** The byte store: recordings are read through it, sampled frames are written to it. */
    storage: FileStorage;
  };
  names: {
    users(ids: number[]): Promise<Map<number, { realName: string }>>;
    courses(ids: number[]): Promise<Map<number, string>>;
    sections(ids: number[]): Promise<Array<{ id: number; title: string; courseId: number }>>;
    orgs(): Promise<Array<{ id: number; name: string; parentId: number | null }>>;
    terms(): Promise<Array<{ id: number; name: string; startDate: string; endDate: string; isCurrent: boolean }>>;
    classes(orgId?: number): Promise<Array<{ id: number; name: string; orgId: number | null }>>;
  };
  /** Lesson recordings (resource module). */
  recordings: {
    /** A recording's own facts and its files in order (label per camera); null when deleted. */
    one(resourceId: number): Promise<RecordingFacts | null>;
    /**
     * Video and multi-screen resources with a file, newest first: all (`ownerId` null), or those
     * `ownerId` owns plus `alsoIds`; name containing `keyword`.
     */
    page(
      f: { ownerId: number | null; alsoIds: number[]; keyword?: string },
      page: Page,
    ): Promise<Paged<{ resourceId: number; title: string; ownerId: number; duration: number | null; createdAt: Date }>>;
  };
  /** Courses (course module). */
  courses: {
    /** The course and section a resource is used in first (lowest course id, its first section). */
    placeOf(resourceId: number): Promise<{ courseId: number; sectionId: number } | null>;
    /** Organization and term of courses (missing ids are absent). */
    orgTerms(ids: number[]): Promise<Map<number, { orgId: number | null; termId: number | null }>>;
    /** The classes that take a course. */
    classIds(courseId: number): Promise<number[]>;
  };
  /** Users (user module). */
  people: {
    /** How many enabled students these classes have: the people a lesson of them expects. */
    studentsIn(classIds: number[]): Promise<number>;
    /** Enabled users whose roles grant this back-office screen (warnings are sent to them). */
    screenHolders(code: string): Promise<number[]>;
    /** The organization a user belongs to (a research leader's scope). */
    orgOf(userId: number): Promise<number | null>;
  };
  /** Supervision's evaluations (supervise module): shown beside the AI measures. */
  supervision: {
    /** Mean submitted score (0–100) and count per teacher, organization or course. */
    meanScores(
      by: "teacher" | "org" | "course",
      keys: number[],
      termId?: number,
    ): Promise<Map<number, { average: number; count: number }>>;
  };
  lives: {
    /** The live each of these resources is the recording of (the latest should two share one). */
    ofRecordings(resourceIds: number[]): Promise<Map<number, RecordingLive>>;
    /** The recordings of the lives this teacher held (they count as the teacher's lessons). */
    recordingsOf(teacherId: number): Promise<number[]>;
    /** Lives in progress with their stream kinds. */
    now(): Promise<Array<{ id: number; teacherId: number; streams: string[]; error: boolean }>>;
    /** One JPEG of a stream being published now. */
    snapshot(liveId: number, which?: string): Promise<Buffer>;
    /** Whether this viewer may watch the live (the patrol wall shows only those). */
    mayWatch(liveId: number, viewer: Principal): Promise<boolean>;
  };
  notifier: Notifier;
  /** The vision engine (worker threads), made on first use. */
  vision(): VisionEngine;
  audio(): AudioEngine;
  /** Ends the engines' workers if they were started (shutdown). */
  close(): Promise<void>;
  /** The lesson's report as a PDF. */
  renderPdf(detail: AnalysisDetail): Promise<Buffer>;
  log?: (msg: string, err?: unknown) => void;
}
