import { type CourseDetail, PUBLISH_STATUS } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { VisitSink } from "../../platform/visits/visits.js";
import type { CourseCards } from "./course.cards.js";
import { commentCount } from "./course.comments.queries.js";
import type { CourseGuard } from "./course.guard.js";
import type { CourseCollectPort, CourseResourcePort, CourseUserPort } from "./course.ports.js";
import { toChapterTree, toDetail } from "./course.present.js";
import * as q from "./course.queries.js";
import { attachments, treeRows } from "./course.sections.queries.js";

/** The course detail: the public page (with its visit count) and the editor's view. */
export class CourseDetails {
  constructor(
    private readonly db: Db,
    private readonly guard: CourseGuard,
    private readonly cards: CourseCards,
    private readonly deps: {
      users: Pick<CourseUserPort, "profiles">;
      resources: Pick<CourseResourcePort, "markVisit" | "viewable">;
      collects: Pick<CourseCollectPort, "isCollected">;
      visits?: VisitSink;
    },
  ) {}

  /** The public detail; counts one visit per person per hour for published courses. */
  async detail(courseId: number, user: Principal | null, ip: string, userAgent = ""): Promise<CourseDetail> {
    const course = await this.guard.load(courseId);
    const { canEdit } = await this.guard.assertViewer(course, user);
    if (course.status === PUBLISH_STATUS.PUBLISHED) {
      const who = user ? `u${user.userId}` : `ip:${ip}`;
      if (await this.deps.resources.markVisit("course", courseId, who)) {
        // Not a catalogue change: kept pages show the new count within KEPT_PAGE_MS (course.catalogue-cache.ts).
        course.visitCount = (await q.countVisit(this.db, courseId)) ?? course.visitCount + 1;
        this.deps.visits?.({ kind: "course", targetId: courseId, viewer: who, userAgent });
      }
    }
    return this.present(course, user, canEdit, "viewer");
  }

  /** The editor's view: any state, editors only. */
  async editDetail(courseId: number, user: Principal): Promise<CourseDetail> {
    const course = await this.guard.assertEditor(courseId, user);
    return this.present(course, user, true, "all");
  }

  /**
   * The quality office's reading (supervision, `CourseReview`): any course with every section
   * and all its resources counted, as a reader who may not edit it. Never a session; never writes.
   */
  async reviewDetail(courseId: number): Promise<CourseDetail> {
    return this.present(await this.guard.load(courseId), null, false, "all");
  }

  /**
   * Resources attached per section: all of them for the editor, else only those this viewer
   * may open (a guest is not told of two resources when the section shows one).
   */
  private async sectionCounts(courseId: number, user: Principal | null, counted: "all" | "viewer") {
    const tree = await treeRows(this.db, courseId);
    if (counted === "all") return tree;
    const pairs = await attachments(this.db, courseId);
    const seen = new Set(await this.deps.resources.viewable([...new Set(pairs.map((p) => p.resourceId))], user));
    const resourceCounts = new Map<number, number>();
    for (const p of pairs) {
      if (seen.has(p.resourceId)) resourceCounts.set(p.sectionId, (resourceCounts.get(p.sectionId) ?? 0) + 1);
    }
    return { rows: tree.rows, resourceCounts };
  }

  private async present(
    course: q.CourseRow,
    user: Principal | null,
    canEdit: boolean,
    counted: "all" | "viewer",
  ): Promise<CourseDetail> {
    const [[card], members, tree, classIds, comments, collected, names] = await Promise.all([
      this.cards.cards([course]),
      q.members(this.db, [course.id]),
      this.sectionCounts(course.id, user, counted),
      q.classIdsOf(this.db, course.id),
      commentCount(this.db, course.id),
      user ? this.deps.collects.isCollected(user.userId, "course", course.id) : Promise.resolve(false),
      this.cards.names(),
    ]);
    // Teachers and assistants in one look-up (unknown users are left out).
    const profiles = await this.deps.users.profiles(members.map((m) => m.userId));
    // The course's total agrees with its sections (what this viewer may open).
    const resourceCount = [...tree.resourceCounts.values()].reduce((a, b) => a + b, 0);
    return toDetail(course, {
      card: { ...(card as NonNullable<typeof card>), resourceCount },
      names,
      chapters: toChapterTree(tree),
      members,
      profiles,
      classIds,
      commentCount: comments,
      collected,
      canEdit,
    });
  }
}
