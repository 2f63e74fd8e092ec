import type {
  ActivityAdminListInput,
  ActivityAnnouncementItem,
  ActivityAnnouncementSaveInput,
  ActivityDetail,
  ActivityEdit,
  ActivityListInput,
  ActivityProperty,
  ActivityResultItem,
  ActivityStage,
  ActivityWorkCard,
  ActivityWorksInput,
  activitySaveSchema,
} from "@otp/contract";
import { ACTIVITY_STAGE_VALUES, activityStageLabel } from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { sanitizeRichText } from "../../platform/text/html.js";
import {
  actionsOf,
  canEdit,
  canView,
  currentStage,
  datesError,
  managesActivities,
  phasesOf,
  stageIndex,
} from "./activity.access.js";
import { announceResults } from "./activity.awards.service.js";
import { propertiesOf } from "./activity.participation.queries.js";
import type { ActivityDeps } from "./activity.ports.js";
import { idsOf, type Names, toCard } from "./activity.present.js";
import * as q from "./activity.queries.js";

type SaveInput = z.infer<typeof activitySaveSchema>;
const DAY_MS = 86_400_000;

/** 活动评比: the lifecycle, the public pages and the organiser's activity record. */
export class ActivityService {
  constructor(
    private readonly db: Db,
    private readonly deps: ActivityDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The public list: every activity out of draft, by stage shown, organizer, subject, keyword. */
  async list(input: ActivityListInput) {
    return this.page(input, false);
  }

  /** The back office: drafts too. */
  async adminList(input: ActivityAdminListInput) {
    return this.page(input, true);
  }

  private async page(input: ActivityListInput, withDrafts: boolean) {
    const now = this.clock();
    const { rows, count } = await q.pageOfActivities(this.db, input, { ...input, withDrafts }, now);
    const names = await this.names(rows);
    return { list: rows.map((r) => toCard(r, names, now)), count };
  }

  async detail(id: number, user: Principal | null): Promise<ActivityDetail> {
    const row = await this.visible(id, user);
    const now = this.clock();
    const [names, counts, registered, properties] = await Promise.all([
      this.names([row]),
      q.counts(this.db, id),
      user ? q.isRegistered(this.db, id, user.userId) : false,
      propertiesOf(this.db, id),
    ]);
    return {
      ...toCard({ ...row, ...counts }, names, now),
      intro: row.intro,
      guide: row.guide,
      aggregation: row.aggregation as ActivityDetail["aggregation"],
      phases: phasesOf(row, now),
      actions: actionsOf(row, now, user, registered),
      canEdit: canEdit(user, row),
      properties: properties.map((p) => ({
        id: p.id,
        name: p.name,
        kind: p.kind as ActivityProperty["kind"],
        required: p.required,
        options: p.options,
      })),
    };
  }

  /** The editor's record, to its organiser and activity managers. */
  async get(id: number, user: Principal): Promise<ActivityEdit> {
    const row = await this.editable(id, user);
    const detail = await this.detail(id, user);
    return {
      ...detail,
      organizerOrgId: row.organizerOrgId,
      subjectId: row.subjectId,
      registrationEnd: row.registrationEnd.toISOString(),
      submissionEnd: row.submissionEnd.toISOString(),
      auditEnd: row.auditEnd.toISOString(),
    };
  }

  async announcements(id: number, user: Principal | null): Promise<ActivityAnnouncementItem[]> {
    await this.visible(id, user);
    const rows = await q.announcementsOf(this.db, id);
    return rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createdAt: r.createdAt.toISOString() }));
  }

  /** Approved works, once results are out (their editors see them earlier). */
  async works(input: ActivityWorksInput, user: Principal | null) {
    const row = await this.visible(input.id, user);
    if (!canEdit(user, row) && stageIndex(currentStage(row, this.clock())) < stageIndex("results")) {
      throw forbidden("参赛作品将在评比结果公布后展示");
    }
    const { rows, count } = await q.pageOfApprovedWorks(this.db, input.id, input);
    const [people, orgs] = await this.authors(rows);
    const list: ActivityWorkCard[] = rows.map((w) => ({
      id: w.id,
      title: w.title,
      authorName: people.get(w.ownerId)?.realName ?? "",
      orgName: w.orgId ? (orgs.get(w.orgId) ?? "") : "",
      resourceId: w.resourceId,
    }));
    return { list, count };
  }

  /** The ranking with awards, once results are published. */
  async results(id: number, user: Principal | null): Promise<ActivityResultItem[]> {
    const row = await this.visible(id, user);
    if (stageIndex(currentStage(row, this.clock())) < stageIndex("results")) {
      throw forbidden("评比结果尚未公布");
    }
    const rows = await q.results(this.db, id);
    const [people, orgs] = await this.authors(rows);
    return rows.map((w, i) => ({
      workId: w.id,
      rank: i + 1,
      title: w.title,
      authorName: people.get(w.ownerId)?.realName ?? "",
      orgName: w.orgId ? (orgs.get(w.orgId) ?? "") : "",
      score: w.finalScore,
      award: w.award,
      resourceId: w.resourceId,
    }));
  }

  /** Creates (activity managers) or edits (its organiser too) an activity; a new one is a draft. */
  async save(input: SaveInput, user: Principal): Promise<{ id: number }> {
    const existing = input.id ? await this.editable(input.id, user) : undefined;
    if (!existing && !managesActivities(user)) throw forbidden("只有活动管理员可以创建活动");
    if (existing?.stage === "archived") throw badRequest("活动已归档，不能修改");
    const dates = {
      registrationStart: new Date(input.registrationStart),
      registrationEnd: new Date(input.registrationEnd),
      submissionEnd: new Date(input.submissionEnd),
      auditEnd: new Date(input.auditEnd),
      judgingEnd: new Date(input.judgingEnd),
    };
    const wrong = datesError(dates);
    if (wrong) throw badRequest(wrong);
    if (input.organizerOrgId && !(await this.deps.base.orgExists(input.organizerOrgId))) {
      throw badRequest("参数 organizerOrgId：主办单位不存在");
    }
    if (input.subjectId && !(await this.deps.base.subjectExists(input.subjectId))) {
      throw badRequest("参数 subjectId：学科不存在");
    }
    const values = {
      name: await filteredField(this.deps.text, "name", input.name),
      organizerOrgId: input.organizerOrgId ?? null,
      subjectId: input.subjectId ?? null,
      intro: sanitizeRichText(input.intro),
      guide: sanitizeRichText(input.guide),
      aggregation: input.aggregation,
      ...dates,
    };
    if (existing) {
      await q.update(this.db, existing.id, values);
      return { id: existing.id };
    }
    return { id: await q.insert(this.db, { ...values, ownerId: user.userId, stage: "draft" }) };
  }

  /**
   * The organiser opens the activity (draft → registration), closes the current phase early
   * (the next one opens), publishes the results after judging, or archives. Only one step
   * forward from the stage shown; a second organiser's same click finds it already moved.
   */
  async advance(id: number, to: ActivityStage, user: Principal) {
    const row = await this.editable(id, user);
    const now = this.clock();
    const shown = currentStage(row, now);
    const next = ACTIVITY_STAGE_VALUES[stageIndex(shown) + 1];
    if (to !== next) {
      throw badRequest(
        next
          ? `参数 to：当前阶段为「${activityStageLabel(shown)}」，只能进入「${activityStageLabel(next)}」`
          : "参数 to：活动已归档",
      );
    }
    if (to === "results") {
      const unjudged = await q.unjudgedCount(this.db, id);
      if (unjudged > 0) throw badRequest(`还有${unjudged}件作品未完成评审，不能公布结果`);
    }
    const moved = await q.moveStage(this.db, id, row.stage, to, to === "results" ? { resultsAt: now } : {});
    if (!moved) throw conflict("活动阶段已被其他组织者调整，请刷新后重试");
    if (to === "results") await announceResults(this.db, this.deps, row);
    return { stage: to };
  }

  /** 复制往届活动: a new draft with the same texts, organizer, rule and award levels, dates moved on. */
  async copy(id: number, name: string | null | undefined, user: Principal): Promise<{ id: number }> {
    const from = await this.editable(id, user);
    const start = new Date(Math.ceil(this.clock().getTime() / DAY_MS) * DAY_MS + DAY_MS);
    const shift = start.getTime() - from.registrationStart.getTime();
    const moved = (d: Date) => new Date(d.getTime() + shift);
    return this.db.transaction(async (tx) => {
      const copyId = await q.insert(tx, {
        name: name ? await filteredField(this.deps.text, "name", name) : `${from.name}（副本）`.slice(0, 100),
        ownerId: user.userId,
        organizerOrgId: from.organizerOrgId,
        subjectId: from.subjectId,
        intro: from.intro,
        guide: from.guide,
        aggregation: from.aggregation,
        stage: "draft",
        registrationStart: start,
        registrationEnd: moved(from.registrationEnd),
        submissionEnd: moved(from.submissionEnd),
        auditEnd: moved(from.auditEnd),
        judgingEnd: moved(from.judgingEnd),
      });
      await q.copyAwardLevels(tx, from.id, copyId);
      return { id: copyId };
    });
  }

  async saveAnnouncement(input: ActivityAnnouncementSaveInput, user: Principal) {
    await this.editable(input.activityId, user);
    const title = await filteredField(this.deps.text, "title", input.title);
    const content = sanitizeRichText(input.content);
    if (!content.replace(/<[^>]*>/g, "").trim()) throw badRequest("参数 content：公告内容不能为空");
    return { id: await q.insertAnnouncement(this.db, input.activityId, title, content) };
  }

  async remove(ids: number[], user: Principal) {
    for (const id of new Set(ids)) {
      const row = await this.editable(id, user);
      if (row.stage !== "draft") throw badRequest(`参数 ids：「${row.name}」已发布，只能删除草稿`);
    }
    await q.removeActivities(this.db, ids);
  }

  private async visible(id: number, user: Principal | null) {
    const row = await q.find(this.db, id);
    if (!row || !canView(user, row)) throw notFound("活动不存在");
    return row;
  }

  private async editable(id: number, user: Principal) {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("活动不存在");
    if (!canEdit(user, row)) throw forbidden("只有活动的组织者可以修改");
    return row;
  }

  private async names(rows: { organizerOrgId: number | null; subjectId: number | null }[]): Promise<Names> {
    const ids = idsOf(rows);
    const [orgs, subjects] = await Promise.all([
      this.deps.base.orgNames(ids.orgs),
      this.deps.base.subjectNames(ids.subjects),
    ]);
    return { orgs, subjects };
  }

  private authors(rows: { ownerId: number; orgId: number | null }[]) {
    return Promise.all([
      this.deps.users.names([...new Set(rows.map((r) => r.ownerId))]),
      this.deps.base.orgNames([...new Set(rows.flatMap((r) => (r.orgId ? [r.orgId] : [])))]),
    ]);
  }

  /** For teaching tasks: activities a task may name. */
  choices(): Promise<{ id: number; name: string }[]> {
    return q.openChoices(this.db);
  }

  activityNames(ids: number[]): Promise<Map<number, string>> {
    return q.namesOf(this.db, ids);
  }

  /** For teaching tasks: who of these users registered (not refused) or submitted a work. */
  participants(activityId: number, userIds: number[]): Promise<Set<number>> {
    return q.participantsOf(this.db, activityId, userIds);
  }
}
