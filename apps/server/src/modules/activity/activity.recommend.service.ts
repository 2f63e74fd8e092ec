import type { ActivityRecommendBoard, ActivityRecommendSaveInput, ActivityRecommendSettingsInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { canEdit, currentStage, stageIndex } from "./activity.access.js";
import type { ActivityDeps } from "./activity.ports.js";
import * as q from "./activity.queries.js";
import * as r from "./activity.recommend.queries.js";

/**
 * 单位推荐 (ucRecommend): the organiser sets a quota per organization and names recommenders
 * (a school's administrators: users of that organization); each recommender chooses which
 * approved works of their organization go to judging, within the quota. With a quota set,
 * works not recommended are not assigned, not waited for by 公布结果, and not ranked.
 */
export class ActivityRecommendService {
  constructor(
    private readonly db: Db,
    private readonly deps: ActivityDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async board(activityId: number, user: Principal): Promise<ActivityRecommendBoard> {
    const a = await this.find(activityId);
    const recommenders = await r.recommendersOf(this.db, a.id);
    const manage = canEdit(user, a);
    const mine = recommenders.filter((x) => x.userId === user.userId).map((x) => x.orgId);
    if (!manage && mine.length === 0) throw forbidden("只有活动的组织者和单位推荐人可以查看");
    const works = await r.approvedWorksByOrg(this.db, a.id, manage ? undefined : mine);
    const orgIds = [
      ...new Set([...works.flatMap((w) => (w.orgId === null ? [] : [w.orgId])), ...recommenders.map((x) => x.orgId)]),
    ].filter((id) => manage || mine.includes(id));
    const [orgNames, people] = await Promise.all([
      this.deps.base.orgNames(orgIds),
      this.deps.users.names([...new Set([...works.map((w) => w.ownerId), ...recommenders.map((x) => x.userId)])]),
    ]);
    return {
      quota: a.recommendQuota,
      canManage: manage,
      open: this.open(a),
      recommenders: (manage ? recommenders : recommenders.filter((x) => x.userId === user.userId)).map((x) => ({
        userId: x.userId,
        name: people.get(x.userId)?.realName ?? "",
        orgId: x.orgId,
        orgName: orgNames.get(x.orgId) ?? "",
      })),
      orgs: orgIds.map((orgId) => ({
        orgId,
        orgName: orgNames.get(orgId) ?? "",
        works: works
          .filter((w) => w.orgId === orgId)
          .map((w) => ({
            id: w.id,
            title: w.title,
            authorName: people.get(w.ownerId)?.realName ?? "",
            recommended: w.recommended,
          })),
      })),
    };
  }

  /** 个人中心 → 我的活动: the activities the user recommends works for. */
  async mine(user: Principal) {
    const rows = await r.activitiesOfRecommender(this.db, user.userId);
    const orgs = await this.deps.base.orgNames([...new Set(rows.map((x) => x.orgId))]);
    return rows.map((x) => ({ ...x, orgName: orgs.get(x.orgId) ?? "" }));
  }

  /** The organiser: quota (null = off) and recommenders, each for one organization. */
  async saveSettings(input: ActivityRecommendSettingsInput, user: Principal) {
    const a = await this.find(input.activityId);
    if (!canEdit(user, a)) throw forbidden("只有活动的组织者可以设置单位推荐");
    if (!this.open(a)) throw badRequest("评审已开始，不能再修改单位推荐");
    const recommenders: { userId: number; orgId: number }[] = [];
    for (const [i, x] of input.recommenders.entries()) {
      if (recommenders.some((y) => y.userId === x.userId)) {
        throw badRequest(`参数 recommenders.${i}.userId：一位推荐人只能推荐一个单位`);
      }
      const exists = await this.deps.users.orgOf(x.userId).then(
        () => true,
        () => false,
      );
      if (!exists) throw badRequest(`参数 recommenders.${i}.userId：推荐人不存在`);
      if (!(await this.deps.base.orgExists(x.orgId))) throw badRequest(`参数 recommenders.${i}.orgId：单位不存在`);
      recommenders.push(x);
    }
    await this.db.transaction((tx) => r.saveSettings(tx, a.id, input.quota, recommenders));
  }

  /** A recommender of the organization (or the organiser) sets exactly which works go forward. */
  async save(input: ActivityRecommendSaveInput, user: Principal) {
    const a = await this.find(input.activityId);
    const recommenders = await r.recommendersOf(this.db, a.id);
    const isRecommender = recommenders.some((x) => x.userId === user.userId && x.orgId === input.orgId);
    if (!isRecommender && !canEdit(user, a)) throw forbidden("只有该单位的推荐人可以推荐作品");
    if (a.recommendQuota === null) throw badRequest("本活动未启用单位推荐");
    if (!this.open(a)) throw badRequest("评审已开始，不能再修改推荐");
    const ids = [...new Set(input.workIds)];
    if (ids.length > a.recommendQuota) {
      throw badRequest(`参数 workIds：每个单位最多推荐${a.recommendQuota}件作品，已选${ids.length}件`);
    }
    const works = new Set((await r.approvedWorksByOrg(this.db, a.id, [input.orgId])).map((w) => w.id));
    for (const [i, id] of ids.entries()) {
      if (!works.has(id)) throw badRequest(`参数 workIds.${i}：作品不属于该单位或未通过审核`);
    }
    await this.db.transaction((tx) => r.setRecommended(tx, a.id, input.orgId, ids));
  }

  /** Recommendation changes until judging starts. */
  private open(a: Parameters<typeof currentStage>[0]) {
    return stageIndex(currentStage(a, this.clock())) < stageIndex("judging");
  }

  private async find(id: number) {
    const a = await q.find(this.db, id);
    if (!a) throw notFound("活动不存在");
    return a;
  }
}
