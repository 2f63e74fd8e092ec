import type {
  MyTeachTaskList,
  TeachTaskItemProgress,
  TeachTaskListInput,
  teachTaskEvidenceSchema,
} from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { schoolDays } from "../../platform/time/school-day.js";
import type { TeachTaskDeps } from "./teachtask.ports.js";
import { itemProgress, toItem, toSummary } from "./teachtask.present.js";
import * as q from "./teachtask.queries.js";

/** A task's window in school time (dates are calendar days in China). */
export const windowOf = (t: { startDate: string; endDate: string }) => {
  const days = schoolDays(t.startDate, t.endDate);
  return { from: days.from, to: days.until };
};

/**
 * Completion of teaching tasks: resource and activity items are computed from what the teacher
 * really did (through the resource and activity ports), free items from their evidence.
 */
export class TaskProgressService {
  constructor(
    private readonly db: Db,
    private readonly deps: TeachTaskDeps,
  ) {}

  /** Every teacher's standing on every item, in item order. */
  async matrix(task: q.TaskRow, items: q.ItemRow[], teacherIds: number[]) {
    const { from, to } = windowOf(task);
    const facts = await Promise.all(
      items.map(async (item) => {
        if (item.kind === "upload_resource") {
          return {
            published: await this.deps.resources.publishedCounts(teacherIds, item.resourceKind ?? 0, from, to),
          };
        }
        if (item.kind === "join_activity") {
          return { joined: await this.deps.activities.participants(item.activityId ?? 0, teacherIds) };
        }
        return {};
      }),
    );
    const evidence = await q.evidenceOf(
      this.db,
      items.filter((i) => i.kind === "free").map((i) => i.id),
      teacherIds,
    );
    const files = await this.deps.files.many([...new Set(evidence.flatMap((e) => e.fileIds))]);
    const fileNames = new Map(files.map((f) => [f.id, f.name]));
    const byKey = new Map(evidence.map((e) => [`${e.itemId}:${e.userId}`, e]));
    return new Map(
      teacherIds.map((teacherId) => [
        teacherId,
        items.map((item, n) =>
          itemProgress(item, {
            published: facts[n]?.published?.get(teacherId),
            joined: facts[n]?.joined?.has(teacherId),
            evidence: byKey.get(`${item.id}:${teacherId}`),
            fileNames,
          }),
        ),
      ]),
    );
  }

  /** Teachers who finished every item of the task. */
  async finishedCount(task: q.TaskRow, items: q.ItemRow[]): Promise<number> {
    const teacherIds = await q.assignees(this.db, task.id);
    if (!teacherIds.length || !items.length) return 0;
    const m = await this.matrix(task, items, teacherIds);
    return [...m.values()].filter((p) => p.every((x) => x.state === "done")).length;
  }

  /** 我的任务: tasks given to the caller, each with the caller's progress. */
  async mine(input: TeachTaskListInput, user: Principal): Promise<MyTeachTaskList> {
    const { rows, count } = await q.page(this.db, input, { keyword: input.keyword, assigneeId: user.userId });
    const items = await q.itemsOf(
      this.db,
      rows.map((r) => r.id),
    );
    const [creators, activityNames, orgs] = await Promise.all([
      this.deps.users.names(rows.map((r) => r.createdBy)),
      this.deps.activities.names(items.flatMap((i) => (i.activityId ? [i.activityId] : []))),
      this.deps.orgs.names(rows.flatMap((r) => (r.orgId ? [r.orgId] : []))),
    ]);
    const list = await Promise.all(
      rows.map(async (r) => {
        const own = items.filter((i) => i.taskId === r.id);
        const progress = (await this.matrix(r, own, [user.userId])).get(user.userId) ?? [];
        const group = r.groupId ? await this.deps.groups.info(r.groupId) : undefined;
        const targetName =
          r.targetKind === "org"
            ? (orgs.get(r.orgId ?? 0) ?? "")
            : r.targetKind === "group"
              ? (group?.name ?? "")
              : "指定教师";
        const summary = toSummary(
          r,
          {
            targetName,
            creatorName: creators.get(r.createdBy)?.realName ?? "",
            itemCount: own.length,
            teacherCount: r.teacherCount,
            finishedCount: 0,
          },
          false,
        );
        const { teacherCount: _t, finishedCount: _f, ...rest } = summary;
        return {
          ...rest,
          items: own.map((i) => toItem(i, activityNames)),
          progress,
          doneItems: progress.filter((p) => p.state === "done").length,
        };
      }),
    );
    return { list, count };
  }

  /** A teacher hands in evidence for a free item of a task given to them, inside its window. */
  async submit(input: z.infer<typeof teachTaskEvidenceSchema>, user: Principal): Promise<TeachTaskItemProgress> {
    const item = await q.findItem(this.db, input.itemId);
    if (!item) throw notFound("任务项不存在");
    const task = await q.find(this.db, item.taskId);
    if (!task) throw notFound("任务不存在");
    if (!(await q.isAssignee(this.db, task.id, user.userId))) throw forbidden("该任务没有布置给您");
    if (item.kind !== "free") throw badRequest("参数 itemId：该任务项根据平台数据自动完成，无需提交");
    if (Date.now() >= windowOf(task).to.getTime()) throw badRequest("参数 itemId：任务已截止，不能再提交");
    const content = input.content ? await filteredField(this.deps.text, "content", input.content) : "";
    const fileIds = [...new Set(input.fileIds)];
    if (!content && !fileIds.length) throw badRequest("参数 content：请填写完成说明或上传材料");
    const files = await this.deps.files.many(fileIds);
    if (files.length !== fileIds.length) throw badRequest("参数 fileIds：文件不存在，请重新上传");
    if (files.some((f) => f.ownerId !== user.userId)) throw forbidden("只能提交自己上传的文件");
    if (!(await q.submitEvidence(this.db, { itemId: item.id, userId: user.userId, content, fileIds }))) {
      throw conflict("该任务项已确认完成，不能再修改");
    }
    const progress = (await this.matrix(task, [item], [user.userId])).get(user.userId)?.[0];
    if (!progress) throw notFound("任务项不存在");
    return progress;
  }

  /** Evidence files: the teacher who handed them in and the task's managers. */
  async sendFile(
    req: FastifyRequest,
    reply: FastifyReply,
    evidenceId: number,
    fileId: number,
    user: Principal,
    mayManage: (task: q.TaskRow) => Promise<boolean>,
  ) {
    const ev = await q.findEvidence(this.db, evidenceId);
    if (!ev?.fileIds.includes(fileId)) throw notFound("文件不存在");
    if (ev.userId !== user.userId) {
      const item = await q.findItem(this.db, ev.itemId);
      const task = item ? await q.find(this.db, item.taskId) : undefined;
      if (!task || !(await mayManage(task))) throw forbidden("只能查看自己提交的材料");
    }
    return this.deps.files.send(req, reply, fileId);
  }

  async tellAssigned(taskId: number, title: string, teacherIds: number[]) {
    await this.deps.notifier.notify(
      teacherIds.map((userId) => ({
        userId,
        category: "task",
        title: "新的教学任务",
        content: `您有新的教学任务《${title}》，请在个人中心“教学任务”中查看。(#${taskId})`,
      })),
    );
  }
}
