import {
  ADMIN_ROLE_ID,
  type CourseCard,
  type CourseChapter,
  type CourseDetail,
  type CourseMember,
  type CourseSearchHit,
  type CourseSort,
  type courseBriefSaveSchema,
  type courseChapterSaveSchema,
  type courseColumnSaveSchema,
  type courseCreateSchema,
  type courseListSchema,
  type courseMemberSaveSchema,
  type coursePermissionSaveSchema,
  type ManageCourseItem,
  type MyCourseCard,
  type manageCourseListSchema,
  type myCourseListSchema,
  PUBLISH_STATUS,
  type PublishStatus,
  type SectionResources,
  TEACHER_ROLE_ID,
  type textbookSaveSchema,
  type Visibility,
} from "@otp/contract";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { offsetOf } from "../../platform/db/sql-helpers.js";
import { AppError, badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { matches, rank, searchVector } from "../../platform/search/text.js";
import { CourseComments } from "./course.comments.js";
import { CourseMenus } from "./course.menus.js";
import type { CourseDeps } from "./course.ports.js";
import * as q from "./course.queries.js";
import { courseClasses, courseMembers, courseSections, courses, sectionResources } from "./course.tables.js";

type Page = { pageNo: number; pageSize: number };

/** The name a collect list shows for a course the viewer may no longer open. */
export const UNAVAILABLE_COURSE = "课程不可查看";

export function fileUrl(fileId: number | null): string | null {
  return fileId ? `/api/c/file/${fileId}` : null;
}

/** Plain text of an HTML brief (search document and excerpts). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A course's search document: name (A), teacher names (B), subject, college, course type and
 * category names (C), plain-text brief (D). Pinyin initials come from A–C only: a brief is
 * running text, where initials would bloat the document and match by accident ('wl' → 网络).
 */
export function courseSearchDoc(c: { name: string; teachers: string; facets: string; brief: string }): SQL {
  return searchVector([
    { text: c.name, weight: "A" },
    { text: c.teachers, weight: "B" },
    { text: c.facets, weight: "C" },
    { text: plainText(c.brief).slice(0, 5000), weight: "D", initials: false },
  ]);
}

/** Administrators (role 1) and holders of the course-management screen see and edit every course. */
export function isCourseAdmin(user: Principal | null): boolean {
  return !!user && (user.roleIds.includes(ADMIN_ROLE_ID) || hasPerm(user, "business.course"));
}

export class CourseService {
  /** Comments and the cloned course menus live in their own files; routes reach them through here. */
  readonly comments: CourseComments;
  readonly menus: CourseMenus;

  constructor(
    private readonly db: Db,
    private readonly deps: CourseDeps,
  ) {
    this.comments = new CourseComments(db, deps.users, this);
    this.menus = new CourseMenus(db, deps.base);
  }

  /* ---------- who may do what ---------- */

  async viewer(user: Principal | null): Promise<q.Viewer> {
    if (!user) return { userId: null, classId: null, admin: false };
    const admin = isCourseAdmin(user);
    const classId = admin ? null : ((await this.deps.users.info(user.userId).catch(() => null))?.classId ?? null);
    return { userId: user.userId, classId, admin };
  }

  private async load(courseId: number): Promise<q.CourseRow> {
    const row = await q.findCourse(this.db, courseId);
    if (!row) throw notFound("课程不存在");
    return row;
  }

  async canEdit(course: q.CourseRow, user: Principal | null): Promise<boolean> {
    if (!user) return false;
    if (isCourseAdmin(user)) return true;
    return (await q.memberRole(this.db, course.id, user.userId)) !== null;
  }

  /** Throws unless the caller is a teacher or assistant of the course, or an administrator. */
  async assertEditor(courseId: number, user: Principal): Promise<q.CourseRow> {
    const course = await this.load(courseId);
    if (!(await this.canEdit(course, user))) throw forbidden("只有本课程的教师、助教或管理员可以编辑该课程");
    return course;
  }

  /**
   * Drafts, pending and rejected courses exist only for their editors and course auditors (404
   * for anyone else); published ones follow their visibility: public, school (logged in), listed
   * classes.
   */
  async assertViewer(course: q.CourseRow, user: Principal | null): Promise<{ canEdit: boolean }> {
    const canEdit = await this.canEdit(course, user);
    // Course auditors must see what they are asked to approve.
    if (canEdit || hasPerm(user, "audit.course")) return { canEdit };
    if (course.status !== PUBLISH_STATUS.PUBLISHED) throw notFound("课程不存在或尚未发布");
    const visibility = course.visibility as Visibility;
    if (visibility === "public") return { canEdit };
    if (!user) throw forbidden("该课程仅对校内用户开放，请先登录");
    if (visibility === "school") return { canEdit };
    const v = await this.viewer(user);
    if (v.classId !== null && (await q.classIdsOf(this.db, course.id)).includes(v.classId)) return { canEdit };
    throw forbidden("该课程仅对指定班级开放");
  }

  /** For other modules (collect, search, resource): may this viewer open the course? */
  async viewable(courseId: number, user: Principal | null): Promise<boolean> {
    const course = await q.findCourse(this.db, courseId);
    if (!course) return false;
    try {
      await this.assertViewer(course, user);
      return true;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  }

  /* ---------- cards ---------- */

  private async names() {
    const [terms, orgs, subjects, types, categories] = await Promise.all([
      this.deps.base.kvTerms(),
      this.deps.base.kvOrgs(),
      this.deps.base.kvElements("SUBJECT"),
      this.deps.base.kvElements("COURSE_TYPE"),
      this.deps.base.kvElements("COURSE_CATEGORY"),
    ]);
    const map = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
    const lookup = (m: Map<number, string>) => (id: number | null) => (id ? (m.get(id) ?? null) : null);
    return {
      term: lookup(map(terms)),
      org: lookup(map(orgs)),
      subject: lookup(map(subjects)),
      courseType: lookup(map(types)),
      category: lookup(map(categories)),
    };
  }

  /** Cards in the order of `rows`, with teachers, counts and dictionary names filled in. */
  private async cards(rows: q.CardRow[]): Promise<(CourseCard & { row: q.CardRow })[]> {
    const ids = rows.map((r) => r.id);
    const [memberRows, sections, resources, names] = await Promise.all([
      q.members(this.db, ids),
      q.sectionCounts(this.db, ids),
      q.resourceCounts(this.db, ids),
      this.names(),
    ]);
    const teacherRows = memberRows.filter((m) => m.role === "teacher");
    const people = await this.deps.users.names(teacherRows.map((m) => m.userId));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      coverUrl: fileUrl(r.coverFileId),
      teachers: teacherRows
        .filter((m) => m.courseId === r.id)
        .map((m) => ({ id: m.userId, name: people.get(m.userId)?.realName ?? "" })),
      orgName: names.org(r.orgId),
      subjectName: names.subject(r.subjectId),
      courseTypeName: names.courseType(r.courseTypeId),
      termName: names.term(r.termId),
      visitCount: r.visitCount,
      sectionCount: sections.get(r.id) ?? 0,
      resourceCount: resources.get(r.id) ?? 0,
      status: r.status as PublishStatus,
      updatedAt: r.updatedAt.toISOString(),
      row: r,
    }));
  }

  private static strip<T extends { row: unknown }>(c: T): Omit<T, "row"> {
    const { row: _row, ...card } = c;
    return card;
  }

  /**
   * One page and its total in one statement (`count(*) over ()`; card columns are narrow and a
   * school's courses few, so carrying the total on every row costs less than a second statement
   * that finds every match again). Only a page past the end, with no row to carry it, counts apart.
   */
  private async paged(where: SQL | undefined, order: SQL[], page: Page) {
    const found = await this.db
      .select({ ...q.cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(offsetOf(page));
    let total = found[0]?.total ?? 0;
    if (!found.length && page.pageNo > 1) {
      const [c] = await this.db.select({ n: count() }).from(courses).where(where);
      total = Number(c?.n ?? 0);
    }
    const rows: q.CardRow[] = found.map(({ total: _t, ...row }) => row);
    return { rows, count: total };
  }

  /** Cards of these courses that the viewer may see (collect lists, search), in the given order. */
  async cardsByIds(ids: number[], user: Principal | null): Promise<CourseCard[]> {
    if (!ids.length) return [];
    const v = await this.viewer(user);
    const rows = await this.db
      .select(q.cardColumns)
      .from(courses)
      .where(and(inArray(courses.id, ids), eq(courses.status, PUBLISH_STATUS.PUBLISHED), q.visibleTo(v)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [r] : [];
    });
    return (await this.cards(ordered)).map(CourseService.strip);
  }

  /** Name, cover and whether it is still published, for any ids (collect lists show stale entries). */
  async summaries(ids: number[]) {
    if (!ids.length)
      return new Map<number, { id: number; name: string; coverUrl: string | null; published: boolean }>();
    const rows = await this.db
      .select({ id: courses.id, name: courses.name, coverFileId: courses.coverFileId, status: courses.status })
      .from(courses)
      .where(inArray(courses.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name,
          coverUrl: fileUrl(r.coverFileId),
          published: r.status === PUBLISH_STATUS.PUBLISHED,
        },
      ]),
    );
  }

  /**
   * For the collect module: name, cover, and whether this viewer may open it now. A course the
   * viewer may no longer open shows a placeholder, so a renamed hidden course leaks nothing.
   */
  async collectTargets(ids: number[], user: Principal | null) {
    const all = await this.summaries(ids);
    const open = new Set((await this.cardsByIds(ids, user)).map((c) => c.id));
    return new Map(
      [...all].map(([id, c]) => {
        const available = c.published && open.has(id);
        return [
          id,
          available
            ? { name: c.name, coverUrl: c.coverUrl, available }
            : { name: UNAVAILABLE_COURSE, coverUrl: null, available },
        ];
      }),
    );
  }

  /* ---------- public lists ---------- */

  /** An org filter covers its departments too (a menu bound to a college lists its departments' courses). */
  private async orgAndDescendants(orgId: number): Promise<number[]> {
    const orgs = await this.deps.base.kvOrgs();
    const out = [orgId];
    for (let i = 0; i < out.length; i++) {
      for (const o of orgs) if (o.parentId === out[i] && !out.includes(o.id)) out.push(o.id);
    }
    return out;
  }

  private order(sort: CourseSort, keyword: string | undefined): SQL[] {
    const tail = [desc(courses.updatedAt), desc(courses.id)];
    switch (sort) {
      case "relevance":
        return keyword ? [sql`${rank(courses.searchDoc, keyword)} desc`, ...tail] : tail;
      case "hot":
        return [desc(courses.visitCount), ...tail];
      case "name":
        return [asc(courses.name), asc(courses.id)];
      default:
        return [sql`${courses.publishedAt} desc nulls last`, ...tail];
    }
  }

  /** Keyword condition; a keyword without any word (only punctuation) matches nothing. */
  private keywordCond(keyword: string | undefined): SQL | undefined {
    if (!keyword) return undefined;
    return matches(courses.searchDoc, keyword) ?? sql`false`;
  }

  async list(input: z.infer<typeof courseListSchema>, user: Principal | null) {
    const v = await this.viewer(user);
    const where: (SQL | undefined)[] = [eq(courses.status, PUBLISH_STATUS.PUBLISHED), q.visibleTo(v)];
    if (input.termId) where.push(eq(courses.termId, input.termId));
    if (input.orgId) where.push(inArray(courses.orgId, await this.orgAndDescendants(input.orgId)));
    if (input.subjectId) where.push(eq(courses.subjectId, input.subjectId));
    if (input.courseTypeId) where.push(eq(courses.courseTypeId, input.courseTypeId));
    if (input.categoryId) where.push(eq(courses.categoryId, input.categoryId));
    if (input.teacherId) where.push(q.isMember(input.teacherId, "teacher"));
    where.push(this.keywordCond(input.keyword));
    const sort = input.sort ?? (input.keyword ? "relevance" : "new");
    const { rows, count: n } = await this.paged(and(...where), this.order(sort, input.keyword), input);
    return { list: (await this.cards(rows)).map(CourseService.strip), count: n };
  }

  /** For the search module: published courses the viewer may see, best match first by default. */
  async search(
    keyword: string | undefined,
    page: Page & { sort?: "relevance" | "new" | "hot" },
    user: Principal | null,
  ): Promise<{ list: CourseSearchHit[]; count: number }> {
    const v = await this.viewer(user);
    const where = and(eq(courses.status, PUBLISH_STATUS.PUBLISHED), q.visibleTo(v), this.keywordCond(keyword));
    const { rows, count: n } = await this.paged(where, this.order(page.sort ?? "relevance", keyword), page);
    const briefs = rows.length
      ? await this.db
          .select({ id: courses.id, brief: courses.brief })
          .from(courses)
          .where(
            inArray(
              courses.id,
              rows.map((r) => r.id),
            ),
          )
      : [];
    const briefOf = new Map(briefs.map((b) => [b.id, plainText(b.brief).slice(0, 200)]));
    return {
      list: (await this.cards(rows)).map((c) => ({ ...CourseService.strip(c), brief: briefOf.get(c.id) ?? "" })),
      count: n,
    };
  }

  /** Courses the caller teaches or assists, any state. */
  async myList(input: z.infer<typeof myCourseListSchema>, user: Principal) {
    const where = and(
      q.isMember(user.userId),
      input.status != null ? eq(courses.status, input.status) : undefined,
      input.kind ? eq(courses.kind, input.kind) : undefined,
      this.keywordCond(input.keyword),
    );
    const { rows, count: n } = await this.paged(where, [desc(courses.updatedAt), desc(courses.id)], input);
    const roles = await q.members(
      this.db,
      rows.map((r) => r.id),
    );
    const list: MyCourseCard[] = (await this.cards(rows)).map((c) => ({
      ...CourseService.strip(c),
      kind: c.row.kind as MyCourseCard["kind"],
      role: (roles.find((m) => m.courseId === c.id && m.userId === user.userId)?.role ??
        "teacher") as MyCourseCard["role"],
      isOwner: c.row.ownerId === user.userId,
      rejectReason: c.row.rejectReason,
    }));
    return { list, count: n };
  }

  /** Published courses of the caller's class, plus the courses they collected (that they may still see). */
  async learnList(page: Page, user: Principal) {
    const v = await this.viewer(user);
    const collected = await this.deps.collects.collectedIds(user.userId, "course");
    const mine: SQL[] = [];
    if (v.classId !== null) mine.push(q.inClass(v.classId));
    if (collected.length) mine.push(inArray(courses.id, collected));
    if (!mine.length) return { list: [], count: 0 };
    const where = and(
      eq(courses.status, PUBLISH_STATUS.PUBLISHED),
      q.visibleTo(v),
      mine.length > 1 ? sql`(${sql.join(mine, sql` or `)})` : mine[0],
    );
    const { rows, count: n } = await this.paged(where, [desc(courses.updatedAt), desc(courses.id)], page);
    return { list: (await this.cards(rows)).map(CourseService.strip), count: n };
  }

  /** Admin business and audit lists: every course, with its owner. */
  async manageList(
    input: z.infer<typeof manageCourseListSchema> | (Page & { status?: PublishStatus | null; keyword?: string }),
  ) {
    const f = input as z.infer<typeof manageCourseListSchema>;
    const where = and(
      f.status != null ? eq(courses.status, f.status) : undefined,
      f.kind ? eq(courses.kind, f.kind) : undefined,
      f.termId ? eq(courses.termId, f.termId) : undefined,
      f.orgId ? inArray(courses.orgId, await this.orgAndDescendants(f.orgId)) : undefined,
      this.keywordCond(f.keyword),
    );
    const { rows, count: n } = await this.paged(where, [desc(courses.updatedAt), desc(courses.id)], input);
    const owners = await this.deps.users.names(rows.map((r) => r.ownerId));
    const list: ManageCourseItem[] = (await this.cards(rows)).map((c) => ({
      ...CourseService.strip(c),
      kind: c.row.kind as ManageCourseItem["kind"],
      ownerId: c.row.ownerId,
      ownerName: owners.get(c.row.ownerId)?.realName ?? "",
      visibility: c.row.visibility as Visibility,
      rejectReason: c.row.rejectReason,
      createdAt: c.row.createdAt.toISOString(),
    }));
    return { list, count: n };
  }

  /* ---------- detail ---------- */

  /** The public detail; counts one visit per person per hour for published courses. */
  async detail(courseId: number, user: Principal | null, ip: string): Promise<CourseDetail> {
    const course = await this.load(courseId);
    const { canEdit } = await this.assertViewer(course, user);
    if (course.status === PUBLISH_STATUS.PUBLISHED) {
      const who = user ? `u${user.userId}` : `ip:${ip}`;
      if (await this.deps.resources.markVisit("course", courseId, who)) {
        const [r] = await this.db
          .update(courses)
          .set({ visitCount: sql`${courses.visitCount} + 1` })
          .where(eq(courses.id, courseId))
          .returning({ visitCount: courses.visitCount });
        course.visitCount = r?.visitCount ?? course.visitCount + 1;
      }
    }
    return this.present(course, user, canEdit);
  }

  /** The editor's view: any state, editors only. */
  async editDetail(courseId: number, user: Principal): Promise<CourseDetail> {
    const course = await this.assertEditor(courseId, user);
    return this.present(course, user, true);
  }

  private async present(course: q.CourseRow, user: Principal | null, canEdit: boolean): Promise<CourseDetail> {
    const [[card], memberRows, chapters, classIds, commentCount, collected, names] = await Promise.all([
      this.cards([course]),
      q.members(this.db, [course.id]),
      q.chapters(this.db, course.id),
      q.classIdsOf(this.db, course.id),
      q.commentCount(this.db, course.id),
      user ? this.deps.collects.isCollected(user.userId, "course", course.id) : Promise.resolve(false),
      this.names(),
    ]);
    const people = await this.memberProfiles(memberRows.map((m) => m.userId));
    const listOf = (role: string) =>
      memberRows
        .filter((m) => m.role === role)
        .flatMap((m) => (people.has(m.userId) ? [people.get(m.userId) as CourseMember] : []));
    const textbook = course.textbook ? { ...course.textbook, coverUrl: fileUrl(course.textbook.coverFileId) } : null;
    return {
      ...CourseService.strip(card as CourseCard & { row: q.CardRow }),
      kind: course.kind as CourseDetail["kind"],
      brief: course.brief,
      termId: course.termId,
      orgId: course.orgId,
      subjectId: course.subjectId,
      courseTypeId: course.courseTypeId,
      categoryId: course.categoryId,
      categoryName: names.category(course.categoryId),
      originCourseId: course.originCourseId,
      coverFileId: course.coverFileId,
      columns: course.columns,
      chapters,
      teacherList: listOf("teacher"),
      assistantList: listOf("assistant"),
      textbook,
      visibility: course.visibility as Visibility,
      classIds,
      // The reason matters only to the people who can fix the course.
      rejectReason: canEdit ? course.rejectReason : null,
      collected,
      canEdit,
      commentCount,
    };
  }

  /** Teachers and assistants in one query (unknown users are left out). */
  private async memberProfiles(ids: number[]): Promise<Map<number, CourseMember>> {
    const found = await this.deps.users.profiles(ids);
    return new Map(
      [...found].map(([id, u]) => [
        id,
        { id, name: u.realName, avatarUrl: u.avatarUrl, orgName: u.orgName, title: u.title },
      ]),
    );
  }

  async sectionResources(courseId: number, sectionId: number, user: Principal | null): Promise<SectionResources> {
    const course = await this.load(courseId);
    await this.assertViewer(course, user);
    const tree = await q.chapters(this.db, courseId);
    const flat = tree.flatMap((c) => c.sections.map((s) => ({ ...s, chapter: c })));
    const at = flat.findIndex((s) => s.id === sectionId);
    const here = flat[at];
    if (!here) throw notFound("小节不存在");
    const ids = await q.attachedResourceIds(this.db, sectionId);
    const details = ids.length ? await this.deps.resources.details(ids, user) : [];
    // Where else each resource is used, for this viewer, in one query for the whole section.
    const used = await this.usedInMany(
      details.map((d) => d.id),
      user,
    );
    const byId = new Map(details.map((d) => [d.id, { ...d, usedIn: used.get(d.id) ?? [] }]));
    return {
      courseId,
      section: { id: here.id, title: here.title, chapterId: here.chapter.id, chapterTitle: here.chapter.title },
      prevSectionId: flat[at - 1]?.id ?? null,
      nextSectionId: flat[at + 1]?.id ?? null,
      list: ids.flatMap((id) => {
        const d = byId.get(id);
        return d ? [d] : [];
      }),
    };
  }

  /**
   * For the resource module: the published courses (that this viewer may see, by the same rule
   * as the catalogue) and their sections a resource is attached to.
   */
  async usedIn(resourceId: number, user: Principal | null) {
    return (await this.usedInMany([resourceId], user)).get(resourceId) ?? [];
  }

  async usedInMany(resourceIds: number[], user: Principal | null) {
    const out = new Map<number, { courseId: number; courseName: string; sectionId: number; sectionTitle: string }[]>();
    if (!resourceIds.length) return out;
    const v = await this.viewer(user);
    const rows = await this.db
      .select({
        resourceId: sectionResources.resourceId,
        courseId: courses.id,
        courseName: courses.name,
        sectionId: courseSections.id,
        sectionTitle: courseSections.title,
      })
      .from(sectionResources)
      .innerJoin(courses, eq(courses.id, sectionResources.courseId))
      .innerJoin(courseSections, eq(courseSections.id, sectionResources.sectionId))
      .where(
        and(
          inArray(sectionResources.resourceId, resourceIds),
          eq(courses.status, PUBLISH_STATUS.PUBLISHED),
          q.visibleTo(v),
        ),
      )
      .orderBy(asc(courses.id), asc(courseSections.sort));
    for (const { resourceId, ...r } of rows) out.set(resourceId, [...(out.get(resourceId) ?? []), r]);
    return out;
  }

  /** For the resource module when resources are deleted: they leave every section. */
  async detachResources(resourceIds: number[]) {
    if (resourceIds.length)
      await this.db.delete(sectionResources).where(inArray(sectionResources.resourceId, resourceIds));
  }

  /* ---------- create and delete ---------- */

  async create(input: z.infer<typeof courseCreateSchema>, user: Principal): Promise<{ id: number }> {
    const admin = isCourseAdmin(user);
    if (!admin && !user.roleIds.includes(TEACHER_ROLE_ID)) throw forbidden("只有教师可以创建课程");
    let values: typeof courses.$inferInsert = {
      name: input.name ?? "",
      kind: input.kind,
      ownerId: user.userId,
      visibility: "public",
    };
    let classId: number | null = null;
    if (input.kind === "academic") {
      const origin = await this.deps.base.originCourse(input.originCourseId as number);
      if (!origin) throw badRequest("参数 originCourseId：教务课程不存在");
      if (!admin && origin.teacherId !== user.userId) throw forbidden("只能为自己任教的教务课程建课");
      classId = origin.classId;
      values = {
        ...values,
        name: input.name || origin.name,
        originCourseId: origin.id,
        termId: origin.termId,
        orgId: origin.orgId,
        // An academic course belongs to its teaching class: its students see it and learn it.
        visibility: classId ? "classes" : "school",
      };
    }
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
      const courseId = (row as { id: number }).id;
      await tx.insert(courseMembers).values({ courseId, userId: user.userId, role: "teacher", sort: 0 });
      if (classId) await tx.insert(courseClasses).values({ courseId, classId });
      return courseId;
    });
    await this.reindex([id]);
    return { id };
  }

  /** The owner or an administrator deletes a course with its chapters, attachments, members and comments. */
  async remove(courseId: number, user: Principal) {
    const course = await this.load(courseId);
    if (course.ownerId !== user.userId && !isCourseAdmin(user)) throw forbidden("只有课程创建者或管理员可以删除课程");
    await this.db.transaction((tx) => q.deleteCourses(tx, [courseId]));
    await this.deps.collects.forget("course", [courseId]);
  }

  async removeMany(ids: number[]) {
    const rows = await this.db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
    if (!rows.length) throw notFound("课程不存在");
    const found = rows.map((r) => r.id);
    await this.db.transaction((tx) => q.deleteCourses(tx, found));
    await this.deps.collects.forget("course", found);
    return { deleted: rows.length };
  }

  /* ---------- editor saves ---------- */

  private async checkRefs(input: {
    termId?: number | null;
    orgId?: number | null;
    subjectId?: number | null;
    courseTypeId?: number | null;
    categoryId?: number | null;
  }) {
    const { base } = this.deps;
    const has = async (list: Promise<{ id: number }[]>, id: number) => (await list).some((x) => x.id === id);
    if (input.termId && !(await has(base.kvTerms(), input.termId))) throw badRequest("参数 termId：学期不存在");
    if (input.orgId && !(await has(base.kvOrgs(), input.orgId))) throw badRequest("参数 orgId：院系不存在");
    if (input.subjectId && !(await has(base.kvElements("SUBJECT"), input.subjectId)))
      throw badRequest("参数 subjectId：学科不存在");
    if (input.courseTypeId && !(await has(base.kvElements("COURSE_TYPE"), input.courseTypeId)))
      throw badRequest("参数 courseTypeId：课程类型不存在");
    if (input.categoryId && !(await has(base.kvElements("COURSE_CATEGORY"), input.categoryId)))
      throw badRequest("参数 categoryId：课程分类不存在");
  }

  /**
   * A cover must be a picture the caller uploaded (as resources require), or the one the course
   * already shows, so an editor keeps a colleague's cover but cannot borrow anyone's picture.
   */
  private async checkCover(fileId: number | null | undefined, current: number | null, user: Principal, field: string) {
    if (!fileId || fileId === current) return;
    const file = await this.deps.file(fileId);
    if (!file) throw badRequest(`参数 ${field}：封面图片不存在，请重新上传`);
    if (file.kind !== "image") throw badRequest(`参数 ${field}：封面必须是图片`);
    if (file.ownerId !== user.userId) throw forbidden(`参数 ${field}：只能使用自己上传的图片`);
  }

  /** Edits keep the publication state: a published course stays published (decisions.md). */
  private touch() {
    return { updatedAt: new Date() };
  }

  async saveBrief(input: z.infer<typeof courseBriefSaveSchema>, user: Principal) {
    const course = await this.assertEditor(input.courseId, user);
    await this.checkRefs(input);
    await this.checkCover(input.coverFileId, course.coverFileId, user, "coverFileId");
    await this.db
      .update(courses)
      .set({
        name: input.name,
        brief: input.brief,
        coverFileId: input.coverFileId ?? null,
        termId: input.termId ?? null,
        orgId: input.orgId ?? null,
        subjectId: input.subjectId ?? null,
        courseTypeId: input.courseTypeId ?? null,
        categoryId: input.categoryId ?? null,
        ...this.touch(),
      })
      .where(eq(courses.id, input.courseId));
    await this.reindex([input.courseId]);
  }

  async saveColumns(input: z.infer<typeof courseColumnSaveSchema>, user: Principal) {
    await this.assertEditor(input.courseId, user);
    await this.db
      .update(courses)
      .set({ columns: input.columns, ...this.touch() })
      .where(eq(courses.id, input.courseId));
  }

  async saveTextbook(input: z.infer<typeof textbookSaveSchema>, user: Principal) {
    const course = await this.assertEditor(input.courseId, user);
    const tb = input.textbook;
    await this.checkCover(tb?.coverFileId, course.textbook?.coverFileId ?? null, user, "textbook.coverFileId");
    await this.db
      .update(courses)
      .set({ textbook: tb ? { ...tb, coverFileId: tb.coverFileId ?? null } : null, ...this.touch() })
      .where(eq(courses.id, input.courseId));
  }

  async savePermission(input: z.infer<typeof coursePermissionSaveSchema>, user: Principal) {
    await this.assertEditor(input.courseId, user);
    const classIds = input.visibility === "classes" ? [...new Set(input.classIds)] : [];
    if (classIds.length) {
      const known = new Set((await this.deps.base.kvClasses()).map((c) => c.id));
      const missing = classIds.find((id) => !known.has(id));
      if (missing) throw badRequest(`参数 classIds：班级 ${missing} 不存在`);
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(courses)
        .set({ visibility: input.visibility, ...this.touch() })
        .where(eq(courses.id, input.courseId));
      await tx.delete(courseClasses).where(eq(courseClasses.courseId, input.courseId));
      if (classIds.length)
        await tx.insert(courseClasses).values(classIds.map((classId) => ({ courseId: input.courseId, classId })));
    });
  }

  /**
   * Replaces the teachers or the assistants. The owner always stays a teacher (so a co-teacher
   * cannot lock the owner out); teachers must be teacher accounts; one person has one role.
   */
  async saveMembers(input: z.infer<typeof courseMemberSaveSchema>, user: Principal) {
    const course = await this.assertEditor(input.courseId, user);
    const userIds = [...new Set(input.userIds)];
    if (input.role === "teacher" && !userIds.includes(course.ownerId))
      throw badRequest("参数 userIds：不能移除课程创建者");
    for (const id of userIds) {
      const u = await this.deps.users.info(id).catch(() => null);
      if (!u) throw badRequest(`参数 userIds：用户 ${id} 不存在`);
      if (input.role === "teacher" && u.userType !== "teacher" && u.userType !== "admin")
        throw badRequest(`参数 userIds：${u.realName}不是教师，不能设为主讲教师`);
    }
    const other = input.role === "teacher" ? "assistant" : "teacher";
    const clash = (await q.members(this.db, [course.id])).find((m) => m.role === other && userIds.includes(m.userId));
    if (clash) {
      const who = (await this.deps.users.names([clash.userId])).get(clash.userId)?.realName ?? clash.userId;
      throw badRequest(`参数 userIds：${who}已是本课程的${other === "teacher" ? "主讲教师" : "助教"}`);
    }
    await this.db.transaction(async (tx) => {
      await tx
        .delete(courseMembers)
        .where(and(eq(courseMembers.courseId, course.id), eq(courseMembers.role, input.role)));
      if (userIds.length)
        await tx
          .insert(courseMembers)
          .values(userIds.map((userId, sort) => ({ courseId: course.id, userId, role: input.role, sort })));
      await tx.update(courses).set(this.touch()).where(eq(courses.id, course.id));
    });
    if (input.role === "teacher") await this.reindex([course.id]);
  }

  /**
   * Saves the whole chapter tree in one transaction: entries with an id are renamed and moved,
   * entries without one are created, and existing ones left out are deleted with their attachments.
   */
  async saveChapters(input: z.infer<typeof courseChapterSaveSchema>, user: Principal): Promise<CourseChapter[]> {
    await this.assertEditor(input.courseId, user);
    const courseId = input.courseId;
    await this.db.transaction(async (tx) => {
      const existing = new Map((await q.sectionRows(tx, courseId)).map((r) => [r.id, r.parentId]));
      const seen = new Set<number>();
      const claim = (id: number, chapter: boolean, field: string) => {
        if (!existing.has(id)) throw badRequest(`参数 ${field}：章节 ${id} 不属于本课程`);
        if ((existing.get(id) === null) !== chapter)
          throw badRequest(`参数 ${field}：${chapter ? "小节不能作为章保存" : "章不能作为小节保存"}`);
        if (seen.has(id)) throw badRequest(`参数 ${field}：章节 ${id} 重复`);
        seen.add(id);
      };
      for (const [i, ch] of input.chapters.entries()) {
        if (ch.id) claim(ch.id, true, `chapters.${i}.id`);
        for (const [j, s] of ch.sections.entries()) if (s.id) claim(s.id, false, `chapters.${i}.sections.${j}.id`);
      }
      const gone = [...existing.keys()].filter((id) => !seen.has(id));
      if (gone.length) {
        await tx.delete(sectionResources).where(inArray(sectionResources.sectionId, gone));
        await tx.delete(courseSections).where(inArray(courseSections.id, gone));
      }
      // Set-based: one insert for new chapters, one update for every kept entry, one insert for
      // new sections, whatever the size of the tree (one statement per row held the embedded
      // database's single connection for seconds).
      const newChapters = input.chapters.flatMap((ch, i) =>
        ch.id ? [] : [{ courseId, parentId: null, title: ch.title, sort: i }],
      );
      const created = newChapters.length
        ? await tx
            .insert(courseSections)
            .values(newChapters)
            .returning({ id: courseSections.id, sort: courseSections.sort })
        : [];
      // A chapter's sort is its position, unique within this save: it maps the new ids back.
      const createdAt = new Map(created.map((r) => [r.sort, r.id]));
      const moves: q.SectionMove[] = [];
      const newSections: (typeof courseSections.$inferInsert)[] = [];
      for (const [i, ch] of input.chapters.entries()) {
        const chapterId = ch.id ?? (createdAt.get(i) as number);
        if (ch.id) moves.push({ id: ch.id, title: ch.title, sort: i, parentId: null });
        for (const [j, sec] of ch.sections.entries()) {
          if (sec.id) moves.push({ id: sec.id, title: sec.title, sort: j, parentId: chapterId });
          else newSections.push({ courseId, parentId: chapterId, title: sec.title, sort: j });
        }
      }
      await q.moveSections(tx, courseId, moves);
      if (newSections.length) await tx.insert(courseSections).values(newSections);
      await tx.update(courses).set(this.touch()).where(eq(courses.id, courseId));
    });
    return q.chapters(this.db, courseId);
  }

  /**
   * Sets a section's resources in order. Resources newly attached must be the caller's own or
   * published ones (the resource module decides); ones already attached may stay or move.
   */
  async saveSectionResources(
    input: { courseId: number; sectionId: number; resourceIds: number[] },
    user: Principal,
  ): Promise<{ count: number }> {
    await this.assertEditor(input.courseId, user);
    const section = (await q.sectionRows(this.db, input.courseId)).find((s) => s.id === input.sectionId);
    if (!section) throw badRequest("参数 sectionId：小节不属于本课程");
    if (section.parentId === null) throw badRequest("参数 sectionId：只能向小节添加资源");
    const ids = [...new Set(input.resourceIds)];
    const current = new Set(await q.attachedResourceIds(this.db, input.sectionId));
    const added = ids.filter((id) => !current.has(id));
    if (added.length) {
      const allowed = new Set(await this.deps.resources.attachable(added, user));
      const refused = added.filter((id) => !allowed.has(id));
      if (refused.length)
        throw forbidden(`资源 ${refused.join("、")} 不存在或无权使用（只能添加自己的或已发布的资源）`);
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(sectionResources).where(eq(sectionResources.sectionId, input.sectionId));
      if (ids.length)
        await tx
          .insert(sectionResources)
          .values(
            ids.map((resourceId, sort) => ({ sectionId: input.sectionId, courseId: input.courseId, resourceId, sort })),
          );
      await tx.update(courses).set(this.touch()).where(eq(courses.id, input.courseId));
    });
    return { count: ids.length };
  }

  /* ---------- audit ---------- */

  /**
   * Draft or rejected → pending when course audit is on, else published. Pending and
   * published courses keep their state (edits to a published course need no new audit).
   */
  async submit(courseId: number, user: Principal): Promise<{ status: PublishStatus }> {
    const course = await this.assertEditor(courseId, user);
    if (course.status === PUBLISH_STATUS.PENDING || course.status === PUBLISH_STATUS.PUBLISHED)
      return { status: course.status as PublishStatus };
    if ((await q.chapters(this.db, courseId)).length === 0) throw badRequest("请先添加章节再提交");
    const audit = await this.deps.resources.auditRequired("course");
    const status = audit ? PUBLISH_STATUS.PENDING : PUBLISH_STATUS.PUBLISHED;
    await this.db
      .update(courses)
      .set({
        status,
        rejectReason: null,
        ...(status === PUBLISH_STATUS.PUBLISHED ? { publishedAt: new Date() } : {}),
        ...this.touch(),
      })
      .where(eq(courses.id, courseId));
    return { status };
  }

  auditList(input: Page & { status?: PublishStatus | null; keyword?: string }) {
    return this.manageList({ ...input, status: input.status ?? PUBLISH_STATUS.PENDING });
  }

  /**
   * Publishes or rejects pending courses; each owner gets a notice (with the reason when
   * rejected). Only the rows this call changed are told (another auditor may have decided some
   * meanwhile). The notices go out after the decision committed: the notice module writes with
   * its own connection (inside our transaction it would deadlock the embedded database), and a
   * failed notice must not report a decision that did happen as failed, so it is logged instead.
   */
  async decide(
    input: { ids: number[]; pass: boolean; reason: string },
    log: (msg: string, err: unknown) => void = (msg, err) => console.error(msg, err),
  ) {
    const ids = [...new Set(input.ids)];
    const rows = await this.db
      .select({ id: courses.id, name: courses.name, ownerId: courses.ownerId, status: courses.status })
      .from(courses)
      .where(inArray(courses.id, ids));
    if (rows.length !== ids.length) throw notFound("课程不存在");
    const notPending = rows.find((r) => r.status !== PUBLISH_STATUS.PENDING);
    if (notPending) throw badRequest(`课程《${notPending.name}》不是待审核状态`);
    const now = new Date();
    const changed = await this.db
      .update(courses)
      .set(
        input.pass
          ? { status: PUBLISH_STATUS.PUBLISHED, rejectReason: null, publishedAt: now, updatedAt: now }
          : { status: PUBLISH_STATUS.REJECTED, rejectReason: input.reason, updatedAt: now },
      )
      .where(and(inArray(courses.id, ids), eq(courses.status, PUBLISH_STATUS.PENDING)))
      .returning({ id: courses.id, name: courses.name, ownerId: courses.ownerId });
    if (!changed.length) return { count: 0 };
    const notices = changed.map((r) => ({
      userId: r.ownerId,
      category: "audit",
      title: input.pass ? "课程审核通过" : "课程审核未通过",
      content: input.pass
        ? `您的课程《${r.name}》已通过审核并发布。`
        : `您的课程《${r.name}》未通过审核，理由：${input.reason}`,
    }));
    await this.deps.notices.notify(notices).catch((err) => log(`course audit notices failed (${ids.join(",")})`, err));
    return { count: changed.length };
  }

  /* ---------- search document ---------- */

  /**
   * Recomputes the search document: name (A), teacher names (B), subject, college, course type
   * and category names (C), plain-text brief (D). Called after every save; the seed calls it too.
   */
  async reindex(ids?: number[]) {
    const rows = await this.db
      .select({
        id: courses.id,
        name: courses.name,
        brief: courses.brief,
        orgId: courses.orgId,
        subjectId: courses.subjectId,
        courseTypeId: courses.courseTypeId,
        categoryId: courses.categoryId,
      })
      .from(courses)
      .where(ids ? inArray(courses.id, ids) : undefined);
    if (!rows.length) return;
    const names = await this.names();
    const memberRows = (
      await q.members(
        this.db,
        rows.map((r) => r.id),
      )
    ).filter((m) => m.role === "teacher");
    const people = await this.deps.users.names(memberRows.map((m) => m.userId));
    for (const r of rows) {
      const teachers = memberRows
        .filter((m) => m.courseId === r.id)
        .map((m) => people.get(m.userId)?.realName ?? "")
        .join(" ");
      const facets = [
        names.subject(r.subjectId),
        names.org(r.orgId),
        names.courseType(r.courseTypeId),
        names.category(r.categoryId),
      ]
        .filter(Boolean)
        .join(" ");
      const doc = courseSearchDoc({ name: r.name, teachers, facets, brief: r.brief });
      await this.db
        .update(courses)
        .set({ searchDoc: doc as unknown as string })
        .where(eq(courses.id, r.id));
    }
  }
}
