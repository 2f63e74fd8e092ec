import { timingSafeEqual } from "node:crypto";
import {
  type EvaluationForm,
  type MeetingDetail,
  type MeetingEvaluateInput,
  type MeetingEvaluationItem,
  type MeetingItem,
  type MeetingSaveInput,
  type MeetingState,
  type SeminarKind,
  type SeminarReport,
  type SeminarResourceAddInput,
  type SeminarTask,
  scoreEvaluation,
  type VenueState,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import {
  canEditSeminar,
  isResearcher,
  meetingEvaluationRefusal,
  meetingStateOf,
  RESEARCHERS_ONLY,
} from "./research.access.js";
import * as mq from "./research.meeting.queries.js";
import type { MeetingMedia, ResearchDeps } from "./research.ports.js";
import * as q from "./research.seminar.queries.js";

/** A terminal may push this long before its meeting starts (setting up the classroom). */
const TERMINAL_EARLY_MS = 30 * 60_000;

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The venue's name as its stream and recording are labelled. */
const venueLabel = (v: { placeName: string; orgName: string }) => `${v.placeName}（${v.orgName}）`;

/** Times as the school reads them (China time), e.g. 3月5日 09:00. */
function schoolTime(d: Date): string {
  const part = (type: string) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Shanghai",
      month: "numeric",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(d)
      .find((p) => p.type === type)?.value ?? "";
  return `${part("month")}月${part("day")}日 ${part("hour")}:${part("minute")}`;
}

/** The 409's message: which place is taken, by which meeting, when. */
const clashMessage = (c: mq.Clash) =>
  `会场「${c.placeName}」在该时段已被预订：「${c.seminarTitle}」的会议「${c.meetingTitle}」` +
  `（${schoolTime(c.startAt)} 至 ${schoolTime(c.endAt)}），同一场所及其终端的会议时间不能重叠`;

/**
 * Seminar meetings: created by the seminar's host (or a manager) as one live with a stream per
 * venue; terminals' pushes are routed to their venue's stream; the detail shows the venues'
 * streams or recordings, the participants' evaluations with the seminar's standard, and records
 * who attended while it was live.
 */
export class MeetingService {
  constructor(
    private readonly db: Db,
    private readonly deps: ResearchDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async save(input: MeetingSaveInput, user: Principal): Promise<{ id: number; liveId: number }> {
    const seminar = await q.find(this.db, input.seminarId);
    if (!seminar) throw notFound("教研活动不存在");
    if (!canEditSeminar(user, seminar)) throw forbidden("只有主持人和管理员可以安排会议");
    const startAt = new Date(input.startAt);
    const endAt = new Date(input.endAt);
    if (endAt <= this.clock()) throw badRequest("参数 endAt：结束时间须晚于当前时间");
    const ids = [input.mainPlaceId, ...input.branchPlaceIds];
    const places = new Map((await mq.placesWithTerminals(this.db, ids)).map((p) => [p.id, p]));
    const venues = ids.map((id, i) => {
      const field = i === 0 ? "mainPlaceId" : "branchPlaceIds";
      const p = places.get(id);
      if (!p) throw badRequest(`参数 ${field}：场所 ${id} 不存在`);
      if (!p.terminalId || p.terminalState !== "enabled")
        throw badRequest(`参数 ${field}：会场「${p.name}」没有可用的终端，请先在场所管理中配置终端`);
      return p;
    });
    const title = await filteredField(this.deps.text, "title", input.title);
    // A place (and its terminal) holds one meeting at a time: refuse before making the live.
    const taken = await mq.firstClash(this.db, ids, startAt, endAt);
    if (taken) throw conflict(clashMessage(taken));
    const live = await this.deps.live.createMeetingLive({
      name: `${seminar.title}·${title}`.slice(0, 100),
      teacherId: seminar.hostId,
      startAt,
      endAt,
      venues: venues.map((v) => venueLabel({ placeName: v.name, orgName: v.orgName })),
    });
    const booked = await mq.insertMeeting(
      this.db,
      { seminarId: seminar.id, title, startAt, endAt, liveId: live.id, createdBy: user.userId },
      venues.map((v, i) => ({ placeId: v.id, streamKind: live.kinds[i] as string, main: i === 0 })),
    );
    if ("clash" in booked) {
      // Another booking of a place won the race meanwhile: its live is withdrawn, nothing stays.
      await this.deps.live.discardMeetingLive(live.id);
      throw conflict(clashMessage(booked.clash));
    }
    return { id: booked.id, liveId: live.id };
  }

  /** Places a venue may be chosen from; those without an enabled terminal are offered disabled. */
  async placeOptions() {
    return (await mq.placeOptions(this.db)).map((p) => ({
      id: p.id,
      name: `${p.name}（${p.orgName}）`,
      ready: p.terminalState === "enabled",
    }));
  }

  /** A seminar's meetings in time order (the seminar page and the editor). */
  async list(seminarId: number): Promise<MeetingItem[]> {
    const rows = await mq.ofSeminar(this.db, seminarId);
    const venues = await mq.venuesOf(
      this.db,
      rows.map((r) => r.id),
    );
    const now = this.clock();
    const out: MeetingItem[] = [];
    for (const r of rows) {
      const media = await this.deps.live.meetingMedia(r.liveId, null, "list");
      out.push({
        ...this.card(r, media, now),
        venues: venues
          .filter((v) => v.meetingId === r.id)
          .map((v) => ({ placeId: v.placeId, placeName: v.placeName, orgName: v.orgName, main: v.main })),
      });
    }
    return out;
  }

  private card(r: mq.MeetingRow, media: MeetingMedia | null, now: Date) {
    return {
      id: r.id,
      seminarId: r.seminarId,
      title: r.title,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      state: meetingStateOf(media?.status ?? 1, r.endAt, now) as MeetingState,
      liveId: r.liveId,
    };
  }

  /** /api/c/meeting/detail: a signed-in viewer opening it while live is recorded as attending. */
  async detail(id: number, viewer: Principal | null, viewerKey: string): Promise<MeetingDetail> {
    const row = await mq.find(this.db, id);
    if (!row) throw notFound("会议不存在");
    const seminar = (await q.find(this.db, row.seminarId)) as q.SeminarRow;
    const media = await this.deps.live.meetingMedia(row.liveId, viewer, viewerKey);
    const now = this.clock();
    const card = this.card(row, media, now);
    // Attendance is teachers' (the report's facts); a student watching is not an attendee.
    if (isResearcher(viewer) && card.state === "live")
      await mq.markAttendance(this.db, row.id, (viewer as Principal).userId);
    const venues = (await mq.venuesOf(this.db, [row.id])).map((v) => {
      const state: VenueState = media?.online.includes(v.streamKind)
        ? "online"
        : media?.dropped.includes(v.streamKind)
          ? "dropped"
          : "offline";
      const s = card.state === "live" ? media?.streams[v.streamKind] : undefined;
      return {
        placeId: v.placeId,
        placeName: v.placeName,
        orgName: v.orgName,
        main: v.main,
        state,
        flv: s?.flv ?? null,
        hls: s?.hls ?? null,
        videoUrl: media?.recordings[venueLabel(v)] ?? null,
      };
    });
    const evaluations = await mq.evaluationsOf(this.db, [row.id]);
    const names = await this.deps.users.names(evaluations.map((e) => e.evaluatorId));
    const present = (e: mq.MeetingEvaluationRow): MeetingEvaluationItem => ({
      id: e.id,
      evaluatorId: e.evaluatorId,
      evaluatorName: names.get(e.evaluatorId)?.realName ?? "",
      total: e.score10 / 10,
      level: e.level,
      comment: e.comment,
      createdAt: e.createdAt.toISOString(),
    });
    const own = viewer ? evaluations.find((e) => e.evaluatorId === viewer.userId) : undefined;
    const standard = await this.standard(seminar.templateId);
    const isMember = await this.isMember(seminar.id, viewer);
    const refusal = viewer ? meetingEvaluationRefusal(isMember, card.state, !!standard, !!own) : null;
    return {
      ...card,
      seminarKind: seminar.kind as SeminarKind,
      seminarTitle: seminar.title,
      venues,
      form: own?.form ?? standard?.form ?? null,
      templateName: standard?.name ?? "",
      evaluations: evaluations.map(present),
      mine: own ? { ...present(own), marks: own.marks } : null,
      canEvaluate: !!viewer && !refusal,
      cannotEvaluate: refusal,
      canEdit: canEditSeminar(viewer, seminar),
    };
  }

  /** A member who counts: a teacher account on the seminar's member list. */
  private async isMember(seminarId: number, user: Principal | null): Promise<boolean> {
    return isResearcher(user) && (await q.roleOf(this.db, seminarId, (user as Principal).userId)) !== null;
  }

  private async standard(templateId: number | null): Promise<{ name: string; form: EvaluationForm } | null> {
    if (!templateId) return null;
    return this.deps.templates.formFor(templateId).catch(() => null);
  }

  /** One evaluation per member, every item marked, scored with the seminar's standard as it is now. */
  async evaluate(input: MeetingEvaluateInput, user: Principal) {
    const row = await mq.find(this.db, input.id);
    if (!row) throw notFound("会议不存在");
    const seminar = (await q.find(this.db, row.seminarId)) as q.SeminarRow;
    const media = await this.deps.live.meetingMedia(row.liveId, user, `u:${user.userId}`);
    const state = meetingStateOf(media?.status ?? 1, row.endAt, this.clock());
    const already = (await mq.evaluationsOf(this.db, [row.id])).some((e) => e.evaluatorId === user.userId);
    const isMember = await this.isMember(seminar.id, user);
    const standard = await this.standard(seminar.templateId);
    const refusal = meetingEvaluationRefusal(isMember, state, !!standard, already);
    if (refusal && already) throw conflict(refusal);
    if (refusal && !isMember) throw forbidden(refusal);
    if (refusal || !standard) throw badRequest(`参数 id：${refusal}`);
    const score = scoreEvaluation(standard.form, input.marks);
    const [bad] = Object.values(score.invalid);
    if (bad) throw badRequest(`参数 marks：${bad}`);
    if (score.missing.length) throw badRequest(`参数 marks：还有${score.missing.length}项未评分`);
    const comment = await filteredField(this.deps.text, "comment", input.comment);
    const done = await mq.insertEvaluation(this.db, {
      meetingId: row.id,
      evaluatorId: user.userId,
      form: standard.form,
      marks: input.marks,
      score10: Math.round(score.total * 10),
      level: score.level,
      comment,
    });
    if (!done) throw conflict("您已评价过该会议");
    return { total: score.total, level: score.level };
  }

  /** The summary's facts: attendance per meeting and evaluation results (members and editors). */
  async report(seminarId: number, user: Principal): Promise<SeminarReport> {
    const seminar = await q.find(this.db, seminarId);
    if (!seminar) throw notFound("教研活动不存在");
    const member = await this.isMember(seminar.id, user);
    if (!member && !canEditSeminar(user, seminar)) throw forbidden("仅教研活动的成员可以查看");
    const rows = await mq.ofSeminar(this.db, seminar.id);
    const ids = rows.map((r) => r.id);
    const [attendance, evaluations] = await Promise.all([
      mq.attendanceOf(this.db, ids),
      mq.evaluationsOf(this.db, ids),
    ]);
    const names = await this.deps.users.names(attendance.map((a) => a.userId));
    return {
      meetings: rows.map((r) => {
        const evals = evaluations.filter((e) => e.meetingId === r.id);
        const scored = evals.map((e) => scoreEvaluation(e.form, e.marks));
        const indicators = new Map<string, { name: string; sum: number; n: number }>();
        for (const s of scored)
          for (const ind of s.indicators) {
            const cur = indicators.get(ind.key) ?? { name: ind.name, sum: 0, n: 0 };
            indicators.set(ind.key, { name: cur.name, sum: cur.sum + ind.weighted, n: cur.n + 1 });
          }
        const mean = (sum: number, n: number) => (n ? Math.round((sum / n) * 10) / 10 : null);
        return {
          id: r.id,
          title: r.title,
          startAt: r.startAt.toISOString(),
          attendees: attendance
            .filter((a) => a.meetingId === r.id)
            .map((a) => ({
              userId: a.userId,
              realName: names.get(a.userId)?.realName ?? "",
              firstAt: a.firstAt.toISOString(),
            })),
          evaluationCount: evals.length,
          averageTotal: mean(
            evals.reduce((s, e) => s + e.score10 / 10, 0),
            evals.length,
          ),
          indicators: [...indicators].map(([key, v]) => ({ key, name: v.name, mean: mean(v.sum, v.n) })),
        };
      }),
    };
  }

  /**
   * 我的教研 tasks of a member: contribute a material, watch a meeting (attendance), score every
   * meeting that has started. Done states come from the seminar's records, never stored.
   */
  async tasks(seminarId: number, user: Principal): Promise<SeminarTask[]> {
    const seminar = await q.find(this.db, seminarId);
    if (!seminar) throw notFound("教研活动不存在");
    if ((await q.roleOf(this.db, seminar.id, user.userId)) === null) throw forbidden("您未加入该教研活动");
    const rows = await mq.ofSeminar(this.db, seminar.id);
    const ids = rows.map((r) => r.id);
    const [materials, attendance, evaluations] = await Promise.all([
      mq.materialsAddedBy(this.db, seminar.id, user.userId),
      mq.attendanceOf(this.db, ids),
      mq.evaluationsOf(this.db, ids),
    ]);
    const now = this.clock();
    const states = await Promise.all(
      rows.map(async (r) =>
        meetingStateOf((await this.deps.live.meetingMedia(r.liveId, null, "task"))?.status ?? 1, r.endAt, now),
      ),
    );
    const watched = new Set(attendance.filter((a) => a.userId === user.userId).map((a) => a.meetingId));
    const scored = new Set(evaluations.filter((e) => e.evaluatorId === user.userId).map((e) => e.meetingId));
    const started = rows.filter((_, i) => states[i] !== "upcoming");
    const toWatch = rows.find((r, i) => states[i] !== "ended" && !watched.has(r.id)) ?? null;
    const toScore = started.find((r) => !scored.has(r.id)) ?? null;
    return [
      {
        key: "material",
        title: "提交一份研讨资料",
        done: materials > 0,
        progress: materials ? `已提交 ${materials} 份` : "未提交",
        meetingId: null,
      },
      {
        key: "watch",
        title: "参加（观看）一次会议",
        done: watched.size > 0,
        progress: `已参加 ${watched.size}/${rows.length} 场`,
        meetingId: toWatch?.id ?? null,
      },
      {
        key: "evaluate",
        title: "评价已开始的会议",
        done: started.length > 0 && started.every((r) => scored.has(r.id)),
        progress: `已评价 ${started.filter((r) => scored.has(r.id)).length}/${started.length} 场`,
        meetingId: toScore?.id ?? null,
      },
    ];
  }

  /** A member contributes resources of their own (or published ones) to the seminar's materials. */
  async contribute(input: SeminarResourceAddInput, user: Principal) {
    const seminar = await q.find(this.db, input.seminarId);
    if (!seminar) throw notFound("教研活动不存在");
    if (!isResearcher(user)) throw forbidden(RESEARCHERS_ONLY);
    const role = await q.roleOf(this.db, seminar.id, user.userId);
    if (role === null || role === "observer") throw forbidden("仅教研活动的参与人员可以提交资料");
    const ids = [...new Set(input.resourceIds)];
    const allowed = new Set(await this.deps.resources.attachable(ids, user));
    if (ids.some((id) => !allowed.has(id))) throw badRequest("参数 resourceIds：只能提交自己的或已发布的资源");
    await q.addResources(this.db, seminar.id, ids, user.userId);
    return { count: ids.length };
  }

  /**
   * The live ingest asks where a terminal's push goes: its key must be the terminal's, and a
   * meeting using the terminal's place must be within its window (from 30 minutes before the
   * start to the end). Throws a 403 saying why otherwise.
   */
  async routeTerminal(terminalId: number, key: string, now: Date): Promise<{ liveId: number; kind: string }> {
    const expected = await mq.terminalKey(this.db, terminalId);
    if (!expected || !sameKey(expected, key)) throw forbidden("推流码无效或已更换");
    const [venue] = await mq.venuesForTerminal(this.db, terminalId, new Date(now.getTime() + TERMINAL_EARLY_MS), now);
    if (!venue) throw forbidden("该终端当前没有可接入的会议");
    return { liveId: venue.liveId, kind: venue.kind };
  }
}
