import { PUBLISH_STATUS, WORD_LEVEL } from "@otp/contract";
import { inArray } from "drizzle-orm";
import type { Services } from "../app.js";
import { users } from "../modules/user/user.tables.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";
import { rng } from "./names.js";

/** Days of visit history the demo school gets. */
export const VISIT_DAYS = 120;

const USER_AGENTS = {
  pc: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
  mobile: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  app: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Html5Plus/1.0 OTPApp/2.1",
} as const;

/** Words a school platform refuses (level 1) or masks (level 2). */
export const DEMO_WORDS: [string, number][] = [
  ...[
    "赌博",
    "博彩",
    "六合彩",
    "代开发票",
    "办证",
    "刷单",
    "网络兼职",
    "高利贷",
    "裸聊",
    "毒品",
    "枪支",
    "代考",
    "替考",
    "考试答案",
    "作弊器",
    "翻墙软件",
  ].map((w) => [w, WORD_LEVEL.BLOCK] as [string, number]),
  ...["傻逼", "傻瓜", "笨蛋", "白痴", "智障", "垃圾人", "滚蛋", "去死", "废物", "脑残"].map(
    (w) => [w, WORD_LEVEL.MASK] as [string, number],
  ),
];

/** Picks an index with probability proportional to its weight (cumulative weights given). */
function pick(cumulative: number[], rand: () => number): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const x = rand() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] as number) > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function cumulativeOf(weights: number[]): number[] {
  let s = 0;
  return weights.map((w) => {
    s += w;
    return s;
  });
}

/**
 * The statistics of the demo school: its sensitive-word list, and four months of visits played
 * through the real recording path (the visit sink, then the daily roll-up). Who visits is derived
 * from the seeded people: students and teachers are active on school days more than at weekends,
 * each keeps to a device of their own, and they open the popular (most visited) courses and
 * resources more often.
 */
export async function seedStatistics(db: Db, s: Services): Promise<{ events: number }> {
  const rand = rng(20261123);
  const staff = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ["admin", "auditor"]));
  const admin = staff.find((u) => u.account === "admin");
  const seeder = { userId: admin?.id ?? 1 } as Principal;
  for (const [word, level] of DEMO_WORDS) await s.words.save({ word, level: level as 1 | 2 }, seeder);
  await seedAuditHistory(s, staff.find((u) => u.account === "auditor") ?? admin);

  const people = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(inArray(users.userType, ["student", "teacher"]));
  const courses = (await s.courses.statsRows({})).filter((c) => c.status === PUBLISH_STATUS.PUBLISHED);
  const resources = (await s.resources.statsRows({})).filter((r) => r.status === PUBLISH_STATUS.PUBLISHED);
  const courseWeights = cumulativeOf(courses.map((c) => 1 + c.visitCount));
  const resourceWeights = cumulativeOf(resources.map((r) => 1 + r.visitCount));
  const device = new Map(
    people.map((p) => {
      const x = rand();
      return [p.id, x < 0.58 ? "pc" : x < 0.88 ? "mobile" : "app"] as const;
    }),
  );
  const now = Date.now();
  let events = 0;
  for (let back = VISIT_DAYS - 1; back >= 0; back--) {
    const dayStart = now - back * 86_400_000;
    const weekday = new Date(dayStart + 8 * 3_600_000).getUTCDay();
    const schoolDay = weekday >= 1 && weekday <= 5;
    // Activity grows through the term as courses fill up.
    const season = 0.6 + 0.4 * ((VISIT_DAYS - back) / VISIT_DAYS);
    for (const p of people) {
      const base = p.userType === "teacher" ? 0.55 : 0.35;
      if (rand() > base * season * (schoolDay ? 1 : 0.3)) continue;
      // Another device now and then (a phone in the evening).
      const terminal = rand() < 0.8 ? (device.get(p.id) ?? "pc") : rand() < 0.5 ? "mobile" : "pc";
      const visit = (kind: "system" | "course" | "resource", targetId: number) => {
        const at = new Date(dayStart - Math.floor(rand() * 12 * 3_600_000));
        s.visitSink({ kind, targetId, viewer: `u:${p.id}`, userAgent: USER_AGENTS[terminal], at });
        events++;
      };
      visit("system", 0);
      const courseViews = courses.length ? Math.floor(rand() * 3) : 0;
      for (let k = 0; k < courseViews; k++) visit("course", (courses[pick(courseWeights, rand)] as { id: number }).id);
      const resourceViews = resources.length ? Math.floor(rand() * 4) : 0;
      for (let k = 0; k < resourceViews; k++)
        visit("resource", (resources[pick(resourceWeights, rand)] as { id: number }).id);
    }
  }
  await s.visits.flush();
  await s.stats.rollup();
  return { events };
}

/**
 * The audit centre's recent decisions: the demo content's audited states (published and rejected
 * courses and resources) as the decide calls log them, by the demo auditor.
 */
async function seedAuditHistory(s: Services, auditor: { id: number; account: string } | undefined) {
  if (!auditor) return;
  const decided = (rows: { id: number; status: number }[]) =>
    rows.filter((r) => r.status === PUBLISH_STATUS.PUBLISHED || r.status === PUBLISH_STATUS.REJECTED).slice(-6);
  const entries = [
    ...decided(await s.courses.statsRows({})).map((r) => ({
      action: "审核课程",
      url: "/api/m/audit/course/decide",
      r,
    })),
    ...decided(await s.resources.statsRows({})).map((r) => ({
      action: "审核资源",
      url: "/api/m/audit/resource/decide",
      r,
    })),
  ];
  for (const e of entries) {
    await s.oplog.record({
      category: "operation",
      userId: auditor.id,
      account: auditor.account,
      action: e.action,
      target: e.url,
      detail: { ids: [e.r.id], pass: e.r.status === PUBLISH_STATUS.PUBLISHED },
      success: true,
      ip: "127.0.0.1",
      userAgent: "demo seed",
    });
  }
}
