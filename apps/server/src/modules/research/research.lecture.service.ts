import {
  type LectureChoices,
  type LectureDetail,
  type LectureEvaluateInput,
  type LectureEvaluationItem,
  type LectureItem,
  type LectureKind,
  type LectureListInput,
  type LectureSaveInput,
  type LectureStatus,
  type MyLectureListInput,
  scoreEvaluation,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { evaluatorRefusal } from "./research.access.js";
import * as iq from "./research.interaction.queries.js";
import * as lq from "./research.lecture.queries.js";
import type { LectureLive, ResearchDeps } from "./research.ports.js";

const NOT_STARTED = "直播说课尚未开始，开始后可评价";

/** How many recent lives and videos the lecture form offers to bind. */
const MEDIA_CHOICES = 100;

/**
 * The lecture centre (说课): lists grouped by subject and term, the detail that plays the live or
 * the recording, one evaluation per peer or judge scored with the lecture's template, and the
 * back office (业务管理 › 说课管理).
 */
export class LectureService {
  constructor(
    private readonly db: Db,
    private readonly deps: ResearchDeps,
  ) {}

  async list(input: LectureListInput) {
    const { rows, count } = await lq.pageLectures(this.db, input);
    return { count, list: await this.items(rows) };
  }

  async mine(input: MyLectureListInput, user: Principal) {
    const { rows, count } = await lq.pageOfUser(this.db, input, user.userId, input.scope);
    return { count, list: await this.items(rows) };
  }

  async detail(id: number, viewer: Principal | null, viewerKey: string): Promise<LectureDetail> {
    const row = await lq.findLecture(this.db, id);
    if (!row) throw notFound("说课不存在");
    const [item] = await this.items([row]);
    const lecture = item as LectureItem;
    let status: LectureStatus = "none";
    let startTime: string | null = null;
    let streams: LectureDetail["streams"] = [];
    let videos: LectureDetail["videos"] = [];
    if (row.kind === "live" && row.liveId) {
      const live: LectureLive | null = await this.deps.media.live(row.liveId, viewer, viewerKey);
      if (live) {
        startTime = live.startTime;
        streams = live.streams;
        videos = live.videos;
        status = live.status === 1 ? "upcoming" : live.status === 2 ? "live" : videos.length ? "record" : "none";
      }
    } else if (row.resourceId) {
      const video = await this.deps.media.video(row.resourceId, viewer);
      videos = video?.videos ?? [];
      status = videos.length ? "record" : "none";
    }
    const evaluations = await lq.evaluationsOf(this.db, id);
    const names = await this.deps.users.names(evaluations.map((e) => e.evaluatorId));
    const present = (e: lq.LectureEvaluationRow): LectureEvaluationItem => ({
      id: e.id,
      evaluatorId: e.evaluatorId,
      evaluatorName: names.get(e.evaluatorId)?.realName ?? "",
      total: e.score10 / 10,
      level: e.level,
      comment: e.comment,
      createdAt: e.createdAt.toISOString(),
    });
    const own = viewer ? evaluations.find((e) => e.evaluatorId === viewer.userId) : undefined;
    const refusal = viewer
      ? (evaluatorRefusal(viewer, row.teacherId, Boolean(own)) ?? (status === "upcoming" ? NOT_STARTED : null))
      : null;
    let form: LectureDetail["form"] = null;
    try {
      form = (await this.deps.templates.formFor(row.templateId)).form;
    } catch {
      form = own?.form ?? null;
    }
    return {
      ...lecture,
      status,
      startTime,
      streams,
      videos,
      form: own?.form ?? form,
      evaluations: evaluations.map(present),
      mine: own ? { ...present(own), marks: own.marks } : null,
      canEvaluate: Boolean(viewer) && !refusal && form !== null,
      cannotEvaluate: viewer ? (refusal ?? (form ? null : "评价模板尚未设置评价指标")) : null,
    };
  }

  /** One evaluation per evaluator, every item marked, scored with the template's form as it is now. */
  async evaluate(input: LectureEvaluateInput, user: Principal) {
    const row = await lq.findLecture(this.db, input.id);
    if (!row) throw notFound("说课不存在");
    const already = (await lq.evaluationsOf(this.db, row.id)).some((e) => e.evaluatorId === user.userId);
    const refusal = evaluatorRefusal(user, row.teacherId, already);
    if (refusal && already) throw conflict(refusal);
    if (refusal) throw forbidden(refusal);
    if (row.kind === "live" && row.liveId) {
      const live = await this.deps.media.live(row.liveId, user, `u:${user.userId}`);
      if (live?.status === 1) throw badRequest(`参数 id：${NOT_STARTED}`);
    }
    const { form } = await this.deps.templates.formFor(row.templateId);
    const score = scoreEvaluation(form, input.marks);
    const [bad] = Object.values(score.invalid);
    if (bad) throw badRequest(`参数 marks：${bad}`);
    if (score.missing.length) throw badRequest(`参数 marks：还有${score.missing.length}项未评分`);
    const comment = await filteredField(this.deps.text, "comment", input.comment);
    const done = await lq.insertEvaluation(this.db, {
      lectureId: row.id,
      evaluatorId: user.userId,
      form,
      marks: input.marks,
      score10: Math.round(score.total * 10),
      level: score.level,
      comment,
    });
    if (!done) throw conflict("您已评价过该说课");
    return { total: score.total, level: score.level };
  }

  /* ---------- back office ---------- */

  async save(input: LectureSaveInput, user: Principal): Promise<{ id: number }> {
    if (!(await this.deps.users.isTeacher(input.teacherId))) throw badRequest("参数 teacherId：说课教师须为教师账号");
    if (!(await iq.findSubject(this.db, input.subjectId))) throw badRequest("参数 subjectId：教研学科不存在");
    if (!(await this.deps.terms.names()).has(input.termId)) throw badRequest("参数 termId：学期不存在");
    await this.deps.templates.formFor(input.templateId).catch((err: unknown) => {
      throw badRequest(
        `参数 templateId：${err instanceof Error ? err.message.replace(/^参数 templateId：/, "") : "评价模板不存在"}`,
      );
    });
    const kind: LectureKind = input.kind;
    const found =
      kind === "live"
        ? await this.deps.media.liveExists(input.liveId as number, user)
        : await this.deps.media.videoExists(input.resourceId as number, user);
    if (!found)
      throw kind === "live" ? badRequest("参数 liveId：直播不存在") : badRequest("参数 resourceId：说课视频不存在");
    const values: lq.LectureWrite = {
      title: await filteredField(this.deps.text, "title", input.title),
      teacherId: input.teacherId,
      subjectId: input.subjectId,
      termId: input.termId,
      kind,
      liveId: kind === "live" ? (input.liveId ?? null) : null,
      resourceId: kind === "recorded" ? (input.resourceId ?? null) : null,
      templateId: input.templateId,
      intro: input.intro ? await filteredField(this.deps.text, "intro", input.intro) : null,
    };
    if (!input.id) return { id: await lq.insertLecture(this.db, values) };
    if (!(await lq.updateLecture(this.db, input.id, values))) throw notFound("说课不存在");
    return { id: input.id };
  }

  async remove(ids: number[]) {
    return { deleted: await lq.deleteLectures(this.db, ids) };
  }

  async choices(viewer: Principal): Promise<LectureChoices> {
    const [media, templates] = await Promise.all([
      this.deps.media.choices(viewer, MEDIA_CHOICES),
      this.deps.templates.ready(),
    ]);
    return { ...media, templates };
  }

  private async items(rows: lq.LectureRow[]): Promise<LectureItem[]> {
    const [names, terms, templates] = await Promise.all([
      this.deps.users.names([...new Set(rows.map((r) => r.teacherId))]),
      this.deps.terms.names(),
      this.deps.templates.names([...new Set(rows.map((r) => r.templateId))]),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      teacherId: r.teacherId,
      teacherName: names.get(r.teacherId)?.realName ?? "",
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      termId: r.termId,
      termName: terms.get(r.termId) ?? "",
      kind: r.kind as LectureKind,
      liveId: r.liveId,
      resourceId: r.resourceId,
      templateId: r.templateId,
      templateName: templates.get(r.templateId) ?? "",
      intro: r.intro ?? "",
      evaluationCount: r.evaluationCount,
      averageScore: r.score10Avg === null ? null : r.score10Avg / 10,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
