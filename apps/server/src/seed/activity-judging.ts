import type { EvaluationForm, Marks } from "@otp/contract";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Services } from "../app.js";
import { activityScores } from "../modules/activity/activity.judging.tables.js";
import { users } from "../modules/user/user.tables.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";

/**
 * Demo judging through the judging service: five judges in one group, the first ready points
 * template as the standard, works assigned (conflicts of interest skipped), sheets scored.
 * `finish`: every sheet submitted, the top three judged again in a second round, and award
 * levels proposed from the ranking by the awards service; otherwise about half the sheets are
 * submitted, some saved as drafts.
 */
export async function seedJudging(
  db: Db,
  s: Services,
  admin: Principal,
  activityId: number,
  entrants: number[],
  opts: { finish: boolean; blind: boolean },
) {
  const template = await readyTemplate(s);
  if (!template) return;
  const judgeIds = await judgesFor(db, s, entrants);
  if (judgeIds.length === 0) return;
  await s.activityJudging.saveJudges(
    { activityId, blindReview: opts.blind, groups: [{ name: "第一评审组", judgeIds }] },
    admin,
  );
  await s.activityJudging.saveStandard(activityId, template, admin);
  await s.activityJudging.assign({ activityId, groupIndex: 0 }, admin);
  const form = (await s.supervise.templates.formFor(template)).form;
  await scoreSheets(db, s, activityId, form, 1, opts.finish);
  if (!opts.finish) return;
  // 第二轮: the top three go on to their round-1 judges; their round-2 score is the final one.
  await s.activityJudging.openRound2({ activityId, top: 3 }, admin);
  await scoreSheets(db, s, activityId, form, 2, true);
  const board = await s.activityAwards.board(activityId, admin);
  await s.activityAwards.propose(activityId, board.version, admin);
}

/** Scores one round's sheets through the service: all submitted, or (`finish` false) a mix. */
async function scoreSheets(
  db: Db,
  s: Services,
  activityId: number,
  form: EvaluationForm,
  round: number,
  finish: boolean,
) {
  const sheets = await db
    .select({ workId: activityScores.workId, judgeId: activityScores.judgeId })
    .from(activityScores)
    .where(and(eq(activityScores.activityId, activityId), eq(activityScores.round, round)))
    .orderBy(asc(activityScores.workId), asc(activityScores.judgeId));
  for (const [k, sheet] of sheets.entries()) {
    const judge = await s.users.load(sheet.judgeId);
    if (!judge) continue;
    const submit = finish || k % 2 === 0;
    if (!finish && k % 4 === 3) continue; // untouched: still to be judged
    await s.activityJudging.saveScore(
      {
        workId: sheet.workId,
        round,
        marks: marksFor(form, sheet.workId * 31 + sheet.judgeId + (round - 1) * 7),
        comments: { [form.indicators[0]?.key ?? "A"]: COMMENTS[k % COMMENTS.length] as string },
        submit,
      },
      { ...judge, sessionId: 0 },
    );
  }
}

/** The first ready points template as the activity's standard, through the judging service. */
export async function seedStandard(s: Services, admin: Principal, activityId: number) {
  const template = await readyTemplate(s);
  if (template) await s.activityJudging.saveStandard(activityId, template, admin);
}

const COMMENTS = ["教学目标明确，重难点突出。", "课堂节奏把握得当，互动充分。", "教学设计新颖，信息技术运用恰当。"];

async function readyTemplate(s: Services): Promise<number | null> {
  const { list } = await s.supervise.templates.list({ pageNo: 1, pageSize: 50, ready: true });
  for (const t of list) {
    const f = await s.supervise.templates.formFor(t.id);
    if (f.form.mode === "points") return t.id;
  }
  return null;
}

/** Five teachers who did not enter, preferring the demo account 教师 (teacher) so it can judge. */
async function judgesFor(db: Db, s: Services, entrants: number[]) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, "teacher"), isNotNull(users.orgId)))
    .orderBy(asc(users.id));
  const demo = await s.users.findByAccount("teacher");
  const pool = rows.map((r) => r.id).filter((id) => !entrants.includes(id));
  const first = demo && pool.includes(demo.id) ? [demo.id] : [];
  return [...first, ...pool.filter((id) => id !== demo?.id)].slice(0, 5);
}

/** Deterministic marks between 75% and 100% of each item's maximum, in half points. */
function marksFor(form: EvaluationForm, seed: number): Marks {
  const marks: Marks = {};
  let x = seed;
  for (const ind of form.indicators)
    for (const it of ind.items) {
      x = (x * 9301 + 49297) % 233280;
      marks[it.key] = Math.round(it.maxScore * (0.75 + (x / 233280) * 0.25) * 2) / 2;
    }
  return marks;
}
