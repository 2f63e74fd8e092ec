import type {
  TeachTaskChoices,
  TeachTaskDetail,
  TeachTaskGroupRow,
  TeachTaskList,
  TeachTaskListInput,
  TeachTaskProgress,
  TeachTaskTeacherRow,
  teachTaskReviewSchema,
  teachTaskSaveSchema,
} from "@otp/contract";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canCreateTasks, canManageTask } from "./teachtask.access.js";
import type { TeachTaskDeps } from "./teachtask.ports.js";
import { toItem, toSummary } from "./teachtask.present.js";
import type { TaskProgressService } from "./teachtask.progress.js";
import * as q from "./teachtask.queries.js";

type SaveInput = z.infer<typeof teachTaskSaveSchema>;

/** The groups a user leads (a leader manages the tasks of their groups). */
export async function ledGroupIds(deps: TeachTaskDeps, userId: number): Promise<number[]> {
  const ids = await deps.groups.idsOf(userId);
  const infos = await Promise.all(ids.map(async (id) => [id, await deps.groups.info(id)] as const));
  return infos.filter(([, g]) => g?.leaderId === userId).map(([id]) => id);
}

/** 教学任务 for managers: administrators and group leaders give tasks and follow them. */
export class TeachTaskService {
  constructor(
    private readonly db: Db,
    private readonly deps: TeachTaskDeps,
    private readonly progress: TaskProgressService,
  ) {}

  /** Tasks the caller manages (administrators: all). */
  async list(input: TeachTaskListInput, user: Principal): Promise<TeachTaskList> {
    const led = await ledGroupIds(this.deps, user.userId);
    const manager = isAdministrator(user) ? undefined : { userId: user.userId, groupIds: led };
    const { rows, count } = await q.page(this.db, input, { keyword: input.keyword, manager });
    const items = await q.itemsOf(
      this.db,
      rows.map((r) => r.id),
    );
    const [targets, creators, finished] = await Promise.all([
      this.targetNames(rows),
      this.deps.users.names(rows.map((r) => r.createdBy)),
      Promise.all(
        rows.map((r) =>
          this.progress.finishedCount(
            r,
            items.filter((i) => i.taskId === r.id),
          ),
        ),
      ),
    ]);
    return {
      list: rows.map((r, i) =>
        toSummary(
          r,
          {
            targetName: targets.get(r.id) ?? "",
            creatorName: creators.get(r.createdBy)?.realName ?? "",
            itemCount: items.filter((it) => it.taskId === r.id).length,
            teacherCount: r.teacherCount,
            finishedCount: finished[i] ?? 0,
          },
          canManageTask(user, r, led),
        ),
      ),
      count,
      canCreate: canCreateTasks(user, led),
    };
  }

  /** What the task form offers the caller. */
  async choices(user: Principal): Promise<TeachTaskChoices> {
    const admin = isAdministrator(user);
    const groupIds = admin ? undefined : await ledGroupIds(this.deps, user.userId);
    const [groups, orgs, activities] = await Promise.all([
      groupIds ? this.groupNames(groupIds) : this.deps.groups.choices(),
      admin ? this.deps.orgs.choices() : Promise.resolve([]),
      this.deps.activities.choices(),
    ]);
    if (!admin && !groups.length) throw forbidden("只有管理员和教研组组长可以布置任务");
    return { groups, orgs, activities, canTargetAll: admin };
  }

  async detail(id: number, user: Principal): Promise<TeachTaskDetail> {
    const row = await this.manageable(id, user);
    return this.describe(row, user);
  }

  /** The task as its manager sees it (also the head of the progress view). */
  async describe(row: q.TaskRow, user: Principal): Promise<TeachTaskDetail> {
    const [items, teacherIds, led] = await Promise.all([
      q.itemsOf(this.db, [row.id]),
      q.assignees(this.db, row.id),
      ledGroupIds(this.deps, user.userId),
    ]);
    const [targets, creators, activityNames, finished] = await Promise.all([
      this.targetNames([row]),
      this.deps.users.names([row.createdBy]),
      this.deps.activities.names(items.flatMap((i) => (i.activityId ? [i.activityId] : []))),
      this.progress.finishedCount(row, items),
    ]);
    return {
      ...toSummary(
        row,
        {
          targetName: targets.get(row.id) ?? "",
          creatorName: creators.get(row.createdBy)?.realName ?? "",
          itemCount: items.length,
          teacherCount: teacherIds.length,
          finishedCount: finished,
        },
        canManageTask(user, row, led),
      ),
      orgId: row.orgId,
      groupId: row.groupId,
      teacherIds,
      items: items.map((i) => toItem(i, activityNames)),
    };
  }

  async save(input: SaveInput, user: Principal): Promise<{ id: number }> {
    const existing = input.id ? await this.manageable(input.id, user) : undefined;
    const led = await ledGroupIds(this.deps, user.userId);
    if (!existing && !canCreateTasks(user, led)) throw forbidden("只有管理员和教研组组长可以布置任务");
    if (!isAdministrator(user) && (input.targetKind !== "group" || !led.includes(input.groupId ?? 0))) {
      throw forbidden("组长只能给自己的教研组布置任务");
    }
    const teacherIds = await this.resolveTargets(input);
    const title = await filteredField(this.deps.text, "title", input.title);
    const description = input.description ? await filteredField(this.deps.text, "description", input.description) : "";
    const items = await this.checkItems(input, existing?.id);
    const values: q.TaskWrite = {
      title,
      description,
      startDate: input.startDate,
      endDate: input.endDate,
      targetKind: input.targetKind,
      orgId: input.targetKind === "org" ? (input.orgId ?? null) : null,
      groupId: input.targetKind === "group" ? (input.groupId ?? null) : null,
      createdBy: existing?.createdBy ?? user.userId,
    };
    const id = await this.db.transaction(async (tx) => {
      const id = existing ? existing.id : await q.insert(tx, values);
      if (existing) await q.update(tx, id, values);
      await q.replaceItems(tx, id, items);
      await q.replaceAssignees(tx, id, teacherIds);
      return id;
    });
    if (!existing) await this.progress.tellAssigned(id, title, teacherIds);
    return { id };
  }

  async remove(id: number, user: Principal) {
    await this.manageable(id, user);
    await q.remove(this.db, id);
  }

  /** 完成情况: every teacher's standing, and completion per teaching group. */
  async progressView(id: number, user: Principal): Promise<TeachTaskProgress> {
    const row = await this.manageable(id, user);
    const task = await this.describe(row, user);
    const items = await q.itemsOf(this.db, [row.id]);
    const matrix = await this.progress.matrix(row, items, task.teacherIds);
    const names = await this.deps.users.names(task.teacherIds);
    const groupsOf = new Map(
      await Promise.all(task.teacherIds.map(async (t) => [t, await this.deps.groups.idsOf(t)] as const)),
    );
    const groupIds = [...new Set([...groupsOf.values()].flat())];
    const groupName = new Map((await this.groupNames(groupIds)).map((g) => [g.id, g.name]));
    const teachers = task.teacherIds.map((teacherId) => {
      const progress = matrix.get(teacherId) ?? [];
      return {
        teacherId,
        realName: names.get(teacherId)?.realName ?? "",
        account: names.get(teacherId)?.account ?? "",
        groupNames: (groupsOf.get(teacherId) ?? []).map((g) => groupName.get(g) ?? "").filter(Boolean),
        doneItems: progress.filter((p) => p.state === "done").length,
        progress,
      };
    });
    return { task, teachers, groups: groupRows(teachers, groupsOf, groupName, items.length) };
  }

  /** The manager confirms or returns a teacher's evidence for a free item. */
  async review(input: z.infer<typeof teachTaskReviewSchema>, user: Principal) {
    const item = await q.findItem(this.db, input.itemId);
    if (!item) throw notFound("任务项不存在");
    const task = await this.manageable(item.taskId, user);
    if (item.kind !== "free") throw badRequest("参数 itemId：该任务项根据平台数据自动完成，无需确认");
    const remark = input.remark ? await filteredField(this.deps.text, "remark", input.remark) : "";
    const status = input.pass ? "done" : "returned";
    const changed = await q.reviewEvidence(this.db, {
      itemId: item.id,
      userId: input.teacherId,
      status,
      remark,
      reviewerId: user.userId,
    });
    if (!changed) throw conflict("该教师的材料不在待确认状态");
    await this.deps.notifier.notify([
      {
        userId: input.teacherId,
        category: "task",
        title: input.pass ? "任务材料已确认" : "任务材料被退回",
        content: `《${task.title}》的“${item.title}”${input.pass ? "已确认完成" : `被退回：${remark}`}`,
      },
    ]);
  }

  /** Reminds the named teachers (default: everyone who has not finished) by an in-site notice. */
  async remind(id: number, teacherIds: number[], user: Principal): Promise<{ reminded: number }> {
    const row = await this.manageable(id, user);
    const assigned = await q.assignees(this.db, id);
    if (teacherIds.some((t) => !assigned.includes(t))) throw badRequest("参数 teacherIds：只能提醒该任务的教师");
    const items = await q.itemsOf(this.db, [id]);
    const matrix = await this.progress.matrix(row, items, teacherIds.length ? teacherIds : assigned);
    const unfinished = [...matrix.entries()].filter(([, p]) => p.some((x) => x.state !== "done")).map(([t]) => t);
    await this.deps.notifier.notify(
      unfinished.map((userId) => ({
        userId,
        category: "task",
        title: "教学任务提醒",
        content: `请尽快完成教学任务《${row.title}》（截止${row.endDate}）。`,
      })),
    );
    return { reminded: unfinished.length };
  }

  /** Whether the caller manages a task (evidence files). */
  async mayManage(task: q.TaskRow, user: Principal): Promise<boolean> {
    return canManageTask(user, task, await ledGroupIds(this.deps, user.userId));
  }

  /** The task, when the caller manages it: 404 unknown, 403 someone else's. */
  async manageable(id: number, user: Principal): Promise<q.TaskRow> {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("任务不存在");
    if (!canManageTask(user, row, await ledGroupIds(this.deps, user.userId))) {
      throw forbidden("只有任务的布置者、本组组长和管理员可以管理该任务");
    }
    return row;
  }

  private async resolveTargets(input: SaveInput): Promise<number[]> {
    if (input.targetKind === "org") {
      if (!input.orgId) throw badRequest("参数 orgId：请选择单位");
      const ids = await this.deps.users.teachersOfOrg(input.orgId);
      if (!ids.length) throw badRequest("参数 orgId：该单位没有教师");
      return ids;
    }
    if (input.targetKind === "group") {
      if (!input.groupId) throw badRequest("参数 groupId：请选择教研组");
      const g = await this.deps.groups.info(input.groupId);
      if (!g) throw badRequest("参数 groupId：教研组不存在");
      return [...new Set(g.memberIds)].sort((a, b) => a - b);
    }
    const ids = [...new Set(input.teacherIds)];
    if (!ids.length) throw badRequest("参数 teacherIds：请选择教师");
    const teachers = await this.deps.users.teachers(ids);
    if (ids.some((id) => !teachers.has(id))) throw badRequest("参数 teacherIds：只能选择教师");
    return ids.sort((a, b) => a - b);
  }

  private async checkItems(input: SaveInput, taskId: number | undefined) {
    const known = taskId ? new Set((await q.itemsOf(this.db, [taskId])).map((i) => i.id)) : new Set<number>();
    const activityIds = input.items.flatMap((i) => (i.activityId ? [i.activityId] : []));
    const activities = await this.deps.activities.names(activityIds);
    const out: (q.ItemWrite & { id?: number })[] = [];
    for (const [n, item] of input.items.entries()) {
      const at = `参数 items[${n}]`;
      if (item.id && !known.has(item.id)) throw badRequest(`${at}.id：任务项不属于该任务`);
      const title = await filteredField(this.deps.text, `items[${n}].title`, item.title);
      const base = { id: item.id, kind: item.kind, title, resourceKind: null, count: null, activityId: null };
      if (item.kind === "upload_resource") {
        if (!item.resourceKind) throw badRequest(`${at}.resourceKind：请选择资源类别`);
        if (!item.count) throw badRequest(`${at}.count：请填写数量`);
        out.push({ ...base, resourceKind: item.resourceKind, count: item.count });
      } else if (item.kind === "join_activity") {
        if (!item.activityId || !activities.has(item.activityId)) throw badRequest(`${at}.activityId：请选择活动`);
        out.push({ ...base, activityId: item.activityId });
      } else {
        out.push(base);
      }
    }
    return out;
  }

  private async targetNames(rows: q.TaskRow[]): Promise<Map<number, string>> {
    const [orgs, groups] = await Promise.all([
      this.deps.orgs.names(rows.flatMap((r) => (r.orgId ? [r.orgId] : []))),
      this.groupNames(rows.flatMap((r) => (r.groupId ? [r.groupId] : []))),
    ]);
    const groupName = new Map(groups.map((g) => [g.id, g.name]));
    return new Map(
      rows.map((r) => [
        r.id,
        r.targetKind === "org"
          ? (orgs.get(r.orgId ?? 0) ?? "")
          : r.targetKind === "group"
            ? (groupName.get(r.groupId ?? 0) ?? "")
            : "指定教师",
      ]),
    );
  }

  private async groupNames(ids: number[]) {
    const infos = await Promise.all([...new Set(ids)].map(async (id) => ({ id, g: await this.deps.groups.info(id) })));
    return infos.flatMap(({ id, g }) => (g ? [{ id, name: g.name }] : []));
  }
}

/** Completion per teaching group; teachers in no group are counted under 未分组. */
function groupRows(
  teachers: TeachTaskTeacherRow[],
  groupsOf: Map<number, readonly number[]>,
  groupName: Map<number, string>,
  itemCount: number,
): TeachTaskGroupRow[] {
  const acc = new Map<number | null, { teachers: number; finished: number; done: number }>();
  for (const t of teachers) {
    const gs = groupsOf.get(t.teacherId)?.length ? (groupsOf.get(t.teacherId) as number[]) : [null];
    for (const g of gs) {
      const a = acc.get(g) ?? { teachers: 0, finished: 0, done: 0 };
      a.teachers += 1;
      a.done += t.doneItems;
      if (t.doneItems === itemCount) a.finished += 1;
      acc.set(g, a);
    }
  }
  return [...acc.entries()].map(([groupId, a]) => ({
    groupId,
    groupName: groupId === null ? "未分组" : (groupName.get(groupId) ?? ""),
    teacherCount: a.teachers,
    finishedCount: a.finished,
    percent: itemCount && a.teachers ? Math.round((a.done * 100) / (itemCount * a.teachers)) : 0,
  }));
}
