import type { MediaStatus, ResourceDetail, ResourceKind } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { SendSource } from "../../platform/storage/send-file.js";
import type { TextFilter } from "../../platform/text/filter.js";
import type { VisitSink } from "../../platform/visits/visits.js";

/**
 * What the resource module needs from other modules, passed in as callbacks at start-up
 * (wiring/), so it never reads their tables.
 */

/** What the resource module needs to know about an uploaded file (a row of the file module). */
export interface FileFacts {
  id: number;
  name: string;
  ext: string;
  size: number;
  kind: string;
  mime: string;
  ownerId: number | null;
}

/** What media processing learned and made from a file (media module). */
export interface MediaFacts {
  fileId: number;
  status: MediaStatus;
  progress: number;
  duration: number | null;
  thumbFileId: number | null;
  /** Web-playable rendition of a video/audio, or the PDF converted from an office file. */
  playFileId: number | null;
}

/** From the file module (FileService). */
export interface ResourceFilePort {
  /** File rows by id; unknown ids are left out. */
  many(ids: number[]): Promise<FileFacts[]>;
  /** What sendFile needs to serve a stored file (with ranges). */
  source(file: FileFacts): Promise<SendSource>;
  /** Stores a video made on this machine (a live recording) as the owner's file; its id. */
  saveLocalVideo(name: string, localPath: string, ownerId: number): Promise<number>;
}

/** From the media module (MediaService). */
export interface ResourceMediaPort {
  /** Processing facts of files (absent: never processed). */
  facts(fileIds: number[]): Promise<Map<number, MediaFacts>>;
  /** For a rendition, thumbnail or converted PDF: the uploaded file it was made from; else null. */
  sourceFileId(fileId: number): Promise<number | null>;
  /** An OnlyOffice Document Server is configured. */
  officeEnabled(): boolean;
  /** Processes a file at once (transcode, thumbnail), not through the queue. */
  processNow(fileId: number): Promise<unknown>;
}

export type UserNames = Map<number, { account: string; realName: string }>;

/** From the user module (UserService). */
export interface ResourceUserPort {
  names(ids: number[]): Promise<UserNames>;
}

/** From the base-data module (BaseService). */
export interface ResourceBasePort {
  orgNames(ids: number[]): Promise<Map<number, string>>;
  subjectNames(ids: number[]): Promise<Map<number, string>>;
  orgExists(id: number): Promise<boolean>;
  subjectExists(id: number): Promise<boolean>;
  termExists(id: number): Promise<boolean>;
}

/** From the course module (CourseService). */
export interface ResourceCoursePort {
  /** Published courses the viewer may see, and their sections, this resource is attached to. */
  usedIn(resourceId: number, viewer: Principal | null): Promise<ResourceDetail["usedIn"]>;
  /** Takes deleted resources out of course sections. */
  detachResources(resourceIds: number[]): Promise<void>;
}

/** From the collect module (CollectService). */
export interface ResourceCollectPort {
  collectedSet(userId: number, targetType: "resource", ids: number[]): Promise<Set<number>>;
  forget(targetType: "resource", ids: number[]): Promise<void>;
}

/** The audit switch per resource kind (the platform's AuditSwitches). */
export interface ResourceAuditPort {
  required(kind: ResourceKind): Promise<boolean>;
}

export interface ResourceDeps {
  files: ResourceFilePort;
  media: ResourceMediaPort;
  users: ResourceUserPort;
  base: ResourceBasePort;
  courses: ResourceCoursePort;
  collects: ResourceCollectPort;
  audit: ResourceAuditPort;
  /** Owners hear about audit decisions. */
  notifier: Notifier;
  /** The sensitive-word library: resource names and knowledge-point notes pass it before they are stored. */
  textFilter?: TextFilter;
  /** Counted visits go to the statistics module. */
  visits?: VisitSink;
}
