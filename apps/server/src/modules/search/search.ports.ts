import type {
  CourseSearchHit,
  ResourceCard,
  ResourceKind,
  ResourceNote,
  ResourceSearchItem,
  SearchHit,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Page } from "../../platform/db/paging.js";

export type Sort = "relevance" | "new" | "hot";
type Paged<T> = Promise<{ list: T[]; count: number }>;

/**
 * What search needs from other modules, passed in wiring/ as callbacks: each module searches its
 * own tables and applies its own visibility rules (drafts, class-only courses, guests).
 */
export interface SearchDeps {
  courses: {
    /** Published courses the viewer may see; all of them (newest first) without a keyword. */
    search(keyword: string | undefined, page: Page & { sort?: Sort }, viewer: Principal | null): Paged<CourseSearchHit>;
  };
  resources: {
    /** Published resources matching the keyword (a keyword is required). */
    search(
      keyword: string,
      page: Page & { sort?: Sort; kind?: ResourceKind | null },
      viewer: Principal | null,
    ): Paged<ResourceSearchItem>;
    /** Published resources without a keyword, newest or most visited first. */
    latest(
      page: Page & { sort: "new" | "hot"; kind?: ResourceKind | null },
      viewer: Principal | null,
    ): Paged<ResourceCard>;
    /** Knowledge-point notes of resources the viewer may see (a keyword is required). */
    searchNotes(keyword: string, page: Page & { sort?: Sort }, viewer: Principal | null): Paged<ResourceNote>;
    /** Notes in random order (the "recommended notes" without a keyword). */
    randomNotes(page: Page, viewer: Principal | null): Paged<ResourceNote>;
  };
  /**
   * Enabled teachers whose name, pinyin initials or account contain the keyword (public fields
   * only); recommended teachers without a keyword.
   */
  teachers(filter: Page & { keyword?: string; recommend?: boolean }): Paged<Record<string, unknown>>;
  /**
   * Moments of videos whose on-screen (slide) text matches, as note-like hits opening the video
   * at that second; listed after the knowledge points.
   */
  moments?(keyword: string, limit: number, viewer: Principal | null): Promise<SearchHit[]>;
}
