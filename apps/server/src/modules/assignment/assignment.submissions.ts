import {
  ASSIGNMENT_FILE_KINDS,
  isAssignmentFile,
  type ListResult,
  type RecommendedSubmission,
  type SubmissionDetail,
  type SubmissionItem,
  type SubmissionListInput,
  type submissionReviewSchema,
  type submissionSaveSchema,
} from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { isLate, isTargetStudent, ownsAssignment } from "./assignment.access.js";
import type { AssignmentDeps } from "./assignment.ports.js";
import { reviewNotice, toFiles, toSubmission } from "./assignment.present.js";
import * as q from "./assignment.queries.js";
import type { AssignmentService } from "./assignment.service.js";

type SubmitInput = z.infer<typeof submissionSaveSchema>;
type ReviewInput = z.infer<typeof submissionReviewSchema>;

const kindLabel = (kind: string) => ASSIGNMENT_FILE_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** Students hand work in; the teacher who set the assignment reviews and recommends it. */
export class SubmissionService {
  constructor(
    private readonly db: Db,
    private readonly deps: AssignmentDeps,
    private readonly assignments: AssignmentService,
    private readonly clock: () => Date = () => new Date(),
    private readonly log: (msg: string, err: unknown) => void = (msg, err) => console.error(msg, err),
  ) {}

  async submit(input: SubmitInput, user: Principal): Promise<{ id: number }> {
    if (user.userType !== "student") throw forbidden("只有学生可以提交作业");
    const a = await this.assignments.load(input.assignmentId);
    if (!isTargetStudent(await this.assignments.targetOf(user), a)) throw forbidden("该作业未布置给你的班级");
    const existing = await q.submissionOf(this.db, a.id, user.userId);
    if (existing?.state === "submitted") throw conflict("作业已提交，等待老师批阅");
    if (existing?.state === "scored") throw conflict("作业已批阅，不能再修改");
    const now = this.clock();
    // A revision after a return is always accepted: the teacher asked for it.
    const late = !existing && isLate(a, now);
    if (late && a.latePolicy === "refuse") throw badRequest("参数 assignmentId：已过截止时间，该作业不允许补交");
    const content = input.content?.trim() ? await filteredField(this.deps.text, "content", input.content.trim()) : "";
    const fileIds = [...new Set(input.fileIds)];
    const files = await this.deps.files.many(fileIds);
    if (files.length !== fileIds.length) throw badRequest("参数 fileIds：文件不存在，请重新上传");
    if (files.some((f) => f.ownerId !== user.userId)) throw forbidden("只能提交自己上传的文件");
    // A subtitle is a document upload but not homework (decision 0050).
    const refused = files.find((f) => !a.fileKinds.includes(f.kind) || !isAssignmentFile(f.kind, f.ext));
    if (refused) {
      const allowed = a.fileKinds.map(kindLabel).join("、") || "无";
      throw badRequest(`参数 fileIds：“${refused.name}”的类型不允许提交（允许：${allowed}）`);
    }
    return this.db.transaction(async (tx) => {
      const id = await q.upsertSubmission(tx, a.id, user.userId, {
        content,
        late: existing?.late ?? late,
        shareConsent: input.shareConsent,
      });
      await q.replaceFiles(tx, id, fileIds);
      return { id };
    });
  }

  /** The caller's own submission for an assignment, or null when not handed in. */
  async mine(assignmentId: number, user: Principal): Promise<SubmissionDetail | null> {
    await this.assignments.viewable(assignmentId, user);
    const s = await q.submissionOf(this.db, assignmentId, user.userId);
    return s ? this.detailOf(s) : null;
  }

  /** Every submission of an assignment, to the teacher who set it. */
  async list(input: SubmissionListInput, user: Principal): Promise<ListResult<SubmissionItem>> {
    const a = await this.assignments.load(input.assignmentId);
    if (!ownsAssignment(user, a) && !isAdministrator(user)) throw forbidden("只能查看自己布置的作业");
    const { rows, count } = await q.pageSubmissions(this.db, input, a.id);
    const students = rows.map((r) => r.row.studentId);
    const [names, classIds] = await Promise.all([
      this.deps.users.names(students),
      Promise.all(students.map((id) => this.deps.users.classOf(id))),
    ]);
    const classNames = await this.deps.classes.names(classIds.filter((c): c is number => !!c));
    return {
      list: rows.map((r, i) =>
        toSubmission(r.row, names.get(r.row.studentId)?.realName ?? "", classNames.get(classIds[i] ?? 0) ?? ""),
      ),
      count,
    };
  }

  /** One submission (/task/res/{Id}): to its student, the teacher who set the assignment, administrators. */
  async detail(id: number, user: Principal): Promise<SubmissionDetail> {
    const { s } = await this.visible(id, user);
    return this.detailOf(s);
  }

  async review(input: ReviewInput, user: Principal) {
    const { s, a } = await this.reviewable(input.id, user);
    if (s.state === "returned") throw conflict("作业已退回，等待学生重新提交");
    const comment = input.comment?.trim() ? await filteredField(this.deps.text, "comment", input.comment.trim()) : "";
    const state = input.action === "score" ? "scored" : "returned";
    const review = { state, score: state === "scored" ? (input.score ?? 0) : null, comment };
    const done = await q.review(this.db, s.id, review);
    if (!done) throw conflict("作业状态已变化，请刷新后重试");
    // After the review is stored: a failed notice is logged, the review stands.
    await this.deps.notifier
      .notify([reviewNotice(a, s, review)])
      .catch((err) => this.log(`submission ${s.id}: grade notice failed`, err));
  }

  async recommend(id: number, recommended: boolean, user: Principal) {
    const { s } = await this.reviewable(id, user);
    if (recommended && s.state !== "scored") throw badRequest("参数 id：批阅后才能推荐为优秀作业");
    await q.updateSubmission(this.db, s.id, { recommended });
  }

  /** The student's consent to show recommended work publicly; withdrawing it hides the page. */
  async consent(id: number, shareConsent: boolean, user: Principal) {
    const s = await this.load(id);
    if (s.studentId !== user.userId) throw forbidden("只能修改自己的作业");
    await q.updateSubmission(this.db, s.id, { shareConsent });
  }

  /** Excellent work shown publicly (/task/recommend/{Id}): recommended and agreed to by the student. */
  async recommended(id: number): Promise<RecommendedSubmission> {
    const s = await q.findSubmission(this.db, id);
    if (!s?.recommended || !s.shareConsent) throw notFound("优秀作业不存在或未公开");
    return this.publicOf(s);
  }

  async recommendedList(page: Page): Promise<ListResult<RecommendedSubmission>> {
    const { rows, count } = await q.pageRecommended(this.db, page);
    return { list: await Promise.all(rows.map((r) => this.publicOf(r.row))), count };
  }

  async sendFile(req: FastifyRequest, reply: FastifyReply, id: number, fileId: number, user: Principal | null) {
    const s = user ? (await this.visible(id, user).catch(() => null))?.s : undefined;
    const open = s ?? (await q.findSubmission(this.db, id));
    const allowed = !!s || (!!open?.recommended && open.shareConsent);
    if (!open || !allowed || !(await q.fileIdsOf(this.db, open.id)).includes(fileId)) throw notFound("文件不存在");
    return this.deps.files.send(req, reply, fileId);
  }

  private async publicOf(s: q.SubmissionRow): Promise<RecommendedSubmission> {
    const d = await this.detailOf(s);
    const a = await this.assignments.load(s.assignmentId);
    const names = await this.deps.users.names([a.ownerId]);
    return {
      id: d.id,
      assignmentTitle: d.assignmentTitle,
      teacherName: names.get(a.ownerId)?.realName ?? "",
      studentName: d.studentName,
      className: d.className,
      content: d.content,
      score: d.score,
      comment: d.comment,
      files: d.files,
      submittedAt: d.submittedAt,
    };
  }

  private async detailOf(s: q.SubmissionRow): Promise<SubmissionDetail> {
    const [a, names, classId, order] = await Promise.all([
      this.assignments.load(s.assignmentId),
      this.deps.users.names([s.studentId]),
      this.deps.users.classOf(s.studentId),
      q.fileIdsOf(this.db, s.id),
    ]);
    const [classNames, files] = await Promise.all([
      this.deps.classes.names(classId ? [classId] : []),
      this.deps.files.many(order),
    ]);
    return {
      ...toSubmission(s, names.get(s.studentId)?.realName ?? "", classNames.get(classId ?? 0) ?? ""),
      assignmentTitle: a.title,
      content: s.content,
      comment: s.comment,
      files: toFiles(order, files),
    };
  }

  private async visible(id: number, user: Principal) {
    const s = await this.load(id);
    const a = await this.assignments.load(s.assignmentId);
    if (s.studentId !== user.userId && !ownsAssignment(user, a) && !isAdministrator(user)) {
      throw forbidden("无权查看该作业");
    }
    return { s, a };
  }

  private async reviewable(id: number, user: Principal) {
    const s = await this.load(id);
    const a = await this.assignments.load(s.assignmentId);
    if (!ownsAssignment(user, a)) throw forbidden("只能批阅自己布置的作业");
    return { s, a };
  }

  private async load(id: number) {
    const s = await q.findSubmission(this.db, id);
    if (!s) throw notFound("作业提交不存在");
    return s;
  }
}
