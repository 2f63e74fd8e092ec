import type {
  PlanContent,
  PlanVersionItem,
  PrepareDetail,
  PrepareItem,
  planAssignSchema,
  planReviewSchema,
  prepareCreateSchema,
} from "@otp/contract";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEditPlan, canManagePrepare, canViewPrepare, type GroupInfo, planLocked } from "./prepare.access.js";
import { type CollabMode, encodeDoc, PLAN_FIELD, type PlanCollab } from "./prepare.collab.js";
import type { PrepareDeps } from "./prepare.ports.js";
import { fragmentToJson, toPlanItem } from "./prepare.present.js";
import * as q from "./prepare.queries.js";

/** 集体备课: a group prepares a course; the leader splits it into plans, reviews and publishes them. */
export class PrepareService {
  constructor(
    private readonly db: Db,
    private readonly deps: PrepareDeps,
    private readonly collab: PlanCollab,
  ) {}

  /** Administrators see every preparation; teachers those of their groups. */
  async list(user: Principal): Promise<PrepareItem[]> {
    return this.items(isAdministrator(user) ? undefined : await this.deps.groups.idsOf(user.userId));
  }

  /** The back office's list (业务管理 → 集体备课): every preparation. */
  listAll(): Promise<PrepareItem[]> {
    return this.items(undefined);
  }

  private async items(groupIds: number[] | undefined): Promise<PrepareItem[]> {
    const rows = await q.prepares(this.db, groupIds);
    const plans = await q.plansOf(
      this.db,
      rows.map((r) => r.id),
    );
    const [groups, courses] = await Promise.all([
      this.deps.groups.names(rows.map((r) => r.groupId)),
      this.deps.courses.names(rows.map((r) => r.courseId)),
    ]);
    const infos = await Promise.all(rows.map((r) => this.deps.groups.info(r.groupId)));
    const leaders = await this.deps.users.names(infos.map((g) => g?.leaderId ?? 0));
    return rows.map((r, i) => {
      const mine = plans.filter((p) => p.prepareId === r.id);
      return {
        id: r.id,
        groupId: r.groupId,
        groupName: groups.get(r.groupId) ?? "",
        courseId: r.courseId,
        courseName: courses.get(r.courseId) ?? "",
        leaderId: infos[i]?.leaderId ?? 0,
        leaderName: leaders.get(infos[i]?.leaderId ?? 0)?.realName ?? "",
        planCount: mine.length,
        approvedCount: mine.filter((p) => p.status === "approved").length,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  async create(input: z.infer<typeof prepareCreateSchema>, user: Principal): Promise<{ id: number }> {
    const group = await this.deps.groups.info(input.groupId);
    if (!group) throw badRequest("参数 groupId：教研组不存在");
    if (!canManagePrepare(user, group)) throw forbidden("只有组长和管理员可以发起集体备课");
    if (!(await this.deps.courses.names([input.courseId])).has(input.courseId)) {
      throw badRequest("参数 courseId：课程不存在");
    }
    if (await q.prepareOf(this.db, input.groupId, input.courseId)) throw conflict("本组已在准备该课程");
    return { id: await q.insertPrepare(this.db, { ...input, createdBy: user.userId }) };
  }

  async detail(id: number, user: Principal): Promise<PrepareDetail> {
    const { row, group } = await this.loadPrepare(id);
    if (!canViewPrepare(user, group)) throw forbidden("只有本组成员可以查看");
    const plans = await q.plansOf(this.db, [id]);
    const [groups, courses, names] = await Promise.all([
      this.deps.groups.names([row.groupId]),
      this.deps.courses.names([row.courseId]),
      this.deps.users.names([...group.memberIds, ...plans.map((p) => p.assigneeId)]),
    ]);
    return {
      id: row.id,
      groupId: row.groupId,
      groupName: groups.get(row.groupId) ?? "",
      courseId: row.courseId,
      courseName: courses.get(row.courseId) ?? "",
      leaderId: group.leaderId,
      leaderName: names.get(group.leaderId)?.realName ?? "",
      planCount: plans.length,
      approvedCount: plans.filter((p) => p.status === "approved").length,
      createdAt: row.createdAt.toISOString(),
      plans: plans.map((p) => toPlanItem(p, names, canEditPlan(user, group, p))),
      canManage: canManagePrepare(user, group),
      members: group.memberIds.map((userId) => ({ userId, realName: names.get(userId)?.realName ?? "" })),
    };
  }

  /** The leader gives one section's plan to a member, with a deadline. */
  async assign(input: z.infer<typeof planAssignSchema>, user: Principal): Promise<{ id: number }> {
    const { row, group } = await this.loadPrepare(input.prepareId);
    if (!canManagePrepare(user, group)) throw forbidden("只有组长和管理员可以分配章节");
    if (!group.memberIds.includes(input.assigneeId)) throw badRequest("参数 assigneeId：只能分配给本组成员");
    const title = await filteredField(this.deps.text, "title", input.title);
    const id = await q.insertPlan(this.db, {
      prepareId: row.id,
      title,
      assigneeId: input.assigneeId,
      deadline: new Date(input.deadline),
    });
    return { id };
  }

  /** The assignee hands the plan in for review. */
  async submit(planId: number, user: Principal) {
    const { plan } = await this.loadPlan(planId);
    if (plan.assigneeId !== user.userId) throw forbidden("只有负责人可以提交教案");
    if (!(await q.moveStatus(this.db, planId, ["editing", "returned"], { status: "submitted" }))) {
      throw conflict("教案已提交");
    }
    // Open editors reconnect read-only: a submitted plan is no longer written.
    this.collab.recheckPlan(planId);
  }

  /** The leader approves a submitted plan or returns it with remarks. */
  async review(input: z.infer<typeof planReviewSchema>, user: Principal) {
    const { group } = await this.loadPlan(input.id);
    if (!canManagePrepare(user, group)) throw forbidden("只有组长和管理员可以审核教案");
    const remark = input.remark ? await filteredField(this.deps.text, "remark", input.remark) : "";
    if (!input.approve && !remark) throw badRequest("参数 remark：退回时请填写审核意见");
    const status = input.approve ? "approved" : "returned";
    if (!(await q.moveStatus(this.db, input.id, ["submitted"], { status, remark }))) {
      throw conflict("教案不在待审核状态");
    }
    this.collab.recheckPlan(input.id);
  }

  /** An approved plan is published to the course's students as preview material (or withdrawn). */
  async publish(planId: number, publish: boolean, user: Principal) {
    const { plan, group } = await this.loadPlan(planId);
    if (!canManagePrepare(user, group)) throw forbidden("只有组长和管理员可以发布预习材料");
    if (publish && plan.status !== "approved") throw conflict("只有审核通过的教案可以发布");
    const content = publish
      ? JSON.stringify(fragmentToJson((await this.collab.snapshot(planId)).getXmlFragment(PLAN_FIELD)))
      : null;
    await q.setPublished(this.db, planId, content);
  }

  /** The plan's current content, for members who read it without co-editing. */
  async content(planId: number, user: Principal): Promise<PlanContent> {
    await this.readablePlan(planId, user);
    const doc = await this.collab.snapshot(planId);
    return { content: fragmentToJson(doc.getXmlFragment(PLAN_FIELD)), state: encodeDoc(doc) };
  }

  /** A plan the user may read (its group's members, leader, administrators), with its group. */
  async readablePlan(planId: number, user: Principal) {
    const loaded = await this.loadPlan(planId);
    if (!canViewPrepare(user, loaded.group)) throw forbidden("只有本组成员可以查看");
    return loaded;
  }

  /* ---------- versions ---------- */

  async versions(planId: number, user: Principal): Promise<PlanVersionItem[]> {
    await this.editable(planId, user);
    const rows = await q.versions(this.db, planId);
    const names = await this.deps.users.names(rows.map((r) => r.createdBy));
    return rows.map((r) => ({
      id: r.id,
      label: r.label,
      authorName: names.get(r.createdBy)?.realName ?? "",
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async saveVersion(planId: number, label: string | null | undefined, user: Principal): Promise<{ id: number }> {
    await this.editable(planId, user);
    const text = label ? await filteredField(this.deps.text, "label", label) : "";
    const state = encodeDoc(await this.collab.snapshot(planId));
    return { id: await q.insertVersion(this.db, { planId, label: text, state, createdBy: user.userId }) };
  }

  /** Restores a version: the current content is kept as a version first, so nothing is lost. */
  async restore(versionId: number, user: Principal) {
    const version = await q.findVersion(this.db, versionId);
    if (!version) throw notFound("版本不存在");
    const { plan } = await this.editable(version.planId, user);
    if (planLocked(plan)) throw conflict("教案已提交或已通过，不能恢复版本；请组长退回后再修改");
    await this.saveVersion(version.planId, "恢复前自动保存", user);
    await this.collab.restore(version.planId, version.state);
  }

  /** For the co-editing server: how may this user open this plan now (null: not at all)? */
  async collabMode(planId: number, user: Principal): Promise<CollabMode | null> {
    const plan = await q.findPlan(this.db, planId);
    if (!plan) return null;
    const prepare = await q.findPrepare(this.db, plan.prepareId);
    const group = prepare && (await this.deps.groups.info(prepare.groupId));
    if (!group || !canEditPlan(user, group, plan)) return null;
    return planLocked(plan) ? "read" : "edit";
  }

  private async editable(planId: number, user: Principal) {
    const loaded = await this.loadPlan(planId);
    if (!canEditPlan(user, loaded.group, loaded.plan)) throw forbidden("只有负责人、组长和管理员可以编辑教案");
    return loaded;
  }

  private async loadPlan(id: number) {
    const plan = await q.findPlan(this.db, id);
    if (!plan) throw notFound("教案不存在");
    return { plan, ...(await this.loadPrepare(plan.prepareId)) };
  }

  private async loadPrepare(id: number): Promise<{ row: q.PrepareRow; group: GroupInfo }> {
    const row = await q.findPrepare(this.db, id);
    if (!row) throw notFound("集体备课不存在");
    const group = await this.deps.groups.info(row.groupId);
    if (!group) throw notFound("教研组不存在");
    return { row, group };
  }
}
