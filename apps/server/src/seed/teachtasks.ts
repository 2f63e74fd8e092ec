import { RESOURCE_KINDS, type ResourceKind } from "@otp/contract";
import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";
import { handoutPdf } from "./demo-documents.js";

/**
 * Demo 教学任务, given through the task services as the managers would: the demo teacher leads
 * 数学教研组 and gives it a task; the 高一物理备课组 leader (supervisor) gives one to the demo
 * teacher's group; the administrator one to named teachers. Resource and activity items are
 * counted from what the seed's teachers really published and registered for; free items carry
 * evidence in every state (not handed in, waiting, returned, confirmed).
 */
export async function seedTeachTasks(s: Services): Promise<void> {
  const principal = async (account: string): Promise<Principal | null> => {
    const u = await s.users.findByAccount(account);
    const loaded = u ? await s.users.load(u.id) : null;
    return loaded ? { ...loaded, sessionId: 0 } : null;
  };
  const [admin, teacher, supervisor] = await Promise.all(["admin", "teacher", "supervisor"].map(principal));
  if (!admin || !teacher || !supervisor) return;
  const term = (await s.base.kvTerms()).find((t) => t.isCurrent);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  // The term when it is running; else a window around today, so the demo always has open tasks.
  const running = term && term.startDate <= day(0) && day(0) <= term.endDate;
  const startDate = running ? term.startDate : day(-90);
  const endDate = running ? term.endDate : day(60);
  const groups = await s.teachGroups.choices();
  const groupId = (name: string) => groups.find((g) => g.name === name)?.id;
  const activity = (await s.activities.choices()).find((a) => a.name.includes("微课大赛"));

  // Which resource kind a group's teachers really published most in the window: the demo asks
  // for that kind, so its completion numbers are a mix of done and not yet done.
  const from = new Date(`${startDate}T00:00:00+08:00`);
  const to = new Date(Date.parse(`${endDate}T00:00:00+08:00`) + 86_400_000);
  const busiestKind = async (group: number | undefined, fallback: ResourceKind) => {
    const members = group ? ((await s.teachGroups.info(group))?.memberIds ?? []) : [];
    let best: { kind: ResourceKind; teachers: number } = { kind: fallback, teachers: 0 };
    for (const kind of RESOURCE_KINDS.map((k) => k.id)) {
      const teachers = (await s.resources.publishedCounts(members, kind, from, to)).size;
      if (teachers > best.teachers && teachers < members.length) best = { kind, teachers };
    }
    return { kind: best.kind, name: RESOURCE_KINDS.find((k) => k.id === best.kind)?.name ?? "资源" };
  };

  const maths = groupId("数学教研组");
  const physics = groupId("高一物理备课组");
  const items = (task: { id: number }) => s.teachTasks.detail(task.id, admin).then((d) => d.items);
  const evidence = async (account: string, itemId: number, content: string, withFile: boolean) => {
    const p = await principal(account);
    if (!p) return null;
    const fileIds = withFile
      ? [(await s.files.save("document", `${content.slice(0, 8)}.pdf`, handoutPdf("数学", content), p.userId)).id]
      : [];
    await s.taskProgress.submit({ itemId, content, fileIds }, p);
    return p.userId;
  };
  const review = async (by: Principal, itemId: number, teacherId: number | null, pass: boolean, remark?: string) => {
    if (teacherId) await s.teachTasks.review({ itemId, teacherId, pass, remark }, by);
  };

  if (maths) {
    const kind = await busiestKind(maths, 2);
    const task = await s.teachTasks.save(
      {
        title: "本学期数学组资源建设与单元教学设计",
        description: `每位组员本学期至少发布一个${kind.name}，提交一份单元教学设计，并报名参加学校微课大赛。`,
        startDate,
        endDate,
        targetKind: "group",
        groupId: maths,
        teacherIds: [],
        items: [
          { kind: "upload_resource", title: `发布一个${kind.name}`, resourceKind: kind.kind, count: 1 },
          { kind: "free", title: "提交单元教学设计" },
          ...(activity ? [{ kind: "join_activity" as const, title: "报名微课大赛", activityId: activity.id }] : []),
        ],
      },
      teacher,
    );
    const free = (await items(task)).find((i) => i.kind === "free");
    if (free) {
      await review(teacher, free.id, await evidence("t001", free.id, "《函数的单调性》单元教学设计", true), true);
      await evidence("t002", free.id, "《三角函数》单元教学设计，含分层作业", true);
      await review(
        teacher,
        free.id,
        await evidence("t003", free.id, "《数列》单元教学设计", false),
        false,
        "请补充单元目标与评价任务，并附上教学设计文档",
      );
      await evidence("teacher", free.id, "《立体几何初步》单元教学设计", true);
    }
  }

  if (physics) {
    const kind = await busiestKind(physics, 4);
    const task = await s.teachTasks.save(
      {
        title: "高一物理组资源建设与听课任务",
        description: `本学期每人发布一个${kind.name}，提交两份听课记录。`,
        startDate,
        endDate,
        targetKind: "group",
        groupId: physics,
        teacherIds: [],
        items: [
          { kind: "upload_resource", title: `发布一个${kind.name}`, resourceKind: kind.kind, count: 1 },
          { kind: "free", title: "提交两份听课记录" },
        ],
      },
      supervisor,
    );
    const free = (await items(task)).find((i) => i.kind === "free");
    if (free) {
      await evidence("teacher", free.id, "听课记录两份：《牛顿第二定律》《自由落体运动》", true);
      await review(supervisor, free.id, await evidence("t009", free.id, "听课记录两份（附评课意见）", true), true);
      await review(
        supervisor,
        free.id,
        await evidence("t010", free.id, "听课记录一份", false),
        false,
        "要求两份听课记录，请补交一份",
      );
    }
  }

  const named = await Promise.all(["teacher", "t001", "t005", "t012"].map((a) => s.users.findByAccount(a)));
  await s.teachTasks.save(
    {
      title: "学期末教学资料归档",
      description: "请在学期结束前提交本学期的教学计划、教学总结和成绩分析。",
      startDate: day(-7),
      endDate: day(45),
      targetKind: "teachers",
      teacherIds: named.flatMap((u) => (u ? [u.id] : [])),
      items: [
        { kind: "free", title: "提交教学总结" },
        { kind: "upload_resource", title: "发布一份课件", resourceKind: 3, count: 1 },
      ],
    },
    admin,
  );
}
