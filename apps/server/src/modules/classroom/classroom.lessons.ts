import { randomBytes } from "node:crypto";
import type { ClassroomSettings, LessonCandidate, LessonSource } from "@otp/contract";
import { LIVE_STREAM_NAMES } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { AppError, badRequest, conflict, notFound } from "../../platform/http/errors.js";
import type { JobQueue } from "../../platform/jobs/queue.js";
import { runRefusal, seesAll } from "./classroom.access.js";
import { CLASSROOM_JOB, type PipelineDeps, reasonOf, runAnalysis } from "./classroom.pipeline.js";
import type { AnalysisRecord } from "./classroom.queries.js";
import * as q from "./classroom.queries.js";
import { schoolDay, termOf } from "./classroom.research.present.js";

/**
 * Lessons and their runs: what a recording is (source, course, classes, cameras), queueing a
 * run on the classroom queue (never the transcoding one), cancelling it, and the job itself.
 */

export const RUNNING_TEXT = "该课堂正在分析中";
export const NOT_A_LESSON_TEXT = "参数 resourceId：该资源不是课堂录像";
/** Resource types that hold a lesson recording (contract RESOURCE_TYPES; the editor admits only videos in them). */
const LESSON_TYPES: readonly string[] = ["VIDEO", "MULTISCREEN"];

export interface LessonFileFact {
  fileId: number;
  label: string;
  kind: string;
}

/** What a lesson is, gathered from the domains it is made of (decision 0059). */
export interface LessonFacts {
  resourceId: number;
  title: string;
  /** The resource's type (only VIDEO and MULTISCREEN are lessons). */
  type: string;
  ownerId: number;
  orgId: number | null;
  termId: number | null;
  createdAt: Date;
  /** The recording's stored files in order (a deleted file is left out). */
  files: LessonFileFact[];
  liveId: number | null;
  liveTeacherId: number | null;
  liveAt: Date | null;
  liveClassIds: number[] | null;
  courseId: number | null;
  sectionId: number | null;
  courseOrgId: number | null;
  courseTermId: number | null;
}

/** Whose lesson a recording is: the live's teacher, else the resource's owner. */
export const lessonTeacher = (src: Pick<LessonFacts, "liveTeacherId" | "ownerId">) => src.liveTeacherId ?? src.ownerId;

/** Which file is the student camera and which the teacher camera (a one-camera video is both). */
export function cameras(files: LessonFileFact[]): { student: number | null; teacher: number | null } {
  const videos = files.filter((f) => f.kind === "video");
  if (!videos.length) return { student: null, teacher: null };
  const labelled = (name: string, short: string) => videos.find((f) => f.label === name || f.label.includes(short));
  const student = labelled(LIVE_STREAM_NAMES.student, "学生");
  const teacher = labelled(LIVE_STREAM_NAMES.teacher, "教师");
  const first = videos[0]?.fileId ?? null;
  if (videos.length === 1) return { student: first, teacher: first };
  return { student: student?.fileId ?? first, teacher: teacher?.fileId ?? (student ? null : first) };
}

export class LessonRuns {
  /** Runs in flight in this process, aborted by cancel. */
  private readonly inFlight = new Map<number, AbortController>();

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    readonly pipeline: PipelineDeps,
    private readonly settings: () => Promise<ClassroomSettings>,
  ) {
    jobs.register(CLASSROOM_JOB, async (payload, ctx) => {
      const analysisId = Number(payload.analysisId);
      const runToken = String(payload.runToken);
      try {
        await this.runJob(analysisId, runToken, ctx.signal);
      } catch (err) {
        // The queue retries the job; after its last attempt nothing would run it again, and the
        // lesson would show queued or running for ever: it ends as failed with the reason. A
        // shutdown gives the job back (the next start resumes it), so that is no failure.
        if (!ctx.signal.aborted && ctx.job.attempts >= ctx.job.maxAttempts) {
          await q
            .failRun(this.db, analysisId, runToken, `分析失败：${reasonOf(err)}`)
            .catch((e) => this.pipeline.ports.log?.(`classroom analysis ${analysisId}: marking failed`, e));
        }
        throw err;
      }
    });
  }

  private async runJob(analysisId: number, runToken: string, jobSignal: AbortSignal): Promise<void> {
    // Off: no job runs (the switch cancelled the runs; one queued by the seed meanwhile waits no more).
    if (!(await this.settings()).enabled) {
      await q.cancelRun(this.db, analysisId);
      return;
    }
    const cancel = new AbortController();
    this.inFlight.set(analysisId, cancel);
    try {
      await runAnalysis(this.pipeline, { analysisId, runToken }, jobSignal, cancel.signal);
    } finally {
      if (this.inFlight.get(analysisId) === cancel) this.inFlight.delete(analysisId);
    }
  }

  /**
   * A recording with the live it came from (teacher, classes, course, start), else the course
   * section it is used in; null when the resource is gone.
   */
  async source(resourceId: number): Promise<LessonFacts | null> {
    const { ports } = this.pipeline;
    const rec = await ports.recordings.one(resourceId);
    if (!rec) return null;
    const [lives, place, stored] = await Promise.all([
      ports.lives.ofRecordings([resourceId]),
      ports.courses.placeOf(resourceId),
      ports.files.many(rec.files.map((f) => f.fileId)),
    ]);
    const live = lives.get(resourceId) ?? null;
    const courseId = live?.courseId ?? place?.courseId ?? null;
    const course = courseId ? (await ports.courses.orgTerms([courseId])).get(courseId) : undefined;
    const kinds = new Map(stored.map((f) => [f.id, f.kind]));
    return {
      resourceId,
      title: rec.title,
      type: rec.type,
      ownerId: rec.ownerId,
      orgId: rec.orgId,
      termId: rec.termId,
      createdAt: rec.createdAt,
      files: rec.files.flatMap((f) => {
        const kind = kinds.get(f.fileId);
        return kind === undefined ? [] : [{ fileId: f.fileId, label: f.label, kind }];
      }),
      liveId: live?.id ?? null,
      liveTeacherId: live?.teacherId ?? null,
      liveAt: live?.at ?? null,
      liveClassIds: live?.classIds ?? null,
      courseId,
      sectionId: live?.sectionId ?? place?.sectionId ?? null,
      courseOrgId: course?.orgId ?? null,
      courseTermId: course?.termId ?? null,
    };
  }

  /**
   * The classes whose students a lesson expects: the live's own classes; otherwise the course's
   * class when the course has exactly one. A course taken by several classes does not say which
   * one sat this lesson, so there is no class list (no expected attendance, no attendance warning)
   * rather than the sum of every class.
   */
  private async classIdsOf(src: LessonFacts): Promise<number[]> {
    if (src.liveClassIds?.length) return src.liveClassIds;
    if (!src.courseId) return [];
    const ids = await this.pipeline.ports.courses.classIds(src.courseId);
    return ids.length === 1 ? ids : [];
  }

  /**
   * Queues (or re-queues) the analysis of a recording; 409 while it is queued or running. The
   * claim, dropping the previous run's warnings and the job are one transaction: a re-run starts
   * clean, and a failed enqueue leaves the lesson as it was instead of queued for ever.
   */
  async queue(resourceId: number, requestedBy: number | null, known?: LessonFacts): Promise<AnalysisRecord> {
    const src = known ?? (await this.source(resourceId));
    if (!src) throw notFound("课堂录像不存在或已被删除");
    if (!LESSON_TYPES.includes(src.type)) throw badRequest(NOT_A_LESSON_TEXT);
    const cams = cameras(src.files);
    if (!cams.student) throw notFound("该资源没有可分析的视频文件");
    const settings = await this.settings();
    const courseId = src.courseId;
    const classIds = await this.classIdsOf(src);
    const runToken = randomBytes(12).toString("hex");
    const lessonAt = src.liveAt ?? src.createdAt;
    const values: q.NewAnalysis = {
      resourceId,
      source: (src.liveId ? "live" : "resource") as LessonSource,
      liveId: src.liveId,
      teacherId: lessonTeacher(src),
      courseId,
      sectionId: src.sectionId,
      classIds,
      orgId: src.courseOrgId ?? src.orgId,
      // The term the lesson was held in (a course may run across terms), as AI research counts it.
      termId:
        termOf(schoolDay(lessonAt), await this.pipeline.ports.names.terms(), src.courseTermId ?? src.termId) || null,
      title: src.title.slice(0, 200),
      lessonAt,
      duration: 0,
      status: "queued",
      progress: 0,
      stage: "排队中",
      runToken,
      requestedBy,
      studentFileId: cams.student,
      teacherFileId: cams.teacher,
      settings: {
        studentEverySec: settings.studentEverySec,
        teacherEverySec: settings.teacherEverySec,
        bodyEverySec: settings.bodyEverySec,
        st: settings.st,
      },
    };
    const queued = await this.db
      .transaction(async (tx) => {
        const row = await q.claimRun(tx, values);
        if (!row) return null;
        const jobId = await this.jobs.enqueue(
          CLASSROOM_JOB,
          { analysisId: row.id, runToken },
          { ownerId: requestedBy ?? undefined, maxAttempts: 3 },
          tx,
        );
        await q.setJob(tx, row.id, runToken, jobId);
        return { ...row, jobId };
      })
      .catch((err: unknown) => {
        this.pipeline.ports.log?.(`classroom analysis of resource ${resourceId}: queueing failed`, err);
        throw new AppError(503, "分析任务排队失败，请稍后重试");
      });
    if (!queued) throw conflict(RUNNING_TEXT);
    return queued;
  }

  /**
   * Recordings deleted (the resource module's hook): their runs stop and their analyses go with
   * their samples, warnings and FIAS codings, and the sampled frames leave storage. A run in
   * another process stops at its next step (its row is gone; its sample inserts are refused).
   */
  async forget(resourceIds: number[]): Promise<void> {
    const rows = await q.analysesOfResources(this.db, resourceIds);
    if (!rows.length) return;
    for (const r of rows) this.inFlight.get(r.id)?.abort();
    const keys = await q.deleteAnalyses(
      this.db,
      rows.map((r) => r.id),
    );
    const { storage } = this.pipeline.ports.files;
    for (const key of keys) await storage.remove(key).catch(() => {});
  }

  async cancel(row: AnalysisRecord): Promise<AnalysisRecord> {
    const cancelled = await q.cancelRun(this.db, row.id);
    if (!cancelled) return (await q.findAnalysis(this.db, row.id)) ?? row;
    this.inFlight.get(row.id)?.abort();
    return cancelled;
  }

  /** The switch turned off: every run stops. */
  async cancelAll(): Promise<void> {
    await q.cancelAllActive(this.db);
    for (const c of this.inFlight.values()) c.abort();
  }

  async candidates(
    input: { pageNo: number; pageSize: number; keyword?: string },
    user: Principal,
    names: (ids: number[]) => Promise<Map<number, { realName: string }>>,
  ): Promise<{ list: LessonCandidate[]; count: number }> {
    const { ports } = this.pipeline;
    // A teacher's lessons: the recordings they own and those of the lives they held.
    const teacherId = seesAll(user) ? null : user.userId;
    const alsoIds = teacherId === null ? [] : await ports.lives.recordingsOf(teacherId);
    const { rows, count } = await ports.recordings.page(
      { ownerId: teacherId, alsoIds, keyword: input.keyword },
      { pageNo: input.pageNo, pageSize: input.pageSize },
    );
    const ids = rows.map((r) => r.resourceId);
    const [analyses, lives] = await Promise.all([q.analysesOfResources(this.db, ids), ports.lives.ofRecordings(ids)]);
    const existing = new Map(analyses.map((a) => [a.resourceId, a]));
    const teacherOf = (r: { resourceId: number; ownerId: number }) => lives.get(r.resourceId)?.teacherId ?? r.ownerId;
    const who = await names(rows.map(teacherOf));
    return {
      count,
      list: rows.map((r) => {
        const a = existing.get(r.resourceId);
        return {
          resourceId: r.resourceId,
          title: r.title,
          teacherName: who.get(teacherOf(r))?.realName ?? "",
          source: lives.has(r.resourceId) ? "live" : "resource",
          duration: r.duration ?? 0,
          createdAt: r.createdAt.toISOString(),
          analysisId: a?.id ?? null,
          status: (a?.status as LessonCandidate["status"]) ?? null,
          // As run() decides: the analysis' teacher once there is one, else the lesson's.
          canRun: runRefusal(user, { teacherId: a?.teacherId ?? teacherOf(r) }) === null,
        };
      }),
    };
  }
}
