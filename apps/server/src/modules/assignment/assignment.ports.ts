import type { FastifyReply, FastifyRequest } from "fastify";
import type { TextFilter } from "../../platform/text/filter.js";

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
  };
  classes: { names(ids: number[]): Promise<Map<number, string>> };
  files: {
    many(ids: number[]): Promise<AttachedFile[]>;
    send(req: FastifyRequest, reply: FastifyReply, fileId: number): Promise<FastifyReply>;
  };
  /** Sensitive words in titles, instructions, submissions and comments. */
  text: TextFilter;
}
