import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LIVE_STATE } from "@otp/contract";
import { sql } from "drizzle-orm";
import type { Services } from "../app.js";
import { KEY_VALID_AFTER_END_MS, newStreamKey } from "../modules/live/live.keys.js";
import { liveReservations, lives } from "../modules/live/live.tables.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";
import { FFMPEG, run } from "../platform/media/ffmpeg.js";
import type { School } from "./content-school.js";

/**
 * The demo's lives: upcoming ones with notices (some reserved by the demo student), and ended
 * ones whose recordings (made by the bundled ffmpeg, H.264/AAC faststart like a real recording)
 * became published resources through the resource module, so 回放 plays them.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Plan {
  name: string;
  teacher: string;
  /** Start relative to now. */
  at: number;
  minutes: number;
  remark?: string;
  intro: string;
  access?: 0 | 1 | 2;
  streams?: string[];
  /** Ended: a recording of this many seconds. */
  recording?: number;
  /** The live the demo publisher pushes on every start (DEMO_LIVE_PUBLISHER). */
  running?: boolean;
}

/** Where the demo remembers its running live (the demo publisher reads it on start). */
export const DEMO_LIVE_PROPERTY = { key: "demo_live_id", file: "live" } as const;

const PLANS: Plan[] = [
  {
    name: "高一物理：力的合成与分解（课堂直播）",
    teacher: "teacher",
    at: -10 * 60_000,
    minutes: 120,
    intro: "用弹簧测力计验证平行四边形定则，课堂实时直播，课后自动生成回放。",
    running: true,
  },
  {
    name: "高一物理：牛顿第二定律的实验探究",
    teacher: "teacher",
    at: 2 * HOUR,
    minutes: 45,
    remark: "请提前准备小车、砝码和打点计时器的实验记录表",
    intro: "通过控制变量法探究加速度与力、质量的关系，课后布置实验报告。",
  },
  {
    name: "初二数学：一次函数的图像与性质",
    teacher: "t001",
    at: DAY + 3 * HOUR,
    minutes: 40,
    remark: "本节课需要坐标纸和直尺",
    intro: "从列表、描点、连线三步认识一次函数图像，归纳 k、b 对图像的影响。",
    access: 1,
  },
  {
    name: "高三英语：读后续写专项指导",
    teacher: "t002",
    at: 2 * DAY + HOUR,
    minutes: 50,
    remark: "请带上上周的续写练习稿",
    intro: "结合评分标准分析优秀范文，练习情节衔接与细节描写。",
    streams: ["teacher", "courseware"],
  },
  {
    name: "初一语文：《春》的朗读与赏析",
    teacher: "t003",
    at: 3 * DAY,
    minutes: 40,
    remark: "课前预习课文并标出喜欢的句子",
    intro: "朗读指导与修辞赏析，体会作者对春天的赞美之情。",
  },
  {
    name: "高二化学：原电池的工作原理",
    teacher: "t004",
    at: 4 * DAY + 2 * HOUR,
    minutes: 45,
    remark: "",
    intro: "观察铜锌原电池实验，分析电子与离子的移动方向。",
    access: 2,
  },
  {
    name: "高一物理：匀变速直线运动复习课",
    teacher: "teacher",
    at: -DAY - 2 * HOUR,
    minutes: 45,
    intro: "梳理速度、位移公式及其推论，讲评典型例题。",
    recording: 24,
  },
  {
    name: "初三化学：酸碱中和反应",
    teacher: "t004",
    at: -2 * DAY,
    minutes: 40,
    intro: "借助指示剂观察中和反应，认识盐和水的生成。",
    recording: 20,
    streams: ["teacher", "student"],
  },
  {
    name: "高二生物：细胞的有丝分裂",
    teacher: "t005",
    at: -3 * DAY - 4 * HOUR,
    minutes: 45,
    intro: "显微镜下观察洋葱根尖细胞，分辨分裂各时期的特征。",
    recording: 18,
  },
];

/** A recording as the ingest keeps it: H.264/AAC MP4 with the index up front. */
async function recordingBytes(seconds: number, pattern: string, tone: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "live-seed-"));
  const out = path.join(dir, "recording.mp4");
  try {
    await run(FFMPEG, [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `${pattern}=size=640x360:rate=15:duration=${seconds}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=${tone}:duration=${seconds}`,
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-movflags",
      "+faststart",
      "-shortest",
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function principalOf(s: Services, id: number): Promise<Principal> {
  const p = await s.users.load(id);
  if (!p) throw new Error(`no user ${id}`);
  return { ...p, sessionId: 0 };
}

/** Publishes a recording as the live's playback (kind 公开课), approving it when audit is on. */
async function recordingResource(s: Services, plan: Plan, owner: Principal, i: number): Promise<number> {
  const patterns = ["testsrc2", "smptebars", "rgbtestsrc"];
  const bytes = await recordingBytes(plan.recording as number, patterns[i % patterns.length] as string, 330 + i * 60);
  const file = await s.files.save("video", `${plan.name}-回放.mp4`, bytes, owner.userId);
  await s.media.processNow(file.id);
  const { id } = await s.resources.editor.save(
    {
      name: `${plan.name}（直播回放）`,
      kind: 4,
      type: "VIDEO",
      brief: plan.intro,
      files: [{ fileId: file.id, label: "" }],
      visibility: "public",
      allowDownload: false,
    },
    owner,
  );
  const { status } = await s.resources.editor.submit(id, owner);
  if (status === 1) await s.resources.audit.decide({ ids: [id], pass: true, reason: "" });
  return id;
}

export async function seedLives(
  db: Db,
  s: Services,
  school: School,
  opts: { media: boolean; log: (line: string) => void },
): Promise<number> {
  await db.execute(sql`truncate table lives, live_reservations restart identity`);
  const byAccount = new Map(school.people.map((p) => [p.account, p]));
  const now = Date.now();
  const classIds = school.people.filter((p) => p.userType === "student" && p.classId).map((p) => p.classId as number);
  let made = 0;
  for (const [i, plan] of PLANS.entries()) {
    const teacher = byAccount.get(plan.teacher);
    if (!teacher) continue;
    const ended = plan.recording !== undefined;
    if (ended && !opts.media) continue;
    const startAt = new Date(now + plan.at);
    const endAt = new Date(startAt.getTime() + plan.minutes * 60_000);
    const recordingResourceId = ended ? await recordingResource(s, plan, await principalOf(s, teacher.id), i) : null;
    const [row] = await db
      .insert(lives)
      .values({
        name: plan.name,
        teacherId: teacher.id,
        orgId: teacher.orgId,
        startAt,
        endAt,
        openRemark: plan.remark ?? "",
        intro: plan.intro,
        access: plan.access ?? 0,
        classIds: plan.access === 2 ? [...new Set(classIds)].slice(0, 2) : [],
        passwordHash: plan.access === 2 ? await s.lives.passwords.hash("xh2026") : "",
        streams: plan.streams ?? ["teacher"],
        status: ended ? LIVE_STATE.ENDED : LIVE_STATE.NOT_STARTED,
        startedAt: ended ? startAt : null,
        endedAt: ended ? endAt : null,
        recordingResourceId,
        streamKey: newStreamKey(),
        keyExpiresAt: new Date(endAt.getTime() + KEY_VALID_AFTER_END_MS),
      })
      .returning({ id: lives.id });
    made++;
    if (plan.running && row) await s.site.saveProperty(DEMO_LIVE_PROPERTY.key, String(row.id), DEMO_LIVE_PROPERTY.file);
    const student = byAccount.get("student");
    if (!ended && !plan.running && student && row && i < 3)
      await db.insert(liveReservations).values({ liveId: row.id, userId: student.id });
  }
  opts.log(`  ${made} lives (${PLANS.filter((p) => p.recording).length} with recordings when media is on)`);
  return made;
}
