import type { Cache } from "../../platform/cache/index.js";
import { VersionedMemo } from "../../platform/cache/versioned.js";
import type { Paged } from "../../platform/db/paging.js";
import type { ClassCourses } from "./course.access.js";
import type { CardPageRow } from "./course.lists.queries.js";

/** The shared version every course write bumps (`ver:course-catalogue` in the platform cache). */
const VERSION = "course-catalogue";

/**
 * How old a kept page may be. Writes bump the version, so this bounds only what is not bumped:
 * visit counts (a counted visit changes `visitCount` and the "hot" order; bumping on each would
 * drop every kept page at every new visitor), and rows written outside the module (the seed).
 */
export const KEPT_PAGE_MS = 5_000;

/** Pages of the catalogue without a keyword: a few filters, sorts and pages per audience. */
const BROWSE_ENTRIES = 1_000;
/** Keyword searches are many and rarely repeated: kept apart, so they never push browsing pages out. */
const SEARCH_ENTRIES = 300;

export type CataloguePage = Paged<CardPageRow>;

/**
 * The catalogue's kept answers (rows, counts, teacher ids; names are applied per call), per
 * filter, sort, page and audience (course.access.ts: viewers of one audience have the same
 * rights over the catalogue), and the published "classes" courses that audiences are made of.
 * Valid while the shared version stays the same: every course write calls `changed` once it
 * committed, so every instance reloads on its next read.
 */
export class CatalogueCache {
  private readonly browse: VersionedMemo<CataloguePage>;
  private readonly searches: VersionedMemo<CataloguePage>;
  private readonly classes: VersionedMemo<ClassCourses>;

  constructor(versions: Pick<Cache, "get" | "set" | "setIfAbsent">) {
    const opts = { maxAgeMs: KEPT_PAGE_MS };
    this.browse = new VersionedMemo(versions, VERSION, { ...opts, maxEntries: BROWSE_ENTRIES });
    this.searches = new VersionedMemo(versions, VERSION, { ...opts, maxEntries: SEARCH_ENTRIES });
    this.classes = new VersionedMemo(versions, VERSION, { ...opts, maxEntries: 1 });
  }

  /** A page under the current version; `key` must hold the audience, the filter, the sort and the page. */
  page(key: string, keyword: boolean, load: () => PromiseLike<CataloguePage>): Promise<CataloguePage> {
    return (keyword ? this.searches : this.browse).get(key, load);
  }

  /** The published "classes" courses by member and by class, under the current version. */
  classCourses(load: () => PromiseLike<ClassCourses>): Promise<ClassCourses> {
    return this.classes.get("", load);
  }

  /** After a write to courses (or what hangs off them) committed: every kept answer, everywhere, is stale. */
  async changed(): Promise<void> {
    this.searches.clear();
    this.classes.clear();
    await this.browse.bump();
  }
}
