import { DEFAULT_LEVELS, type EvaluationForm, type Marks } from "@otp/contract";
import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";

/**
 * Student evaluation of teaching (学生评教) demo data, made through the activity service: a
 * student template, last term's ended activity and this term's running one, each with real
 * anonymous submissions by the students of the offerings' classes. The demo student keeps one
 * offering to evaluate; the demo teacher reads last term's result.
 */

const item = (key: string, name: string) => ({ key, name, maxScore: 10, description: "", anchors: {} });

export const STUDENT_FORM: EvaluationForm = {
  mode: "points",
  levels: DEFAULT_LEVELS,
  indicators: [
    {
      key: "A",
      name: "教学态度",
      weight: 30,
      description: "",
      items: [item("a1", "按时上下课，认真负责"), item("a2", "关心学生，耐心答疑")],
    },
    {
      key: "B",
      name: "教学内容",
      weight: 40,
      description: "",
      items: [item("b1", "讲解清楚，重点突出"), item("b2", "联系实际，内容充实"), item("b3", "作业适量，批改及时")],
    },
    {
      key: "C",
      name: "教学效果",
      weight: 30,
      description: "",
      items: [item("c1", "课堂气氛活跃，乐于参与"), item("c2", "掌握了本课程的知识与方法")],
    },
  ],
  questions: [
    { key: "q1", title: "最喜欢这门课的地方", required: false },
    { key: "q2", title: "对老师的建议", required: false },
  ],
};

const LIKES = ["老师讲课很有激情", "例题讲得很透彻", "课堂上经常有小组讨论", "实验课很有意思", "老师总是耐心解答问题"];
const ADVICE = ["希望作业再少一点", "希望多讲一些拓展内容", "板书字可以再大一些", "希望课后多一些答疑时间", ""];

/** Deterministic marks of 6–10 per item, leaning high. */
function marksFor(seed: number): Marks {
  const marks: Marks = {};
  let x = seed;
  for (const ind of STUDENT_FORM.indicators)
    for (const it of ind.items) {
      x = (x * 9301 + 49297) % 233280;
      marks[it.key] = Math.min(10, 6 + Math.round((x / 233280) * 4.5 * 2) / 2);
    }
  return marks;
}

export async function seedSuperviseActivities(s: Services, manager: Principal): Promise<void> {
  const acts = s.supervise.activities;
  const tpl = (
    await s.supervise.templates.saveBasic(
      {
        name: "学生评教问卷",
        courseTypeIds: [],
        evaluatorKinds: ["student"],
        mode: "points",
        description: "学生匿名评价任课教师的教学",
      },
      manager,
    )
  ).id;
  await s.supervise.templates.saveForm({ id: tpl, form: STUDENT_FORM });

  // Terms with offerings, the current one first.
  const terms = (await s.base.kvTerms()).sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
  const withOfferings: { id: number; name: string; origins: number[] }[] = [];
  for (const t of terms) {
    const origins = await s.base.kvOriginCourses({ termId: t.id });
    if (origins.length) withOfferings.push({ id: t.id, name: t.name, origins: origins.map((o) => o.id) });
  }
  const [current, past] = withOfferings;
  if (!current) return;
  const day = 86_400_000;
  const iso = (d: number) => new Date(Date.now() + d * day).toISOString();
  const demoStudent = (await s.users.findByAccount("student"))?.id;

  const run = async (termId: number, name: string, originIds: number[], share: number, seed: number) => {
    const { id } = await acts.save(
      {
        name,
        termId,
        templateId: tpl,
        startAt: iso(-10),
        endAt: iso(14),
        remark: "请根据本学期的真实感受匿名评价任课教师，评价结果仅以汇总形式反馈给教师。",
        originIds,
      },
      manager,
    );
    const students = await acts.students({ id, pageNo: 1, pageSize: 1000, done: "all" });
    for (const [i, row] of students.list.entries()) {
      const p = await s.users.load(row.userId);
      if (!p) continue;
      const student = { ...p, sessionId: 0 };
      const form = await acts.forStudent(id, student);
      for (const [k, target] of form.list.entries()) {
        const n = seed + i * 31 + k * 7;
        // Some students skip some offerings; the demo student leaves their first one to do.
        if (n % 100 >= share || (row.userId === demoStudent && k === 0)) continue;
        await acts.submit(
          {
            targetId: target.id,
            marks: marksFor(n),
            answers: {
              q1: n % 3 ? (LIKES[n % LIKES.length] ?? "") : "",
              q2: n % 4 ? "" : (ADVICE[n % ADVICE.length] ?? ""),
            },
          },
          student,
        );
      }
    }
    return id;
  };

  if (past) {
    const id = await run(past.id, `${past.name}学生评教`, past.origins, 85, 7);
    const d = await acts.detail(id);
    // Ended: teachers may now read their results.
    await acts.save(
      {
        id,
        name: d.name,
        termId: d.termId,
        templateId: d.templateId,
        startAt: iso(-120),
        endAt: iso(-90),
        remark: d.remark,
        originIds: d.originIds,
      },
      manager,
    );
  }
  await run(current.id, `${current.name}学生评教`, current.origins, 60, 3);
}
