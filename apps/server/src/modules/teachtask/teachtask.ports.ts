import type { FastifyReply, FastifyRequest } from "fastify";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { TextFilter } from "../../platform/text/filter.js";

/** What the teaching-task module needs from other modules, wired in wiring/teachtask.ts. */
export interface TeachTaskDeps {
  users: {
    names(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
    /** Which of these users are teachers. */
    teachers(ids: number[]): Promise<Set<number>>;
    /** Teachers of an organization (and its departments' teachers are not included). */
    teachersOfOrg(orgId: number): Promise<number[]>;
  };
  orgs: {
    names(ids: number[]): Promise<Map<number, string>>;
    choices(): Promise<{ id: number; name: string }[]>;
  };
  groups: {
    /** Groups the user leads or belongs to. */
    idsOf(userId: number): Promise<number[]>;
    /** Every group (administrators target any). */
    choices(): Promise<{ id: number; name: string }[]>;
    info(id: number): Promise<{ name: string; leaderId: number; memberIds: number[] } | undefined>;
  };
  resources: {
    /** Resources of a kind each owner published in [from, to). */
    publishedCounts(ownerIds: number[], kind: number, from: Date, to: Date): Promise<Map<number, number>>;
  };
  activities: {
    names(ids: number[]): Promise<Map<number, string>>;
    /** Activities a task may name (not drafts). */
    choices(): Promise<{ id: number; name: string }[]>;
    /** Who of these users took part: registered (not refused) or submitted a work. */
    participants(activityId: number, userIds: number[]): Promise<Set<number>>;
  };
  files: {
    many(ids: number[]): Promise<{ id: number; name: string; ownerId: number | null }[]>;
    send(req: FastifyRequest, reply: FastifyReply, id: number): Promise<unknown>;
  };
  notifier: Notifier;
  text: TextFilter;
}
