import { DEFAULT_LEVELS, type EvaluationForm, type Marks, type SuperviseTaskTargetInput } from "@otp/contract";
import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";
import { seedSuperviseActivities } from "./supervise-activity.js";
import { seedAssistedTask } from "./supervise-assist.js";
import { seedPatrolPhotos } from "./supervise-patrol.js";

/**
 * Supervision demo data, made through the supervision services: templates (one copied to v2),
 * phrases, a past and a current term's tasks, submitted evaluations scored by the real engine,
 * drafts, and a teacher's reply.
 */

const item = (key: string, name: string, maxScore: number, description = "") => ({
  key,
  name,
  maxScore,
  description,
  anchors: {},
});

export const EXPERT_FORM: EvaluationForm = {
  mode: "points",
  levels: DEFAULT_LEVELS,
  indicators: [
    {
      key: "A",
      name: "教学设计",
      weight: 20,
      description: "目标、内容与学情的匹配",
      items: [item("a1", "教学目标明确、具体、可检测", 10), item("a2", "教学内容组织合理，重难点突出", 10)],
    },
    {
      key: "B",
      name: "教学实施",
      weight: 40,
      description: "讲授、提问、活动与时间",
      items: [
        item("b1", "讲解准确清晰，逻辑性强", 15),
        item("b2", "提问有效，启发学生思考", 10),
        item("b3", "教学节奏与时间分配合理", 5),
      ],
    },
    {
      key: "C",
      name: "学生参与",
      weight: 25,
      description: "",
      items: [item("c1", "学生参与面广、积极主动", 10), item("c2", "合作探究有实效", 10)],
    },
    {
      key: "D",
      name: "教学效果",
      weight: 15,
      description: "",
      items: [item("d1", "达成教学目标，课堂反馈良好", 10)],
    },
  ],
  questions: [
    { key: "q1", title: "主要优点", required: true },
    { key: "q2", title: "改进建议", required: false },
  ],
};

const LEADER_FORM: EvaluationForm = {
  mode: "levels",
  levels: DEFAULT_LEVELS,
  indicators: [
    {
      key: "A",
      name: "教学态度",
      weight: 30,
      description: "",
      items: [item("a1", "备课充分，精神饱满", 10), item("a2", "课堂管理有序", 10)],
    },
    {
      key: "B",
      name: "教学能力",
      weight: 70,
      description: "",
      items: [item("b1", "讲授与板书", 10), item("b2", "信息技术运用", 10), item("b3", "因材施教", 10)],
    },
  ],
  questions: [{ key: "q1", title: "总体评价", required: true }],
};

const PHRASES = [
  "教学目标明确，重难点突出。",
  "教态自然，语言准确流畅。",
  "问题设计有层次，能启发学生思考。",
  "建议增加学生自主探究的时间。",
  "板书设计清晰，结构完整。",
  "课堂小结可以更充分，帮助学生形成知识体系。",
];

const STRENGTHS = ["导入自然，目标清晰；", "讲解深入浅出；", "师生互动充分；", "信息技术运用恰当；"];
const ADVICE = ["建议留出更多练习时间。", "小组活动的分工可更明确。", "结尾总结可以更紧凑。", ""];

/** Deterministic marks between 70% and 100% of each item's maximum, to one decimal (half points). */
function marksFor(form: EvaluationForm, seed: number): Marks {
  const marks: Marks = {};
  let x = seed;
  for (const ind of form.indicators)
    for (const it of ind.items) {
      x = (x * 9301 + 49297) % 233280;
      const ratio = 0.7 + (x / 233280) * 0.3;
      marks[it.key] =
        form.mode === "levels"
          ? (DEFAULT_LEVELS[Math.min(3, Math.floor((1 - ratio) * 10))]?.name ?? "良好")
          : Math.round(it.maxScore * ratio * 2) / 2;
    }
  return marks;
}

export async function seedSupervise(s: Services): Promise<void> {
  const who = async (account: string): Promise<Principal> => {
    const u = await s.users.findByAccount(account);
    const p = u ? await s.users.load(u.id) : null;
    if (!p) throw new Error(`seed: no ${account}`);
    return { ...p, sessionId: 0 };
  };
  const manager = await who("supervisor");
  const expert = await who("expert");
  const leader = await who("expertmgr");
  const teacher = await who("teacher");
  const sup = s.supervise;

  for (const [i, content] of PHRASES.entries()) await sup.settings.savePhrase({ content, sort: i });
  await sup.settings.save(await sup.settings.get());

  const types = await s.base.kvElements("COURSE_TYPE");
  const expertTpl = (
    await sup.templates.saveBasic(
      {
        name: "课堂教学质量评价表（专家）",
        courseTypeIds: [],
        evaluatorKinds: ["expert", "peer"],
        mode: "points",
        description: "专家、同行听课使用，按分数逐项评价",
      },
      manager,
    )
  ).id;
  await sup.templates.saveForm({ id: expertTpl, form: EXPERT_FORM });
  const leaderTpl = (
    await sup.templates.saveBasic(
      {
        name: "领导听课评价表",
        courseTypeIds: types.slice(0, 2).map((t) => t.id),
        evaluatorKinds: ["leader"],
        mode: "levels",
        description: "学校领导进班听课，按等级评价",
      },
      manager,
    )
  ).id;
  await sup.templates.saveForm({ id: leaderTpl, form: LEADER_FORM });
  // A later version of the expert form (a copy; evaluations keep the version they used).
  await sup.templates.copy(expertTpl, manager);

  // Lessons: the demo teacher's course sections first, then others with recordings.
  const own = await s.courses.catalogue.list({ pageNo: 1, pageSize: 2, teacherId: teacher.userId }, null);
  const more = await s.courses.catalogue.list({ pageNo: 1, pageSize: 10 }, null);
  const courseIds = [...new Set([...own.list, ...more.list].map((c) => c.id))].slice(0, 8);
  const targets: SuperviseTaskTargetInput[] = [];
  for (const courseId of courseIds) {
    const options = await sup.tasks.lessonOptions(courseId, manager);
    const section = options.sections[0];
    if (section) targets.push({ kind: "section" as const, courseId, sectionId: section.id });
  }
  if (!targets.length) return;
  targets.push({ kind: "room" as const, teacherId: teacher.userId, title: "进班听课 第5周 周三第2节" });

  const terms = await s.base.kvTerms();
  const now = Date.now();
  const day = 86_400_000;
  const iso = (d: number) => new Date(now + d * day).toISOString();
  const evaluators = [expert, leader, manager];
  const t003 = await who("t003");

  const makeTask = async (
    name: string,
    termId: number | undefined,
    templateId: number,
    quota: number,
    anonymous = false,
  ) =>
    (
      await sup.tasks.save(
        {
          name,
          templateId,
          termId: termId ?? null,
          startAt: iso(-20),
          endAt: iso(40),
          quota,
          remark: "每位评价人完成规定听课次数，提交后教师可查看并回复。",
          anonymous,
          evaluatorIds: evaluators.map((e) => e.userId),
          assistantIds: [t003.userId],
          targets,
        },
        manager,
      )
    ).id;

  const evaluate = async (taskId: number, e: Principal, count: number, seed: number, leaveDraft: boolean) => {
    const mine = (await sup.tasks.mine(e)).find((t) => t.id === taskId);
    const list = mine?.targets ?? [];
    for (const [k, target] of list.slice(0, count + (leaveDraft ? 1 : 0)).entries()) {
      const { id } = await sup.evaluations.start({ targetId: target.id }, e);
      const d = await sup.evaluations.detail(id, e);
      const body = {
        id,
        rev: d.rev,
        marks: marksFor(d.form, seed + k * 17),
        answers: { q1: STRENGTHS.slice(0, 2 + (k % 3)).join(""), q2: ADVICE[k % ADVICE.length] ?? "" },
        notes: [
          { second: 30 + k * 5, text: "导入环节：以生活情境引入，学生兴趣较高" },
          { second: 300 + k * 40, text: "新授环节：讲解清楚，板书规范" },
        ],
      };
      if (leaveDraft && k === count) await sup.evaluations.save(body, e);
      else await sup.evaluations.submit(body, e);
    }
  };

  // Last term: done, then its window closed.
  const past = await makeTask("2025-2026学年第二学期专家听课", terms[1]?.id, expertTpl, 3);
  for (const [i, e] of evaluators.entries()) await evaluate(past, e, 3, 11 + i * 7, false);
  const pastTask = await sup.tasks.detail(past, manager);
  await sup.tasks.save(
    {
      id: past,
      name: pastTask.name,
      templateId: expertTpl,
      termId: pastTask.termId,
      startAt: "2026-03-01T00:00:00.000Z",
      endAt: "2026-06-30T00:00:00.000Z",
      quota: 3,
      remark: pastTask.remark,
      anonymous: false,
      evaluatorIds: evaluators.map((e) => e.userId),
      assistantIds: [t003.userId],
      targets,
    },
    manager,
  );
  // This term: in progress, some submitted, some drafts, a leader task by levels.
  const current = await makeTask("2026-2027学年第一学期专家听课", terms[2]?.id, expertTpl, 4);
  await evaluate(current, expert, 2, 5, true);
  await evaluate(current, leader, 3, 23, false);
  // Leaders' visits are anonymous: the teacher sees the evaluation, not who wrote it.
  const leaders = await makeTask("2026-2027学年第一学期领导听课", terms[2]?.id, leaderTpl, 2, true);
  await evaluate(leaders, manager, 1, 41, true);

  await seedAssistedTask(
    s,
    { manager, assistant: teacher, evaluators: [expert, leader] },
    { templateId: expertTpl, termId: terms[2]?.id ?? null, courseIds: more.list.map((c) => c.id) },
  );

  // Patrol records of rooms visited in person.
  const rooms = ["3号楼201", "3号楼305", "实验楼102", "1号楼410"];
  for (const [i, room] of rooms.entries()) {
    await sup.patrols.save(
      {
        room,
        teacherId: i % 2 ? t003.userId : teacher.userId,
        onTime: i !== 2,
        order: i === 3 ? "一般" : "良好",
        teachingState: "正常",
        remark: i === 2 ? "上课铃响后3分钟开始授课" : "学生到课齐整，课堂秩序良好",
      },
      i % 2 ? expert : manager,
    );
  }

  // Online patrols with photos (frames of the ended demo lives' recordings).
  await seedPatrolPhotos(s, [expert, manager]);

  await seedSuperviseActivities(s, manager);

  // The demo teacher replies to the first evaluation of their lesson.
  const received = await sup.evaluations.received({ pageNo: 1, pageSize: 1 }, teacher);
  const first = received.list[0];
  if (first) await sup.evaluations.reply(first.id, "感谢专家的指导，我会在后续教学中增加学生练习时间。", teacher);
}
