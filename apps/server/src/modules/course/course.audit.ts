import { PUBLISH_STATUS, type PublishStatus } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import { statusOnSubmit } from "../../platform/publishing/status.js";
import {
  type Decision,
  type Logger,
  type PublishableKind,
  PublishingWorkflow,
} from "../../platform/publishing/workflow.js";
import type { CourseGuard } from "./course.guard.js";
import type { CourseDeps } from "./course.ports.js";
import { attachmentsOf, hasChapters } from "./course.sections.queries.js";
import { courses } from "./course.tables.js";

/** Courses on the platform's publishing workflow: notices read "您的课程《名》已通过审核并发布。". */
const COURSE: PublishableKind = { table: courses, columns: courses, noun: "课程", quote: (name) => `《${name}》` };

/**
 * Submitting a course for publication, and the auditor's decisions. A course's section resources
 * go through the same audit (decision 0046): submitting the course submits its owner's draft
 * resources, and the course's decision settles those still pending.
 */
export class CourseAudit {
  private readonly publishing: PublishingWorkflow;

  constructor(
    private readonly db: Db,
    private readonly guard: CourseGuard,
    /** Called once a decision or a submission committed: kept catalogue pages are stale. */
    private readonly changed: () => Promise<void>,
    private readonly deps: Pick<CourseDeps, "audit" | "notifier" | "resources">,
  ) {
    this.publishing = new PublishingWorkflow(db, COURSE, deps.notifier);
  }

  /**
   * Draft or rejected → pending when course audit is on, else published; a course needs a
   * chapter for that. Its unpublished section resources go with it: the submitter's own are
   * submitted, someone else's draft refuses the submission, naming it. Pending and published
   * courses keep their state (edits to a published course need no new audit).
   */
  async submit(courseId: number, user: Principal): Promise<{ status: PublishStatus }> {
    const course = await this.guard.assertEditor(courseId, user);
    // Only a course that would change state needs its chapters (a pending one is reported as is).
    const changes = statusOnSubmit(course.status, false) !== null;
    if (changes && !(await hasChapters(this.db, courseId))) throw badRequest("请先添加章节再提交");
    if (changes) await this.submitResources(courseId, user);
    const submitted = await this.publishing.submit(course, await this.deps.audit.required("course"));
    if (submitted.status !== course.status) await this.changed();
    return submitted;
  }

  /** Section resources attached to the course that students cannot see yet: their name and state. */
  async unpublishedResources(courseId: number) {
    const ids = [...new Set((await attachmentsOf(this.db, [courseId])).map((a) => a.resourceId))];
    if (!ids.length) return [];
    return (await this.deps.resources.reviewDetails(ids)).filter((r) => r.status !== PUBLISH_STATUS.PUBLISHED);
  }

  /**
   * Publishes or rejects pending courses (unknown ids 404, others than pending 400); each owner
   * is told, with the reason when rejected, after the decision committed. The courses' section
   * resources still pending are published or rejected with them (a failure there is logged: the
   * course's decision stands, and the resources stay in the resource audit queue).
   */
  async decide(input: Decision, log?: Logger): Promise<{ count: number }> {
    const pending = new Set<number>();
    for (const a of await attachmentsOf(this.db, input.ids)) pending.add(a.resourceId);
    const result = await this.publishing.decide(input, log);
    if (result.count > 0) await this.changed();
    if (result.count === 0 || pending.size === 0) return result;
    const details = await this.deps.resources.reviewDetails([...pending]);
    const ids = details.filter((r) => r.status === PUBLISH_STATUS.PENDING).map((r) => r.id);
    if (ids.length) {
      await this.deps.resources
        .decide({ ids, pass: input.pass, reason: input.reason })
        .catch((err) => (log ?? console.error)(`course section resources not decided (${ids.join(",")})`, err));
    }
    return result;
  }

  private async submitResources(courseId: number, user: Principal) {
    const waiting = await this.unpublishedResources(courseId);
    const foreign = waiting.find((r) => r.ownerId !== user.userId && r.status !== PUBLISH_STATUS.PENDING);
    if (foreign) {
      throw badRequest(
        `参数 courseId：章节资源「${foreign.name}」尚未发布，它由${foreign.ownerName || "其他教师"}上传，须由其提交审核，或先从小节中移除`,
      );
    }
    for (const r of waiting) {
      if (r.status !== PUBLISH_STATUS.PENDING) await this.deps.resources.submit(r.id, user);
    }
  }
}
