import type {
  AnalysisDetail,
  AnalysisFrames,
  AnalysisFramesInput,
  AnalysisList,
  AnalysisListInput,
  AnalysisOptions,
  AnalysisOptionsInput,
  AnalysisRow,
  ClassroomSettings,
  FiasResult,
  FiasSaveInput,
  FrameAnalysis,
  LessonCandidatesInput,
  MyAnalysisTrend,
  TeachingType,
  WarningStats,
  WarningStatsInput,
} from "@otp/contract";
import { fiasAnalysis, fiasPrefill, TEACHING_TYPES } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import type { JobQueue } from "../../platform/jobs/queue.js";
import {
  codeRefusal,
  frameRefusal,
  listScope,
  REFUSAL_TEXT,
  type Refusal,
  runRefusal,
  userRefusal,
  viewRefusal,
} from "./classroom.access.js";
import { LessonRuns, lessonTeacher } from "./classroom.lessons.js";
import { ClassroomLive } from "./classroom.live.js";
import type { ClassroomPorts } from "./classroom.ports.js";
import { type Names, toFrame, toRow, toWarning } from "./classroom.present.js";
import * as q from "./classroom.queries.js";
import { factContext } from "./classroom.research.service.js";
import { ClassroomSettingsStore, NOTIFY_SCREENS } from "./classroom.settings.js";
import { ClassroomWarnings } from "./classroom.warnings.js";

export const FEATURE_OFF = "AI课堂分析功能已关闭";
/**
 * AI classroom analysis (issue 24): lessons, their runs on the classroom queue, reports, FIAS
 * coding, warnings, the patrol wall's live counts and the school's settings. Every call but the
 * settings answers 403 while the school's switch is off.
 */
export class ClassroomService {
  readonly settingsStore: ClassroomSettingsStore;
  readonly runs: LessonRuns;
  readonly live: ClassroomLive;
  readonly warnings: ClassroomWarnings;

  constructor(
    private readonly db: Db,
    private readonly ports: ClassroomPorts,
    readonly jobs: JobQueue,
  ) {
    this.settingsStore = new ClassroomSettingsStore(db);
    const settings = () => this.settingsStore.get();
    this.warnings = new ClassroomWarnings(db, ports, (r) => this.names(r));
    this.runs = new LessonRuns(
      db,
      jobs,
      {
        db,
        ports,
        settings,
        onWarnings: async (a, w) => this.warnings.notify(a, w, (await settings()).notifyScreen),
        factContext: (teacherId) => factContext(ports, teacherId),
      },
      settings,
    );
    this.live = new ClassroomLive(db, ports, settings);
  }

  /** 403 while the school has the feature off. */
  async assertOn(): Promise<void> {
    if (!(await this.settingsStore.get()).enabled) throw forbidden(FEATURE_OFF);
  }

  /** Every call but the settings: the feature on, and the caller allowed by `rule` (never a student). */
  private async guard(user: Principal, rule: (u: Principal) => Refusal = userRefusal): Promise<void> {
    await this.assertOn();
    const refusal = rule(user);
    if (refusal) throw forbidden(REFUSAL_TEXT[refusal]);
  }

  private async names(r: { teacherIds?: number[]; courseIds?: number[]; classIds?: number[] }): Promise<Names> {
    const [users, courses, orgs, terms, classes] = await Promise.all([
      this.ports.names.users([...new Set(r.teacherIds ?? [])]),
      this.ports.names.courses([...new Set(r.courseIds ?? [])]),
      this.ports.names.orgs(),
      this.ports.names.terms(),
      this.ports.names.classes(),
    ]);
    return {
      users,
      courses,
      orgs: new Map(orgs.map((o) => [o.id, o.name])),
      terms: new Map(terms.map((t) => [t.id, t.name])),
      classes: new Map(classes.map((c) => [c.id, c.name])),
    };
  }

  /** Rows as the caller sees them (`canRun` from the access policy; no caller: the seed, false). */
  private async rows(
    records: q.AnalysisRecord[],
    user: Principal | null,
    counts?: Map<number, number>,
  ): Promise<AnalysisRow[]> {
    const names = await this.names({
      teacherIds: records.map((r) => r.teacherId),
      courseIds: records.flatMap((r) => (r.courseId ? [r.courseId] : [])),
    });
    const warningCounts =
      counts ??
      (await q.warningCounts(
        this.db,
        records.map((r) => r.id),
      ));
    return records.map((r) => toRow(r, names, warningCounts.get(r.id) ?? 0, !!user && !runRefusal(user, r)));
  }

  /** The lesson's row if the caller may see it (404 unknown, 403 someone else's). */
  private async visible(id: number, user: Principal, rule = viewRefusal): Promise<q.AnalysisRecord> {
    const row = await q.findAnalysis(this.db, id);
    if (!row) throw notFound("课堂分析不存在");
    const refusal = rule(user, row);
    if (refusal) throw forbidden(REFUSAL_TEXT[refusal]);
    return row;
  }

  /* ---------- lists ---------- */
  async list(input: AnalysisListInput, user: Principal): Promise<AnalysisList> {
    await this.guard(user);
    const scope = listScope(user, input.mine);
    const page = await q.analysisPage(this.db, input, {
      teacherId: scope ? scope.teacherId : input.teacherId,
      orgId: input.orgId,
      termId: input.termId,
      courseId: input.courseId,
      sectionId: input.sectionId,
      classId: input.classId,
      status: input.status,
      keyword: input.keyword,
    });
    const counts = new Map(page.rows.map((r) => [r.row.id, r.warningCount]));
    return {
      count: page.count,
      list: await this.rows(
        page.rows.map((r) => r.row),
        user,
        counts,
      ),
    };
  }

  async options(input: AnalysisOptionsInput, user: Principal): Promise<AnalysisOptions> {
    await this.guard(user);
    const scope = listScope(user, false);
    const rows = await q.analysesWhere(this.db, {
      teacherId: scope?.teacherId,
      orgId: input.orgId,
      termId: input.termId,
    });
    const courseIds = [...new Set(rows.flatMap((r) => (r.courseId ? [r.courseId] : [])))];
    const sectionIds = [...new Set(rows.flatMap((r) => (r.sectionId ? [r.sectionId] : [])))];
    const classIds = new Set(rows.flatMap((r) => r.classIds));
    const [names, sections, orgs, terms, classes] = await Promise.all([
      this.names({ teacherIds: rows.map((r) => r.teacherId), courseIds }),
      this.ports.names.sections(sectionIds),
      this.ports.names.orgs(),
      this.ports.names.terms(),
      this.ports.names.classes(input.orgId),
    ]);
    const teacherIds = [...new Set(rows.map((r) => r.teacherId))];
    return {
      orgs: orgs.map((o) => ({ id: o.id, name: o.name })),
      terms: terms.map((t) => ({ id: t.id, name: t.name })),
      courses: courseIds.map((id) => ({ id, name: names.courses.get(id) ?? "" })),
      teachers: teacherIds.map((id) => ({ id, name: names.users.get(id)?.realName ?? "" })),
      sections: sections.map((s) => ({ id: s.id, name: s.title, courseId: s.courseId })),
      classes: classes.filter((c) => classIds.has(c.id)).map((c) => ({ id: c.id, name: c.name })),
    };
  }

  async candidates(input: LessonCandidatesInput, user: Principal) {
    await this.guard(user);
    return this.runs.candidates(input, user, (ids) => this.ports.names.users(ids));
  }

  /* ---------- runs ---------- */

  /** Queues a lesson without an access check (the demo seed, and run() after its checks for `user`). */
  async queue(resourceId: number, requestedBy: number | null, user: Principal | null = null): Promise<AnalysisRow> {
    const [row] = await this.rows([await this.runs.queue(resourceId, requestedBy)], user);
    return row as AnalysisRow;
  }

  /** Analyses a recording: its row's runners, else the lesson's teacher (not the owner of another's live) or the screen's holders. */
  async run(resourceId: number, user: Principal): Promise<AnalysisRow> {
    await this.guard(user);
    const src = await this.runs.source(resourceId);
    if (!src) throw notFound("课堂录像不存在或已被删除");
    const existing = (await q.analysesOfResources(this.db, [resourceId]))[0];
    if (existing) await this.visible(existing.id, user, runRefusal);
    else {
      const refusal = runRefusal(user, { teacherId: lessonTeacher(src) });
      if (refusal) throw forbidden(REFUSAL_TEXT[refusal]);
    }
    const [row] = await this.rows([await this.runs.queue(resourceId, user.userId, src)], user);
    return row as AnalysisRow;
  }

  /** The resource module's deletion hook: deleted recordings take their analyses with them. */
  forgetResources(resourceIds: number[]): Promise<void> {
    return this.runs.forget(resourceIds);
  }

  async cancel(id: number, user: Principal): Promise<AnalysisRow> {
    await this.guard(user);
    const row = await this.visible(id, user, runRefusal);
    const [out] = await this.rows([await this.runs.cancel(row)], user);
    return out as AnalysisRow;
  }

  /** Tests and the seed: runs every queued classroom job now, in this process. */
  drainForTests(): Promise<number> {
    return this.jobs.drain();
  }

  /* ---------- one lesson ---------- */

  async detail(id: number, user: Principal): Promise<AnalysisDetail> {
    await this.guard(user);
    const row = await this.visible(id, user);
    const [base] = await this.rows([row], user);
    const [warnings, fias, settings] = await Promise.all([
      // Only a done analysis has warnings (a re-run, cancelled or failed one shows none).
      row.status === "done" ? q.warningsOf(this.db, id) : [],
      this.fiasOf(row, user),
      this.settingsStore.get(),
    ]);
    const used = row.settings ?? settings;
    return {
      ...(base as AnalysisRow),
      media: { studentFileId: row.studentFileId, teacherFileId: row.teacherFileId },
      measures: row.status === "done" ? row.measures : null,
      warnings: warnings.map(toWarning),
      fias,
      settings: {
        studentEverySec: used.studentEverySec,
        teacherEverySec: used.teacherEverySec,
        // Runs queued before the setting existed analysed bodies on every student frame.
        bodyEverySec: used.bodyEverySec ?? used.studentEverySec,
        st: used.st,
      },
    };
  }

  private async fiasOf(row: q.AnalysisRecord, user: Principal): Promise<AnalysisDetail["fias"]> {
    const saved = await q.findFias(this.db, row.id, user.userId);
    if (saved) {
      return {
        ...fiasAnalysis(saved.codes),
        savedAt: saved.updatedAt.toISOString(),
        coderName: user.realName,
        prefilled: false,
      };
    }
    const m = row.status === "done" ? row.measures : null;
    const codes = m?.audio.hasAudio ? fiasPrefill(m.audio.segments, m.duration) : [];
    return { ...fiasAnalysis(codes), savedAt: null, coderName: null, prefilled: codes.length > 0 };
  }

  async frames(input: AnalysisFramesInput, user: Principal): Promise<AnalysisFrames> {
    await this.guard(user);
    const row = await this.visible(input.id, user);
    const page = await q.framePage(this.db, input, row.id, row.runToken, input.camera);
    return { count: page.count, list: page.rows.map(toFrame) };
  }

  /** A sampled JPEG (only while kept: PIPL retention), for those who may see the lesson. */
  async frameImage(id: number, sampleId: number, user: Principal): Promise<Buffer> {
    await this.guard(user);
    const row = await this.visible(id, user);
    const sample = await q.findSample(this.db, row.id, sampleId);
    if (!sample) throw notFound("抽帧不存在");
    if (!sample.frameKey) throw notFound("该抽帧已超过保留期限被删除");
    const chunks: Buffer[] = [];
    try {
      for await (const c of this.ports.files.storage.open(sample.frameKey)) chunks.push(c as Buffer);
    } catch {
      throw notFound("抽帧图片已被删除");
    }
    return Buffer.concat(chunks);
  }

  async saveFias(input: FiasSaveInput, user: Principal): Promise<FiasResult & { savedAt: string }> {
    await this.guard(user);
    const row = await this.visible(input.id, user, codeRefusal);
    const saved = await q.saveFias(this.db, row.id, user.userId, input.codes);
    return { ...fiasAnalysis(input.codes), savedAt: (saved?.updatedAt ?? new Date()).toISOString() };
  }

  async report(id: number, user: Principal): Promise<{ name: string; bytes: Buffer }> {
    const detail = await this.detail(id, user);
    if (detail.status !== "done") throw notFound("该课堂尚未完成分析，暂无报告");
    return { name: `课堂分析报告-${detail.title}.pdf`, bytes: await this.ports.renderPdf(detail) };
  }

  async mine(termId: number | undefined, user: Principal): Promise<MyAnalysisTrend> {
    await this.guard(user);
    const rows = await q.analysesWhere(this.db, { teacherId: user.userId, termId, done: true });
    const shaped = await this.rows(rows, user);
    const types = new Map<TeachingType, number>(TEACHING_TYPES.map((t) => [t, 0]));
    for (const r of shaped) if (r.teachingType) types.set(r.teachingType, (types.get(r.teachingType) ?? 0) + 1);
    return {
      lessons: shaped.map((r, i) => ({
        id: r.id,
        title: r.title,
        lessonAt: r.lessonAt,
        attendanceRate: r.attendanceRate,
        headUpRate: r.headUpRate,
        concentration: r.concentration,
        lectureShare: r.lectureShare,
        teachingType: r.teachingType,
        rt: rows[i]?.measures?.st?.rt ?? null,
        ch: rows[i]?.measures?.st?.ch ?? null,
      })),
      types: [...types].map(([type, count]) => ({ type, count })),
    };
  }

  /**
   * One picture analysed at once (the patrol wall, checking the model). `read` reads the upload,
   * called only once the caller passed the checks (a refused call never has its body read).
   */
  async analyseFrame(user: Principal, read: () => Promise<Buffer>): Promise<FrameAnalysis> {
    // The patrol wall's people and the screen's holders; checked before the upload is read.
    await this.guard(user, frameRefusal);
    const bytes = await read();
    const r = await this.ports.vision().analyseStudents(bytes);
    return {
      faceCount: r.faces.length,
      faces: r.faces.map((f) => ({ box: f.box, score: f.score, headUp: f.headUp })),
      handsUp: r.persons.filter((p) => p.handUp).length,
      standing: r.persons.filter((p) => p.standing).length,
      ms: r.ms,
    };
  }

  async warningStats(input: WarningStatsInput, user: Principal): Promise<WarningStats> {
    await this.guard(user);
    return this.warnings.stats(input, user);
  }

  async warningExport(input: WarningStatsInput, user: Principal): Promise<Buffer> {
    await this.guard(user);
    return this.warnings.export(input, user);
  }

  async liveHeadUp(liveIds: number[], user: Principal) {
    await this.guard(user);
    return this.live.headUp(liveIds, user);
  }

  /* ---------- settings ---------- */

  async settings(): Promise<ClassroomSettings & { screens: Array<{ code: string; title: string }> }> {
    return { ...(await this.settingsStore.get()), screens: NOTIFY_SCREENS };
  }

  async saveSettings(input: ClassroomSettings): Promise<ClassroomSettings> {
    const saved = await this.settingsStore.save(input);
    // Off: every run stops at once (no job runs while off).
    if (!saved.enabled) await this.runs.cancelAll();
    return saved;
  }

  /** Ends the engines' workers (app close). */
  closeEngines(): Promise<void> {
    return this.ports.close();
  }

  /** Starts the classroom queue's worker and the live timers (main.ts); returns the stop function. */
  async start(workers: number): Promise<() => Promise<void>> {
    if (workers > 0) await this.jobs.start();
    const stopLive = this.live.start(workers > 0);
    return async () => {
      stopLive();
      await this.jobs.stop();
      await this.ports.close();
    };
  }
}
