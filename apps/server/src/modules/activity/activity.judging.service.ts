import {
  type ActivityAggregation,
  type ActivityJudgesSaveInput,
  type ActivityJudging,
  type ActivityRound2Input,
  type ActivityScoreSaveInput,
  type activityAssignSchema,
  type JudgeAssignedWork,
  type JudgeScoreSheet,
  type JudgeScoreStatus,
  scoreEvaluation,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEdit, currentStage, stageIndex } from "./activity.access.js";
import * as j from "./activity.judging.queries.js";
import type { ActivityDeps } from "./activity.ports.js";
import * as q from "./activity.queries.js";
import { aggregate, topWithTies } from "./activity.scoring.js";

type AssignInput = z.infer<typeof activityAssignSchema>;

/**
 * Judging: the organiser's judge groups, standard and assignment; a judge's score sheets (save,
 * then submit); a work's final score from its submitted sheets by the activity's rule.
 */
export class ActivityJudgingService {
  constructor(
    private readonly db: Db,
    private readonly deps: ActivityDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The editor's 评委 and 评价标准 tabs. */
  async judging(activityId: number, user: Principal): Promise<ActivityJudging> {
    const a = await this.editable(activityId, user);
    const [groups, progress, works] = await Promise.all([
      j.groupsOf(this.db, a.id),
      j.judgeProgress(this.db, a.id),
      j.worksProgress(this.db, a.id),
    ]);
    const judgeIds = groups.flatMap((g) => g.judges.map((x) => x.userId));
    const orgIds = [...groups.flatMap((g) => g.judges.map((x) => x.orgId)), ...works.map((w) => w.orgId)];
    const [names, orgs, subjects] = await Promise.all([
      this.deps.users.names(judgeIds),
      this.deps.base.orgNames(orgIds.filter((x): x is number => x !== null)),
      this.deps.base.subjectNames(works.map((w) => w.subjectId).filter((x): x is number => x !== null)),
    ]);
    const orgName = (id: number | null) => (id === null ? "" : (orgs.get(id) ?? ""));
    return {
      blindReview: a.blindReview,
      standard: { templateId: a.templateId, name: a.standardName ?? "", form: a.standard ?? null },
      groups: groups.map((g) => ({
        id: g.id,
        name: g.name,
        judges: g.judges.map((x) => ({
          userId: x.userId,
          realName: names.get(x.userId)?.realName ?? "",
          orgName: orgName(x.orgId),
        })),
      })),
      progress,
      works: works.map(({ recommended, ...w }) => ({
        ...w,
        notRecommended: a.recommendQuota !== null && !recommended,
        round: w.round === 2 ? (2 as const) : (1 as const),
        subjectName: w.subjectId === null ? "" : (subjects.get(w.subjectId) ?? ""),
        orgName: orgName(w.orgId),
      })),
      round2Top: a.round2Top,
    };
  }

  /** Judge groups and blind review; a judge with submitted sheets cannot be taken off. */
  async saveJudges(input: ActivityJudgesSaveInput, user: Principal) {
    const a = await this.editable(input.activityId, user);
    this.beforeResults(a);
    const names = input.groups.map((g) => g.name);
    if (new Set(names).size !== names.length) throw badRequest("参数 groups：评委组名称不能重复");
    const all = input.groups.flatMap((g) => g.judgeIds);
    if (new Set(all).size !== all.length) throw badRequest("参数 groups：同一评委只能在一个评委组");
    const known = await this.deps.users.names(all);
    for (const [i, g] of input.groups.entries()) {
      if (g.judgeIds.some((id) => !known.has(id))) throw badRequest(`参数 groups.${i}.judgeIds：评委不存在`);
    }
    const groups: { name: string; judges: { userId: number; orgId: number | null }[] }[] = [];
    for (const g of input.groups) {
      const judges: { userId: number; orgId: number | null }[] = [];
      for (const userId of g.judgeIds) judges.push({ userId, orgId: await this.deps.users.orgOf(userId) });
      groups.push({ name: await filteredField(this.deps.text, "groups.name", g.name), judges });
    }
    await this.db.transaction(async (tx) => {
      const dropped = await j.submittedJudgesOutside(tx, a.id, all);
      if (dropped.length) throw conflict("有评委已提交评分，不能移出评委组");
      await j.replaceGroups(tx, a.id, input.blindReview, groups);
    });
  }

  /** The templates the organiser may choose as the standard. */
  async templates(activityId: number, user: Principal) {
    await this.editable(activityId, user);
    return this.deps.templates.ready();
  }

  /** The standard: a ready supervision template, copied in; fixed once a judge has saved a sheet. */
  async saveStandard(activityId: number, templateId: number, user: Principal) {
    const a = await this.editable(activityId, user);
    this.beforeResults(a);
    const t = await this.deps.templates.formFor(templateId);
    await this.db.transaction(async (tx) => {
      if ((await j.sheetsStarted(tx, a.id)) > 0) throw conflict("评委已开始评分，不能更换评价标准");
      await j.setStandard(tx, a.id, { templateId: t.id, standardName: t.name.slice(0, 100), standard: t.form });
    });
  }

  /**
   * Assigns works to every judge of a group. Conflict of interest: a judge never gets a work of
   * their own organization — named works are refused, "all works" skips those pairs. With 单位推荐
   * on, only recommended works are judged; the answer counts the approved works left out for it.
   */
  async assign(input: AssignInput, user: Principal) {
    const a = await this.editable(input.activityId, user);
    this.beforeResults(a);
    if (!a.standard) throw badRequest("请先设置评价标准");
    if (a.round2Top !== null) throw badRequest("第二轮评审已开启，不能再分配第一轮作品");
    const group = (await j.groupsOf(this.db, a.id))[input.groupIndex];
    if (!group) throw badRequest("参数 groupIndex：评委组不存在");
    if (input.subjectId && !(await this.deps.base.subjectExists(input.subjectId))) {
      throw badRequest("参数 subjectId：学科不存在");
    }
    const works = await j.approvedWorks(this.db, a.id, input.workIds, input.subjectId);
    if (input.workIds && works.length !== new Set(input.workIds).size) {
      throw badRequest(
        input.subjectId
          ? "参数 workIds：只能分配本活动审核通过且属于所选学科的作品"
          : "参数 workIds：只能分配本活动审核通过（使用单位推荐时须获推荐）的作品",
      );
    }
    const pairs: { workId: number; judgeId: number }[] = [];
    let skipped = 0;
    for (const w of works) {
      for (const judge of group.judges) {
        if (w.orgId !== null && w.orgId === judge.orgId) {
          if (input.workIds) throw badRequest(`参数 workIds：作品「${w.title}」与评委同单位，需回避`);
          skipped++;
          continue;
        }
        if (judge.userId === w.ownerId) continue;
        pairs.push({ workId: w.id, judgeId: judge.userId });
      }
    }
    const assigned = await this.db.transaction((tx) => j.assign(tx, a.id, pairs));
    const notRecommended =
      a.recommendQuota === null || input.workIds ? 0 : await j.notRecommendedCount(this.db, a.id, input.subjectId);
    return { assigned, skipped, notRecommended };
  }

  /**
   * 第二轮: once every work is judged, the top `top` works by round-1 score go on; every work tied
   * with the last one is included. Scored with the same standard by each work's round-1 judges,
   * or by a chosen group's judges (conflicts of interest skipped). Returns the works moved on.
   */
  async openRound2(input: ActivityRound2Input, user: Principal) {
    const a = await this.editable(input.activityId, user);
    this.beforeResults(a);
    if (currentStage(a, this.clock()) !== "judging") throw badRequest("活动在评审阶段才能开启第二轮");
    if (a.round2Top !== null) throw conflict("第二轮评审已开启");
    const works = await j.round1Scores(this.db, a.id);
    if (works.length === 0) throw badRequest("没有可进入第二轮的作品");
    const unjudged = works.filter((w) => w.finalScore === null).length;
    if (unjudged > 0) throw badRequest(`还有${unjudged}件作品未完成第一轮评审，不能开启第二轮`);
    const chosen = topWithTies(
      works.map((w) => ({ ...w, finalScore: w.finalScore ?? 0 })),
      input.top,
    );
    const pairs: { workId: number; judgeId: number }[] = [];
    if (input.groupIndex === undefined) {
      const judges = await j.round1Judges(
        this.db,
        chosen.map((w) => w.id),
      );
      pairs.push(...judges);
    } else {
      const group = (await j.groupsOf(this.db, a.id))[input.groupIndex];
      if (!group) throw badRequest("参数 groupIndex：评委组不存在");
      for (const w of chosen) {
        for (const judge of group.judges) {
          if (judge.userId === w.ownerId || (w.orgId !== null && w.orgId === judge.orgId)) continue;
          pairs.push({ workId: w.id, judgeId: judge.userId });
        }
      }
    }
    const alone = chosen.find((w) => !pairs.some((p) => p.workId === w.id));
    if (alone) throw badRequest(`参数 groupIndex：作品「${alone.title}」在所选评委组中没有可评审的评委（需回避）`);
    await this.db.transaction(async (tx) => {
      if (
        !(await j.openRound2(
          tx,
          a.id,
          input.top,
          chosen.map((w) => w.id),
        ))
      )
        throw conflict("第二轮评审已开启");
      await j.assign(tx, a.id, pairs, 2);
    });
    return { works: chosen.length, sheets: pairs.length, cutScore: chosen.at(-1)?.finalScore ?? null };
  }

  /** 个人中心 → 活动 (评委): the works assigned to me, across activities. */
  async myWorks(user: Principal): Promise<JudgeAssignedWork[]> {
    const rows = await j.sheetsOfJudge(this.db, user.userId);
    return this.present(rows);
  }

  /** One score sheet: the standard, my marks and comments, the running result. */
  async sheet(workId: number, user: Principal, round?: number): Promise<JudgeScoreSheet> {
    const row = await this.ownSheet(workId, user, round);
    const form = row.activity.standard;
    if (!form) throw badRequest("活动尚未设置评价标准");
    const [work] = await this.present([row]);
    return {
      work: work as JudgeAssignedWork,
      form,
      marks: row.s.marks,
      comments: row.s.comments,
      result: scoreEvaluation(form, row.s.marks),
    };
  }

  /** Saves (or submits) my marks; submitted sheets are final. Submitting may complete the work's score. */
  async saveScore(input: ActivityScoreSaveInput, user: Principal) {
    const now = this.clock();
    // Every check reads outside the transaction (one connection on the embedded database).
    const row = await this.ownSheet(input.workId, user, input.round);
    const myOrg = await this.deps.users.orgOf(user.userId);
    if (row.work.orgId !== null && row.work.orgId === myOrg) throw forbidden("不能评审本单位的作品，请联系组织者");
    if (currentStage(row.activity, now) !== "judging") throw badRequest("活动不在评审阶段，不能评分");
    const form = row.activity.standard;
    if (!form) throw badRequest("活动尚未设置评价标准");
    if (row.s.status === "submitted") throw conflict("评分已提交，不能修改");
    const itemKeys = new Set(form.indicators.flatMap((i) => i.items.map((x) => x.key)));
    const unknown = Object.keys(input.marks).find((k) => !itemKeys.has(k));
    if (unknown) throw badRequest(`参数 marks.${unknown}：评价指标不存在`);
    const result = scoreEvaluation(form, input.marks);
    const [badKey, why] = Object.entries(result.invalid)[0] ?? [];
    if (badKey) throw badRequest(`参数 marks.${badKey}：${why}`);
    if (input.submit && result.missing.length) {
      throw badRequest(`参数 marks.${result.missing[0]}：请为每个指标评分后再提交`);
    }
    const comments: Record<string, string> = {};
    for (const [k, v] of Object.entries(input.comments)) {
      if (v.trim()) comments[k] = await filteredField(this.deps.text, `comments.${k}`, v.trim());
    }
    return this.db.transaction(async (tx) => {
      const locked = await j.sheet(tx, input.workId, user.userId, row.s.round, true);
      // Submitted in another tab meanwhile: the first submission stands.
      if (!locked || locked.s.status === "submitted") throw conflict("评分已提交，不能修改");
      await j.saveSheet(tx, row.s.id, {
        status: input.submit ? "submitted" : "draft",
        marks: input.marks,
        comments,
        total: result.total,
        submittedAt: input.submit ? now : null,
      });
      let finalScore: number | null = null;
      if (input.submit) {
        // A round-2 sheet completes the round-2 score, which replaces round 1's as the final score.
        const sheets = await j.sheetsOfWork(tx, input.workId, row.s.round);
        if (sheets.every((x) => x.status === "submitted")) {
          const rule = row.activity.aggregation as ActivityAggregation;
          finalScore = aggregate(
            sheets.map((x) => x.total ?? 0),
            rule,
          );
          await j.setFinalScore(tx, input.workId, finalScore);
        }
      }
      return { total: result.total, finalScore };
    });
  }

  private async present(rows: Awaited<ReturnType<typeof j.sheetsOfJudge>>): Promise<JudgeAssignedWork[]> {
    const now = this.clock();
    const visible = rows.filter((r) => !r.activity.blindReview);
    const [names, orgs] = await Promise.all([
      this.deps.users.names(visible.map((r) => r.work.ownerId)),
      this.deps.base.orgNames(visible.map((r) => r.work.orgId).filter((x): x is number => x !== null)),
    ]);
    return rows.map((r) => {
      const blind = r.activity.blindReview;
      return {
        workId: r.work.id,
        activityId: r.activity.id,
        activityName: r.activity.name,
        title: r.work.title,
        author: blind ? "" : (names.get(r.work.ownerId)?.realName ?? ""),
        orgName: blind || r.work.orgId === null ? "" : (orgs.get(r.work.orgId) ?? ""),
        resourceId: r.work.resourceId,
        round: r.s.round === 2 ? (2 as const) : (1 as const),
        status: r.s.status as JudgeScoreStatus,
        total: r.s.total,
        open: currentStage(r.activity, now) === "judging" && r.s.status !== "submitted",
      };
    });
  }

  private async ownSheet(workId: number, user: Principal, round?: number) {
    const row = await j.sheet(this.db, workId, user.userId, round);
    if (!row) throw await this.notAssigned(workId);
    return row;
  }

  /** 404 for an unknown work; 403 for a work not assigned to this judge. */
  private async notAssigned(workId: number) {
    if (!(await j.workExists(this.db, workId))) return notFound("作品不存在");
    return forbidden("该作品未分配给您评审");
  }

  private beforeResults(a: q.ActivityRow) {
    if (stageIndex(currentStage(a, this.clock())) >= stageIndex("results")) {
      throw badRequest("结果已公布，不能再修改评审设置");
    }
  }

  private async editable(id: number, user: Principal) {
    const a = await q.find(this.db, id);
    if (!a) throw notFound("活动不存在");
    if (!canEdit(user, a)) throw forbidden("只有活动的组织者可以修改");
    return a;
  }
}
