import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { liveListSchema } from "@otp/contract";
import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";
import { FFMPEG, run } from "../platform/media/ffmpeg.js";

/**
 * Online patrol records with photos: the demo has no classroom live at seed time, so the photo
 * of each record is a real frame of an ended demo live's recording (what the grab would have
 * seen then), stored through the patrol service like a grab. Without recordings (tests, no
 * media) nothing is added.
 */
export async function seedPatrolPhotos(s: Services, patrollers: Principal[]): Promise<number> {
  const ended = await s.lives.list(liveListSchema.parse({ status: 3, pageSize: 4 }), patrollers[0] ?? null);
  let made = 0;
  for (const [i, live] of ended.list.entries()) {
    const patroller = patrollers[i % patrollers.length];
    const fileId = live.resource?.fileList[0]?.id;
    if (!patroller || !fileId) continue;
    const frame = await frameOf(await s.files.toolInput(await s.files.get(fileId)), 4 + i * 3);
    if (!frame) continue;
    const photo = await s.supervise.patrols.storePhoto(frame, live.id, patroller);
    await s.supervise.patrols.save(
      {
        liveId: live.id,
        room: live.organizationName || "录播教室",
        onTime: true,
        order: i === 1 ? "一般" : "良好",
        teachingState: "正常",
        photoFileId: photo.fileId,
        remark: i === 1 ? "后排学生注意力不够集中，建议增加互动" : "教师讲解清晰，板书规范",
      },
      patroller,
    );
    made++;
  }
  return made;
}

/** One JPEG frame at `second` of a video file; null when ffmpeg cannot read it. */
async function frameOf(file: string, second: number): Promise<Buffer | null> {
  const dir = await mkdtemp(path.join(tmpdir(), "otp-seed-frame-"));
  const out = path.join(dir, "frame.jpg");
  try {
    await run(
      FFMPEG,
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-ss",
        String(second),
        "-i",
        file,
        "-frames:v",
        "1",
        "-q:v",
        "4",
        "-y",
        out,
      ],
      {
        timeoutMs: 30_000,
      },
    );
    return await readFile(out);
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
