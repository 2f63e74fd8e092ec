import { PUBLISH_STATUS } from "@otp/contract";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Services } from "../app.js";
import {
  activityAnnouncements,
  activityAwardLevels,
  activityProperties,
  activityRegistrationMembers,
  activityRegistrations,
  activityWorks,
} from "../modules/activity/activity.tables.js";
import { resources } from "../modules/resource/resource.tables.js";
import { users } from "../modules/user/user.tables.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";
import { seedJudging, seedStandard } from "./activity-judging.js";

/**
 * Demo 活动评比: one activity taking registrations, one being judged, one finished with its
 * awards. Activities go through the service (validated, sanitised); registrations and works
 * are written directly, on published teacher videos so that the works play; judging goes
 * through the judging service (see activity-judging.ts).
 */
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const SUBJECT_CHOICES = ["语文", "数学", "英语", "物理", "化学"];

/** The school year's half a day falls in: 春季 from February to July, else 秋季. */
const season = (d: Date) => (d.getMonth() >= 1 && d.getMonth() <= 6 ? "春季" : "秋季");
/** The unit that organises the demo contests: the one named on the demo seal (see seal.ts). */
const ORGANISER = "教务处";

const PLANS = [
  {
    // Names follow the seed's day, as the dates do: a contest opening now is this season's.
    name: (start: Date) => `${start.getFullYear()}年${season(start)}微课大赛`,
    days: [-3, 12, 26, 33, 45],
    // Two early works already approved, for 单位推荐 (one work per school goes to judging).
    works: 2,
    recommendQuota: 1,
    registrations: 3,
    intro:
      "<p>为推动信息技术与课堂教学深度融合，学校举办<strong>2026年春季微课大赛</strong>。微课时长5至10分钟，围绕一个知识点或教学环节展开。</p><ul><li>参赛对象：全体在职教师</li><li>作品形式：视频（MP4），附教学设计</li></ul>",
    guide:
      "<h3>报名</h3><p>在报名期内点击“我要报名”，填写所教学科与联系方式。</p><h3>作品提交</h3><p>报名截止后两周内上传作品视频，作品须为原创。</p><h3>评审</h3><p>评委按评价标准逐项打分，最终成绩取评委平均分。</p>",
    notice: { title: "微课大赛报名已开始", content: "<p>报名截止前可修改报名信息，请各教研组组织教师积极参与。</p>" },
  },
  {
    name: () => "第五届青年教师优质课评比",
    days: [-60, -45, -30, -12, 9],
    works: 5,
    registrations: 5,
    intro:
      "<p>面向教龄五年以内的青年教师，展示课堂教学基本功与教学创新。评审采用<strong>盲评</strong>，评委不评本单位作品。</p>",
    guide: "<p>参评课例须为本学期实际授课录像，时长不超过45分钟。评审期间请勿公开作品信息。</p>",
    notice: { title: "作品审核结果已公布", content: "<p>全部作品已通过审核，现进入评审阶段。</p>" },
    awards: [
      { name: "一等奖", quota: 1 },
      { name: "二等奖", quota: 2 },
    ],
    finish: false,
  },
  {
    name: (start: Date) => `${start.getFullYear()}年教学技能比赛`,
    days: [-120, -100, -85, -75, -60],
    works: 6,
    registrations: 6,
    intro: "<p>比赛包括教学设计、课堂展示与教学反思三个环节，旨在提升教师教学基本功。</p>",
    guide: "<p>课堂展示录像时长15至20分钟，按评价标准评分，去掉一个最高分和一个最低分后取平均。</p>",
    notice: { title: "比赛结果公示", content: "<p>经评委评审，比赛结果已公示，感谢各位教师的积极参与。</p>" },
    finish: true,
    awards: [
      { name: "一等奖", quota: 1 },
      { name: "二等奖", quota: 2 },
      { name: "三等奖", quota: 3 },
    ],
  },
];

async function principal(s: Services, account: string): Promise<Principal | null> {
  const u = await s.users.findByAccount(account);
  const loaded = u ? await s.users.load(u.id) : null;
  return loaded ? { ...loaded, sessionId: 0 } : null;
}

export async function seedActivities(db: Db, s: Services): Promise<void> {
  const admin = await principal(s, "admin");
  if (!admin) return;
  // One published teacher video per teacher: each work is its own teacher's.
  const videos = await db
    .select({
      id: resources.id,
      name: resources.name,
      ownerId: resources.ownerId,
      orgId: resources.orgId,
      subjectId: resources.subjectId,
    })
    .from(resources)
    .where(
      and(
        eq(resources.status, PUBLISH_STATUS.PUBLISHED),
        eq(resources.ownerType, "teacher"),
        eq(resources.type, "VIDEO"),
      ),
    )
    .orderBy(asc(resources.id));
  const byOwner = new Map<number, (typeof videos)[number]>();
  for (const v of videos) if (!byOwner.has(v.ownerId)) byOwner.set(v.ownerId, v);
  const entrants = [...byOwner.values()];
  // The demo account 教师 (teacher) enters the finished contest, where every work wins an
  // award, so its certificate can be downloaded from 我的活动; it judges the judging contest.
  const demo = await s.users.findByAccount("teacher");
  const own = entrants.findIndex((v) => v.ownerId === demo?.id);
  const finishedAt = PLANS.slice(0, -1).reduce((n, p) => n + p.registrations, 0);
  if (own >= 0 && entrants.length > finishedAt) {
    const [v] = entrants.splice(own, 1);
    if (v) entrants.splice(finishedAt, 0, v);
  }
  const organiser = (await s.base.kvOrgs()).find((o) => o.name === ORGANISER)?.id ?? null;
  const subjects = await s.base.kvElements("SUBJECT");

  let offset = 0;
  for (const [i, plan] of PLANS.entries()) {
    const [rs, re, se, ae, je] = plan.days as [number, number, number, number, number];
    const { id } = await s.activities.save(
      {
        name: plan.name(new Date(at(rs))),
        organizerOrgId: organiser,
        subjectId: subjects[i]?.id ?? null,
        intro: plan.intro,
        guide: plan.guide,
        registrationStart: at(rs),
        registrationEnd: at(re),
        submissionEnd: at(se),
        auditEnd: at(ae),
        judgingEnd: at(je),
        aggregation: plan.finish ? "trimmed" : "mean",
      },
      admin,
    );
    await s.activityParticipation.saveProperties(
      {
        activityId: id,
        properties: [
          { name: "任教学科", kind: "choice", required: true, options: SUBJECT_CHOICES },
          { name: "联系电话", kind: "text", required: true, options: [] },
          { name: "教学设计", kind: "file", required: false, options: [] },
        ],
      },
      admin,
    );
    const [subjectProp, phoneProp] = await db
      .select({ id: activityProperties.id })
      .from(activityProperties)
      .where(eq(activityProperties.activityId, id))
      .orderBy(asc(activityProperties.sort));
    await s.activities.advance(id, "registration", admin);
    await db.insert(activityAnnouncements).values({ activityId: id, ...plan.notice });

    const mine = entrants.slice(offset, offset + plan.registrations);
    offset += plan.registrations;
    if (plan.awards)
      await db
        .insert(activityAwardLevels)
        .values(plan.awards.map((a, k) => ({ activityId: id, name: a.name, quota: a.quota, sort: k })));
    for (const [k, v] of mine.entries()) {
      const [reg] = await db
        .insert(activityRegistrations)
        .values({
          activityId: id,
          userId: v.ownerId,
          orgId: v.orgId,
          status: k < plan.works ? "approved" : "pending",
          fields: {
            [String(subjectProp?.id)]: SUBJECT_CHOICES[k % SUBJECT_CHOICES.length] as string,
            [String(phoneProp?.id)]: `138${String(10_000_000 + i * 100 + k)}`,
          },
        })
        .returning({ id: activityRegistrations.id });
      // 团队报名: the demo teacher's entry in the finished contest is a team of three.
      if (plan.finish && reg && v.ownerId === demo?.id) await seedTeam(db, reg.id, entrants);
      if (k >= plan.works) continue;
      await db.insert(activityWorks).values({
        activityId: id,
        registrationId: reg?.id,
        ownerId: v.ownerId,
        orgId: v.orgId,
        title: v.name.slice(0, 100),
        resourceId: v.id,
        subjectId: v.subjectId ?? subjects[i]?.id ?? null,
        status: "approved",
      });
    }
    if (plan.recommendQuota) await seedRecommendation(db, s, admin, id, plan.recommendQuota, mine);
    // A contest still taking entries shows its evaluation standard to those who enter.
    if (!plan.awards) {
      await seedStandard(s, admin, id);
      continue;
    }
    // Judges score through the judging service; the finished contest's final scores are theirs.
    const finish = !!plan.finish;
    const entrantIds = mine.map((v) => v.ownerId);
    await seedJudging(db, s, admin, id, entrantIds, { finish, blind: !finish });
    if (finish) await s.activities.advance(id, "results", admin);
  }
}

/**
 * 单位推荐 on the registration contest: the quota, and one recommender per school of its works
 * (the first teacher who did not enter; the demo account 教师 for the first school). The first
 * work of the first school is recommended.
 */
async function seedRecommendation(
  db: Db,
  s: Services,
  admin: Principal,
  activityId: number,
  quota: number,
  entrants: { ownerId: number; orgId: number | null }[],
) {
  const orgs = [...new Set(entrants.flatMap((e) => (e.orgId === null ? [] : [e.orgId])))];
  const demo = await s.users.findByAccount("teacher");
  const pool = (
    await db.select({ id: users.id }).from(users).where(eq(users.userType, "teacher")).orderBy(asc(users.id))
  )
    .map((u) => u.id)
    .filter((id) => id !== demo?.id && !entrants.some((e) => e.ownerId === id));
  const people = [...(demo && !entrants.some((e) => e.ownerId === demo.id) ? [demo.id] : []), ...pool];
  const recommenders = orgs.flatMap((orgId, i) => (people[i] ? [{ userId: people[i] as number, orgId }] : []));
  await s.activityRecommend.saveSettings({ activityId, quota, recommenders }, admin);
  const works = await db
    .select({ id: activityWorks.id, orgId: activityWorks.orgId })
    .from(activityWorks)
    .where(eq(activityWorks.activityId, activityId))
    .orderBy(asc(activityWorks.id));
  const first = works.find((w) => w.orgId !== null);
  if (first?.orgId) await s.activityRecommend.save({ activityId, orgId: first.orgId, workIds: [first.id] }, admin);
}

/** Two teachers who enter nothing and judge nothing (the last by id) join the registration. */
async function seedTeam(db: Db, registrationId: number, entrants: { ownerId: number }[]) {
  const taken = new Set(entrants.map((e) => e.ownerId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, "teacher"))
    .orderBy(desc(users.id))
    .limit(10);
  const members = rows.filter((r) => !taken.has(r.id)).slice(0, 2);
  if (members.length === 0) return;
  await db
    .insert(activityRegistrationMembers)
    .values(members.map((m, sort) => ({ registrationId, userId: m.id, sort })));
}
