import {
  type CourseChapter,
  type courseChapterSaveSchema,
  PUBLISH_STATUS,
  type SectionResources,
  type sectionResourceSaveSchema,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import type { CourseGuard } from "./course.guard.js";
import type { CourseResourcePort } from "./course.ports.js";
import { sectionPlace, toChapterTree } from "./course.present.js";
import { updateCourse } from "./course.queries.js";
import * as s from "./course.sections.queries.js";

export type UsedIn = { courseId: number; courseName: string; sectionId: number; sectionTitle: string };

/** The chapter tree of a course and the resources attached to its sections. */
export class CourseChapters {
  constructor(
    private readonly db: Db,
    private readonly guard: CourseGuard,
    private readonly resources: Pick<CourseResourcePort, "attachable" | "details" | "reviewDetails" | "submit">,
    /** Called once a write committed: section and resource counts of kept catalogue pages are stale. */
    private readonly changed: () => Promise<void>,
  ) {}

  /**
   * Saves the whole chapter tree in one transaction: entries with an id are renamed and moved,
   * entries without one are created, and existing ones left out are deleted with their attachments.
   */
  async saveChapters(input: z.infer<typeof courseChapterSaveSchema>, user: Principal): Promise<CourseChapter[]> {
    await this.guard.assertEditor(input.courseId, user);
    const courseId = input.courseId;
    await this.db.transaction(async (tx) => {
      const existing = new Map((await s.sectionRows(tx, courseId)).map((r) => [r.id, r.parentId]));
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
        for (const [j, sec] of ch.sections.entries())
          if (sec.id) claim(sec.id, false, `chapters.${i}.sections.${j}.id`);
      }
      await s.deleteSections(
        tx,
        [...existing.keys()].filter((id) => !seen.has(id)),
      );
      // Set-based: one insert for new chapters, one update for every kept entry, one insert for
      // new sections, whatever the size of the tree (one statement per row held the embedded
      // database's single connection for seconds).
      const created = await s.insertChapters(
        tx,
        input.chapters.flatMap((ch, i) => (ch.id ? [] : [{ courseId, parentId: null, title: ch.title, sort: i }])),
      );
      // A chapter's sort is its position, unique within this save: it maps the new ids back.
      const createdAt = new Map(created.map((r) => [r.sort, r.id]));
      const moves: s.SectionMove[] = [];
      const newSections: s.SectionInsert[] = [];
      for (const [i, ch] of input.chapters.entries()) {
        const chapterId = ch.id ?? (createdAt.get(i) as number);
        if (ch.id) moves.push({ id: ch.id, title: ch.title, sort: i, parentId: null });
        for (const [j, sec] of ch.sections.entries()) {
          if (sec.id) moves.push({ id: sec.id, title: sec.title, sort: j, parentId: chapterId });
          else newSections.push({ courseId, parentId: chapterId, title: sec.title, sort: j });
        }
      }
      await s.moveSections(tx, courseId, moves);
      await s.insertSections(tx, newSections);
      await updateCourse(tx, courseId);
    });
    await this.changed();
    return toChapterTree(await s.treeRows(this.db, courseId));
  }

  /**
   * Sets a section's resources in order. Resources newly attached must be the caller's own or
   * published ones (the resource module decides); ones already attached may stay or move. On a
   * course already submitted or published, the caller's own draft resources newly attached are
   * submitted at once (decision 0046); on a draft course they go with the course's submission.
   */
  async saveSectionResources(
    input: z.infer<typeof sectionResourceSaveSchema>,
    user: Principal,
  ): Promise<{ count: number; submitted: number }> {
    const course = await this.guard.assertEditor(input.courseId, user);
    const section = (await s.sectionRows(this.db, input.courseId)).find((r) => r.id === input.sectionId);
    if (!section) throw badRequest("参数 sectionId：小节不属于本课程");
    if (section.parentId === null) throw badRequest("参数 sectionId：只能向小节添加资源");
    const ids = [...new Set(input.resourceIds)];
    const current = new Set(await s.attachedResourceIds(this.db, input.sectionId));
    const added = ids.filter((id) => !current.has(id));
    if (added.length) {
      const allowed = new Set(await this.resources.attachable(added, user));
      const refused = added.filter((id) => !allowed.has(id));
      if (refused.length)
        throw forbidden(`资源 ${refused.join("、")} 不存在或无权使用（只能添加自己的或已发布的资源）`);
    }
    await this.db.transaction(async (tx) => {
      await s.replaceSectionResources(tx, input.courseId, input.sectionId, ids);
      await updateCourse(tx, input.courseId);
    });
    await this.changed();
    const submitted = course.status === PUBLISH_STATUS.DRAFT || course.status === PUBLISH_STATUS.REJECTED ? [] : added;
    const drafts = submitted.length
      ? (await this.resources.reviewDetails(submitted)).filter(
          (r) =>
            r.ownerId === user.userId && (r.status === PUBLISH_STATUS.DRAFT || r.status === PUBLISH_STATUS.REJECTED),
        )
      : [];
    for (const r of drafts) await this.resources.submit(r.id, user);
    return { count: ids.length, submitted: drafts.length };
  }

  /** A section's resources as its page shows them, with its place in the course. */
  async sectionResources(courseId: number, sectionId: number, user: Principal | null): Promise<SectionResources> {
    const course = await this.guard.load(courseId);
    await this.guard.assertViewer(course, user);
    const place = sectionPlace(toChapterTree(await s.treeRows(this.db, courseId)), sectionId);
    if (!place) throw notFound("小节不存在");
    const ids = await s.attachedResourceIds(this.db, sectionId);
    const details = ids.length ? await this.resources.details(ids, user) : [];
    // Where else each resource is used, for this viewer, in one query for the whole section.
    const used = await this.usedInMany(
      details.map((d) => d.id),
      user,
    );
    const byId = new Map(details.map((d) => [d.id, { ...d, usedIn: used.get(d.id) ?? [] }]));
    return { courseId, ...place, list: ids.flatMap((id) => byId.get(id) ?? []) };
  }

  /**
   * The quality office's reading of a section (`CourseReview`): every resource attached,
   * whatever its visibility, read-only; null for a section not in the course.
   */
  async reviewSection(courseId: number, sectionId: number): Promise<SectionResources | null> {
    const place = sectionPlace(toChapterTree(await s.treeRows(this.db, courseId)), sectionId);
    if (!place) return null;
    const ids = await s.attachedResourceIds(this.db, sectionId);
    const details = ids.length ? await this.resources.reviewDetails(ids) : [];
    return { courseId, ...place, list: details.map((d) => ({ ...d, usedIn: [] })) };
  }

  /* ---------- for the resource module ---------- */

  /**
   * The published courses (that this viewer may see, by the same rule as the catalogue) and
   * their sections a resource is attached to.
   */
  async usedIn(resourceId: number, user: Principal | null): Promise<UsedIn[]> {
    return (await this.usedInMany([resourceId], user)).get(resourceId) ?? [];
  }

  private async usedInMany(resourceIds: number[], user: Principal | null): Promise<Map<number, UsedIn[]>> {
    const out = new Map<number, UsedIn[]>();
    if (!resourceIds.length) return out;
    const rows = await s.usedInRows(this.db, await this.guard.viewer(user), resourceIds);
    for (const { resourceId, ...r } of rows) out.set(resourceId, [...(out.get(resourceId) ?? []), r]);
    return out;
  }

  /** Deleted resources leave every section. */
  async detachResources(resourceIds: number[]): Promise<void> {
    if (!resourceIds.length) return;
    await s.detachResources(this.db, resourceIds);
    await this.changed();
  }
}
