import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { canEdit, isCourseAdmin, type Viewer, viewRefusal, viewVerdict } from "./course.access.js";
import type { CourseUserPort } from "./course.ports.js";
import * as q from "./course.queries.js";

/**
 * The access rules of course.access.ts applied to stored courses: loads what a rule needs (the
 * caller's membership, class) and throws its refusal. Every part of the module checks through here.
 */
export class CourseGuard {
  constructor(
    private readonly db: Db,
    private readonly users: Pick<CourseUserPort, "info">,
  ) {}

  /** Who is looking, for the list queries; a user's class comes from the user module. */
  async viewer(user: Principal | null): Promise<Viewer> {
    if (!user) return { userId: null, classId: null, admin: false };
    const admin = isCourseAdmin(user);
    const classId = admin ? null : ((await this.users.info(user.userId).catch(() => null))?.classId ?? null);
    return { userId: user.userId, classId, admin };
  }

  async load(courseId: number): Promise<q.CourseRow> {
    const row = await q.findCourse(this.db, courseId);
    if (!row) throw notFound("课程不存在");
    return row;
  }

  /** Whether the caller edits this course (membership is read only when it decides). */
  async canEdit(course: { id: number }, user: Principal | null): Promise<boolean> {
    const role = user && !isCourseAdmin(user) ? await q.memberRole(this.db, course.id, user.userId) : null;
    return canEdit(user, role);
  }

  /** The course, unless the caller is not one of its teachers or assistants, or a course admin. */
  async assertEditor(courseId: number, user: Principal): Promise<q.CourseRow> {
    const course = await this.load(courseId);
    if (!(await this.canEdit(course, user))) throw forbidden("只有本课程的教师、助教或管理员可以编辑该课程");
    return course;
  }

  /** Throws unless the caller may open the course (viewVerdict); tells whether they edit it. */
  async assertViewer(course: q.CourseRow, user: Principal | null): Promise<{ canEdit: boolean }> {
    const editor = await this.canEdit(course, user);
    const verdict = viewVerdict(user, course, editor);
    const refusal = viewRefusal(verdict, verdict === "classes" && (await this.inListedClass(course.id, user)));
    if (refusal) throw refusal;
    return { canEdit: editor };
  }

  private async inListedClass(courseId: number, user: Principal | null): Promise<boolean> {
    const { classId } = await this.viewer(user);
    return classId !== null && (await q.classIdsOf(this.db, courseId)).includes(classId);
  }
}
