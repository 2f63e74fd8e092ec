import type { FastifyReply, FastifyRequest } from "fastify";
import type { TextFilter } from "../../platform/text/filter.js";

/** What the announcement module needs from other modules, wired in wiring/. */
export interface AnnouncementDeps {
  users: {
    names(ids: number[]): Promise<Map<number, { realName: string }>>;
    /** The reader's organization (audience "chosen organizations"). */
    orgOf(userId: number): Promise<number | null>;
  };
  orgs: { names(ids: number[]): Promise<Map<number, string>> };
  files: {
    many(ids: number[]): Promise<{ id: number; name: string; size: number }[]>;
    send(req: FastifyRequest, reply: FastifyReply, fileId: number): Promise<FastifyReply>;
  };
  /** Sensitive words in titles (the word library once wired; allowAll otherwise). */
  text: TextFilter;
}
