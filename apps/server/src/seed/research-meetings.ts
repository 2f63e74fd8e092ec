import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LIVE_STATE } from "@otp/contract";
import { eq } from "drizzle-orm";
import type { Services } from "../app.js";
import { lives } from "../modules/live/live.tables.js";
import { researchMeetingAttendance, researchMeetings } from "../modules/research/research.tables.js";
import type { Db } from "../platform/db/client.js";
import { FFMPEG, run } from "../platform/media/ffmpeg.js";
import { marksFor, who } from "./research-lectures.js";

/**
 * Demo meetings: each demo seminar gets an ended two-venue meeting whose venues' recordings exist
 * (a few seconds each, made by the bundled ffmpeg like the live demo's recordings and published
 * as the live's MULTISCREEN playback), with attendance and evaluations by members, and an
 * upcoming meeting the terminals may push to.
 */
const HOUR = 3600_000;
const COMMENTS = [
  "主会场教学环节清晰，分会场学生参与积极。",
  "问题设计有梯度，建议增加学生展示时间。",
  "板书与课件配合得当，课堂节奏把握较好。",
  "小组合作任务明确，评价反馈及时。",
];

async function venueVideo(seconds: number, pattern: string, tone: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "meeting-seed-"));
  const out = path.join(dir, "venue.mp4");
  try {
    await run(FFMPEG, [
      ...[
        "-hide_banner",
        "-loglevel",
        "error",
        "-f",
        "lavfi",
        "-i",
        `${pattern}=size=640x360:rate=15:duration=${seconds}`,
      ],
      ...["-f", "lavfi", "-i", `sine=frequency=${tone}:duration=${seconds}`, "-c:v", "libx264", "-preset", "veryfast"],
      ...["-pix_fmt", "yuv420p", "-c:a", "aac", "-movflags", "+faststart", "-shortest", out],
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function seedMeetings(db: Db, s: Services, seminarIds: number[]) {
  const admin = await who(s, "admin");
  if (!admin) return;
  const places = (await s.meetings.placeOptions()).filter((p) => p.ready);
  if (places.length < 3) return;
  for (const [i, seminarId] of seminarIds.entries()) {
    const seminar = await s.seminars.detail(seminarId, admin);
    const main = places[i % places.length] as (typeof places)[number];
    const branch = places[(i + 1) % places.length] as (typeof places)[number];
    const far = Date.now() + 2 * HOUR;
    const { id, liveId } = await s.meetings.save(
      {
        seminarId,
        title: i === 0 ? "第一次观摩课" : "第一次网络研讨",
        startAt: new Date(far).toISOString(),
        endAt: new Date(far + HOUR).toISOString(),
        mainPlaceId: main.id,
        branchPlaceIds: [branch.id],
      },
      admin,
    );
    // Held yesterday (or earlier today): the real span, the live ended with its recordings.
    const startAt = new Date(Date.now() - (i === 0 ? 20 : 2) * HOUR);
    const endAt = new Date(startAt.getTime() + 45 * 60_000);
    await db.update(researchMeetings).set({ startAt, endAt }).where(eq(researchMeetings.id, id));
    const host = await who(s, "teacher");
    let recordingResourceId: number | null = null;
    if (host) {
      try {
        const files: { fileId: number; label: string }[] = [];
        for (const [k, v] of [main, branch].entries()) {
          const bytes = await venueVideo(4, k === 0 ? "testsrc2" : "smptebars", 440 + k * 110);
          const file = await s.files.save("video", `${seminar.title}-${v.name}.mp4`, bytes, host.userId);
          await s.media.processNow(file.id);
          files.push({ fileId: file.id, label: v.name });
        }
        const res = await s.resources.editor.save(
          {
            name: `${seminar.title}·${i === 0 ? "第一次观摩课" : "第一次网络研讨"}（直播回放）`.slice(0, 100),
            kind: 4,
            type: "MULTISCREEN",
            brief: seminar.brief ?? "",
            files,
            visibility: "school",
            allowDownload: false,
          },
          host,
        );
        const { status } = await s.resources.editor.submit(res.id, host);
        if (status === 1) await s.resources.audit.decide({ ids: [res.id], pass: true, reason: "" });
        recordingResourceId = res.id;
      } catch {
        // No media tools (a bare test run): the meeting stays without recordings.
      }
    }
    await db
      .update(lives)
      .set({ startAt, endAt, status: LIVE_STATE.ENDED, startedAt: startAt, endedAt: endAt, recordingResourceId })
      .where(eq(lives.id, liveId));
    // Members who watched it, and their scores with the seminar's standard.
    const members = seminar.members.filter((m) => m.role !== "host");
    for (const [k, m] of members.entries()) {
      await db
        .insert(researchMeetingAttendance)
        .values({ meetingId: id, userId: m.userId, firstAt: new Date(startAt.getTime() + (k + 1) * 60_000) })
        .onConflictDoNothing();
      if (k >= 3) continue;
      const p = await s.users.load(m.userId);
      const detail = await s.meetings.detail(id, p ? { ...p, sessionId: 0 } : null, `u:${m.userId}`);
      if (!p || !detail.form || !detail.canEvaluate) continue;
      await s.meetings.evaluate(
        { id, marks: marksFor(detail.form, k + i), comment: COMMENTS[(k + i) % COMMENTS.length] as string },
        { ...p, sessionId: 0 },
      );
    }
    // The next meeting, two days on, for the terminals to push to.
    const next = Date.now() + (i === 0 ? 2 : 3) * 24 * HOUR;
    await s.meetings.save(
      {
        seminarId,
        title: i === 0 ? "第二次观摩课" : "第二次网络研讨",
        startAt: new Date(next).toISOString(),
        endAt: new Date(next + HOUR).toISOString(),
        mainPlaceId: branch.id,
        branchPlaceIds: [places[(i + 2) % places.length]?.id as number],
      },
      admin,
    );
  }
}
