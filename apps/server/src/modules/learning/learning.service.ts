import type {
  LearningProgress,
  LearningProgressOfInput,
  LearningProgressSaveInput,
  RecentLearningList,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { badRequest } from "../../platform/http/errors.js";
import type { LearningDeps, LearningPlace } from "./learning.ports.js";
import { presentProgress, presentRecent } from "./learning.present.js";
import * as q from "./learning.queries.js";

/** Learning progress: where each user stopped in each resource, for resuming and 继续学习. */
export class LearningService {
  constructor(
    private readonly db: Db,
    private readonly deps: LearningDeps,
  ) {}

  /**
   * Keeps the caller's position in a resource they may view. The course and section, when
   * given, must be a place of that resource the caller may see, so a later list never names a
   * course they could not open. The position is clamped to the length: the player's when it
   * sent one, else the one kept for the same file, else what media processing measured.
   */
  async save(input: LearningProgressSaveInput, user: Principal): Promise<LearningProgress> {
    const target = await this.deps.resources.progressTarget(user, input.resourceId, input.fileId);
    const courseId = input.courseId ?? null;
    const sectionId = input.sectionId ?? null;
    if (courseId !== null) {
      const places = (await this.deps.courses.placesOf(input.resourceId, user)).filter((p) => p.courseId === courseId);
      if (!places.length) throw badRequest("参数 courseId：该课程不含此资源或不可查看");
      if (sectionId !== null && !places.some((p) => p.sectionId === sectionId))
        throw badRequest("参数 sectionId：该节不含此资源");
    }
    const before = await q.findProgress(this.db, user.userId, input.resourceId);
    // A player that does not know the length yet reports 0: that is no length, not a zero one.
    const duration =
      (input.duration || null) ?? (before?.fileId === target.fileId ? before.duration : null) ?? target.duration;
    const second = duration !== null ? Math.min(input.second, duration) : input.second;
    const row = await q.upsertProgress(this.db, {
      userId: user.userId,
      resourceId: input.resourceId,
      fileId: target.fileId,
      second,
      duration,
      courseId,
      sectionId,
    });
    return presentProgress(row);
  }

  /** The caller's own positions: those last opened from a course, or in the resources asked for. */
  async of(input: LearningProgressOfInput, user: Principal): Promise<LearningProgress[]> {
    const rows =
      input.courseId !== undefined
        ? await q.progressOfCourse(this.db, user.userId, input.courseId)
        : await q.progressOfResources(this.db, user.userId, input.resourceIds ?? []);
    return rows.map(presentProgress);
  }

  /** 继续学习: the caller's positions, newest first, with the names the list shows. */
  async recent(page: Page, user: Principal): Promise<RecentLearningList> {
    const { rows, count } = await q.pageOfUser(this.db, user.userId, page);
    const ids = rows.map((r) => r.resourceId);
    const withCourse = [...new Set(rows.filter((r) => r.courseId !== null).map((r) => r.resourceId))];
    const [cards, placeLists] = await Promise.all([
      this.deps.resources.cards(ids, user),
      Promise.all(withCourse.map((id) => this.deps.courses.placesOf(id, user))),
    ]);
    const places = new Map<number, LearningPlace[]>(withCourse.map((id, i) => [id, placeLists[i] ?? []]));
    return {
      count,
      list: rows.map((r) => presentRecent(r, cards.get(r.resourceId), places.get(r.resourceId) ?? [])),
    };
  }
}
