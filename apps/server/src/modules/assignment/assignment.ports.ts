import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { TextFilter } from "../../platform/text/filter.js";

export interface SectionTarget {
  id: number;
  title: string;
  courseId: number;
  courseName: string;
}

export interface AttachedFile {
  id: number;
  name: string;
  size: number;
  kind: string;
  ext: string;
  ownerId: number | null;
}

/** What the assignment module needs from other modules, wired in wiring/assignment.ts. */
export interface AssignmentDeps {
  users: {
    names(ids: number[]): Promise<Map<number, { realName: string }>>;
    /** A user's administrative class (students), null when none. */
    classOf(userId: number): Promise<number | null>;
    /** The students of these classes (whom a new assignment is told to). */
    studentsOf(classIds: number[]): Promise<{ id: number }[]>;
  };
  classes: { names(ids: number[]): Promise<Map<number, string>> };
  courses: {
    /** Sections (not chapters) by id with their course; missing ids are absent. */
    sections(ids: number[]): Promise<SectionTarget[]>;
    /** The sections of the courses a user teaches or assists. */
    memberSections(userId: number): Promise<SectionTarget[]>;
    canEdit(courseId: number, user: Principal): Promise<boolean>;
    /** The courses a class takes: their section assignments reach the class. */
    ofClass(classId: number): Promise<number[]>;
    /** The classes that take a course (the reach of a section assignment). */
    classesOf(courseId: number): Promise<number[]>;
  };
  files: {
    many(ids: number[]): Promise<AttachedFile[]>;
    send(req: FastifyRequest, reply: FastifyReply, fileId: number): Promise<FastifyReply>;
  };
  /** Sensitive words in titles, instructions, submissions and comments. */
  text: TextFilter;
  /** Tells students of a new assignment (`assignment`) and of a review of their work (`grade`). */
  notifier: Notifier;
}
