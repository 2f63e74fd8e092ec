import type { TextFilter } from "../../platform/text/filter.js";

/** What the teaching-research module needs from other modules, wired in wiring/research.ts. */
export interface ResearchDeps {
  live: {
    /** The RTMP server base a publisher pushes to (rtmp://host:port/live), as the live module serves it. */
    rtmpServer(host: string): string;
  };
  users: {
    names(ids: number[]): Promise<Map<number, { realName: string }>>;
    /** A teacher account that may host a seminar. */
    isTeacher(id: number): Promise<boolean>;
  };
  /** Sensitive words in names (the word library). */
  text: TextFilter;
}
