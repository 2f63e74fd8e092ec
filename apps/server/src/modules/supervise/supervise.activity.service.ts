import {
  type MySuperviseActivities,
  type SuperviseActivityDetail,
  type SuperviseActivityForStudent,
  type SuperviseActivityListInput,
  type SuperviseActivityResults,
  type SuperviseActivityRow,
  type SuperviseActivitySaveInput,
  type SuperviseActivityState,
  type SuperviseActivityStudentRow,
  type SuperviseActivityStudentsInput,
  type SuperviseActivitySubmitInput,
  type SuperviseActivityTarget,
  type SuperviseActivityTeacherResult,
  scoreEvaluation,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import * as q from "./supervise.activity.queries.js";
import type { SuperviseDeps } from "./supervise.ports.js";
import type { TemplateService } from "./supervise.template.service.js";

/** At most this many unsigned comments per teacher in the results. */
const COMMENTS = 50;

export function stateOf(a: { startAt: Date; endAt: Date }, now = Date.now()): SuperviseActivityState {
  if (now < a.startAt.getTime()) return "upcoming";
  return now < a.endAt.getTime() ? "open" : "closed";
}

/**
 * Supervision activities (督导活动 / 学生评教): managers run a term's campaign over offerings;
 * students of each offering's class evaluate its teacher once, anonymously; managers read the
 * results per teacher, teachers their own once the activity has ended. No read path returns
 * which student wrote what.
 */
export class SuperviseActivityService {
  constructor(
    private readonly db: Db,
    private readonly deps: SuperviseDeps,
    private readonly templates: TemplateService,
  ) {}

  async list(input: SuperviseActivityListInput) {
    const { rows, count } = await q.pageOfActivities(this.db, input);
    return { count, list: await this.toRows(rows) };
  }

  async detail(id: number): Promise<SuperviseActivityDetail> {
    const r = await q.findActivity(this.db, id);
    if (!r) throw notFound("督导活动不存在");
    const [row] = await this.toRows([r]);
    const targets = await q.targetsOf(this.db, id);
    return {
      ...(row as SuperviseActivityRow),
      templateId: r.a.templateId,
      originIds: targets.map((t) => t.originId),
      list: await this.presentTargets(targets),
    };
  }

  /**
   * Saves an activity. Once students have answered, the template stays and answered offerings
   * stay (their answers keep their meaning); other fields and new offerings may change.
   */
  async save(input: SuperviseActivitySaveInput, user: Principal): Promise<{ id: number }> {
    const name = await filteredField(this.deps.textFilter, "name", input.name);
    const remark = await filteredField(this.deps.textFilter, "remark", input.remark);
    if (!(await this.deps.base.kvTerms()).some((t) => t.id === input.termId))
      throw badRequest("参数 termId：学期不存在");
    const tpl = await this.templates.formFor(input.templateId);
    if (!tpl.evaluatorKinds.includes("student")) throw badRequest("参数 templateId：该模板不适用于学生评价");
    const origins: NonNullable<Awaited<ReturnType<SuperviseDeps["base"]["originCourse"]>>>[] = [];
    for (const id of [...new Set(input.originIds)]) {
      const o = await this.deps.base.originCourse(id);
      if (!o) throw badRequest(`参数 originIds：开课 ${id} 不存在`);
      if (o.termId !== input.termId) throw badRequest(`参数 originIds：「${o.name}」不属于所选学期`);
      if (!o.classId) throw badRequest(`参数 originIds：「${o.name}」没有教学班级，学生无法参评`);
      origins.push(o);
    }
    const teacherNames = await this.deps.users.names(origins.map((o) => o.teacherId));
    const classNames = await this.deps.base.classNames(origins.flatMap((o) => (o.classId ? [o.classId] : [])));
    const values = {
      name,
      remark,
      termId: input.termId,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
    };
    return this.db.transaction(async (tx) => {
      let id = input.id;
      if (!id) {
        id = await q.insertActivity(tx, {
          ...values,
          templateId: tpl.id,
          templateVersion: tpl.version,
          form: tpl.form,
          createdBy: user.userId,
        });
      } else {
        const found = await q.findActivity(tx, id);
        if (!found) throw notFound("督导活动不存在");
        const answered = await q.answeredOrigins(tx, id);
        if (answered.length && found.a.templateId !== tpl.id) throw conflict("活动已有学生评价，不能更换评价模板");
        const keep = new Set(origins.map((o) => o.id));
        if (answered.some((o) => !keep.has(o))) throw conflict("已有学生评价的课程不能移出活动");
        const form = answered.length ? {} : { templateId: tpl.id, templateVersion: tpl.version, form: tpl.form };
        await q.updateActivity(tx, id, { ...values, ...form });
        const current = (await q.targetsOf(tx, id)).map((t) => t.originId);
        await q.removeTargets(
          tx,
          id,
          current.filter((o) => !keep.has(o)),
        );
      }
      const activityId = id;
      await q.addTargets(
        tx,
        origins.map((o) => ({
          activityId,
          originId: o.id,
          teacherId: o.teacherId,
          classId: o.classId,
          title: `${o.name} · ${classNames.get(o.classId as number) ?? ""} · ${teacherNames.get(o.teacherId)?.realName ?? ""}`,
        })),
      );
      return { id: activityId };
    });
  }

  async remove(id: number) {
    const r = await q.findActivity(this.db, id);
    if (!r) throw notFound("督导活动不存在");
    if (r.submissions > 0) throw conflict("活动已有学生评价，不能删除");
    await this.db.transaction((tx) => q.deleteActivity(tx, id));
  }

  /** Results per teacher (managers); `teacherId` narrows to one. */
  async results(id: number, teacherId?: number): Promise<SuperviseActivityResults> {
    const r = await q.findActivity(this.db, id);
    if (!r) throw notFound("督导活动不存在");
    return { id, name: r.a.name, rows: await this.teacherResults(r.a, teacherId) };
  }

  /** A teacher's own result, once the activity has ended. */
  async myResult(id: number, user: Principal): Promise<SuperviseActivityResults> {
    const r = await q.findActivity(this.db, id);
    const mine = r ? (await q.targetsOf(this.db, id)).some((t) => t.teacherId === user.userId) : false;
    if (!r || !mine) throw notFound("督导活动不存在");
    if (stateOf(r.a) !== "closed") throw forbidden("活动结束后才能查看评价结果");
    return { id, name: r.a.name, rows: await this.teacherResults(r.a, user.userId) };
  }

  /** Participation of every student of the activity's classes: how many offerings they evaluated. */
  async students(
    input: SuperviseActivityStudentsInput,
  ): Promise<{ list: SuperviseActivityStudentRow[]; count: number }> {
    const r = await q.findActivity(this.db, input.id);
    if (!r) throw notFound("督导活动不存在");
    const targets = await q.targetsOf(this.db, input.id);
    const perClass = new Map<number, number>();
    for (const t of targets) if (t.classId) perClass.set(t.classId, (perClass.get(t.classId) ?? 0) + 1);
    const [students, done, classNames] = await Promise.all([
      this.deps.users.classStudents([...perClass.keys()]),
      q.doneByStudent(this.db, input.id),
      this.deps.base.classNames([...perClass.keys()]),
    ]);
    const kw = input.keyword?.toLowerCase();
    const rows = students
      .map((s) => ({
        userId: s.id,
        account: s.account,
        realName: s.realName,
        className: classNames.get(s.classId) ?? "",
        expected: perClass.get(s.classId) ?? 0,
        done: done.get(s.id) ?? 0,
      }))
      .filter((s) => !kw || s.realName.toLowerCase().includes(kw) || s.account.toLowerCase().includes(kw))
      .filter((s) => input.done === "all" || (input.done === "done" ? s.done >= s.expected : s.done < s.expected))
      .sort((a, b) => a.className.localeCompare(b.className, "zh") || a.account.localeCompare(b.account));
    const from = (input.pageNo - 1) * input.pageSize;
    return { count: rows.length, list: rows.slice(from, from + input.pageSize) };
  }

  /** The activity as a student answers it: their class's offerings, each done or not. */
  async forStudent(id: number, user: Principal): Promise<SuperviseActivityForStudent> {
    const r = await q.findActivity(this.db, id);
    if (!r) throw notFound("督导活动不存在");
    const classId = await this.deps.users.classOf(user.userId);
    const targets = (await q.targetsOf(this.db, id)).filter((t) => classId && t.classId === classId);
    if (!targets.length) throw forbidden("您不在该活动的评价范围内");
    const done = await q.doneTargets(
      this.db,
      user.userId,
      targets.map((t) => t.id),
    );
    const [row] = await this.toRows([r]);
    const list = (await this.presentTargets(targets)).map((t) => ({ ...t, done: done.has(t.id) }));
    return { ...(row as SuperviseActivityRow), form: r.a.form, list };
  }

  /** A student's evaluation of one offering: complete, in the window, once. */
  async submit(input: SuperviseActivitySubmitInput, user: Principal): Promise<{ total: number; level: string }> {
    const found = await q.findTarget(this.db, input.targetId);
    if (!found) throw notFound("参评课程不存在");
    const { target, activity } = found;
    const classId = await this.deps.users.classOf(user.userId);
    if (!classId || classId !== target.classId) throw forbidden("您不在该课程的评价范围内");
    const state = stateOf(activity);
    if (state === "upcoming") throw badRequest("参数 targetId：评价活动尚未开始");
    if (state === "closed") throw badRequest("参数 targetId：评价活动已结束");
    const form = activity.form;
    const score = scoreEvaluation(form, input.marks);
    const bad = Object.entries(score.invalid)[0];
    if (bad) throw badRequest(`参数 marks.${bad[0]}：${bad[1]}`);
    const known = new Set(form.indicators.flatMap((i) => i.items.map((x) => x.key)));
    const unknown = Object.keys(input.marks).find((k) => !known.has(k));
    if (unknown) throw badRequest(`参数 marks.${unknown}：指标不存在`);
    if (score.missing.length) {
      const item = form.indicators.flatMap((i) => i.items).find((x) => x.key === score.missing[0]);
      throw badRequest(`参数 marks.${score.missing[0]}：「${item?.name}」尚未评分`);
    }
    const answers: Record<string, string> = {};
    for (const qu of form.questions) {
      const text = (input.answers[qu.key] ?? "").trim();
      if (qu.required && !text) throw badRequest(`参数 answers.${qu.key}：请填写「${qu.title}」`);
      if (text) answers[qu.key] = await filteredField(this.deps.textFilter, `answers.${qu.key}`, text);
    }
    const inserted = await q.insertAnswer(this.db, {
      activityId: activity.id,
      targetId: target.id,
      teacherId: target.teacherId,
      studentId: user.userId,
      marks: input.marks,
      answers,
      score10: Math.round(score.total * 10),
      level: score.level,
      indicators: score.indicators.map((i) => ({
        name: i.name,
        rate: i.max ? Math.round((i.score / i.max) * 1000) : 0,
      })),
    });
    if (!inserted) throw conflict("您已评价过该课程，不能重复提交");
    return { total: score.total, level: score.level };
  }

  /** The personal centre: a student's open activities, a teacher's ended ones with their result. */
  async mine(user: Principal): Promise<MySuperviseActivities> {
    const now = new Date();
    const classId = await this.deps.users.classOf(user.userId);
    const open = classId ? await q.openTargetsOfClass(this.db, classId, now) : [];
    const done = await q.doneTargets(
      this.db,
      user.userId,
      open.map((o) => o.target.id),
    );
    const byActivity = new Map<number, { a: q.ActivityDb; pending: number }>();
    for (const o of open) {
      const e = byActivity.get(o.activity.id) ?? { a: o.activity, pending: 0 };
      if (!done.has(o.target.id)) e.pending++;
      byActivity.set(o.activity.id, e);
    }
    const toEvaluateRows = await this.toRows(
      [...byActivity.values()].map((e) => ({ a: e.a, targets: 0, submissions: 0 })),
    );
    const toEvaluate = toEvaluateRows.map((r) => ({ ...r, pending: byActivity.get(r.id)?.pending ?? 0 }));
    const ended = await q.teacherActivities(this.db, user.userId, now);
    const endedRows = await this.toRows(ended);
    const results = endedRows.map((r, i) => ({
      ...r,
      count: ended[i]?.count ?? 0,
      avg: Math.round(ended[i]?.avg10 ?? 0) / 10,
    }));
    return { toEvaluate, results };
  }

  /** Which of these templates activities use (a used template is not changed destructively). */
  templatesInActivities(ids: number[]) {
    return q.activitiesUsingTemplates(this.db, ids);
  }

  private async teacherResults(a: q.ActivityDb, teacherId?: number): Promise<SuperviseActivityTeacherResult[]> {
    const [targets, totals, levels, indicators, comments] = await Promise.all([
      q.targetsOf(this.db, a.id),
      q.teacherTotals(this.db, a.id, teacherId),
      q.teacherLevels(this.db, a.id, teacherId),
      q.teacherIndicators(this.db, a.id, teacherId),
      q.teacherComments(this.db, a.id, teacherId),
    ]);
    const mine = targets.filter((t) => !teacherId || t.teacherId === teacherId);
    const classIds = [...new Set(mine.flatMap((t) => (t.classId ? [t.classId] : [])))];
    const students = await this.deps.users.classStudents(classIds);
    const perClass = new Map<number, number>();
    for (const s of students) perClass.set(s.classId, (perClass.get(s.classId) ?? 0) + 1);
    const teachers = [...new Set(mine.map((t) => t.teacherId))];
    const names = await this.deps.users.names(teachers);
    const questions = new Map(a.form.questions.map((x) => [x.key, x.title]));
    const order = a.form.indicators.map((i) => i.name);
    return teachers
      .map((tid) => {
        const own = mine.filter((t) => t.teacherId === tid);
        const t = totals.find((x) => x.teacherId === tid);
        const lv: Record<string, number> = {};
        for (const l of levels) if (l.teacherId === tid) lv[l.level] = l.count;
        return {
          teacherId: tid,
          teacherName: names.get(tid)?.realName ?? "",
          titles: own.map((x) => x.title),
          count: t?.count ?? 0,
          expected: own.reduce((n, x) => n + (x.classId ? (perClass.get(x.classId) ?? 0) : 0), 0),
          avg: t ? Math.round(t.avg10) / 10 : 0,
          min: t ? t.min10 / 10 : 0,
          max: t ? t.max10 / 10 : 0,
          levels: lv,
          indicators: indicators
            .filter((i) => i.teacherId === tid)
            .sort((x, y) => order.indexOf(x.name) - order.indexOf(y.name))
            .map((i) => ({ name: i.name, rate: Math.round(i.rate) / 10 })),
          comments: comments
            .filter((c) => c.teacherId === tid)
            .flatMap((c) => Object.entries(c.answers).map(([k, v]) => `${questions.get(k) ?? ""}：${v}`))
            .slice(0, COMMENTS),
        };
      })
      .sort((x, y) => y.avg - x.avg);
  }

  private async presentTargets(targets: q.ActivityTargetDb[]): Promise<SuperviseActivityTarget[]> {
    const [names, classes] = await Promise.all([
      this.deps.users.names(targets.map((t) => t.teacherId)),
      this.deps.base.classNames(targets.flatMap((t) => (t.classId ? [t.classId] : []))),
    ]);
    return targets.map((t) => ({
      id: t.id,
      originId: t.originId,
      title: t.title,
      teacherId: t.teacherId,
      teacherName: names.get(t.teacherId)?.realName ?? "",
      classId: t.classId,
      className: t.classId ? (classes.get(t.classId) ?? "") : "",
    }));
  }

  private async toRows(
    rows: { a: q.ActivityDb; targets: number; submissions: number }[],
  ): Promise<SuperviseActivityRow[]> {
    const terms = new Map((await this.deps.base.kvTerms()).map((t) => [t.id, t.name]));
    const tpls = await this.templates.names(rows.map((r) => r.a.templateId));
    return rows.map(({ a, targets, submissions }) => ({
      id: a.id,
      name: a.name,
      termId: a.termId,
      termName: terms.get(a.termId) ?? "",
      templateName: tpls.get(a.templateId)?.name ?? "",
      startAt: a.startAt.toISOString(),
      endAt: a.endAt.toISOString(),
      state: stateOf(a),
      remark: a.remark,
      targets,
      submissions,
    }));
  }
}
