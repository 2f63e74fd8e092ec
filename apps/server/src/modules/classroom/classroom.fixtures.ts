import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { endpoints } from "@otp/contract";
import { FFMPEG, run } from "../../platform/media/ffmpeg.js";
import { userId } from "../../test/accounts.js";
import { body, type TestApp } from "../../test/harness.js";

/** Test lessons: short classroom videos made by ffmpeg at test time from the labelled photos. */

const PHOTOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../test-data/vision");

/**
 * A 1280×720 video of `seconds` showing the group photos one after another (each for an equal
 * share), with `pcm` (16 kHz mono s16le) as its audio, or a 440 Hz tone, or none (`audio: false`).
 */
export async function lessonVideo(
  seconds: number,
  opts: { audio?: boolean; photos?: number[]; pcm?: Buffer } = {},
): Promise<Buffer> {
  const photos = opts.photos ?? [1, 5, 3];
  const dir = mkdtempSync(path.join(tmpdir(), "otp-lesson-"));
  const out = path.join(dir, "lesson.mp4");
  const each = seconds / photos.length;
  try {
    const inputs = photos.flatMap((n) => [
      "-loop",
      "1",
      "-framerate",
      "5",
      "-t",
      String(each),
      "-i",
      path.join(PHOTOS, `sample${n}.jpg`),
    ]);
    const scale = photos
      .map(
        (_, i) =>
          `[${i}]scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720:(ow-iw)/2:(oh-ih)/2,setsar=1[v${i}]`,
      )
      .join(";");
    const concat = `${photos.map((_, i) => `[v${i}]`).join("")}concat=n=${photos.length}:v=1:a=0,format=yuv420p[v]`;
    const pcmFile = path.join(dir, "speech.pcm");
    if (opts.pcm) writeFileSync(pcmFile, opts.pcm);
    const audio =
      opts.audio === false
        ? []
        : opts.pcm
          ? ["-f", "s16le", "-ar", "16000", "-ac", "1", "-i", pcmFile]
          : ["-f", "lavfi", "-t", String(seconds), "-i", "sine=frequency=440:sample_rate=16000"];
    await run(
      FFMPEG,
      [
        ...["-hide_banner", "-loglevel", "error"],
        ...inputs,
        ...audio,
        ...["-filter_complex", `${scale};${concat}`, "-map", "[v]"],
        ...(opts.audio === false ? [] : ["-map", `${photos.length}:a`, "-c:a", "aac", "-b:a", "48k"]),
        ...["-c:v", "libx264", "-preset", "ultrafast", "-r", "5", "-g", "5", "-t", String(seconds), "-y", out],
      ],
      { timeoutMs: 120_000 },
    );
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A video resource of `account` made of these bytes (not published: analysis needs no audit);
 * with `teacherCamera`, a two-camera recording (教师画面 and 学生画面, a multi-screen resource).
 */
export async function lessonResource(
  t: TestApp,
  as: string,
  account: string,
  bytes: Buffer,
  name = "课堂实录",
  teacherCamera?: Buffer,
): Promise<number> {
  const owner = await userId(t, account);
  const file = await t.services.files.save("video", `${name}.mp4`, bytes, owner);
  const teacherFile = teacherCamera
    ? await t.services.files.save("video", `${name}-教师.mp4`, teacherCamera, owner)
    : null;
  const files = teacherFile
    ? [
        { fileId: teacherFile.id, label: "教师画面" },
        { fileId: file.id, label: "学生画面" },
      ]
    : [{ fileId: file.id }];
  const res = await t.call(
    endpoints.resource.save.path,
    { name, kind: 2, type: teacherFile ? "MULTISCREEN" : "VIDEO", files, visibility: "school" },
    { as },
  );
  if (res.statusCode !== 200) throw new Error(`resource save failed: ${res.body}`);
  return body<{ id: number }>(res).data.id;
}

/** Fast sampling for tests: a student frame every 2 s, a teacher frame every 4 s. */
export async function fastSampling(t: TestApp) {
  const s = await t.services.classroom.settingsStore.get();
  await t.services.classroom.settingsStore.save({ ...s, studentEverySec: 2, teacherEverySec: 4, liveEverySec: 0 });
}
