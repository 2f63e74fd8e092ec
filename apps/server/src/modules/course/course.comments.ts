import type {
  CourseComment,
  commentListSchema,
  commentSaveSchema,
  ManageComment,
  manageCommentListSchema,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { allowAll, filteredField, type TextFilter } from "../../platform/text/filter.js";
import { canDeleteComment } from "./course.access.js";
import * as c from "./course.comments.queries.js";
import type { CourseGuard } from "./course.guard.js";
import type { CourseUserPort } from "./course.ports.js";
import { toComment, toManageComment } from "./course.present.js";

/** Course comments: anyone who may view a course reads and writes them. */
export class CourseComments {
  constructor(
    private readonly db: Db,
    private readonly guard: Pick<CourseGuard, "load" | "assertViewer" | "canEdit">,
    private readonly users: Pick<CourseUserPort, "names" | "profiles">,
    private readonly textFilter: TextFilter = allowAll,
  ) {}

  /** Throws unless the caller may view the course; tells whether they edit it. */
  private async viewed(courseId: number, user: Principal | null): Promise<boolean> {
    const { canEdit } = await this.guard.assertViewer(await this.guard.load(courseId), user);
    return canEdit;
  }

  async list(input: z.infer<typeof commentListSchema>, user: Principal | null) {
    const editor = await this.viewed(input.courseId, user);
    const { rows, count } = await c.pageOfCourse(this.db, input.courseId, input);
    // One query for every author of the page.
    const people = await this.users.profiles(rows.map((r) => r.userId));
    const list: CourseComment[] = rows.map((r) =>
      toComment(r, people.get(r.userId), canDeleteComment(user, r, editor)),
    );
    return { list, count };
  }

  async save(input: z.infer<typeof commentSaveSchema>, user: Principal) {
    await this.viewed(input.courseId, user);
    const content = await filteredField(this.textFilter, "content", input.content);
    return { id: await c.insertComment(this.db, { ...input, content, userId: user.userId }) };
  }

  /** The author, an editor of the course, or a holder of the comment-management screen. */
  async remove(id: number, user: Principal) {
    const row = await c.findComment(this.db, id);
    if (!row) throw notFound("评论不存在");
    // The course is looked at only when authorship and the screen do not settle it.
    const editor = !canDeleteComment(user, row, false) && (await this.guard.canEdit({ id: row.courseId }, user));
    if (!canDeleteComment(user, row, editor)) throw forbidden("只能删除自己的评论");
    await c.deleteComments(this.db, [id]);
  }

  async manageList(input: z.infer<typeof manageCommentListSchema>) {
    const { rows, count } = await c.pageOfAll(this.db, input, input);
    const names = await this.users.names(rows.map((r) => r.userId));
    const list: ManageComment[] = rows.map((r) => toManageComment(r, names.get(r.userId)?.realName ?? ""));
    return { list, count };
  }

  async removeMany(ids: number[]) {
    const deleted = await c.deleteComments(this.db, ids);
    if (!deleted) throw notFound("评论不存在");
    return { deleted };
  }
}
