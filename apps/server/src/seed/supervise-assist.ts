import type { SuperviseTaskTargetInput } from "@otp/contract";
import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";

const DAY = 86_400_000;

/**
 * 任务协助 has work: the supervision office makes the demo teacher the assistant (任务助理) of
 * this term's young teachers' open-lesson task, then the demo teacher, as its assistant, picks a
 * lesson and adds a room visit. The lessons are other teachers' (an assistant never arranges
 * visits to their own lessons). Made through the task service, as on 督导任务 and 任务协助.
 */
export async function seedAssistedTask(
  s: Services,
  people: { manager: Principal; assistant: Principal; evaluators: Principal[] },
  opts: { templateId: number; termId: number | null; courseIds: number[] },
): Promise<void> {
  const tasks = s.supervise.tasks;
  const { manager, assistant } = people;
  const lessons: SuperviseTaskTargetInput[] = [];
  const others: number[] = [];
  for (const courseId of opts.courseIds) {
    const o = await tasks.lessonOptions(courseId, manager);
    const section = o.sections[1] ?? o.sections[0];
    if (o.teacherId === assistant.userId || !section) continue;
    others.push(o.teacherId);
    if (lessons.length < 2) lessons.push({ kind: "section", courseId, sectionId: section.id });
  }
  if (!lessons.length) return;
  const now = Date.now();
  const base = {
    name: "2026-2027学年第一学期青年教师汇报课听评",
    templateId: opts.templateId,
    termId: opts.termId,
    startAt: new Date(now - 3 * DAY).toISOString(),
    endAt: new Date(now + 30 * DAY).toISOString(),
    quota: 2,
    remark: "青年教师汇报课：任务助理负责安排听课对象，评价人听课后两日内提交评价。",
    anonymous: false,
    evaluatorIds: people.evaluators.map((e) => e.userId),
    assistantIds: [assistant.userId],
  };
  const { id } = await tasks.save({ ...base, targets: lessons }, manager);

  // The assistant arranges the task: one more recorded lesson and a visit to a young teacher's room.
  const more = opts.courseIds.filter((c) => !lessons.some((l) => l.courseId === c));
  const extra: SuperviseTaskTargetInput[] = [];
  for (const courseId of more) {
    const o = await tasks.lessonOptions(courseId, assistant);
    const section = o.sections[0];
    if (o.teacherId !== assistant.userId && section) {
      extra.push({ kind: "section", courseId, sectionId: section.id });
      break;
    }
  }
  const young = others.at(-1);
  if (young) extra.push({ kind: "room", teacherId: young, title: "青年教师汇报课 第6周 周四第3节 实验楼102" });
  if (extra.length) await tasks.save({ ...base, id, targets: [...lessons, ...extra] }, assistant);
}
