import type { CourseComment, ManageComment } from "@otp/contract";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { anyContains, offsetOf } from "../../platform/db/sql-helpers.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import type { CourseUserPort } from "./course.ports.js";
import { findCourse } from "./course.queries.js";
import type { CourseService } from "./course.service.js";
import { courseComments, courses } from "./course.tables.js";

type Page = { pageNo: number; pageSize: number };

/** Course comments: anyone who may view a course reads and writes them. */
export class CourseComments {
  constructor(
    private readonly db: Db,
    private readonly users: CourseUserPort,
    private readonly courses: Pick<CourseService, "assertViewer" | "canEdit">,
  ) {}

  private async course(courseId: number, user: Principal | null) {
    const row = await findCourse(this.db, courseId);
    if (!row) throw notFound("课程不存在");
    const { canEdit } = await this.courses.assertViewer(row, user);
    return canEdit;
  }

  async list(input: Page & { courseId: number }, user: Principal | null) {
    const canEdit = await this.course(input.courseId, user);
    const cond = eq(courseComments.courseId, input.courseId);
    const [rows, [c]] = await Promise.all([
      this.db
        .select()
        .from(courseComments)
        .where(cond)
        .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
        .limit(input.pageSize)
        .offset(offsetOf(input)),
      this.db.select({ n: count() }).from(courseComments).where(cond),
    ]);
    // One query for every author of the page.
    const people = await this.users.profiles(rows.map((r) => r.userId));
    const moderator = canEdit || hasPerm(user, "business.courseComment");
    const list: CourseComment[] = rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userName: people.get(r.userId)?.realName ?? "已注销用户",
      avatarUrl: people.get(r.userId)?.avatarUrl ?? null,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
      canDelete: moderator || r.userId === user?.userId,
    }));
    return { list, count: Number(c?.n ?? 0) };
  }

  async save(input: { courseId: number; content: string }, user: Principal) {
    await this.course(input.courseId, user);
    const [row] = await this.db
      .insert(courseComments)
      .values({ courseId: input.courseId, userId: user.userId, content: input.content })
      .returning({ id: courseComments.id });
    return { id: row?.id as number };
  }

  /** The author, an editor of the course, or a holder of the comment-management screen. */
  async remove(id: number, user: Principal) {
    const [row] = await this.db.select().from(courseComments).where(eq(courseComments.id, id));
    if (!row) throw notFound("评论不存在");
    if (row.userId !== user.userId && !hasPerm(user, "business.courseComment")) {
      const course = await findCourse(this.db, row.courseId);
      if (!course || !(await this.courses.canEdit(course, user))) throw forbidden("只能删除自己的评论");
    }
    await this.db.delete(courseComments).where(eq(courseComments.id, id));
  }

  async manageList(input: Page & { keyword?: string; courseId?: number | null }) {
    const where: SQL[] = [];
    if (input.courseId) where.push(eq(courseComments.courseId, input.courseId));
    if (input.keyword) where.push(anyContains(input.keyword, courseComments.content, courses.name));
    const cond = where.length ? and(...where) : undefined;
    const [rows, [c]] = await Promise.all([
      this.db
        .select({
          id: courseComments.id,
          courseId: courseComments.courseId,
          courseName: courses.name,
          userId: courseComments.userId,
          content: courseComments.content,
          createdAt: courseComments.createdAt,
        })
        .from(courseComments)
        .innerJoin(courses, eq(courses.id, courseComments.courseId))
        .where(cond)
        .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
        .limit(input.pageSize)
        .offset(offsetOf(input)),
      this.db
        .select({ n: count() })
        .from(courseComments)
        .innerJoin(courses, eq(courses.id, courseComments.courseId))
        .where(cond),
    ]);
    const names = await this.users.names(rows.map((r) => r.userId));
    const list: ManageComment[] = rows.map((r) => ({
      ...r,
      userName: names.get(r.userId)?.realName ?? "",
      createdAt: r.createdAt.toISOString(),
    }));
    return { list, count: Number(c?.n ?? 0) };
  }

  async removeMany(ids: number[]) {
    const rows = await this.db
      .delete(courseComments)
      .where(inArray(courseComments.id, ids))
      .returning({ id: courseComments.id });
    if (!rows.length) throw notFound("评论不存在");
    return { deleted: rows.length };
  }
}
