import {
  type ResourceDetail,
  type SuperviseEvaluationDetail,
  type SuperviseEvaluationListInput,
  type SuperviseEvaluationRow,
  type SuperviseEvaluationSaveInput,
  type SuperviseEvaluationStartInput,
  type SuperviseEvaluationStatus,
  type SuperviseEvaluatorKind,
  type SuperviseFreeOptions,
  scoreEvaluation,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canRead, canReply, canWrite, evaluatorKindOf, leadsExperts } from "./supervise.access.js";
import * as q from "./supervise.evaluation.queries.js";
import type { LiveNow, SuperviseDeps } from "./supervise.ports.js";
import { addSubmission } from "./supervise.rollup.queries.js";
import type { SuperviseSettings } from "./supervise.settings.js";
import * as tq from "./supervise.task.queries.js";
import * as tplq from "./supervise.template.queries.js";
import type { TemplateService } from "./supervise.template.service.js";

const DAY = 86_400_000;
const HIDDEN_NAME = "督导专家";

/**
 * Listening and evaluating: start (snapshotting the template's form), save drafts and submit
 * race-free by revision, read by the object rules of supervise.access, reply as the teacher.
 */
export class EvaluationService {
  constructor(
    private readonly db: Db,
    private readonly deps: SuperviseDeps,
    private readonly templates: TemplateService,
    private readonly settings: SuperviseSettings,
  ) {}

  /** Opens the caller's evaluation of a task target (or of a free-listening lesson), creating the draft once. */
  async start(input: SuperviseEvaluationStartInput, user: Principal): Promise<{ id: number }> {
    const kind = evaluatorKindOf(user);
    if (input.targetId) {
      const found = await tq.findTarget(this.db, input.targetId);
      if (!found) throw notFound("听课对象不存在");
      const { target, task } = found;
      if (!(await tq.isMember(this.db, task.id, user.userId, "evaluator"))) throw forbidden("该课程不在您的听课任务中");
      const now = Date.now();
      if (now < task.startAt.getTime()) throw badRequest("参数 targetId：听课任务尚未开始");
      if (now > (await this.deadline(task.endAt)).getTime()) throw badRequest("参数 targetId：听课任务已截止");
      const tpl = await this.templates.formFor(task.templateId);
      const lesson = target.courseId ? await this.deps.courses.lesson(target.courseId, target.sectionId) : null;
      const id = await q.insertOnce(this.db, {
        taskId: task.id,
        targetId: target.id,
        evaluatorId: user.userId,
        evaluatorKind: kind,
        teacherId: target.teacherId,
        orgId: await this.deps.users.orgOf(target.teacherId),
        courseTypeId: lesson?.courseTypeId ?? null,
        termId: task.termId ?? lesson?.termId ?? null,
        courseId: target.courseId,
        sectionId: target.sectionId,
        liveId: target.liveId,
        title: target.title,
        templateId: tpl.id,
        templateVersion: tpl.version,
        form: tpl.form,
      });
      return { id };
    }
    if (!(await this.settings.get()).allowFreeListening || kind === "student")
      throw forbidden("该课程不在您的听课任务中");
    const lesson = await this.deps.courses.lesson(input.courseId as number, input.sectionId as number);
    if (!lesson?.sectionId) throw badRequest("参数 sectionId：课程小节不存在");
    const tpl = await this.templates.formFor(input.templateId as number);
    const id = await q.insertOnce(this.db, {
      evaluatorId: user.userId,
      evaluatorKind: kind,
      teacherId: lesson.teacherId,
      orgId: await this.deps.users.orgOf(lesson.teacherId),
      courseTypeId: lesson.courseTypeId,
      termId: lesson.termId,
      courseId: lesson.courseId,
      sectionId: lesson.sectionId,
      title: `${lesson.courseName} · ${lesson.sectionTitle}`,
      templateId: tpl.id,
      templateVersion: tpl.version,
      form: tpl.form,
    });
    return { id };
  }

  /** Free listening: whether it is allowed, the templates the caller may use, a course's sections. */
  async freeOptions(courseId: number | undefined, user: Principal): Promise<SuperviseFreeOptions> {
    const kind = evaluatorKindOf(user);
    const allowed = (await this.settings.get()).allowFreeListening && kind !== "student";
    if (!allowed) return { allowed, templates: [], sections: [] };
    const { rows } = await tplq.pageOfTemplates(this.db, { pageNo: 1, pageSize: 100, ready: true });
    const templates = rows
      .filter((r) => r.t.evaluatorKinds.includes(kind))
      .map((r) => ({ id: r.t.id, name: r.t.name, version: r.t.version }));
    const lesson = courseId ? await this.deps.courses.lesson(courseId, null) : null;
    if (courseId && !lesson) throw notFound("课程不存在");
    return { allowed, templates, sections: lesson?.sections ?? [] };
  }

  async detail(id: number, user: Principal): Promise<SuperviseEvaluationDetail> {
    const e = await q.find(this.db, id);
    const setting = await this.settings.get();
    // Another evaluator's draft is as unknown as a missing id.
    if (!e || !canRead(user, e, setting.teacherCanView)) throw notFound("评价不存在或无权查看");
    const [task, names, templates, media] = await Promise.all([
      q.taskName(this.db, e.taskId),
      this.deps.users.names([e.teacherId, e.evaluatorId]),
      this.templates.names([e.templateId]),
      this.media(e, user),
    ]);
    const row = this.toRow(e, task?.name ?? "", names, user, setting.showEvaluatorName && !task?.anonymous);
    return {
      ...row,
      form: e.form,
      templateName: templates.get(e.templateId)?.name ?? "",
      templateVersion: e.templateVersion,
      marks: e.marks,
      answers: e.answers,
      notes: e.notes,
      score: scoreEvaluation(e.form, e.marks),
      rev: e.rev,
      reply: e.reply,
      repliedAt: e.repliedAt?.toISOString() ?? null,
      courseId: e.courseId,
      sectionId: e.sectionId,
      liveId: e.liveId,
      media: media.resources,
      streams: media.streams,
      deadline: task ? (await this.deadline(task.endAt)).toISOString() : null,
      canEdit: canWrite(user, e),
      canReply: canReply(user, e, setting.teacherCanView),
    };
  }

  /** Saves the draft at the revision the caller read; returns the new revision. */
  async save(
    input: SuperviseEvaluationSaveInput,
    user: Principal,
  ): Promise<{ rev: number; total: number; level: string }> {
    const { e, values } = await this.prepare(input, user, false);
    const rev = await q.saveDraft(this.db, e.id, input.rev, values);
    if (rev === null) throw await this.whyNot(e.id);
    return { rev, total: (values.score10 ?? 0) / 10, level: values.level ?? "" };
  }

  /** Final submission: every item marked, required questions answered, within the window; once. */
  async submit(input: SuperviseEvaluationSaveInput, user: Principal): Promise<{ total: number; level: string }> {
    const { e, values } = await this.prepare(input, user, true);
    const task = await q.taskName(this.db, e.taskId);
    if (task && Date.now() > (await this.deadline(task.endAt)).getTime())
      throw badRequest("参数 id：听课任务已截止，不能再提交");
    // The submission and its share of the statistics roll-up are written together, or neither.
    const submitted = await this.db.transaction(async (tx) => {
      if (!(await q.submit(tx, e.id, input.rev, values))) return false;
      await addSubmission(tx, { ...e, score10: values.score10, level: values.level, indicators: values.indicators });
      return true;
    });
    if (!submitted) throw await this.whyNot(e.id);
    const setting = await this.settings.get();
    if (setting.teacherCanView) {
      await this.deps.notifier.notify([
        {
          userId: e.teacherId,
          category: "supervise",
          title: "收到新的听课评价",
          content: `您的课堂「${e.title}」收到一份听课评价，可在个人中心查看并回复。`,
        },
      ]);
    }
    return { total: (values.score10 ?? 0) / 10, level: values.level ?? "" };
  }

  async reply(id: number, text: string, user: Principal) {
    const e = await q.find(this.db, id);
    const setting = await this.settings.get();
    if (!e || !canRead(user, e, setting.teacherCanView)) throw notFound("评价不存在或无权查看");
    if (!canReply(user, e, setting.teacherCanView)) throw forbidden("只有被评价的教师可以回复");
    await q.reply(this.db, id, await filteredField(this.deps.textFilter, "reply", text));
  }

  /** Evaluations the caller wrote (drafts and submitted). */
  written(input: SuperviseEvaluationListInput, user: Principal) {
    return this.list(input, { ...input, evaluatorId: user.userId }, user);
  }

  /** Submitted evaluations of the caller's own lessons (when teachers may see theirs). */
  async received(input: SuperviseEvaluationListInput, user: Principal) {
    if (!(await this.settings.get()).teacherCanView) return { list: [], count: 0 };
    return this.list(input, { ...input, teacherId: user.userId, status: "submitted" }, user);
  }

  /** Managers and the expert leader: every submitted evaluation. */
  manage(input: SuperviseEvaluationListInput, user: Principal) {
    if (!leadsExperts(user)) throw forbidden();
    return this.list(input, { ...input, status: "submitted" }, user);
  }

  private async list(page: Page, f: q.EvaluationFilter, user: Principal) {
    const { rows, count } = await q.pageOfEvaluations(this.db, page, f);
    const names = await this.deps.users.names(rows.flatMap((r) => [r.teacherId, r.evaluatorId]));
    const show = (await this.settings.get()).showEvaluatorName;
    return { count, list: rows.map((r) => this.toRow(r, r.taskName ?? "", names, user, show && !r.anonymous)) };
  }

  private async prepare(input: SuperviseEvaluationSaveInput, user: Principal, final: boolean) {
    const e = await q.find(this.db, input.id);
    if (!e || e.evaluatorId !== user.userId) throw notFound("评价不存在或无权查看");
    if (!canWrite(user, e)) throw conflict("评价已提交，不能修改");
    const score = scoreEvaluation(e.form, input.marks);
    const bad = Object.entries(score.invalid)[0];
    if (bad) throw badRequest(`参数 marks.${bad[0]}：${bad[1]}`);
    const known = new Set(e.form.indicators.flatMap((i) => i.items.map((x) => x.key)));
    const unknown = Object.keys(input.marks).find((k) => !known.has(k));
    if (unknown) throw badRequest(`参数 marks.${unknown}：指标不存在`);
    if (final && score.missing.length) {
      const item = e.form.indicators.flatMap((i) => i.items).find((x) => x.key === score.missing[0]);
      throw badRequest(`参数 marks.${score.missing[0]}：「${item?.name}」尚未评分`);
    }
    const answers: Record<string, string> = {};
    for (const qu of e.form.questions) {
      const text = (input.answers[qu.key] ?? "").trim();
      if (final && qu.required && !text) throw badRequest(`参数 answers.${qu.key}：请填写「${qu.title}」`);
      if (text) answers[qu.key] = await filteredField(this.deps.textFilter, `answers.${qu.key}`, text);
    }
    const notes = [];
    for (const [i, n] of input.notes.entries())
      notes.push({ second: n.second, text: await filteredField(this.deps.textFilter, `notes.${i}.text`, n.text) });
    notes.sort((a, b) => a.second - b.second);
    // Each first-level indicator's rate (‰), kept for statistics by indicator.
    const indicators = score.indicators.map((i) => ({
      name: i.name,
      rate: i.max ? Math.round((i.score / i.max) * 1000) : 0,
    }));
    const score10 = Math.round(score.total * 10);
    return { e, values: { marks: input.marks, answers, notes, score10, level: score.level, indicators } };
  }

  /** Why a revision-guarded write matched nothing: submitted meanwhile, or saved from another tab. */
  private async whyNot(id: number) {
    const now = await q.find(this.db, id);
    if (now?.status === "submitted") return conflict("该评价已提交，不能重复提交或修改");
    return conflict("评价已在其他页面保存过，请刷新后再操作");
  }

  private async deadline(endAt: Date): Promise<Date> {
    return new Date(endAt.getTime() + (await this.settings.get()).graceDays * DAY);
  }

  private async media(
    e: q.EvaluationDb,
    user: Principal,
  ): Promise<{ resources: ResourceDetail[]; streams: LiveNow["streams"] }> {
    if (e.courseId) {
      const lesson = await this.deps.courses.lesson(e.courseId, e.sectionId);
      return { resources: lesson?.resources ?? [], streams: [] };
    }
    if (e.liveId) {
      const live = await this.deps.lives.playable(e.liveId, user);
      return { resources: live?.recordings ?? [], streams: live?.streams ?? [] };
    }
    return { resources: [], streams: [] };
  }

  private toRow(
    e: Pick<
      q.EvaluationDb,
      | "id"
      | "title"
      | "taskId"
      | "teacherId"
      | "evaluatorId"
      | "evaluatorKind"
      | "status"
      | "score10"
      | "level"
      | "submittedAt"
      | "updatedAt"
    > & {
      hasReply?: boolean;
      reply?: string | null;
    },
    taskName: string,
    names: Map<number, { realName: string }>,
    viewer: Principal,
    showEvaluatorName: boolean,
  ): SuperviseEvaluationRow {
    // The teacher reading their own evaluation sees the evaluator only when the setting (and the
    // task, unless anonymous) says so.
    const hide = !showEvaluatorName && viewer.userId === e.teacherId && viewer.userId !== e.evaluatorId;
    return {
      id: e.id,
      title: e.title,
      taskId: e.taskId,
      taskName,
      teacherId: e.teacherId,
      teacherName: names.get(e.teacherId)?.realName ?? "",
      evaluatorName: hide ? HIDDEN_NAME : (names.get(e.evaluatorId)?.realName ?? ""),
      evaluatorKind: e.evaluatorKind as SuperviseEvaluatorKind,
      status: e.status as SuperviseEvaluationStatus,
      total: e.score10 == null ? null : e.score10 / 10,
      level: e.level,
      submittedAt: e.submittedAt?.toISOString() ?? null,
      hasReply: e.hasReply ?? e.reply != null,
      updatedAt: e.updatedAt.toISOString(),
    };
  }
}
