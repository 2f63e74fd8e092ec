import path from "node:path";
import {
  LIVE_NOTICE_COUNT,
  LIVE_STATE,
  type LiveDetail,
  type LiveDetailInput,
  type LiveItem,
  type LiveListInput,
  type LiveReserveInput,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { EventBus } from "../../platform/bus/bus.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { canEdit, watchRefusal } from "./live.access.js";
import { type ClusterDeps, LiveCluster } from "./live.cluster.js";
import { LiveDiscussion } from "./live.discussion.js";
import { LiveEditor } from "./live.editor.js";
import { LiveHls } from "./live.hls.js";
import { type IngestConfig, LiveIngest } from "./live.ingest.js";
import { KEY_VALID_AFTER_END_MS, newStreamKey, streamName } from "./live.keys.js";
import { LivePasswords } from "./live.password.js";
import { LivePlayback } from "./live.playback.js";
import type { LiveDeps } from "./live.ports.js";
import { shownStatus, toLiveItem } from "./live.present.js";
import * as q from "./live.queries.js";
import { LiveRecorder } from "./live.recorder.js";
import { EmbeddedRtmp } from "./live.rtmp.js";
import { grabFrame } from "./live.snapshot.js";

/** The live a recording came from, as classroom analysis reads it. */
export interface RecordingLive {
  id: number;
  teacherId: number;
  /** When it started (or was to start). */
  at: Date;
  classIds: number[];
  courseId: number | null;
  sectionId: number | null;
}

/** Lives as visitors see them: the /live tabs, the detail page, reservations. */
export class LiveService {
  /** The teacher's and the administrator's changes. */
  readonly editor: LiveEditor;
  /** Keys, publish/play decisions, publisher loss. */
  readonly ingest: LiveIngest;
  /** The real-time discussion panel. */
  readonly discussion: LiveDiscussion;

  /** The SOCLUSTER central-control push API. */
  readonly cluster: LiveCluster;
  /** Viewing passwords: hashed, tried under throttling. */
  readonly passwords: LivePasswords;
  /** Recordings turned into the playback. */
  readonly playback: LivePlayback;

  constructor(
    private readonly db: Db,
    private readonly deps: LiveDeps,
    ingest: IngestConfig,
    cluster: ClusterDeps,
    /** Carries the discussion's and the live state's events to viewers on every instance. */
    bus: EventBus,
  ) {
    this.passwords = new LivePasswords(db, deps.hasher, deps.cache);
    this.playback = new LivePlayback(db, deps);
    this.editor = new LiveEditor(db, deps, (rows, viewer) => this.items(rows, viewer), this.passwords);
    this.ingest = new LiveIngest(db, this.editor, { now: deps.now, ...ingest });
    this.discussion = new LiveDiscussion(db, deps, bus);
    this.editor.onStateChanged = (id) => void this.discussion.announceState(id).catch(() => {});
    this.cluster = new LiveCluster(db, this.ingest, { now: deps.now, ...cluster });
  }

  /** The embedded RTMP server, when this process runs one. */
  rtmp: EmbeddedRtmp | null = null;

  /** Records the streams (set by startRtmp or useExternalRecordings). */
  get recorder(): LiveRecorder | null {
    return this.playback.recorder;
  }
  /** HLS segments of the embedded ingest streams (Safari, phones, fallback). */
  hls: LiveHls | null = null;

  /**
   * Starts the embedded RTMP ingest on `port` (0: a free port) recording into `recordDir`;
   * resolves with the port.
   */
  async startRtmp(port: number, recordDir: string, log: (msg: string, err?: unknown) => void = () => {}) {
    const recorder = new LiveRecorder(
      recordDir,
      (s) => `rtmp://127.0.0.1:${this.ingest.config.rtmpPort}/live/${s}?recorder=1`,
      log,
    );
    this.playback.recorder = recorder;
    this.playback.externalSettleMs = 0;
    recorder.onIncomplete = (liveId, reason) => {
      this.markIncomplete(liveId, reason).catch((err: unknown) => log("marking an incomplete recording failed", err));
    };
    const hls = new LiveHls(
      path.join(recordDir, "hls"),
      (s) => `rtmp://127.0.0.1:${this.ingest.config.rtmpPort}/live/${s}?recorder=1`,
      log,
    );
    this.hls = hls;
    this.rtmp = new EmbeddedRtmp(
      this.ingest,
      log,
      (liveId, stream) => {
        void recorder.start(liveId, stream).catch((err: unknown) => log("recorder start failed", err));
        void hls.start(stream).catch((err: unknown) => log("HLS start failed", err));
      },
      (stream) => {
        void recorder.stop(stream);
        void hls.stop(stream);
      },
    );
    const rtmp = this.rtmp;
    this.editor.onEnded = (id) => {
      // 结束直播 cuts the push at once: HLS and the recorder stop with it, the recording follows.
      rtmp.disconnectLive(id);
      this.finishRecording(id).catch((err: unknown) => log(`recording of live ${id} failed`, err));
    };
    this.ingest.localStats = (stream) => rtmp.stats(stream);
    this.ingest.config.rtmpPort = await this.rtmp.start(port);
    return this.ingest.config.rtmpPort;
  }

  /** The recording misses a stretch: logged, flagged on the stream page and in the admin list. */
  markIncomplete(id: number, reason: string) {
    return this.playback.markIncomplete(id, reason);
  }

  /**
   * Without an embedded ingest (SRS or nginx-rtmp in front), lives still end into recordings:
   * the files the media server reports through on_dvr are joined in `recordDir`.
   */
  useExternalRecordings(recordDir: string, log: (msg: string, err?: unknown) => void = () => {}) {
    if (this.recorder) return;
    this.playback.recorder = new LiveRecorder(recordDir, () => "", log);
    this.playback.externalSettleMs = 45_000;
    this.editor.onEnded = (id, at) => {
      this.playback.finish(id, at).catch((err: unknown) => log(`recording of live ${id} failed`, err));
    };
  }

  /** The live ended: its recording becomes the teacher's resource, the playback (tab 3). */
  finishRecording(id: number): Promise<number | null> {
    return this.playback.finish(id);
  }

  /** Ends lives whose publisher is gone for good, every `everyMs`; returns the stop function. */
  startSweeper(everyMs = 15_000, onError: (err: unknown) => void = () => {}): () => void {
    const timer = setInterval(() => void this.ingest.sweep().catch(onError), everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Cards of many rows with their teachers, organizations, recordings and the viewer's reservations. */
  async items(rows: q.LiveRow[], viewer: Principal | null): Promise<LiveItem[]> {
    const recordingIds = rows.flatMap((r) => (r.recordingResourceId ? [r.recordingResourceId] : []));
    const [teachers, orgs, recordings, reserved] = await Promise.all([
      this.deps.users.names(rows.map((r) => r.teacherId)),
      this.deps.base.orgNames(rows.flatMap((r) => (r.orgId ? [r.orgId] : []))),
      recordingIds.length ? this.deps.recordings.details(recordingIds, viewer) : new Map(),
      viewer
        ? q.reservedSet(
            this.db,
            viewer.userId,
            rows.map((r) => r.id),
          )
        : new Set<number>(),
    ]);
    return rows.map((r) => toLiveItem(r, { teachers, orgs, recordings, reserved }));
  }

  /**
   * /api/c/live/list: a tab of lives (SPEC §4). The notices strip (status 4 with openRemark)
   * keeps the first 4. Recorded lives whose recording this viewer may not see are left out of
   * the cards' recording (the card stays, without files).
   */
  async list(input: LiveListInput, viewer: Principal | null) {
    const notices = input.status === 4 && !!input.openRemark;
    const page = notices ? { pageNo: 1, pageSize: Math.min(input.pageSize, LIVE_NOTICE_COUNT) } : input;
    const { rows, count } = await q.pageOfPublic(this.db, page, {
      status: input.status,
      error: input.error,
      name: input.name,
      orgId: input.organizationId,
      teacherId: input.teacherId,
      withRemark: notices,
    });
    return { list: await this.items(rows, viewer), count };
  }

  async detail(input: LiveDetailInput, viewer: Principal | null, viewerKey: string): Promise<LiveDetail> {
    const row = await q.find(this.db, input.id);
    if (!row || (row.cancelled && !canEdit(viewer, row))) throw notFound("直播不存在或已取消");
    const classId = viewer ? await this.deps.users.classOf(viewer.userId) : null;
    let locked = watchRefusal(viewer, classId, row);
    if (input.password !== undefined && locked === "password") {
      await this.passwords.unlock(row, input.password, viewerKey);
      locked = null;
    }
    if (!locked && (await this.deps.markVisit("live", row.id, viewerKey))) {
      await q.addVisit(this.db, row.id);
      row.visitCount += 1;
    }
    const [item] = await this.items([row], viewer);
    return {
      ...(item as LiveItem),
      // A locked live shows its card, not its recording.
      resource: locked ? null : (item as LiveItem).resource,
      // A locked live shows its card only: not its intro either.
      intro: locked ? "" : row.intro,
      canWatch: !locked,
      locked,
      canEdit: canEdit(viewer, row),
      play: !locked && (row.status === 2 || row.status === -1) ? this.ingest.playFor(row, viewerKey) : null,
      recordingPending: !locked && !(item as LiveItem).resource && (await this.playback.pending(row)),
    };
  }

  /** Reserve (or drop a reservation of) a live that has not started. */
  async reserve(input: LiveReserveInput, user: Principal) {
    const row = await q.find(this.db, input.id);
    if (!row || row.cancelled) throw notFound("直播不存在或已取消");
    if (!input.reserve) {
      await q.unreserve(this.db, row.id, user.userId);
      return { reserved: false };
    }
    if (row.status !== 1) throw badRequest("参数 id：只能预约尚未开始的直播");
    const classId = await this.deps.users.classOf(user.userId);
    if (watchRefusal(user, classId, row) === "denied") throw badRequest("参数 id：该直播仅对指定范围开放");
    await q.reserve(this.db, row.id, user.userId);
    return { reserved: true };
  }

  /* ---------- for other modules (supervision, statistics), wired in wiring/ ---------- */

  /** Lives in progress with their streams (supervision watches classroom streams). */
  async livesNow() {
    const rows = await q.inProgress(this.db);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      teacherId: r.teacherId,
      orgId: r.orgId,
      source: r.source,
      streams: r.streams,
      error: r.status === -1,
    }));
  }

  /**
   * What plays for this viewer: signed live addresses while it is on, the recording's files once
   * ended; null when the live is unknown or the viewer may not watch it.
   */
  async playable(id: number, viewer: Principal | null, viewerKey: string) {
    const row = await q.find(this.db, id);
    if (!row || row.cancelled) return null;
    const classId = viewer ? await this.deps.users.classOf(viewer.userId) : null;
    if (watchRefusal(viewer, classId, row)) return null;
    const [item] = await this.items([row], viewer);
    return {
      id: row.id,
      name: row.name,
      teacherId: row.teacherId,
      orgId: row.orgId,
      status: item?.status ?? 1,
      startTime: item?.startTime ?? null,
      play: row.status === 2 || row.status === -1 ? this.ingest.playFor(row, viewerKey) : null,
      recording: item?.resource ?? null,
    };
  }

  /** Viewers of a stream now: RTMP/FLV players, and one for HLS players reading in the last minute. */
  viewersOf(stream: string): number {
    const hlsRead = this.hls?.lastRead(stream) ?? 0;
    return (this.rtmp?.viewers(stream) ?? 0) + (Date.now() - hlsRead < 60_000 ? 1 : 0);
  }

  /** A live as supervision names it when assigning a patrol: no play addresses, no viewer. */
  async reviewFacts(id: number): Promise<{ id: number; name: string; teacherId: number; orgId: number | null } | null> {
    const row = await q.find(this.db, id);
    if (!row || row.cancelled) return null;
    return { id: row.id, name: row.name, teacherId: row.teacherId, orgId: row.orgId };
  }

  /**
   * One JPEG frame of a stream being published now (supervision's patrol photo). The bundled
   * ffmpeg reads the stream (`LiveIngest.snapshotSource`) with a signed play token where a media
   * server in front checks one. `which` omitted: the first stream. 409 when the stream is not
   * live; 504 after 8 s without a frame.
   */
  async snapshot(liveId: number, which?: string): Promise<Buffer> {
    const row = await q.find(this.db, liveId);
    if (!row || row.cancelled) throw notFound("直播不存在或已取消");
    const kind = which ?? row.streams[0] ?? "";
    if (!row.streams.includes(kind)) throw badRequest("参数 kind：该直播没有这路画面");
    const stream = streamName(row.id, kind);
    const external = this.ingest.config.rtmpUrl;
    const publishing = this.rtmp ? this.rtmp.isPublishing(stream) : !!external && !!row.publishers[kind];
    if ((row.status !== LIVE_STATE.LIVE && row.status !== LIVE_STATE.ERROR) || !publishing)
      throw new AppError(409, "该直播画面当前没有推流，无法抓拍");
    try {
      return await grabFrame(this.ingest.snapshotSource(stream, !!this.rtmp));
    } catch (err) {
      this.recorder?.log(`snapshot of ${stream} failed`, err);
      throw new AppError(504, "抓拍失败：8秒内未能读取到直播画面，请稍后重试");
    }
  }

  /**
   * A live holding a teaching-research meeting: one stream per venue (kinds v1, v2… named after
   * the venues), for signed-in viewers, owned by the meeting's host (the recording becomes theirs).
   */
  async createForVenues(v: { name: string; teacherId: number; startAt: Date; endAt: Date; venues: string[] }) {
    const kinds = v.venues.map((_, i) => `v${i + 1}`);
    const id = await q.insert(this.db, {
      name: v.name,
      teacherId: v.teacherId,
      orgId: await this.deps.users.orgOf(v.teacherId),
      startAt: v.startAt,
      endAt: v.endAt,
      access: 1,
      streams: kinds,
      streamLabels: Object.fromEntries(kinds.map((k, i) => [k, v.venues[i] as string])),
      streamKey: newStreamKey(),
      keyExpiresAt: new Date(v.endAt.getTime() + KEY_VALID_AFTER_END_MS),
    });
    return { id, kinds };
  }

  /** Withdraws a meeting live nobody will hold (its booking lost a race): cancelled while not started. */
  async discardForVenues(id: number): Promise<void> {
    await q.transition(this.db, id, [LIVE_STATE.NOT_STARTED], { cancelled: true });
  }

  /**
   * Each stream's state: publishing now, or dropped (it published during this live and is gone);
   * with the live's status (1 not started, 2 on, -1 all publishers lost, 3 ended).
   */
  /** The live's shown status (SPEC §4: an interrupted live shows as live), and its venues' streams. */
  async streamStates(id: number): Promise<{ status: 1 | 2 | 3; online: string[]; dropped: string[] } | null> {
    const row = await q.find(this.db, id);
    if (!row) return null;
    const online = Object.keys(row.publishers);
    const parts = this.recorder ? await this.recorder.parts(id) : new Map<string, string[]>();
    const dropped = row.streams.filter((k) => !online.includes(k) && parts.has(`live-${id}-${k}`));
    return { status: shownStatus(row.status).status, online, dropped };
  }

  /** For classroom analysis: the live each of these resources is the recording of, by resource id. */
  async byRecordings(resourceIds: number[]): Promise<Map<number, RecordingLive>> {
    if (!resourceIds.length) return new Map();
    const rows = await q.byRecordings(this.db, [...new Set(resourceIds)]);
    return new Map(
      rows.map((r) => [
        r.resourceId as number,
        {
          id: r.id,
          teacherId: r.teacherId,
          at: r.startedAt ?? r.startAt,
          classIds: r.classIds,
          courseId: r.courseId,
          sectionId: r.sectionId,
        },
      ]),
    );
  }

  /** For classroom analysis: the recordings of the lives this teacher held. */
  recordingsTaughtBy(teacherId: number): Promise<number[]> {
    return q.recordingsTaughtBy(this.db, teacherId);
  }

  /** Lives held per day and organization in [from, to) (statistics ds-live). */
  countsPerDay(from: Date, to: Date) {
    return q.countsPerDay(this.db, from, to);
  }

  /** For the timetable: lives starting in [from, to) of a teacher, or open to a class. */
  scheduledBetween(who: { teacherId?: number; classId?: number }, from: Date, to: Date) {
    return q.scheduledBetween(this.db, who, from, to);
  }

  async reservations(page: Page, user: Principal) {
    const { rows, count } = await q.pageOfReserved(this.db, page, user.userId);
    return { list: await this.items(rows, user), count };
  }
}
