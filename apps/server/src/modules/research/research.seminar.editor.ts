import type {
  SeminarBriefSaveInput,
  SeminarDetail,
  SeminarMemberInviteInput,
  SeminarMemberSaveInput,
  SeminarResourceAddInput,
  SeminarStandardSaveInput,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEditSeminar } from "./research.access.js";
import * as iq from "./research.interaction.queries.js";
import type { ResearchDeps } from "./research.ports.js";
import * as q from "./research.seminar.queries.js";

/** The seminar editor (/network-seminar/{seminarId}/): only the host and managers of its kind. */
export class SeminarEditor {
  constructor(
    private readonly db: Db,
    private readonly deps: ResearchDeps,
    private readonly detail: (id: number, user: Principal) => Promise<SeminarDetail>,
  ) {}

  /** The seminar as its editor sees it. */
  async get(id: number, user: Principal): Promise<SeminarDetail> {
    await this.editable(id, user);
    return this.detail(id, user);
  }

  /** 简介: title, brief, time span and whether teachers may join by themselves. */
  async saveBrief(input: SeminarBriefSaveInput, user: Principal) {
    const row = await this.editable(input.id, user);
    const title = await filteredField(this.deps.text, "title", input.title);
    const brief = input.brief ? await filteredField(this.deps.text, "brief", input.brief) : null;
    await q.update(this.db, row.id, {
      title,
      brief,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
      open: input.open,
    });
    return { id: row.id };
  }

  /** 参与人员: invites teachers with a role (or changes the role of members); the host stays host. */
  async saveMembers(input: SeminarMemberSaveInput, user: Principal) {
    const row = await this.editable(input.seminarId, user);
    const userIds = [...new Set(input.userIds)];
    if (userIds.includes(row.hostId)) throw badRequest("参数 userIds：主持人的角色不能更改");
    const teachers = await Promise.all(userIds.map((id) => this.deps.users.isTeacher(id)));
    if (teachers.some((t) => !t)) throw badRequest("参数 userIds：只能邀请教师参加教研");
    if (input.orgId && !(await iq.findOrg(this.db, input.orgId))) throw badRequest("参数 orgId：所选参与机构不存在");
    await q.upsertMembers(this.db, row.id, userIds, input.role, input.orgId ?? null);
    return { count: userIds.length };
  }

  /**
   * 批量邀请: every enabled teacher of a platform organization (sub-organizations included) or of
   * a subject (who teaches a course of it). One INSERT, so all or nothing; members already there
   * keep their role, the host is skipped.
   */
  async inviteMembers(input: SeminarMemberInviteInput, user: Principal) {
    const row = await this.editable(input.seminarId, user);
    let found: number[] | null;
    if (input.by === "org") {
      found = await this.deps.users.teachersOfOrg(input.orgId as number);
      if (!found) throw badRequest("参数 orgId：所选机构不存在");
    } else {
      found = await this.deps.users.teachersOfSubject(input.subjectId as number);
      if (!found) throw badRequest("参数 subjectId：所选学科不存在");
    }
    if (!found.length) throw badRequest("该机构/学科下没有可邀请的教师");
    const invited = await q.addMembers(
      this.db,
      row.id,
      found.filter((id) => id !== row.hostId),
      input.role,
    );
    return { invited: invited.length, skipped: found.length - invited.length };
  }

  async removeMember(seminarId: number, userId: number, user: Principal) {
    const row = await this.editable(seminarId, user);
    if (userId === row.hostId) throw badRequest("参数 userId：不能移除主持人");
    if (!(await q.roleOf(this.db, row.id, userId))) throw notFound("该教师不是参与人员");
    await q.removeMember(this.db, row.id, userId);
  }

  /** 研讨资料: resources the editor may attach (own or published); already attached ones stay once. */
  async addResources(input: SeminarResourceAddInput, user: Principal) {
    const row = await this.editable(input.seminarId, user);
    const ids = [...new Set(input.resourceIds)];
    const allowed = new Set(await this.deps.resources.attachable(ids, user));
    if (ids.some((id) => !allowed.has(id))) throw badRequest("参数 resourceIds：只能添加自己的或已发布的资源");
    await q.addResources(this.db, row.id, ids, user.userId);
    return { count: ids.length };
  }

  async removeResource(seminarId: number, resourceId: number, user: Principal) {
    const row = await this.editable(seminarId, user);
    if (!(await q.removeResource(this.db, row.id, resourceId))) throw notFound("该资源不在研讨资料中");
  }

  /** 评价标准: a ready supervision template, or none. */
  async saveStandard(input: SeminarStandardSaveInput, user: Principal) {
    const row = await this.editable(input.id, user);
    if (input.templateId !== null)
      await this.deps.templates.formFor(input.templateId).catch((err: unknown) => {
        const why = err instanceof Error ? err.message.replace(/^参数 templateId：/, "") : "评价模板不存在";
        throw badRequest(`参数 templateId：${why}`);
      });
    await q.update(this.db, row.id, { templateId: input.templateId });
    return { id: row.id };
  }

  /** The templates an editor may choose from (ready ones). */
  async standardOptions(id: number, user: Principal) {
    await this.editable(id, user);
    return this.deps.templates.ready();
  }

  async deleteNotice(seminarId: number, id: number, user: Principal) {
    const row = await this.editable(seminarId, user);
    if (!(await q.deleteNotice(this.db, row.id, id))) throw notFound("公告不存在");
  }

  private async editable(id: number, user: Principal) {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("教研活动不存在");
    if (!canEditSeminar(user, row)) throw forbidden("只有主持人和管理员可以编辑该教研活动");
    return row;
  }
}
