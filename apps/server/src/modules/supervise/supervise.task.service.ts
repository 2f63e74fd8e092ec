import type {
  SuperviseMyTask,
  SuperviseTaskDetail,
  SuperviseTaskListInput,
  SuperviseTaskRow,
  SuperviseTaskSaveInput,
  SuperviseTaskTarget,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { managesSupervision } from "./supervise.access.js";
import type { SuperviseDeps } from "./supervise.ports.js";
import * as q from "./supervise.task.queries.js";
import type { TemplateService } from "./supervise.template.service.js";

type TargetValues = Omit<q.TargetDb, "id" | "taskId">;

/**
 * Supervision tasks: a manager (or the task's assistant) assigns evaluators to lessons with a
 * window and a quota; evaluators see their tasks with their progress.
 */
export class TaskService {
  constructor(
    private readonly db: Db,
    private readonly deps: SuperviseDeps,
    private readonly templates: TemplateService,
  ) {}

  async list(input: SuperviseTaskListInput & { ids?: number[] }) {
    const { rows, count } = await q.pageOfTasks(this.db, input);
    return { count, list: await this.toRows(rows) };
  }

  /** Tasks the caller assists with (personal centre 任务协助). */
  async assisted(input: SuperviseTaskListInput, user: Principal) {
    return this.list({ ...input, ids: await q.taskIdsOfMember(this.db, user.userId, "assistant") });
  }

  async detail(id: number, user: Principal): Promise<SuperviseTaskDetail> {
    const r = await q.findTask(this.db, id);
    if (!r) throw notFound("督导任务不存在");
    await this.assertArranger(id, user);
    const [row] = await this.toRows([r]);
    const [targets, progress] = await Promise.all([q.targetsOf(this.db, [id]), q.progressOf(this.db, id)]);
    const names = await this.deps.users.names(targets.map((t) => t.teacherId));
    const byEvaluator = new Map(progress.map((p) => [p.evaluatorId, p]));
    return {
      ...(row as SuperviseTaskRow),
      targets: targets.map((t) => toTarget(t, names)),
      progress: (row as SuperviseTaskRow).evaluators.map((e) => ({
        evaluatorId: e.id,
        name: e.name,
        submitted: byEvaluator.get(e.id)?.submitted ?? 0,
        drafts: byEvaluator.get(e.id)?.drafts ?? 0,
      })),
    };
  }

  /** Creates or changes a task. Targets with evaluations stay; the template is fixed once evaluations exist. */
  async save(input: SuperviseTaskSaveInput, user: Principal): Promise<{ id: number }> {
    if (input.id) await this.assertArranger(input.id, user);
    else if (!managesSupervision(user)) throw forbidden("只有督导管理员可以新建任务");
    await this.templates.formFor(input.templateId);
    const name = await filteredField(this.deps.textFilter, "name", input.name);
    const remark = await filteredField(this.deps.textFilter, "remark", input.remark);
    if (input.termId && !(await this.deps.base.kvTerms()).some((t) => t.id === input.termId))
      throw badRequest("参数 termId：学期不存在");
    const evaluatorIds = [...new Set(input.evaluatorIds)];
    const assistantIds = [...new Set(input.assistantIds)];
    const people = await this.deps.users.names([...evaluatorIds, ...assistantIds]);
    if ([...evaluatorIds, ...assistantIds].some((id) => !people.has(id)))
      throw badRequest("参数 evaluatorIds：用户不存在");
    const resolved = await this.resolveTargets(input.targets);
    const values = {
      name,
      remark,
      templateId: input.templateId,
      termId: input.termId ?? null,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
      quota: input.quota,
      anonymous: input.anonymous,
    };
    const members = [
      ...evaluatorIds.map((userId) => ({ userId, role: "evaluator" as const })),
      ...assistantIds.map((userId) => ({ userId, role: "assistant" as const })),
    ];
    return this.db.transaction(async (tx) => {
      let id = input.id;
      if (!id) {
        id = await q.insertTask(tx, { ...values, createdBy: user.userId });
        await q.replaceTargets(tx, id, [], resolved);
      } else {
        const current = await q.findTask(tx, id);
        if (!current) throw notFound("督导任务不存在");
        if (current.t.templateId !== input.templateId && (await q.evaluationsOfTask(tx, id)) > 0)
          throw conflict("任务已有评价，不能更换评价模板");
        const existing = await q.targetsOf(tx, [id]);
        const keep = existing.filter((e) => resolved.some((r) => sameTarget(e, r)));
        const dropped = existing.filter((e) => !keep.includes(e)).map((e) => e.id);
        if ((await q.evaluatedTargetIds(tx, dropped)).length) throw conflict("已有评价的听课对象不能移除");
        await q.updateTask(tx, id, values);
        await q.replaceTargets(
          tx,
          id,
          keep.map((k) => k.id),
          resolved.filter((r) => !keep.some((k) => sameTarget(k, r))),
        );
      }
      await q.replaceMembers(tx, id, members);
      return { id };
    });
  }

  async remove(id: number) {
    if (!(await q.findTask(this.db, id))) throw notFound("督导任务不存在");
    if ((await q.evaluationsOfTask(this.db, id)) > 0) throw conflict("任务已有评价，不能删除");
    await q.deleteTask(this.db, id);
  }

  /** The caller's tasks as an evaluator, with their progress and each target's state for them. */
  async mine(user: Principal): Promise<SuperviseMyTask[]> {
    const ids = await q.taskIdsOfMember(this.db, user.userId, "evaluator");
    if (!ids.length) return [];
    const { rows } = await q.pageOfTasks(this.db, { pageNo: 1, pageSize: 100, ids });
    const [tasks, targets, mine] = await Promise.all([
      this.toRows(rows),
      q.targetsOf(this.db, ids),
      q.myEvaluationsIn(this.db, user.userId, ids),
    ]);
    const names = await this.deps.users.names(targets.map((t) => t.teacherId));
    const byTarget = new Map(mine.map((e) => [e.targetId, e]));
    const now = Date.now();
    return tasks.map(({ submitted: _s, expected: _e, ...task }) => ({
      ...task,
      open: Date.parse(task.startAt) <= now && now <= Date.parse(task.endAt),
      mySubmitted: mine.filter((e) => e.taskId === task.id && e.status === "submitted").length,
      targets: targets
        .filter((t) => t.taskId === task.id)
        .map((t) => {
          const e = byTarget.get(t.id);
          return {
            ...toTarget(t, names),
            evaluationId: e?.id ?? null,
            status: (e?.status as "draft" | "submitted" | undefined) ?? null,
            total: e?.score10 == null ? null : e.score10 / 10,
          };
        }),
    }));
  }

  /** A course's sections, for choosing what to listen to (managers and task assistants). */
  async lessonOptions(courseId: number, user: Principal) {
    if (!managesSupervision(user) && !(await q.taskIdsOfMember(this.db, user.userId, "assistant")).length)
      throw forbidden("只有督导管理员和任务助理可以安排听课");
    const lesson = await this.deps.courses.lesson(courseId, null);
    if (!lesson) throw notFound("课程不存在");
    const teacher = (await this.deps.users.names([lesson.teacherId])).get(lesson.teacherId);
    return {
      courseId,
      courseName: lesson.courseName,
      teacherId: lesson.teacherId,
      teacherName: teacher?.realName ?? "",
      sections: lesson.sections,
    };
  }

  /** For the template service: which of these templates tasks use. */
  templatesInTasks(ids: number[]) {
    return q.tasksUsingTemplates(this.db, ids);
  }

  /** Managers arrange every task; an assistant arranges the tasks they assist with. */
  private async assertArranger(taskId: number, user: Principal) {
    if (managesSupervision(user)) return;
    if (!(await q.isMember(this.db, taskId, user.userId, "assistant"))) throw forbidden("只能管理自己协助的督导任务");
  }

  private async resolveTargets(targets: SuperviseTaskSaveInput["targets"]): Promise<TargetValues[]> {
    const out: TargetValues[] = [];
    for (const [i, t] of targets.entries()) {
      const field = `targets.${i}`;
      if (t.kind === "section" || t.kind === "course") {
        if (!t.courseId || (t.kind === "section" && !t.sectionId)) throw badRequest(`参数 ${field}：请选择课程小节`);
        const lesson = await this.deps.courses.lesson(t.courseId, t.sectionId ?? null);
        if (!lesson || (t.kind === "section" && !lesson.sectionId)) throw badRequest(`参数 ${field}：课程或小节不存在`);
        out.push({
          kind: t.kind,
          teacherId: lesson.teacherId,
          courseId: lesson.courseId,
          sectionId: lesson.sectionId,
          liveId: null,
          title: lesson.sectionTitle ? `${lesson.courseName} · ${lesson.sectionTitle}` : lesson.courseName,
        });
      } else if (t.kind === "live") {
        const live = t.liveId ? await this.deps.lives.playable(t.liveId, null) : null;
        if (!live?.teacherId) throw badRequest(`参数 ${field}：直播不存在`);
        out.push({
          kind: "live",
          teacherId: live.teacherId,
          courseId: null,
          sectionId: null,
          liveId: live.id,
          title: live.title,
        });
      } else {
        if (!t.teacherId || !t.title) throw badRequest(`参数 ${field}：请选择教师并填写听课课堂`);
        const teacher = (await this.deps.users.names([t.teacherId])).get(t.teacherId);
        if (!teacher) throw badRequest(`参数 ${field}：教师不存在`);
        const title = await filteredField(this.deps.textFilter, `${field}.title`, t.title);
        out.push({ kind: "room", teacherId: t.teacherId, courseId: null, sectionId: null, liveId: null, title });
      }
    }
    return out;
  }

  private async toRows(rows: { t: q.TaskDb; submitted: number; targets: number }[]): Promise<SuperviseTaskRow[]> {
    const ids = rows.map((r) => r.t.id);
    const [members, terms, templates] = await Promise.all([
      q.membersOf(this.db, ids),
      this.deps.base.kvTerms(),
      this.templates.names(rows.map((r) => r.t.templateId)),
    ]);
    const names = await this.deps.users.names(members.map((m) => m.userId));
    const termName = new Map(terms.map((t) => [t.id, t.name]));
    const people = (taskId: number, role: q.MemberRole) =>
      members
        .filter((m) => m.taskId === taskId && m.role === role)
        .map((m) => ({ id: m.userId, name: names.get(m.userId)?.realName ?? "" }));
    return rows.map(({ t, submitted, targets }) => {
      const evaluators = people(t.id, "evaluator");
      return {
        id: t.id,
        name: t.name,
        templateId: t.templateId,
        templateName: templates.get(t.templateId)?.name ?? "",
        termId: t.termId,
        termName: t.termId ? (termName.get(t.termId) ?? "") : "",
        startAt: t.startAt.toISOString(),
        endAt: t.endAt.toISOString(),
        quota: t.quota,
        remark: t.remark,
        anonymous: t.anonymous,
        evaluators,
        assistants: people(t.id, "assistant"),
        targetCount: targets,
        submitted,
        expected: t.quota * evaluators.length,
      };
    });
  }
}

const sameTarget = (a: TargetValues, b: TargetValues) =>
  a.kind === b.kind &&
  a.teacherId === b.teacherId &&
  a.courseId === b.courseId &&
  a.sectionId === b.sectionId &&
  a.liveId === b.liveId &&
  a.title === b.title;

function toTarget(t: q.TargetDb, names: Map<number, { realName: string }>): SuperviseTaskTarget {
  return {
    id: t.id,
    kind: t.kind as SuperviseTaskTarget["kind"],
    teacherId: t.teacherId,
    teacherName: names.get(t.teacherId)?.realName ?? "",
    courseId: t.courseId,
    sectionId: t.sectionId,
    liveId: t.liveId,
    title: t.title,
  };
}
