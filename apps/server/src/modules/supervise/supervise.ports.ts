import type { ResourceDetail } from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { AppError } from "../../platform/http/errors.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { TextFilter } from "../../platform/text/filter.js";

/**
 * What supervision needs from other modules, wired in wiring/ as callbacks so this module never
 * reads their tables.
 */

/** From the base-data module. */
export interface SuperviseBasePort {
  kvTerms(): Promise<{ id: number; name: string }[]>;
  kvOrgs(): Promise<{ id: number; name: string; parentId: number | null }[]>;
  kvElements(type: string): Promise<{ id: number; name: string }[]>;
  /** An academic offering (开课): a teacher teaching a class in a term. */
  originCourse(
    id: number,
  ): Promise<{ id: number; name: string; termId: number; teacherId: number; classId: number | null } | null>;
  classNames(ids: number[]): Promise<Map<number, string>>;
}

/** From the user module. */
export interface SuperviseUserPort {
  names(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
  /** The teacher's college, for statistics by college. */
  orgOf(userId: number): Promise<number | null>;
  /** A student's class, for the activities they may evaluate in. */
  classOf(userId: number): Promise<number | null>;
  /** The students of these classes, for participation in an activity. */
  classStudents(classIds: number[]): Promise<{ id: number; account: string; realName: string; classId: number }[]>;
}

/** A course section (or a whole course) as a lesson to listen to. */
export interface Lesson {
  courseId: number;
  courseName: string;
  teacherId: number;
  courseTypeId: number | null;
  termId: number | null;
  sectionId: number | null;
  sectionTitle: string | null;
  /** Every section of the course, for choosing one when assigning. */
  sections: { id: number; title: string }[];
  /** The section's resources: what the evaluator plays beside the form. */
  resources: ResourceDetail[];
}

/** From the course module: read as the quality office (every course, whatever its visibility). */
export interface SuperviseCoursePort {
  lesson(courseId: number, sectionId: number | null): Promise<Lesson | null>;
}

/** A classroom live now, for the patrol wall. */
export interface LiveNow {
  id: number;
  title: string;
  teacherId: number | null;
  room: string;
  /** Playable stream addresses (FLV `url`, HLS `hls`), first the main camera. */
  streams: { kind: string; name: string; url: string; hls: string }[];
}

/**
 * From the live module (wired in wiring/supervise.ts). `noLives` serves tests that need no
 * classroom.
 */
export interface SuperviseLivePort {
  /** Classrooms live now, with their streams as `viewer` may play them. */
  liveNow(viewer: Principal): Promise<LiveNow[]>;
  /** A live (or its recording) as a lesson: title, teacher and what to play. */
  /** `viewer` null: only who and what (no play addresses), e.g. when a manager assigns it. */
  playable(liveId: number, viewer: Principal | null): Promise<(LiveNow & { recordings: ResourceDetail[] }) | null>;
  /** One JPEG frame of a stream published now (`kind` omitted: the first); 409 when not live. */
  snapshot(liveId: number, kind?: string): Promise<Buffer>;
}

export const noLives: SuperviseLivePort = {
  liveNow: async () => [],
  playable: async () => null,
  snapshot: async () => {
    throw new AppError(409, "该直播画面当前没有推流，无法抓拍");
  },
};

/** The file module: patrol photos are stored as pictures and served only through the patrol route. */
export interface SupervisePhotoPort {
  saveImage(name: string, bytes: Buffer, ownerId: number): Promise<{ id: number }>;
  send(req: FastifyRequest, reply: FastifyReply, fileId: number): Promise<unknown>;
}

export interface SuperviseDeps {
  base: SuperviseBasePort;
  users: SuperviseUserPort;
  courses: SuperviseCoursePort;
  lives: SuperviseLivePort;
  photos: SupervisePhotoPort;
  notifier: Notifier;
  textFilter: TextFilter;
}
