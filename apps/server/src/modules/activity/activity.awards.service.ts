import type { ActivityAwardBoard, ActivityAwardLevelsSaveInput, ActivityAwardsSaveInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEdit, currentStage, stageIndex } from "./activity.access.js";
import * as w from "./activity.awards.queries.js";
import type { ActivityDeps } from "./activity.ports.js";
import { resultNotices } from "./activity.present.js";
import * as q from "./activity.queries.js";
import { proposeAwards, rank } from "./activity.scoring.js";

const STALE = "奖项已被其他组织者修改，请刷新后重试";

/**
 * Tells every participant that the results are out (after they were committed). A failed notice
 * is logged: the results stay published.
 */
export async function announceResults(db: Db, deps: ActivityDeps, a: { id: number; name: string }) {
  try {
    await deps.notifier.notify(resultNotices(a.name, await q.resultRecipients(db, a.id)));
  } catch (err) {
    console.error(`activity ${a.id} result notices failed`, err);
  }
}

/**
 * 奖项设置: levels with quotas, a proposal from the ranking, the organiser's adjustments, and
 * publishing. Every write carries the version the organiser read: of two organisers saving
 * at once, one wins and the other gets 409.
 */
export class ActivityAwardsService {
  constructor(
    private readonly db: Db,
    private readonly deps: ActivityDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async board(activityId: number, user: Principal): Promise<ActivityAwardBoard> {
    const a = await this.editable(activityId, user);
    const [levels, rows] = await Promise.all([w.levelsOf(this.db, a.id), w.boardWorks(this.db, a.id)]);
    const [names, orgs] = await Promise.all([
      this.deps.users.names(rows.map((r) => r.ownerId)),
      this.deps.base.orgNames(rows.map((r) => r.orgId).filter((x): x is number => x !== null)),
    ]);
    const judged = rank(rows.filter((r) => r.finalScore !== null).map((r) => this.ranked(r)));
    const ordered = [...judged.map((r) => r.row), ...rows.filter((r) => r.finalScore === null)];
    return {
      version: a.updatedAt.toISOString(),
      published: stageIndex(currentStage(a, this.clock())) >= stageIndex("results"),
      levels,
      works: ordered.map((r) => ({
        id: r.id,
        title: r.title,
        author: names.get(r.ownerId)?.realName ?? "",
        orgName: r.orgId === null ? "" : (orgs.get(r.orgId) ?? ""),
        round: r.round1Score === null ? (1 as const) : (2 as const),
        round1Score: r.round1Score,
        finalScore: r.finalScore,
        maxJudgeScore: r.maxJudgeScore,
        levelId: r.levelId,
      })),
      unjudged: rows.length - judged.length,
    };
  }

  /** Replaces the levels (and clears the awards given so far). */
  async saveLevels(input: ActivityAwardLevelsSaveInput, user: Principal) {
    const a = await this.open(input.activityId, user);
    const names = input.levels.map((l) => l.name);
    if (new Set(names).size !== names.length) throw badRequest("参数 levels：奖项名称不能重复");
    const levels: { name: string; quota: number }[] = [];
    for (const [i, l] of input.levels.entries()) {
      levels.push({ name: await filteredField(this.deps.text, `levels.${i}.name`, l.name), quota: l.quota });
    }
    await this.db.transaction(async (tx) => {
      if (!(await w.claimVersion(tx, a.id, this.version(input.version)))) throw conflict(STALE);
      await w.replaceLevels(tx, a.id, levels);
    });
  }

  /** Awards proposed from the ranking: levels in order take their quota from the top. */
  async propose(activityId: number, version: string, user: Principal) {
    const a = await this.open(activityId, user);
    const [levels, rows] = await Promise.all([w.levelsOf(this.db, a.id), w.boardWorks(this.db, a.id)]);
    if (levels.length === 0) throw badRequest("请先设置奖项");
    const proposal = proposeAwards(
      rows.filter((r) => r.finalScore !== null).map((r) => this.ranked(r)),
      levels,
    );
    await this.db.transaction(async (tx) => {
      if (!(await w.claimVersion(tx, a.id, this.version(version)))) throw conflict(STALE);
      await w.setAwards(tx, a.id, proposal);
    });
  }

  /** The organiser's adjustment: judged works only, each level within its quota. */
  async save(input: ActivityAwardsSaveInput, user: Principal) {
    const a = await this.open(input.activityId, user);
    const [levels, rows] = await Promise.all([w.levelsOf(this.db, a.id), w.boardWorks(this.db, a.id)]);
    const works = new Map(rows.map((r) => [r.id, r]));
    const awards = new Map<number, number | null>();
    for (const [i, x] of input.awards.entries()) {
      const work = works.get(x.workId);
      if (!work) throw badRequest(`参数 awards.${i}.workId：作品不属于本活动或未通过审核`);
      if (x.levelId !== null && !levels.some((l) => l.id === x.levelId)) {
        throw badRequest(`参数 awards.${i}.levelId：奖项不存在`);
      }
      if (x.levelId !== null && work.finalScore === null) {
        throw badRequest(`参数 awards.${i}.workId：作品「${work.title}」尚未完成评审`);
      }
      awards.set(x.workId, x.levelId);
    }
    for (const l of levels) {
      const n = [...awards.values()].filter((v) => v === l.id).length;
      if (n > l.quota) throw badRequest(`参数 awards：「${l.name}」名额为${l.quota}，已评定${n}件`);
    }
    await this.db.transaction(async (tx) => {
      if (!(await w.claimVersion(tx, a.id, this.version(input.version)))) throw conflict(STALE);
      await w.setAwards(tx, a.id, awards);
    });
  }

  /** 公布结果: refused with unjudged works; moves the activity to results. */
  async publish(activityId: number, version: string, user: Principal) {
    const a = await this.open(activityId, user);
    if (currentStage(a, this.clock()) !== "judging") throw badRequest("活动在评审阶段结束时才能公布结果");
    const unjudged = await q.unjudgedCount(this.db, a.id);
    if (unjudged > 0) throw badRequest(`还有${unjudged}件作品未完成评审，不能公布结果`);
    const claim = this.version(version);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const claimed = await w.claimVersion(tx, a.id, claim, { stage: "results", resultsAt: now });
      if (!claimed) throw conflict(STALE);
      // A judge's sheet submitted or reopened between the check and the claim is seen here.
      const left = await q.unjudgedCount(tx, a.id);
      if (left > 0) throw badRequest(`还有${left}件作品未完成评审，不能公布结果`);
    });
    await announceResults(this.db, this.deps, a);
    return { stage: "results" as const };
  }

  private ranked(r: Awaited<ReturnType<typeof w.boardWorks>>[number]) {
    return {
      id: r.id,
      score: r.finalScore ?? 0,
      round: r.round1Score === null ? 1 : 2,
      maxJudgeScore: r.maxJudgeScore ?? 0,
      submittedAt: r.createdAt,
      row: r,
    };
  }

  private version(v: string) {
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) throw badRequest("参数 version：请刷新后重试");
    return d;
  }

  /** Editable and not yet published. */
  private async open(id: number, user: Principal) {
    const a = await this.editable(id, user);
    if (stageIndex(currentStage(a, this.clock())) >= stageIndex("results"))
      throw badRequest("结果已公布，不能再修改奖项");
    return a;
  }

  private async editable(id: number, user: Principal) {
    const a = await q.find(this.db, id);
    if (!a) throw notFound("活动不存在");
    if (!canEdit(user, a)) throw forbidden("只有活动的组织者可以修改");
    return a;
  }
}
