import {
  type ActivityDecideInput,
  type ActivityParticipant,
  type ActivityWorkSubmitInput,
  type activityPropertiesSaveSchema,
  type activityRegisterSchema,
  activityStageLabel,
  type MyActivityItem,
  type RegistrationStatus,
  type WorkStatus,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEdit, canView, currentStage, stageIndex } from "./activity.access.js";
import * as p from "./activity.participation.queries.js";
import type { ActivityDeps } from "./activity.ports.js";
import * as q from "./activity.queries.js";

type PropertiesInput = z.infer<typeof activityPropertiesSaveSchema>;
type RegisterInput = z.infer<typeof activityRegisterSchema>;
const WORK_TYPES = new Set(["VIDEO", "MULTISCREEN", "DOCUMENT"]);

/** Registration with the organiser's fields, works and their audit, the teacher's own list. */
export class ActivityParticipation {
  constructor(
    private readonly db: Db,
    private readonly deps: ActivityDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The organiser's registration fields; fixed once registration has closed. */
  async saveProperties(input: PropertiesInput, user: Principal) {
    const a = await this.editable(input.activityId, user);
    if (stageIndex(currentStage(a, this.clock())) > stageIndex("registration")) {
      throw badRequest("报名已截止，不能再修改报名字段");
    }
    const names = input.properties.map((x) => x.name);
    if (new Set(names).size !== names.length) throw badRequest("参数 properties：字段名称不能重复");
    await this.db.transaction((tx) => p.replaceProperties(tx, a.id, input.properties));
  }

  /** A teacher registers in the registration window, answering every required field. */
  async register(input: RegisterInput, user: Principal) {
    const a = await this.visible(input.activityId, user);
    if (user.userType !== "teacher") throw forbidden("仅教师可以报名");
    const now = this.clock();
    if (now < a.registrationStart) throw badRequest("参数 activityId：报名尚未开始");
    if (currentStage(a, now) !== "registration") throw badRequest("参数 activityId：报名已截止");
    const existing = await p.registrationOf(this.db, a.id, user.userId);
    if (existing && existing.status !== "rejected") throw conflict("您已报名该活动");
    if ((await p.alreadyEntered(this.db, a.id, [user.userId])).length) throw conflict("您已作为团队成员报名该活动");
    const fields = await this.checkedFields(a.id, input.fields ?? {});
    const memberIds = await this.checkedMembers(a.id, input.memberIds ?? [], user, existing?.id);
    const orgId = await this.deps.users.orgOf(user.userId);
    const id = await this.db.transaction(async (tx) => {
      const id = await p.upsertRegistration(tx, { activityId: a.id, userId: user.userId, orgId, fields });
      await p.replaceMembers(tx, id, memberIds);
      return id;
    });
    return { id };
  }

  /** 团队报名: distinct teachers, not the leader, not entered in this activity already. */
  private async checkedMembers(activityId: number, ids: number[], user: Principal, except?: number) {
    if (new Set(ids).size !== ids.length) throw badRequest("参数 memberIds：团队成员不能重复");
    if (ids.includes(user.userId)) throw badRequest("参数 memberIds：报名人即队长，不需要再添加为成员");
    const teachers = await this.deps.users.teachers(ids);
    if (ids.some((id) => !teachers.has(id))) throw badRequest("参数 memberIds：团队成员须为本平台教师");
    const taken = await p.alreadyEntered(this.db, activityId, ids, except);
    if (taken.length) {
      const names = await this.deps.users.names(taken);
      throw badRequest(`参数 memberIds：${taken.map((id) => names.get(id)?.realName ?? id).join("、")}已报名该活动`);
    }
    return ids;
  }

  private async checkedFields(activityId: number, given: Record<string, string>) {
    const out: Record<string, string> = {};
    for (const prop of await p.propertiesOf(this.db, activityId)) {
      const key = String(prop.id);
      const value = (given[key] ?? "").trim();
      const field = `参数 fields.${key}：`;
      if (!value) {
        if (prop.required) throw badRequest(`${field}请填写「${prop.name}」`);
        continue;
      }
      if (prop.kind === "choice" && !prop.options.includes(value)) {
        throw badRequest(`${field}「${prop.name}」的选项不正确`);
      }
      if (prop.kind === "file") {
        const id = Number(value);
        if (!Number.isInteger(id) || id <= 0 || !(await this.deps.files.many([id])).length) {
          throw badRequest(`${field}「${prop.name}」的附件不存在，请重新上传`);
        }
      }
      out[key] = prop.kind === "text" ? await filteredField(this.deps.text, `fields.${key}`, value) : value;
    }
    return out;
  }

  /** A registered teacher submits (or replaces, until approved) a work: one of their own resources. */
  async submitWork(input: ActivityWorkSubmitInput, user: Principal) {
    const a = await this.visible(input.activityId, user);
    const reg = await p.registrationOf(this.db, a.id, user.userId);
    if (!reg || reg.status === "rejected") throw forbidden("请先报名该活动");
    const now = this.clock();
    const stage = currentStage(a, now);
    if (now < a.registrationStart || (stage !== "registration" && stage !== "submission")) {
      throw badRequest("参数 activityId：不在作品提交时间内");
    }
    const resource = await this.deps.resources.own(input.resourceId, user);
    if (!resource) throw badRequest("参数 resourceId：只能提交自己上传的资源");
    if (!WORK_TYPES.has(resource.type)) throw badRequest("参数 resourceId：作品须为视频或文档");
    const works = await p.worksOf(this.db, a.id);
    if (works.some((w) => w.registrationId === reg.id && w.status === "approved")) {
      throw badRequest("作品已审核通过，不能再替换");
    }
    const title = await filteredField(this.deps.text, "title", input.title);
    const id = await p.upsertWork(this.db, {
      activityId: a.id,
      registrationId: reg.id,
      ownerId: user.userId,
      orgId: reg.orgId,
      title,
      resourceId: input.resourceId,
      subjectId: resource.subjectId ?? a.subjectId ?? null,
    });
    return { id };
  }

  /** The organiser's list: registrations with their answers and works. */
  async participants(activityId: number, user: Principal): Promise<ActivityParticipant[]> {
    await this.editable(activityId, user);
    const [regs, works, props] = await Promise.all([
      p.registrationsOf(this.db, activityId),
      p.worksOf(this.db, activityId),
      p.propertiesOf(this.db, activityId),
    ]);
    const members = await p.membersOf(
      this.db,
      regs.map((r) => r.id),
    );
    const fileIds = regs.flatMap((r) =>
      props.filter((x) => x.kind === "file" && r.fields[String(x.id)]).map((x) => Number(r.fields[String(x.id)])),
    );
    const [names, orgs, files] = await Promise.all([
      this.deps.users.names([...regs.map((r) => r.userId), ...members.map((m) => m.userId)]),
      this.deps.base.orgNames(regs.flatMap((r) => (r.orgId ? [r.orgId] : []))),
      this.deps.files.many([...new Set(fileIds)]),
    ]);
    const fileName = new Map(files.map((f) => [String(f.id), f.name]));
    const workOf = new Map(works.map((w) => [w.registrationId, w]));
    return regs.map((r) => {
      const w = workOf.get(r.id);
      return {
        id: r.id,
        userId: r.userId,
        realName: names.get(r.userId)?.realName ?? "",
        orgName: r.orgId ? (orgs.get(r.orgId) ?? "") : "",
        status: r.status as RegistrationStatus,
        fields: props.map((x) => {
          const v = r.fields[String(x.id)] ?? "";
          return { name: x.name, value: x.kind === "file" ? (fileName.get(v) ?? "") : v };
        }),
        members: members
          .filter((m) => m.registrationId === r.id)
          .map((m) => ({ userId: m.userId, realName: names.get(m.userId)?.realName ?? "" })),
        createdAt: r.createdAt.toISOString(),
        work: w
          ? {
              id: w.id,
              title: w.title,
              status: w.status as WorkStatus,
              returnReason: w.returnReason,
              resourceId: w.resourceId,
            }
          : null,
      };
    });
  }

  async decideRegistrations(input: ActivityDecideInput, user: Principal) {
    await this.editable(input.activityId, user);
    const changed = await p.decideRegistrations(
      this.db,
      input.activityId,
      input.ids,
      input.pass ? "approved" : "rejected",
    );
    if (changed.length !== new Set(input.ids).size) throw notFound("报名记录不存在");
  }

  /** Works audit: approve, or return with a reason; closed once judging has begun. */
  async auditWorks(input: ActivityDecideInput, user: Principal) {
    const a = await this.editable(input.activityId, user);
    if (stageIndex(currentStage(a, this.clock())) > stageIndex("audit")) {
      throw badRequest("评审已开始，不能再审核作品");
    }
    await this.db.transaction(async (tx) => {
      const changed = await p.decideWorks(
        tx,
        a.id,
        input.ids,
        input.pass ? "approved" : "returned",
        input.reason ?? null,
      );
      // Nothing half-written: an id of another activity rolls the whole decision back.
      if (changed.length !== new Set(input.ids).size) throw notFound("作品不存在");
    });
  }

  /** 个人中心 → 我的活动: the teacher's registrations, works, awards. */
  async mine(user: Principal): Promise<MyActivityItem[]> {
    const now = this.clock();
    const rows = await p.mine(this.db, user.userId);
    const members = await p.membersOf(
      this.db,
      rows.map((r) => r.registrationId),
    );
    const names = await this.deps.users.names([...rows.map((r) => r.leaderId), ...members.map((m) => m.userId)]);
    return rows.map((r) => {
      const leader = r.leaderId === user.userId;
      const team = [r.leaderId, ...members.filter((m) => m.registrationId === r.registrationId).map((m) => m.userId)];
      const stage = currentStage(r.activity, now);
      const published = stageIndex(stage) >= stageIndex("results");
      return {
        activityId: r.activity.id,
        activityName: r.activity.name,
        stage,
        stageLabel: activityStageLabel(stage),
        status: r.status as RegistrationStatus,
        role: leader ? ("leader" as const) : ("member" as const),
        team: team.map((id) => names.get(id)?.realName ?? ""),
        work: r.workTitle
          ? {
              id: r.workId as number,
              title: r.workTitle,
              status: r.workStatus as WorkStatus,
              returnReason: r.returnReason,
              award: published ? r.award : "",
              score: published ? r.score : null,
            }
          : null,
        canSubmit:
          leader &&
          r.status !== "rejected" &&
          now >= r.activity.registrationStart &&
          (stage === "registration" || stage === "submission") &&
          r.workStatus !== "approved",
      };
    });
  }

  private async visible(id: number, user: Principal) {
    const a = await q.find(this.db, id);
    if (!a || !canView(user, a)) throw notFound("活动不存在");
    return a;
  }

  private async editable(id: number, user: Principal) {
    const a = await q.find(this.db, id);
    if (!a) throw notFound("活动不存在");
    if (!canEdit(user, a)) throw forbidden("只有活动的组织者可以修改");
    return a;
  }
}
