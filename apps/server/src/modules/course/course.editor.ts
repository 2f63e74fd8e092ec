import type {
  courseBriefSaveSchema,
  courseColumnSaveSchema,
  courseCreateSchema,
  courseMemberSaveSchema,
  coursePermissionSaveSchema,
  textbookSaveSchema,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { allowAll, filteredField } from "../../platform/text/filter.js";
import { canBuildFrom, canCreate, canDelete } from "./course.access.js";
import type { CourseGuard } from "./course.guard.js";
import type { CourseDeps } from "./course.ports.js";
import * as q from "./course.queries.js";

/** What the editor writes needs from other modules. */
type EditorDeps = Pick<CourseDeps, "base" | "users" | "collects" | "file" | "textFilter">;

/** Dictionary references a brief may set, with the list each must be in and its Chinese name. */
const REFERENCES = [
  ["termId", (b: EditorDeps["base"]) => b.kvTerms(), "学期"],
  ["orgId", (b: EditorDeps["base"]) => b.kvOrgs(), "院系"],
  ["subjectId", (b: EditorDeps["base"]) => b.kvElements("SUBJECT"), "学科"],
  ["courseTypeId", (b: EditorDeps["base"]) => b.kvElements("COURSE_TYPE"), "课程类型"],
  ["categoryId", (b: EditorDeps["base"]) => b.kvElements("COURSE_CATEGORY"), "课程分类"],
] as const;

/** Creating and deleting courses, and the editor's saves: brief, columns, textbook, visibility, members. */
export class CourseEditor {
  constructor(
    private readonly db: Db,
    private readonly guard: CourseGuard,
    /** Recomputes the search documents of these courses (course.search-doc.ts). */
    private readonly reindex: (ids: number[]) => Promise<void>,
    /** Called once a write committed: kept catalogue pages are stale (course.catalogue-cache.ts). */
    private readonly changed: () => Promise<void>,
    private readonly deps: EditorDeps,
  ) {}

  /* ---------- create and delete ---------- */

  async create(input: z.infer<typeof courseCreateSchema>, user: Principal): Promise<{ id: number }> {
    if (!canCreate(user)) throw forbidden("只有教师可以创建课程");
    const name = input.name ? await filteredField(this.deps.textFilter ?? allowAll, "name", input.name) : "";
    let values: q.CourseValues = {
      name,
      kind: input.kind,
      ownerId: user.userId,
      visibility: "public",
    };
    let classId: number | null = null;
    if (input.kind === "academic") {
      const origin = await this.deps.base.originCourse(input.originCourseId as number);
      if (!origin) throw badRequest("参数 originCourseId：教务课程不存在");
      if (!canBuildFrom(user, origin)) throw forbidden("只能为自己任教的教务课程建课");
      classId = origin.classId;
      values = {
        ...values,
        name: name || origin.name,
        originCourseId: origin.id,
        termId: origin.termId,
        orgId: origin.orgId,
        // An academic course belongs to its teaching class: its students see it and learn it.
        visibility: classId ? "classes" : "school",
      };
    }
    const id = await this.db.transaction((tx) => q.insertCourse(tx, values, classId));
    await this.changed();
    await this.reindex([id]);
    return { id };
  }

  /** The owner or a course admin deletes a course with its chapters, attachments, members and comments. */
  async remove(courseId: number, user: Principal) {
    const course = await this.guard.load(courseId);
    if (!canDelete(user, course)) throw forbidden("只有课程创建者或管理员可以删除课程");
    await this.removeCourses([courseId]);
  }

  /** Admin business delete: the ids that exist; 404 when none does. */
  async removeMany(ids: number[]) {
    const found = await q.existingIds(this.db, ids);
    if (!found.length) throw notFound("课程不存在");
    await this.removeCourses(found);
    return { deleted: found.length };
  }

  private async removeCourses(ids: number[]) {
    await this.db.transaction((tx) => q.deleteCourses(tx, ids));
    await this.changed();
    await this.deps.collects.forget("course", ids);
  }

  /* ---------- editor saves ---------- */

  private async checkRefs(input: z.infer<typeof courseBriefSaveSchema>) {
    for (const [field, list, label] of REFERENCES) {
      const id = input[field];
      if (id && !(await list(this.deps.base)).some((x) => x.id === id))
        throw badRequest(`参数 ${field}：${label}不存在`);
    }
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

  async saveBrief(input: z.infer<typeof courseBriefSaveSchema>, user: Principal) {
    const course = await this.guard.assertEditor(input.courseId, user);
    await this.checkRefs(input);
    await this.checkCover(input.coverFileId, course.coverFileId, user, "coverFileId");
    const name = await filteredField(this.deps.textFilter ?? allowAll, "name", input.name);
    await q.updateCourse(this.db, input.courseId, {
      name,
      brief: input.brief,
      coverFileId: input.coverFileId ?? null,
      termId: input.termId ?? null,
      orgId: input.orgId ?? null,
      subjectId: input.subjectId ?? null,
      courseTypeId: input.courseTypeId ?? null,
      categoryId: input.categoryId ?? null,
    });
    await this.changed();
    await this.reindex([input.courseId]);
  }

  async saveColumns(input: z.infer<typeof courseColumnSaveSchema>, user: Principal) {
    await this.guard.assertEditor(input.courseId, user);
    // The card shows when the course was last updated (and the default order follows it).
    await q.updateCourse(this.db, input.courseId, { columns: input.columns });
    await this.changed();
  }

  async saveTextbook(input: z.infer<typeof textbookSaveSchema>, user: Principal) {
    const course = await this.guard.assertEditor(input.courseId, user);
    const tb = input.textbook;
    await this.checkCover(tb?.coverFileId, course.textbook?.coverFileId ?? null, user, "textbook.coverFileId");
    await q.updateCourse(this.db, input.courseId, {
      textbook: tb ? { ...tb, coverFileId: tb.coverFileId ?? null } : null,
    });
    await this.changed();
  }

  async savePermission(input: z.infer<typeof coursePermissionSaveSchema>, user: Principal) {
    await this.guard.assertEditor(input.courseId, user);
    const classIds = input.visibility === "classes" ? [...new Set(input.classIds)] : [];
    if (classIds.length) {
      const known = new Set((await this.deps.base.kvClasses()).map((c) => c.id));
      const missing = classIds.find((id) => !known.has(id));
      if (missing) throw badRequest(`参数 classIds：班级 ${missing} 不存在`);
    }
    await this.db.transaction(async (tx) => {
      await q.updateCourse(tx, input.courseId, { visibility: input.visibility });
      await q.replaceClasses(tx, input.courseId, classIds);
    });
    await this.changed();
  }

  /**
   * Replaces the teachers or the assistants. The owner always stays a teacher (so a co-teacher
   * cannot lock the owner out); teachers must be teacher accounts; one person has one role.
   */
  async saveMembers(input: z.infer<typeof courseMemberSaveSchema>, user: Principal) {
    const course = await this.guard.assertEditor(input.courseId, user);
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
      await q.replaceMembers(tx, course.id, input.role, userIds);
      await q.updateCourse(tx, course.id);
    });
    await this.changed();
    // Teacher names are part of the search document.
    if (input.role === "teacher") await this.reindex([course.id]);
  }
}
