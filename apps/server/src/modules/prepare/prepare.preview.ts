import type { PlanContentNode, PreviewMaterial } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import type { PrepareDeps } from "./prepare.ports.js";
import * as q from "./prepare.queries.js";

/** 预习材料: students see the published plans of their class's courses and mark them done. */
export class PreviewService {
  constructor(
    private readonly db: Db,
    private readonly deps: PrepareDeps,
  ) {}

  /** The student's materials, of one course when courseId is given (content included then). */
  async list(user: Principal, courseId?: number): Promise<PreviewMaterial[]> {
    const mine = await this.deps.courses.ofStudent(user.userId);
    if (courseId && !mine.includes(courseId)) throw forbidden("只能查看本班课程的预习材料");
    const rows = await q.publishedOf(this.db, courseId ? [courseId] : mine, user.userId);
    const [courses, names] = await Promise.all([
      this.deps.courses.names(rows.map((r) => r.courseId)),
      this.deps.users.names(rows.map((r) => r.assigneeId)),
    ]);
    // Attached resources go with the content (one course's page), each only if the student may open it.
    const attached = courseId
      ? await q.resourceIdsOf(
          this.db,
          rows.map((r) => r.id),
        )
      : new Map<number, number[]>();
    const cards = await Promise.all(rows.map((r) => this.deps.resources.cards(attached.get(r.id) ?? [], user)));
    return rows.map((r, i) => ({
      planId: r.id,
      courseId: r.courseId,
      courseName: courses.get(r.courseId) ?? "",
      title: r.title,
      authorName: names.get(r.assigneeId)?.realName ?? "",
      publishedAt: r.publishedAt?.toISOString() ?? "",
      done: !!r.done,
      ...(courseId && r.publishedContent ? { content: JSON.parse(r.publishedContent) as PlanContentNode } : {}),
      ...(courseId ? { resources: cards[i] ?? [] } : {}),
    }));
  }

  async markDone(planId: number, user: Principal) {
    const mine = await this.deps.courses.ofStudent(user.userId);
    const rows = await q.publishedOf(this.db, mine, user.userId);
    if (!rows.some((r) => r.id === planId)) throw notFound("预习材料不存在");
    await q.markDone(this.db, planId, user.userId);
  }
}
