import { type EvaluationForm, liveListSchema, type Marks, resourceListSchema } from "@otp/contract";
import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";

/**
 * Demo lectures (说课): recorded ones on published demo videos and live ones on demo lives (ended
 * with their recording, or upcoming), spread over the research subjects and the last two terms,
 * each evaluated by a few peers through the lecture service (once each, with comments).
 */
const SUBJECT_WORDS = ["语文", "数学", "英语", "物理", "化学", "生物", "历史", "地理", "信息技术"];
const FALLBACK_SUBJECTS = ["数学", "物理", "语文"];
const COMMENTS = [
  "教学目标清晰，重难点把握准确，实验设计有层次。",
  "问题链设计巧妙，学生活动充分，建议再压缩讲授时间。",
  "学情分析具体，板书设计简洁，评价方式可以更丰富。",
  "情境引入自然，环节衔接紧凑，总结提升到位。",
];
const EVALUATORS = ["t001", "t002", "t003", "t004", "t005", "t006", "teacher"];

export async function who(s: Services, account: string): Promise<Principal | null> {
  const u = await s.users.findByAccount(account);
  const p = u ? await s.users.load(u.id) : null;
  return p ? { ...p, sessionId: 0 } : null;
}

/** Marks that score well but differ per evaluator (k), every item marked. */
export function marksFor(form: EvaluationForm, k: number): Marks {
  const marks: Marks = {};
  let n = 0;
  for (const ind of form.indicators)
    for (const item of ind.items) {
      n++;
      if (form.mode === "levels") {
        const level = form.levels[(k + n) % 3 === 0 ? 1 : 0] ?? form.levels[0];
        if (level) marks[item.key] = level.name;
      } else marks[item.key] = Math.round(item.maxScore * (0.95 - ((k + n) % 4) * 0.06) * 10) / 10;
    }
  return marks;
}

export async function seedLectures(s: Services, subjectIds: Map<string, number>) {
  const admin = await who(s, "admin");
  if (!admin) return;
  const ready = (await s.supervise.templates.list({ pageNo: 1, pageSize: 10, ready: true })).list;
  const template = ready.find((t) => !t.sourceId) ?? ready[0];
  const terms = (await s.base.kvTerms()).slice(-2);
  if (!template || !terms.length) return;
  const isTeacher = async (id: number) => (await s.users.load(id))?.userType === "teacher";
  const videos = (
    await s.resources.catalogue.list(resourceListSchema.parse({ pageNo: 1, pageSize: 30, type: "VIDEO" }), admin)
  ).list;
  const ended = (await s.lives.list(liveListSchema.parse({ pageNo: 1, pageSize: 20, status: 3 }), admin)).list;
  const upcoming = (await s.lives.list(liveListSchema.parse({ pageNo: 1, pageSize: 20, status: 1 }), admin)).list;
  const media: { kind: "live" | "recorded"; id: number; teacherId: number; name: string }[] = [];
  const lives = [...ended.filter((x) => x.resource).slice(0, 2), ...upcoming.slice(0, 1)];
  for (const l of lives)
    if (await isTeacher(l.teacherId)) media.push({ kind: "live", id: l.id, teacherId: l.teacherId, name: l.name });
  // A live's recording is a video resource too: recorded lectures take other videos.
  const recordings = new Set(lives.map((l) => l.resource?.id));
  for (const v of videos)
    if (
      media.length < 6 &&
      !recordings.has(v.id) &&
      SUBJECT_WORDS.some((w) => v.name.includes(w)) &&
      (await isTeacher(v.ownerId))
    )
      media.push({ kind: "recorded", id: v.id, teacherId: v.ownerId, name: v.name });

  for (const [i, m] of media.entries()) {
    const topic =
      m.name
        .split(/[：:]/)
        .pop()
        ?.replace(/（直播回放）|-?回放$/g, "") ?? m.name;
    const subject = SUBJECT_WORDS.find((w) => m.name.includes(w)) ?? FALLBACK_SUBJECTS[i % FALLBACK_SUBJECTS.length];
    const subjectId = subjectIds.get(subject as string);
    const term = terms[i % terms.length];
    if (!subjectId || !term) continue;
    const { id } = await s.lectures.save(
      {
        title: `《${topic}》说课`,
        teacherId: m.teacherId,
        subjectId,
        termId: term.id,
        kind: m.kind,
        liveId: m.kind === "live" ? m.id : null,
        resourceId: m.kind === "recorded" ? m.id : null,
        templateId: template.id,
        intro: "说教材、说学情、说教法学法、说教学过程、说板书设计。",
      },
      admin,
    );
    // Upcoming lives are not evaluated yet; the others get two to four peers.
    const detail = await s.lectures.detail(id, admin, "seed");
    if (detail.status === "upcoming" || !detail.form) continue;
    let given = 0;
    for (const [k, account] of EVALUATORS.entries()) {
      if (given >= 2 + (i % 3)) break;
      const peer = await who(s, account);
      if (!peer || peer.userId === m.teacherId) continue;
      await s.lectures.evaluate(
        { id, marks: marksFor(detail.form, k + i), comment: COMMENTS[(k + i) % COMMENTS.length] as string },
        peer,
      );
      given++;
    }
  }
}
