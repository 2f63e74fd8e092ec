import type { CourseSearchHit } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { CourseAudit } from "./course.audit.js";
import { CourseCards } from "./course.cards.js";
import { CourseCatalogue } from "./course.catalogue.js";
import { CatalogueCache } from "./course.catalogue-cache.js";
import { CourseChapters, type UsedIn } from "./course.chapters.js";
import { CourseComments } from "./course.comments.js";
import { CourseDetails } from "./course.detail.js";
import { CourseEditor } from "./course.editor.js";
import { CourseGuard } from "./course.guard.js";
import { statsRows } from "./course.lists.queries.js";
import { CourseMenus } from "./course.menus.js";
import type { CourseDeps } from "./course.ports.js";
import type { CollectTarget } from "./course.present.js";
import { classIdsOf, courseIdsOfClass, orgTermRows, summaryRows, teachersOfSubject } from "./course.queries.js";
import { CourseReview } from "./course.review.js";
import { CourseSearchDocs } from "./course.search-doc.js";
import { firstPlaceOf, memberSections, sectionTargets } from "./course.sections.queries.js";

/**
 * The course module: its parts, each a service of its own (routes call them), and the calls
 * other modules and the seed make through wiring/.
 */
export class CourseService {
  /** Lists: the catalogue, the caller's courses, the learn list, the admin and audit lists. */
  readonly catalogue: CourseCatalogue;
  /** The detail page and the editor's view. */
  readonly details: CourseDetails;
  /** Create, delete, and the editor's saves. */
  readonly editor: CourseEditor;
  /** The chapter tree and the resources of each section. */
  readonly chapters: CourseChapters;
  /** Submit and the auditor's decisions. */
  readonly audit: CourseAudit;
  readonly comments: CourseComments;
  /** The cloned course menus. */
  readonly menus: CourseMenus;
  /** The quality office's reading of a course for supervision. */
  readonly review: CourseReview;
  readonly searchDocs: CourseSearchDocs;
  private readonly guard: CourseGuard;

  constructor(
    private readonly db: Db,
    deps: CourseDeps,
  ) {
    const guard = new CourseGuard(db, deps.users);
    this.guard = guard;
    const cards = new CourseCards(db, deps.base, deps.users);
    // Catalogue pages are kept until a write below commits and calls `changed` (or a few seconds,
    // for visit counts): creating, saving, publishing, auditing, deleting, chapters, attachments.
    const kept = new CatalogueCache(deps.versions);
    const changed = () => kept.changed();
    this.searchDocs = new CourseSearchDocs(db, cards, changed);
    this.catalogue = new CourseCatalogue(db, guard, cards, kept, deps);
    this.details = new CourseDetails(db, guard, cards, deps);
    this.editor = new CourseEditor(db, guard, (ids) => this.searchDocs.reindex(ids), changed, deps);
    this.chapters = new CourseChapters(db, guard, deps.resources, changed);
    this.audit = new CourseAudit(db, guard, changed, deps);
    this.comments = new CourseComments(db, guard, deps.users, deps.textFilter);
    this.menus = new CourseMenus(db, deps.base);
    this.review = new CourseReview(this.details, this.chapters);
  }

  /* ---------- for the search module ---------- */

  search(
    keyword: string | undefined,
    page: Page & { sort?: "relevance" | "new" | "hot" },
    viewer: Principal | null,
  ): Promise<{ list: CourseSearchHit[]; count: number }> {
    return this.catalogue.search(keyword, page, viewer);
  }

  /* ---------- for collective preparation ---------- */

  /** Names of existing courses, whatever their status (missing ids are absent). */
  async names(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    return new Map((await summaryRows(this.db, ids)).map((r) => [r.id, r.name]));
  }

  /** The courses a class takes (its students' preview materials come from them). */
  courseIdsOfClass(classId: number): Promise<number[]> {
    return courseIdsOfClass(this.db, classId);
  }

  /** The classes that take a course. */
  classIdsOfCourse(courseId: number): Promise<number[]> {
    return classIdsOf(this.db, courseId);
  }

  /** Who teaches courses of this subject (teaching research invites them by subject). */
  teachersOfSubject(subjectId: number): Promise<number[]> {
    return teachersOfSubject(this.db, subjectId);
  }

  /* ---------- for the assignment module ---------- */

  /** Sections (not chapters) by id with their course; missing ids are absent. */
  sectionTargets(ids: number[]) {
    return sectionTargets(this.db, ids);
  }

  /** The sections of the courses the user teaches or assists (where they may set assignments). */
  memberSections(userId: number) {
    return memberSections(this.db, userId);
  }

  /** Whether the caller edits the course (its teachers, assistants, course administrators). */
  canEditCourse(courseId: number, user: Principal): Promise<boolean> {
    return this.guard.canEdit({ id: courseId }, user);
  }

  /* ---------- for the collect module ---------- */

  collectTargets(ids: number[], viewer: Principal | null): Promise<Map<number, CollectTarget>> {
    return this.catalogue.collectTargets(ids, viewer);
  }

  /* ---------- for the resource module ---------- */

  usedIn(resourceId: number, viewer: Principal | null): Promise<UsedIn[]> {
    return this.chapters.usedIn(resourceId, viewer);
  }

  detachResources(resourceIds: number[]): Promise<void> {
    return this.chapters.detachResources(resourceIds);
  }

  /* ---------- for classroom analysis ---------- */

  /** The course and section a resource (a lesson recording) belongs to: its first attachment. */
  placeOfResource(resourceId: number): Promise<{ courseId: number; sectionId: number } | null> {
    return firstPlaceOf(this.db, resourceId);
  }

  /** Organization and term of courses (missing ids are absent). */
  async orgTerms(ids: number[]): Promise<Map<number, { orgId: number | null; termId: number | null }>> {
    if (!ids.length) return new Map();
    return new Map((await orgTermRows(this.db, ids)).map((r) => [r.id, { orgId: r.orgId, termId: r.termId }]));
  }

  /* ---------- for the statistics module ---------- */

  /** Every course of the term / organization with what the dashboards count. */
  statsRows(filter: { termId?: number; orgId?: number }) {
    return statsRows(this.db, filter);
  }

  /* ---------- for the seed ---------- */

  /** Recomputes the search documents of these courses (all without ids) in one statement. */
  reindex(ids?: number[]): Promise<void> {
    return this.searchDocs.reindex(ids);
  }
}
