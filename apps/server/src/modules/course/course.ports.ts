import type { PublishStatus, ResourceDetail, UserInfo } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Cache } from "../../platform/cache/index.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { TextFilter } from "../../platform/text/filter.js";
import type { VisitSink } from "../../platform/visits/visits.js";

/**
 * What the course module needs from other modules, passed in wiring/ as callbacks so this
 * module never reads their tables.
 */

/** From the resource module (ResourceService). */
export interface CourseResourcePort {
  /** The subset of `ids` this user may attach to a course: their own resources or published ones. */
  attachable(ids: number[], user: Principal): Promise<number[]>;
  /** Details of the resources this viewer may see, in any order; others are left out. */
  details(ids: number[], viewer: Principal | null): Promise<ResourceDetail[]>;
  /** Details of these resources whatever their visibility (the quality office's read-only review). */
  reviewDetails(ids: number[]): Promise<ResourceDetail[]>;
  /** The subset of `ids` this viewer may see. */
  viewable(ids: number[], viewer: Principal | null): Promise<number[]>;
  /** True on this viewer's first view of the target this hour (visit_marks of the resource module). */
  markVisit(targetType: "course", id: number, viewerKey: string): Promise<boolean>;
  /** Submits the user's own draft or rejected resource (pending, or published when its audit is off). */
  submit(id: number, user: Principal): Promise<{ status: PublishStatus }>;
  /** Publishes or rejects pending resources, telling their owners (the resource audit's decision). */
  decide(input: { ids: number[]; pass: boolean; reason: string }): Promise<{ count: number }>;
}

/** From the collect module (CollectService). */
export interface CourseCollectPort {
  isCollected(userId: number, type: "course", id: number): Promise<boolean>;
  /** Every course id the user has collected (for the learn list). */
  collectedIds(userId: number, type: "course"): Promise<number[]>;
  /** Drops collect entries of deleted courses. */
  forget(type: "course", ids: number[]): Promise<void>;
}

export interface OriginCourse {
  id: number;
  name: string;
  termId: number;
  teacherId: number;
  orgId: number | null;
  classId: number | null;
}

/** From the base-data module (BaseService); the kv lists are memoised there. */
export interface CourseBasePort {
  kvTerms(): Promise<{ id: number; name: string }[]>;
  kvOrgs(): Promise<{ id: number; name: string; parentId: number | null }[]>;
  kvClasses(): Promise<{ id: number; name: string }[]>;
  kvElements(type: string): Promise<{ id: number; name: string }[]>;
  originCourse(id: number): Promise<OriginCourse | null>;
}

/** From the user module (UserService). */
export interface CourseUserPort {
  names(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
  /** Profile of one user (memoised there); throws 404 for an unknown id. */
  info(userId: number): Promise<UserInfo>;
  /** Public profiles of many users in one query; unknown ids are left out. */
  profiles(ids: number[]): Promise<Map<number, UserProfile>>;
}

export interface UserProfile {
  id: number;
  realName: string;
  avatarUrl: string | null;
  orgName: string | null;
  title: string | null;
}

/** What the course module needs to know of an uploaded file (cover pictures). */
export interface CourseFileFacts {
  kind: string;
  ownerId: number | null;
}

/** The audit switches (platform AuditSwitches): whether courses go through audit before publication. */
export interface CourseAuditSwitch {
  required(target: "course"): Promise<boolean>;
}

export interface CourseDeps {
  base: CourseBasePort;
  users: CourseUserPort;
  resources: CourseResourcePort;
  collects: CourseCollectPort;
  audit: CourseAuditSwitch;
  /** Tells owners about audit decisions. */
  notifier: Notifier;
  /** Kind and uploader of a stored file; null when there is none with this id. */
  file(id: number): Promise<CourseFileFacts | null>;
  /** The sensitive-word library: comments and course names pass it before they are stored. */
  textFilter?: TextFilter;
  /** Counted visits go to the statistics module. */
  visits?: VisitSink;
  /**
   * The platform cache (Redis with several instances), where the catalogue's version lives: a
   * course write bumps it, so every instance drops the catalogue pages it kept.
   */
  versions: Pick<Cache, "get" | "set" | "setIfAbsent">;
}
