import type { ClassroomSettings, DetectedFace, DetectedPerson } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { AppError } from "../../platform/http/errors.js";
import { probe, ToolError } from "../../platform/media/ffmpeg.js";
import { evaluateWarnings, lessonMeasures, type MeasureInput, type RaisedWarning } from "./classroom.aggregate.js";
import type { AudioResult, StudentFrameResult, TeacherFrameResult } from "./classroom.engines.js";
import type { ClassroomPorts } from "./classroom.ports.js";
import * as q from "./classroom.queries.js";
import { type FactContext, factsOf } from "./classroom.research.present.js";
import { addLesson } from "./classroom.rollup.queries.js";
import { MAX_LESSON_SEC, prefetch, Scratch, sampleTimes } from "./classroom.sampling.js";

/**
 * One analysis run as a background job: probe, sample the cameras (each sample saved at once,
 * so a killed job resumes after its last one), the audio, then the measures and warnings in one
 * transaction. Every write is conditional on the run's token while the run is queued or
 * running: a cancelled or replaced run stops at its next step and can no longer write.
 */

export const CLASSROOM_JOB = "classroom.analyse";

/** A fault of the lesson itself: the run ends as failed with this Chinese reason. */
export class LessonFault extends Error {}
/** The run was cancelled or replaced: stop quietly. */
class Superseded extends Error {}

/**
 * A frame ffmpeg wrote that the picture decoder refuses (a damaged spot in the recording): that
 * instant is skipped and the run goes on; with no readable student frame at all the lesson fails.
 */
function skipUnreadable(err: unknown): null {
  if (err instanceof AppError && err.status === 400) return null;
  throw err;
}

/**
 * Whether the instant `t`, on a grid of one sample every `every` seconds, is the first at or after
 * a multiple of `pace`: the samples that get the rarer treatment, whatever the two intervals are.
 * Teacher frames keep their picture at the student camera's pace (the collage has one beside each
 * student frame); student frames get body keypoints at the `bodyEverySec` pace.
 */
export function firstInPace(t: number, every: number, pace: number): boolean {
  return Math.floor(t / pace + 1e-9) > Math.floor((t - every) / pace + 1e-9);
}

/** Progress is written at most this often (the list polls it). */
const PROGRESS_EVERY_MS = 1000;
/** Frames extracted ahead of the one being analysed (a 1080p JPEG is about 0.3 MB). */
const PREFETCH_AHEAD = 2;

export interface PipelineDeps {
  db: Db;
  ports: ClassroomPorts;
  settings: () => Promise<ClassroomSettings>;
  /** After a run is done: the teacher and the chosen screen's holders are told of its warnings. */
  onWarnings(analysis: q.AnalysisRecord, warnings: RaisedWarning[]): Promise<void>;
  /** Terms and organizations: which term, college and department a finished lesson counts in. */
  factContext(teacherId: number): Promise<FactContext>;
}

export async function runAnalysis(
  deps: PipelineDeps,
  payload: { analysisId: number; runToken: string },
  jobSignal: AbortSignal,
  cancelSignal?: AbortSignal,
): Promise<void> {
  // Cancelling aborts the sample in flight; a cancelled run's writes are refused by its status.
  const signal = cancelSignal ? AbortSignal.any([jobSignal, cancelSignal]) : jobSignal;
  const { db, ports } = deps;
  const row = await q.findAnalysis(db, payload.analysisId);
  if (!row || row.runToken !== payload.runToken || !["queued", "running"].includes(row.status)) return;
  const id = row.id;
  const token = row.runToken;
  let lastWrite = 0;
  const step = async (
    v: { progress?: number; stage?: string; duration?: number; running?: boolean },
    force = false,
  ) => {
    if (signal.aborted) throw signal.reason ?? new Error("aborted");
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    if (!(await q.progress(db, id, token, v))) throw new Superseded();
  };

  const scratch = await Scratch.open(ports.files.storage, String(id));
  try {
    await step({ running: true, stage: "读取录像", progress: 0 }, true);
    // Samples of earlier runs go (with their frames): a re-run starts over.
    for (const key of await q.dropOtherRuns(db, id, token)) await ports.files.storage.remove(key).catch(() => {});

    const settings = row.settings ?? (await deps.settings());
    if (!(await ports.recordings.one(row.resourceId))) throw new LessonFault("课堂录像已被删除");
    const fileIds = [row.studentFileId, row.teacherFileId].filter((x): x is number => !!x);
    const stored = new Map((await ports.files.many(fileIds)).map((f) => [f.id, f]));
    const studentFile = row.studentFileId ? stored.get(row.studentFileId) : undefined;
    if (!studentFile) throw new LessonFault("课堂录像文件已被删除");
    const teacherFile = row.teacherFileId ? stored.get(row.teacherFileId) : undefined;

    const copy = async (f: { storageKey: string; ext: string }) => {
      try {
        return await scratch.copy(ports.files.storage, f.storageKey, f.ext, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        throw new LessonFault("课堂录像文件无法读取（可能已被删除）");
      }
    };
    const studentPath = await copy(studentFile);
    const teacherPath =
      teacherFile && teacherFile.id !== studentFile.id ? await copy(teacherFile) : teacherFile ? studentPath : null;

    const info = await probe(studentPath, signal).catch((err: unknown) => {
      if (signal.aborted) throw err;
      throw new LessonFault("录像文件已损坏或格式无法识别");
    });
    if (!info.width || !info.videoCodec) throw new LessonFault("录像没有视频画面，无法分析");
    if (!info.duration) throw new LessonFault("录像文件不完整，无法读取时长");
    const duration = info.duration;
    await step({ duration, stage: "准备抽帧" }, true);

    const studentAt = sampleTimes(duration, settings.studentEverySec);
    const teacherAt = teacherPath ? sampleTimes(duration, settings.teacherEverySec) : [];
    // Progress: the frames take about all of the time; the audio and the measures the last 5 %.
    const units = studentAt.length + teacherAt.length;
    const [doneStudent, doneTeacher] = await Promise.all([
      q.sampleTimes(db, id, token, "student"),
      q.sampleTimes(db, id, token, "teacher"),
    ]);
    // Both cameras on one timeline (student first at the same instant), so the teacher camera's
    // cheap frames are extracted while a student frame is analysed; instants saved are skipped.
    const todo: Grab[] = [
      ...studentAt.flatMap((t, i) => (doneStudent.has(t) ? [] : [{ camera: "student" as const, t, i }])),
      ...teacherAt.flatMap((t, i) => (doneTeacher.has(t) ? [] : [{ camera: "teacher" as const, t, i }])),
    ].sort((a, b) => a.t - b.t || (a.camera === "student" ? -1 : 1));
    let done = units - todo.length;
    const pct = () => Math.min(95, Math.floor((done / Math.max(1, units)) * 95));
    // The teacher's position needs no exact frame: with key frames at most one teacher interval
    // apart, the key frame at or before the instant is taken (one frame decoded, not a GOP).
    const gap =
      teacherPath && todo.some((g) => g.camera === "teacher") ? await scratch.keyframeGap(teacherPath, signal) : null;
    const teacherKeyframes = gap !== null && gap <= settings.teacherEverySec + 0.001;
    const fetch = (g: Grab, sig: AbortSignal) =>
      g.camera === "student"
        ? grab(scratch, studentPath, g.t, "student", sig)
        : grab(scratch, teacherPath as string, g.t, "teacher", sig, teacherKeyframes);

    for await (const [g, jpeg] of prefetch(todo, fetch, { ahead: PREFETCH_AHEAD, signal })) {
      done++;
      const total = g.camera === "student" ? studentAt.length : teacherAt.length;
      await step({ progress: pct(), stage: `抽取${g.camera === "student" ? "学生" : "教师"}画面 ${g.i + 1}/${total}` });
      if (!jpeg) continue;
      /** Saves a sample, with its picture when `keep` (the collage shows it until the retention purge). */
      const save = async (v: { width: number; height: number; data: Record<string, unknown> }, keep: boolean) => {
        const stored = keep ? await ports.files.storage.put(jpeg, "jpg") : null;
        const unstore = () => (stored ? ports.files.storage.remove(stored.key).catch(() => {}) : undefined);
        const saved = await q
          .insertSample(db, { analysisId: id, runToken: token, camera: g.camera, t: g.t, ...v, frameKey: stored?.key })
          .catch(async (err: unknown) => {
            await unstore();
            throw err;
          });
        // Not saved (already there, or the run was cancelled, replaced or deleted): no stray frame.
        if (!saved) await unstore();
      };
      if (g.camera === "student") {
        const bodies = firstInPace(g.t, settings.studentEverySec, settings.bodyEverySec ?? settings.studentEverySec);
        const r: StudentFrameResult | null = await ports
          .vision()
          .analyseStudents(jpeg, signal, { bodies })
          .catch(skipUnreadable);
        if (r) {
          const { width, height, faces, persons, body, ms } = r;
          await save({ width, height, data: { faces, persons, body, ms } }, true);
        }
      } else {
        const r: TeacherFrameResult | null = await ports.vision().locateTeacher(jpeg, signal).catch(skipUnreadable);
        // The teacher camera's picture is kept at the student camera's pace only (a 640 px frame
        // every 10 s by default, not every 2 s): enough to check the teacher's position by eye.
        // A one-camera recording keeps none: it would be a second copy of the students' picture.
        const kept =
          teacherPath !== studentPath && firstInPace(g.t, settings.teacherEverySec, settings.studentEverySec);
        if (r) await save({ width: r.width, height: r.height, data: { teacher: r.teacher, ms: r.ms, kept } }, kept);
      }
    }

    const student = await q.samplesOf(db, id, token, "student");
    if (!student.length) throw new LessonFault("录像无法解码出画面（文件损坏或不完整）");

    await step({ progress: 96, stage: "分析语音" }, true);
    const seconds = Math.min(duration, MAX_LESSON_SEC);
    let audio: AudioResult = { duration: seconds, hasAudio: false, segments: [], method: "录像没有音轨" };
    if (info.audioCodec) {
      const pcm = await scratch.pcm(studentPath, seconds, signal).catch((err: unknown) => {
        if (signal.aborted) throw err;
        return null;
      });
      if (pcm?.length) audio = await ports.audio().analyse(pcm, signal);
    }

    await step({ progress: 98, stage: "计算指标" }, true);
    const teacher = await q.samplesOf(db, id, token, "teacher");
    const expected = row.classIds.length ? await ports.people.studentsIn(row.classIds) : 0;
    const input: MeasureInput = {
      duration: seconds,
      student: student.map((s) => ({
        t: s.t,
        width: s.width,
        height: s.height,
        faces: (s.data.faces as DetectedFace[] | undefined) ?? [],
        persons: (s.data.persons as DetectedPerson[] | undefined) ?? [],
        // Samples saved before body keypoints became periodic had them on every frame.
        body: s.data.body !== false,
      })),
      teacher: teacher.map((s) => ({
        t: s.t,
        teacher: (s.data.teacher as MeasureInput["teacher"][0]["teacher"]) ?? null,
      })),
      audio,
      expected: expected > 0 ? expected : null,
      settings: {
        studentEverySec: settings.studentEverySec,
        teacherEverySec: settings.teacherEverySec,
        st: settings.st,
      },
    };
    const measures = lessonMeasures(input);
    // The recording may have been deleted while it was analysed (the deletion hook removes the
    // row, but another instance or a failed hook may not have): no report for a lesson that is gone.
    if (!(await ports.recordings.one(row.resourceId))) throw new LessonFault("课堂录像已被删除");
    const { rules } = await deps.settings();
    const warnings = evaluateWarnings(measures, rules);
    // Read before the transaction (the embedded database has one connection).
    const facts = factsOf(row, measures, warnings, await deps.factContext(row.teacherId));
    const finished = await db.transaction(async (tx) => {
      if (!(await q.finishRun(tx, id, token, measures))) return false;
      await addLesson(tx, facts);
      await q.replaceWarnings(
        tx,
        id,
        warnings.map((w) => ({
          rule: w.rule,
          teacherId: row.teacherId,
          orgId: row.orgId,
          termId: row.termId,
          classIds: row.classIds,
          lessonAt: row.lessonAt,
          at: w.at,
          value: w.value,
          threshold: w.threshold,
          message: w.message,
        })),
      );
      return true;
    });
    if (finished && warnings.length)
      await deps.onWarnings(row, warnings).catch((err) => ports.log?.("classroom warning notices failed", err));
  } catch (err) {
    if (err instanceof Superseded) return;
    // Shutdown: the queue gives the job back and the next start resumes after the last sample.
    if (jobSignal.aborted) throw err;
    if (cancelSignal?.aborted) return;
    await q.failRun(db, id, token, reasonOf(err));
    ports.log?.(`classroom analysis ${id} failed`, err);
  } finally {
    await scratch.close();
  }
}

/** One sample to take: a camera, its instant and its index among that camera's instants. */
interface Grab {
  camera: "student" | "teacher";
  t: number;
  i: number;
}

async function grab(
  scratch: Scratch,
  src: string,
  t: number,
  camera: "student" | "teacher",
  signal: AbortSignal,
  keyframe = false,
) {
  try {
    return await scratch.frame(src, t, camera, signal, keyframe);
  } catch (err) {
    if (signal.aborted) throw err;
    // A damaged stretch: this instant has no frame; the run goes on (a file with none fails).
    return null;
  }
}

/** The Chinese reason a failed run shows. */
export function reasonOf(err: unknown): string {
  if (err instanceof LessonFault) return err.message;
  if (err instanceof ToolError) return "录像文件已损坏或无法解码";
  const msg = err instanceof Error ? err.message : String(err);
  if (/worker|exited|terminated/i.test(msg)) return "分析进程异常退出，请重新分析";
  if (/[\u4e00-\u9fa5]/.test(msg)) return msg.slice(0, 200);
  return "分析过程出错，请重新分析";
}
