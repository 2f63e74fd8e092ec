import {
  type auditCourseListSchema,
  type CourseCard,
  type CourseListInput,
  type CourseSearchHit,
  type CourseSort,
  type ManageCourseItem,
  type MyCourseCard,
  type myCourseListSchema,
  PUBLISH_STATUS,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { type Audience, audienceKey, audienceOf, classCoursesOf, needsClassCourses } from "./course.access.js";
import type { CourseCards } from "./course.cards.js";
import type { CatalogueCache, CataloguePage } from "./course.catalogue-cache.js";
import type { CourseGuard } from "./course.guard.js";
import * as lists from "./course.lists.queries.js";
import type { CourseBasePort, CourseCollectPort, CourseUserPort } from "./course.ports.js";
import { type CollectTarget, excerpt, toCollectTarget, toManageItem, toMyCard } from "./course.present.js";
import * as q from "./course.queries.js";

const NO_CLASS_COURSES = classCoursesOf([]);

/** The admin business list's filters (the audit queue uses a part of them). */
type ManageListInput = Page & Omit<lists.ManageFilter, "orgIds"> & { orgId?: number | null };

/**
 * The course lists — the catalogue, the search module's hits, the caller's courses, the learn
 * list, the admin business and audit lists — and what other modules read of courses.
 */
export class CourseCatalogue {
  constructor(
    private readonly db: Db,
    private readonly guard: Pick<CourseGuard, "viewer">,
    private readonly cards: CourseCards,
    private readonly kept: CatalogueCache,
    private readonly deps: {
      base: Pick<CourseBasePort, "kvOrgs">;
      users: Pick<CourseUserPort, "names">;
      collects: Pick<CourseCollectPort, "collectedIds">;
    },
  ) {}

  /** An org filter covers its departments too (a menu bound to a college lists its departments' courses). */
  private async orgAndDescendants(orgId: number | null | undefined): Promise<number[] | undefined> {
    if (!orgId) return undefined;
    const orgs = await this.deps.base.kvOrgs();
    const out = [orgId];
    for (let i = 0; i < out.length; i++) {
      for (const o of orgs) if (o.parentId === out[i] && !out.includes(o.id)) out.push(o.id);
    }
    return out;
  }

  async list(input: CourseListInput, user: Principal | null): Promise<{ list: CourseCard[]; count: number }> {
    const { pageNo, pageSize, orgId, sort, ...rest } = input;
    const filter = { ...rest, orgIds: await this.orgAndDescendants(orgId) };
    const kept = await this.page(user, filter, sort ?? (input.keyword ? "relevance" : "new"), { pageNo, pageSize });
    return { list: await this.cards.keptCards(kept), count: kept.count };
  }

  /** For the search module: published courses the viewer may see, best match first by default. */
  async search(
    keyword: string | undefined,
    page: Page & { sort?: "relevance" | "new" | "hot" },
    user: Principal | null,
  ): Promise<{ list: CourseSearchHit[]; count: number }> {
    const { pageNo, pageSize } = page;
    const kept = await this.page(user, { keyword }, page.sort ?? "relevance", { pageNo, pageSize });
    const { rows, count } = kept;
    const ids = rows.map((r) => r.id);
    const [cards, briefs] = await Promise.all([this.cards.keptCards(kept), q.briefs(this.db, ids)]);
    return { list: cards.map((c) => ({ ...c, brief: excerpt(briefs.get(c.id) ?? "") })), count };
  }

  /**
   * A page of the catalogue as this caller's audience sees it, kept until a course write (or
   * `KEPT_PAGE_MS`). Viewers share a kept page only when their audience is the same.
   */
  private async page(user: Principal | null, f: lists.CatalogueFilter, sort: CourseSort, page: Page) {
    const audience = await this.audience(user);
    // Only what the statement reads, in a fixed order; absent and empty filters are alike (no condition).
    const key = JSON.stringify([
      audienceKey(audience),
      sort,
      page.pageNo,
      page.pageSize,
      f.keyword || null,
      f.termId || null,
      f.orgIds ?? null,
      f.subjectId || null,
      f.courseTypeId || null,
      f.categoryId || null,
      f.teacherId || null,
    ]);
    return this.kept.page(
      key,
      !!f.keyword,
      (): Promise<CataloguePage> => lists.pageOfCatalogue(this.db, audience, f, sort, page),
    );
  }

  /** Who the caller counts as for the catalogue: a guest, a course admin, or a user with their "classes" courses. */
  private async audience(user: Principal | null): Promise<Audience> {
    const viewer = await this.guard.viewer(user);
    if (!needsClassCourses(viewer)) return audienceOf(viewer, NO_CLASS_COURSES);
    return audienceOf(
      viewer,
      await this.kept.classCourses(async () => classCoursesOf(await lists.classCourseLinks(this.db))),
    );
  }

  /** Courses the caller teaches or assists, any state. */
  async myList(input: z.infer<typeof myCourseListSchema>, user: Principal) {
    const { rows, count } = await lists.pageOfMine(this.db, user.userId, input, input);
    const [cards, members] = await Promise.all([
      this.cards.cards(rows),
      q.members(
        this.db,
        rows.map((r) => r.id),
      ),
    ]);
    const roleIn = (courseId: number) => members.find((m) => m.courseId === courseId && m.userId === user.userId)?.role;
    const list: MyCourseCard[] = cards.map((c, i) => toMyCard(c, rows[i] as q.CardRow, roleIn(c.id), user.userId));
    return { list, count };
  }

  /** Published courses of the caller's class, plus the courses they collected (that they may still see). */
  async learnList(page: Page, user: Principal): Promise<{ list: CourseCard[]; count: number }> {
    const viewer = await this.guard.viewer(user);
    const collected = await this.deps.collects.collectedIds(user.userId, "course");
    const { rows, count } = await lists.pageOfLearn(this.db, viewer, collected, page);
    return { list: await this.cards.cards(rows), count };
  }

  /** Admin business list: every course, with its owner. */
  async manageList(input: ManageListInput): Promise<{ list: ManageCourseItem[]; count: number }> {
    const filter = { ...input, orgIds: await this.orgAndDescendants(input.orgId) };
    const { rows, count } = await lists.pageOfManaged(this.db, filter, input);
    const [cards, owners] = await Promise.all([
      this.cards.cards(rows),
      this.deps.users.names(rows.map((r) => r.ownerId)),
    ]);
    const list = cards.map((c, i) => {
      const row = rows[i] as q.CardRow;
      return toManageItem(c, row, owners.get(row.ownerId)?.realName ?? "");
    });
    return { list, count };
  }

  /** The audit queue: pending courses unless another state is asked for. */
  auditList(input: z.infer<typeof auditCourseListSchema>) {
    return this.manageList({ ...input, status: input.status ?? PUBLISH_STATUS.PENDING });
  }

  /**
   * For the collect module: name, cover, and whether this viewer may open it now, for any ids
   * (collect lists keep entries of courses since hidden or unpublished).
   */
  async collectTargets(ids: number[], user: Principal | null) {
    if (!ids.length) return new Map<number, CollectTarget>();
    const [rows, open] = await Promise.all([
      q.summaryRows(this.db, ids),
      this.guard.viewer(user).then((viewer) => lists.visibleIds(this.db, viewer, ids)),
    ]);
    return new Map(rows.map((r) => [r.id, toCollectTarget(r, open.includes(r.id))]));
  }
}
