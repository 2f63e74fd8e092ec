import type { PublishStatus } from "@otp/contract";
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
import { hasChapters } from "./course.sections.queries.js";
import { courses } from "./course.tables.js";

/** Courses on the platform's publishing workflow: notices read "您的课程《名》已通过审核并发布。". */
const COURSE: PublishableKind = { table: courses, columns: courses, noun: "课程", quote: (name) => `《${name}》` };

/** Submitting a course for publication, and the auditor's decisions. */
export class CourseAudit {
  private readonly publishing: PublishingWorkflow;

  constructor(
    private readonly db: Db,
    private readonly guard: CourseGuard,
    private readonly deps: Pick<CourseDeps, "audit" | "notifier">,
  ) {
    this.publishing = new PublishingWorkflow(db, COURSE, deps.notifier);
  }

  /**
   * Draft or rejected → pending when course audit is on, else published; a course needs a
   * chapter for that. Pending and published courses keep their state (edits to a published
   * course need no new audit).
   */
  async submit(courseId: number, user: Principal): Promise<{ status: PublishStatus }> {
    const course = await this.guard.assertEditor(courseId, user);
    // Only a course that would change state needs its chapters (a pending one is reported as is).
    const changes = statusOnSubmit(course.status, false) !== null;
    if (changes && !(await hasChapters(this.db, courseId))) throw badRequest("请先添加章节再提交");
    return this.publishing.submit(course, await this.deps.audit.required("course"));
  }

  /**
   * Publishes or rejects pending courses (unknown ids 404, others than pending 400); each owner
   * is told, with the reason when rejected, after the decision committed.
   */
  decide(input: Decision, log?: Logger): Promise<{ count: number }> {
    return this.publishing.decide(input, log);
  }
}
