import type { LiveRecording } from "@otp/contract";
import type { PasswordHasher } from "../../platform/auth/password.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Cache } from "../../platform/cache/index.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { TextFilter } from "../../platform/text/filter.js";

/** What the live module needs from other modules, wired in wiring/ as small callbacks. */

export interface LiveUserPort {
  names(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
  /** The viewer's teaching class (secret lives list classes). */
  classOf(userId: number): Promise<number | null>;
  /** The viewer's organization, the default of a new live. */
  orgOf(userId: number): Promise<number | null>;
}

export interface LiveBasePort {
  orgNames(ids: number[]): Promise<Map<number, string>>;
  orgExists(id: number): Promise<boolean>;
  classExists(id: number): Promise<boolean>;
}

/** The recording a live became is a resource (resource module). */
export interface LiveRecordingPort {
  /** Recordings the viewer may see, by resource id; others are left out. */
  details(resourceIds: number[], viewer: Principal | null): Promise<Map<number, LiveRecording>>;
  /**
   * Stores a finished recording as the teacher's resource (files saved and processed for
   * thumbnail and duration, submitted to the publishing audit), attached to the live's course
   * section when it has one; returns the resource id.
   */
  publish(recording: {
    ownerId: number;
    name: string;
    brief: string;
    files: { path: string; label: string }[];
    section: { courseId: number; sectionId: number } | null;
  }): Promise<number>;
  /** A recording's publishing status (PUBLISH_STATUS) as its owner sees it; null when gone. */
  status(resourceId: number, ownerId: number): Promise<number | null>;
}

/** The course module: a live may be bound to one of the teacher's course sections. */
export interface LiveCoursePort {
  /**
   * Checks that the user may edit the course and the section is one of its sections (throws a
   * 400/403/404 otherwise), and attaches the recording to it when one is given.
   */
  attachToSection(courseId: number, sectionId: number, resourceId: number | null, user: Principal): Promise<void>;
}

/** Counts one visit per viewer key per target (the resource module's visit marks). */
export type LiveVisitPort = (targetType: "live", id: number, viewerKey: string) => Promise<boolean>;

/**
 * A teacher's intro and outro clips (片头片尾, the teacher module): local paths ffmpeg can read,
 * null where none is set or the teacher switched them off.
 */
export type IntroOutroPort = (ownerId: number) => Promise<{ intro: string | null; outro: string | null }>;

export interface LiveDeps {
  users: LiveUserPort;
  base: LiveBasePort;
  recordings: LiveRecordingPort;
  courses: LiveCoursePort;
  markVisit: LiveVisitPort;
  /** Reservers hear when a live starts; the teacher, when the recording waits for audit. */
  notifier: Notifier;
  /** Hashes and checks viewing passwords (the platform's argon2 hasher). */
  hasher: Pick<PasswordHasher, "hash" | "verify">;
  /** Throttling counters of password tries, used cluster signatures (shared across instances). */
  cache: Cache;
  /** Sensitive words in titles, notices, intros and discussion messages (allowAll in tests). */
  textFilter: TextFilter;
  introOutroFor?: IntroOutroPort;
  /** An uploaded file's kind and owner (a cover must be the teacher's own picture); null when gone. */
  file?: (id: number) => Promise<{ kind: string; ownerId: number | null } | null>;
  now?: () => Date;
}
