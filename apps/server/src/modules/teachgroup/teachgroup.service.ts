import {
  TEACH_GROUP_KINDS,
  type TeachGroupDetail,
  type TeachGroupList,
  type TeachGroupListInput,
  type teachGroupSaveSchema,
} from "@otp/contract";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canCreateGroups, canManageGroup, canViewGroup } from "./teachgroup.access.js";
import type { TeachGroupDeps } from "./teachgroup.ports.js";
import { toItem, toMembers } from "./teachgroup.present.js";
import * as q from "./teachgroup.queries.js";

const kindLabel = (kind: string) => TEACH_GROUP_KINDS.find((k) => k.value === kind)?.label ?? "教研组";

/** 教研组 / 备课组: administrators create them; administrators and leaders manage members. */
export class TeachGroupService {
  constructor(
    private readonly db: Db,
    private readonly deps: TeachGroupDeps,
  ) {}

  /** Administrators see every group; anyone else the groups they lead or belong to. */
  async list(input: TeachGroupListInput, user: Principal): Promise<TeachGroupList> {
    const memberId = isAdministrator(user) ? undefined : user.userId;
    const { rows, count } = await q.page(this.db, input, { keyword: input.keyword, kind: input.kind, memberId });
    const names = await this.deps.users.names(rows.map((r) => r.leaderId));
    return {
      list: rows.map((r) => toItem(r, names, canManageGroup(user, r))),
      count,
      canCreate: canCreateGroups(user),
    };
  }

  async detail(id: number, user: Principal): Promise<TeachGroupDetail> {
    const row = await this.load(id);
    const members = await q.members(this.db, id);
    if (
      !canViewGroup(
        user,
        row,
        members.some((m) => m.userId === user.userId),
      )
    ) {
      throw forbidden("只有本组成员可以查看");
    }
    const names = await this.deps.users.names([row.leaderId, ...members.map((m) => m.userId)]);
    return {
      ...toItem({ ...row, memberCount: members.length }, names, canManageGroup(user, row)),
      members: toMembers(members, row.leaderId, names),
    };
  }

  async save(input: z.infer<typeof teachGroupSaveSchema>, user: Principal): Promise<{ id: number }> {
    const existing = input.id ? await this.load(input.id) : undefined;
    if (!existing && !canCreateGroups(user)) throw forbidden("只有管理员可以新建教研组");
    if (existing && !canManageGroup(user, existing)) throw forbidden("只有管理员和组长可以编辑本组");
    if (existing && existing.leaderId !== input.leaderId && !isAdministrator(user)) {
      throw forbidden("只有管理员可以更换组长");
    }
    const name = await filteredField(this.deps.text, "name", input.name);
    const intro = input.intro ? await filteredField(this.deps.text, "intro", input.intro) : "";
    if (!(await this.deps.users.teachers([input.leaderId])).has(input.leaderId)) {
      throw badRequest("参数 leaderId：组长须为教师");
    }
    if (await q.sameName(this.db, input.kind, name, existing?.id)) {
      throw conflict(`已有同名的${kindLabel(input.kind)}`);
    }
    const values = { name, kind: input.kind, intro, leaderId: input.leaderId };
    return this.db.transaction(async (tx) => {
      const id = existing ? existing.id : await q.insert(tx, { ...values, createdBy: user.userId });
      if (existing) await q.update(tx, id, values);
      // The leader is always a member; a replaced leader stays in the group as a member.
      await q.addMembers(tx, id, [input.leaderId]);
      return { id };
    });
  }

  async addMembers(id: number, userIds: number[], user: Principal) {
    const row = await this.manageable(id, user);
    const ids = [...new Set(userIds)];
    const teachers = await this.deps.users.teachers(ids);
    if (ids.some((u) => !teachers.has(u))) throw badRequest("参数 userIds：只能添加教师");
    await q.addMembers(this.db, row.id, ids);
  }

  async removeMembers(id: number, userIds: number[], user: Principal) {
    const row = await this.manageable(id, user);
    if (userIds.includes(row.leaderId)) throw badRequest("参数 userIds：不能移除组长，请先更换组长");
    await q.removeMembers(this.db, row.id, [...new Set(userIds)]);
  }

  async remove(id: number, user: Principal) {
    await this.load(id);
    if (!canCreateGroups(user)) throw forbidden("只有管理员可以删除教研组");
    await q.remove(this.db, id);
  }

  /** For other domains (preparation, tasks): the groups a user leads or belongs to. */
  groupIdsOf(userId: number): Promise<number[]> {
    return q.groupIdsOf(this.db, userId);
  }

  /** For teaching tasks: every group, to choose one. */
  choices(): Promise<{ id: number; name: string }[]> {
    return q.choices(this.db);
  }

  /** For preparation: a group's name, leader and members; undefined when it does not exist. */
  async info(id: number): Promise<{ name: string; leaderId: number; memberIds: number[] } | undefined> {
    const row = await q.find(this.db, id);
    if (!row) return undefined;
    const members = await q.members(this.db, id);
    return { name: row.name, leaderId: row.leaderId, memberIds: members.map((m) => m.userId) };
  }

  private async manageable(id: number, user: Principal) {
    const row = await this.load(id);
    if (!canManageGroup(user, row)) throw forbidden("只有管理员和组长可以管理成员");
    return row;
  }

  private async load(id: number) {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("教研组不存在");
    return row;
  }
}
