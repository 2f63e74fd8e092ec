import type { TextFilter } from "../../platform/text/filter.js";

/** What the teaching-group module needs from other modules, wired in wiring/teachgroup.ts. */
export interface TeachGroupDeps {
  users: {
    names(ids: number[]): Promise<Map<number, { account: string; realName: string }>>;
    /** Which of these users are teachers. */
    teachers(ids: number[]): Promise<Set<number>>;
  };
  /** Sensitive words in group names and introductions. */
  text: TextFilter;
}
