import {
  type AssignmentDetail,
  type AssignmentItem,
  type AssignmentList,
  type AssignmentListInput,
  type AssignmentSectionOption,
  type assignmentSaveSchema,
  isAssignmentFile,
} from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canSetAssignments, isTargetStudent, ownsAssignment, type StudentTarget } from "./assignment.access.js";
import type { AssignmentDeps } from "./assignment.ports.js";
import { newAssignmentNotices, toFiles, toItem } from "./assignment.present.js";
import * as q from "./assignment.queries.js";

type SaveInput = z.infer<typeof assignmentSaveSchema>;

/** 作业: teachers set them for classes; students of those classes see them. */
export class AssignmentService {
  constructor(
    private readonly db: Db,
    private readonly deps: AssignmentDeps,
    private readonly clock: () => Date = () => new Date(),
    private readonly log: (msg: string, err: unknown) => void = (msg, err) => console.error(msg, err),
  ) {}

  /** The assignments a teacher set. */
  async mine(input: AssignmentListInput, user: Principal): Promise<AssignmentList> {
    if (!canSetAssignments(user)) throw forbidden("只有教师可以布置作业");
    const { rows, count } = await q.pageOwned(this.db, input, user.userId);
    return { list: await this.items(rows), count };
  }

  /** The assignments set for a student's class, with the student's own state. */
  async forStudent(input: AssignmentListInput, user: Principal): Promise<AssignmentList> {
    if (user.userType !== "student") throw forbidden("只有学生可以查看布置给班级的作业");
    const { classId, courseIds } = await this.targetOf(user);
    if (!classId) return { list: [], count: 0 };
    const { rows, count } = await q.pageForClass(this.db, input, { classId, courseIds }, user.userId);
    return { list: await this.items(rows), count };
  }

  async detail(id: number, user: Principal): Promise<AssignmentDetail> {
    const a = await this.viewable(id, user);
    const [items, attachments] = await Promise.all([
      this.items([{ row: a, submittedCount: 0, pendingCount: 0 }]),
      this.deps.files.many(a.attachmentIds),
    ]);
    return {
      ...(items[0] as AssignmentDetail),
      instructions: a.instructions,
      classIds: a.classIds,
      attachments: toFiles(a.attachmentIds, attachments),
      isOwner: ownsAssignment(user, a),
    };
  }

  async save(input: SaveInput, user: Principal): Promise<{ id: number }> {
    if (!canSetAssignments(user)) throw forbidden("只有教师可以布置作业");
    const existing = input.id ? await this.load(input.id) : undefined;
    if (existing && !ownsAssignment(user, existing)) throw forbidden("只能编辑自己布置的作业");
    const title = await filteredField(this.deps.text, "title", input.title);
    const instructions = await filteredField(this.deps.text, "instructions", input.instructions);
    const section = input.sectionId ? await this.section(input.sectionId, user) : null;
    // A section target replaces classes: the course's classes see it.
    const classIds = section ? [] : [...new Set(input.classIds)];
    if (!section && !classIds.length) throw badRequest("参数 classIds：请选择班级或课程章节");
    if ((await this.deps.classes.names(classIds)).size !== classIds.length) {
      throw badRequest("参数 classIds：所选班级不存在");
    }
    const dueAt = new Date(input.dueAt);
    if (!existing && dueAt.getTime() <= this.clock().getTime()) throw badRequest("参数 dueAt：截止时间须晚于当前时间");
    const attachmentIds = [...new Set(input.attachmentIds)];
    const files = await this.deps.files.many(attachmentIds);
    if (files.length !== attachmentIds.length) throw badRequest("参数 attachmentIds：附件不存在，请重新上传");
    if (files.some((f) => f.ownerId !== user.userId && !existing?.attachmentIds.includes(f.id))) {
      throw badRequest("参数 attachmentIds：只能使用自己上传的附件");
    }
    const notHomework = files.find((f) => !isAssignmentFile(f.kind, f.ext));
    if (notHomework) throw badRequest(`参数 attachmentIds：“${notHomework.name}”的类型不能作为作业附件`);
    const values = {
      title,
      instructions,
      classIds,
      courseId: section?.courseId ?? null,
      sectionId: section?.id ?? null,
      dueAt,
      fileKinds: [...new Set(input.fileKinds)],
      latePolicy: input.latePolicy,
      attachmentIds,
      ownerId: existing?.ownerId ?? user.userId,
    };
    if (existing) {
      await q.update(this.db, existing.id, values);
      return { id: existing.id };
    }
    const id = await q.insert(this.db, values);
    await this.tellStudents(values, user).catch((err) => this.log(`assignment ${id}: notices failed`, err));
    return { id };
  }

  /** Tells the students a new assignment reaches (its classes, or the classes of its course). */
  private async tellStudents(
    a: { title: string; dueAt: Date; classIds: number[]; courseId: number | null },
    user: Principal,
  ) {
    const classIds = a.courseId ? await this.deps.courses.classesOf(a.courseId) : a.classIds;
    const students = await this.deps.users.studentsOf(classIds);
    if (!students.length) return;
    const teacher = (await this.deps.users.names([user.userId])).get(user.userId)?.realName ?? "";
    await this.deps.notifier.notify(newAssignmentNotices(a, teacher, [...new Set(students.map((s) => s.id))]));
  }

  async remove(id: number, user: Principal) {
    const a = await this.load(id);
    if (!ownsAssignment(user, a)) throw forbidden("只能删除自己布置的作业");
    await q.remove(this.db, id);
  }

  /** An attachment of an assignment, to whoever may see the assignment. */
  async sendFile(req: FastifyRequest, reply: FastifyReply, id: number, fileId: number, user: Principal) {
    const a = await this.viewable(id, user);
    if (!a.attachmentIds.includes(fileId)) throw notFound("附件不存在");
    return this.deps.files.send(req, reply, fileId);
  }

  /** The assignment, when the caller set it, administers the platform, or is in a target class. */
  async viewable(id: number, user: Principal) {
    const a = await this.load(id);
    if (ownsAssignment(user, a) || isAdministrator(user)) return a;
    if (user.userType === "student" && isTargetStudent(await this.targetOf(user), a)) return a;
    throw forbidden("无权查看该作业");
  }

  /** A student's class and the courses it takes (the reach of section assignments). */
  async targetOf(user: Principal): Promise<StudentTarget> {
    const classId = await this.deps.users.classOf(user.userId);
    return { classId, courseIds: classId ? await this.deps.courses.ofClass(classId) : [] };
  }

  /** The sections a teacher may set assignments for (courses they teach or assist). */
  async sectionOptions(user: Principal): Promise<AssignmentSectionOption[]> {
    if (!canSetAssignments(user)) throw forbidden("只有教师可以布置作业");
    return this.deps.courses.memberSections(user.userId);
  }

  /**
   * The assignments of a course section: to its course's editors, and to students of the
   * course's classes (with their own state); anyone else is refused.
   */
  async forSection(sectionId: number, user: Principal): Promise<AssignmentItem[]> {
    const [s] = await this.deps.courses.sections([sectionId]);
    if (!s) throw notFound("课程章节不存在");
    const student = user.userType === "student";
    const allowed = student
      ? isTargetStudent(await this.targetOf(user), { classIds: [], courseId: s.courseId })
      : await this.deps.courses.canEdit(s.courseId, user);
    if (!allowed) throw forbidden("无权查看该章节的作业");
    return this.items(await q.ofSection(this.db, sectionId, student ? user.userId : null));
  }

  /** A section the caller edits, or 400/403 naming sectionId. */
  private async section(sectionId: number, user: Principal) {
    const [s] = await this.deps.courses.sections([sectionId]);
    if (!s) throw badRequest("参数 sectionId：课程章节不存在");
    if (!(await this.deps.courses.canEdit(s.courseId, user))) throw forbidden("只能为自己任教的课程章节布置作业");
    return s;
  }

  async load(id: number) {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("作业不存在");
    return row;
  }

  private async items(
    rows: { row: q.AssignmentRow; submittedCount: number; pendingCount: number; myState?: string | null }[],
  ) {
    const sectionIds = [...new Set(rows.flatMap((r) => (r.row.sectionId ? [r.row.sectionId] : [])))];
    const [names, classNames, sections] = await Promise.all([
      this.deps.users.names(rows.map((r) => r.row.ownerId)),
      this.deps.classes.names([...new Set(rows.flatMap((r) => r.row.classIds))]),
      this.deps.courses.sections(sectionIds),
    ]);
    const bySection = new Map(sections.map((s) => [s.id, s]));
    return rows.map((r) => toItem(r, names, classNames, bySection));
  }
}
