import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  endpoints,
  LIVE_STATE,
  LIVE_STREAM_NAMES,
  type LivePlay,
  type LiveStreamInfo,
  type LiveStreamKind,
  nginxHlsPath,
  type SrsCallbackInput,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden } from "../../platform/http/errors.js";
import type { LiveEditor } from "./live.editor.js";
import {
  hlsPlayRefusal,
  isPlayoutStream,
  KEY_VALID_AFTER_END_MS,
  newStreamKey,
  PLAY_TOKEN_TTL_S,
  type PlayMarks,
  PUBLISH_EARLY_MS,
  paramOf,
  parseStreamName,
  parseTerminalStream,
  playToken,
  playTokenRefusal,
  sameSecret,
  streamName,
} from "./live.keys.js";
import { incompleteReason, shownStatus } from "./live.present.js";
import * as q from "./live.queries.js";
import type { Publisher } from "./live.tables.js";

/** Where the embedded ingest plays a stream file: the play endpoint without its `:file`. */
const EMBEDDED_PLAY_BASE = endpoints.live.play.path.replace(/\/:file$/, "");

export interface IngestConfig {
  /** Signs play tokens and authenticates callbacks. */
  secret: string;
  /** rtmp://host:1935/live; null: taken from the request's host. */
  rtmpUrl: string | null;
  /** The embedded server's port, for the default push address. */
  rtmpPort: number;
  /** The media server's HTTP base for FLV/HLS; null: same origin (/live/…). */
  playUrl: string | null;
  /** The kind of external media server (how its play addresses look); see LIVE_MEDIA_SERVER. */
  mediaServer: "srs" | "nginx-rtmp";
  graceMs: number;
  now?: () => Date;
}

/** What the configuration says about the ingest (LIVE_* settings), each possibly unset. */
export interface IngestSettings {
  secret?: string;
  rtmpUrl?: string;
  /** 0: no embedded server in this process (push addresses still name the default port). */
  rtmpPort: number;
  playUrl?: string;
  mediaServer?: "srs" | "nginx-rtmp";
  graceSeconds: number;
}

/** The ingest's configuration: a fresh random secret per start when none is set, RTMP on 1935 by default. */
export function ingestConfig(s: IngestSettings): IngestConfig {
  return {
    secret: s.secret ?? randomBytes(24).toString("hex"),
    rtmpUrl: s.rtmpUrl ?? null,
    rtmpPort: s.rtmpPort || 1935,
    playUrl: s.playUrl ?? null,
    mediaServer: s.mediaServer ?? "srs",
    graceMs: s.graceSeconds * 1000,
  };
}

/**
 * The platform side of live ingest: stream keys, who may publish and play (the media server asks
 * through SRS-style HTTP callbacks, or the embedded server calls the same methods), publisher
 * loss and the grace period, and signed play URLs.
 */
export class LiveIngest {
  constructor(
    private readonly db: Db,
    private readonly editor: LiveEditor,
    readonly config: IngestConfig,
  ) {}

  private now() {
    return this.config.now?.() ?? new Date();
  }

  /** The internal key of the TV playout's own streams (never shown, new per process). */
  readonly playoutKey = newStreamKey();

  /** Edges of nginx-rtmp serve HLS only (no HTTP-FLV module in Debian's build). */
  private get nginxEdges(): boolean {
    return this.config.mediaServer === "nginx-rtmp" && this.config.playUrl !== null;
  }

  /** The RTMP base pushes go to: the configured ingest, else the embedded one on this host. */
  pushBase(): string {
    return this.config.rtmpUrl ?? `rtmp://127.0.0.1:${this.config.rtmpPort}/live`;
  }

  /** The secret a media server's callback URL carries (?secret=…). */
  hookAllowed(secret: string | undefined): boolean {
    return !!secret && sameSecret(secret, this.config.secret);
  }

  /**
   * Routes a terminal's push (term-{id}?key=…) to the stream it feeds now, or throws a 403 saying
   * why (set by the teaching-research wiring; unset, terminal pushes are refused).
   */
  terminalRoute: ((terminalId: number, key: string, now: Date) => Promise<{ liveId: number; kind: string }>) | null =
    null;

  /** The embedded ingest's own facts of an incoming stream (set when it runs); null otherwise. */
  localStats: (stream: string) => NonNullable<Publisher["stats"]> | null = () => null;

  /** live-course/{handle}/stream: the push address, the key per stream and who is pushing now. */
  async info(id: number, user: Principal, host: string): Promise<LiveStreamInfo> {
    const row = await this.editor.owned(id, user);
    const server = this.config.rtmpUrl ?? `rtmp://${host.replace(/:\d+$/, "")}:${this.config.rtmpPort}/live`;
    return {
      id: row.id,
      name: row.name,
      ...shownStatus(row.status),
      server,
      keyExpiresAt: row.keyExpiresAt.toISOString(),
      publishFrom: new Date(row.startAt.getTime() - PUBLISH_EARLY_MS).toISOString(),
      publishUntil: row.endAt.toISOString(),
      recordIncomplete: incompleteReason(row.recordParts),
      streams: row.streams.map((kind) => {
        const streamKey = `${streamName(row.id, kind)}?key=${row.streamKey}`;
        const p = row.publishers[kind];
        return {
          kind: kind as LiveStreamKind,
          name: row.streamLabels[kind] ?? LIVE_STREAM_NAMES[kind as LiveStreamKind] ?? kind,
          streamKey,
          pushUrl: `${server}/${streamKey}`,
          publisher: p
            ? {
                ip: p.ip,
                since: p.since,
                seenAt: p.seenAt,
                stats: p.stats ?? this.localStats(streamName(row.id, kind)),
              }
            : null,
        };
      }),
    };
  }

  /** A new key: the old one stops working at once (a leaked address is shut out). */
  async rotateKey(id: number, user: Principal) {
    const row = await this.editor.owned(id, user);
    if (row.status === LIVE_STATE.ENDED || row.cancelled) throw badRequest("参数 id：直播已结束或已取消");
    await q.update(this.db, row.id, {
      streamKey: newStreamKey(),
      keyExpiresAt: new Date(row.endAt.getTime() + KEY_VALID_AFTER_END_MS),
    });
    return { rotated: true };
  }

  /**
   * on_publish: accepted only with the live's current, unexpired key, within its publishing
   * window, for one of its streams, and when nobody else publishes that stream.
   */
  async onPublish(cb: SrsCallbackInput): Promise<{ liveId: number; stream: string }> {
    // The TV station's playout (tv-{channelId}) publishes with a key only this process knows.
    if (isPlayoutStream(cb.stream)) {
      if (!sameSecret(paramOf(cb.param, "key") ?? "", this.playoutKey)) throw forbidden("推流码无效或已更换");
      return { liveId: 0, stream: cb.stream };
    }
    const now = this.now();
    const key = paramOf(cb.param, "key");
    const terminalId = parseTerminalStream(cb.stream);
    let target = parseStreamName(cb.stream);
    // A terminal pushes to its own address; the owner of terminals (teaching research) names the
    // meeting venue's stream it feeds now, having checked the terminal's key and the meeting window.
    if (terminalId !== null) {
      if (!this.terminalRoute || !key) throw forbidden("推流码无效或已更换");
      target = await this.terminalRoute(terminalId, key, now);
    }
    if (!target) throw forbidden("推流地址无效");
    const row = await q.find(this.db, target.liveId);
    if (!row) throw forbidden("推流码无效或已更换");
    if (terminalId === null) {
      if (!key || !sameSecret(key, row.streamKey)) throw forbidden("推流码无效或已更换");
      if (row.keyExpiresAt < now) throw forbidden("推流码已过期");
    }
    if (row.cancelled) throw forbidden("直播已取消");
    if (row.status === LIVE_STATE.ENDED) throw forbidden("直播已结束");
    if (now.getTime() < row.startAt.getTime() - PUBLISH_EARLY_MS)
      throw forbidden("未到直播时间，请在开播前30分钟内推流");
    if (now > row.endAt) throw forbidden("直播时间已过");
    if (!row.streams.includes(target.kind)) throw forbidden("该直播没有这路画面");
    const current = row.publishers[target.kind];
    const clientId = cb.client_id ?? "";
    if (current && current.clientId !== clientId) throw forbidden("该路画面已有推流，请勿重复推流");
    const stamp = now.toISOString();
    const publisher: Publisher = { clientId, ip: cb.ip ?? "", since: stamp, seenAt: stamp };
    await q.setPublisher(this.db, row.id, target.kind, publisher);
    await q.update(this.db, row.id, { lostAt: null });
    await this.editor.markLive(row.id);
    return { liveId: row.id, stream: streamName(row.id, target.kind) };
  }

  /**
   * on_unpublish: the stream's publisher left. When no stream is left the live is "publisher
   * lost" (-1) until it comes back within the grace period, or the sweep ends it.
   */
  async onUnpublish(cb: SrsCallbackInput) {
    const target = parseStreamName(cb.stream);
    if (!target) return;
    const row = await q.find(this.db, target.liveId);
    const current = row?.publishers[target.kind];
    if (!row || !current || (cb.client_id && current.clientId !== cb.client_id)) return;
    const rest = await q.setPublisher(this.db, row.id, target.kind, null);
    const lost = Object.keys(rest).length === 0 && row.status === LIVE_STATE.LIVE;
    if (
      lost &&
      (await q.transition(this.db, row.id, [LIVE_STATE.LIVE], { status: LIVE_STATE.ERROR, lostAt: this.now() }))
    )
      this.editor.onStateChanged(row.id);
  }

  /** on_hls / stats: a sign of life of a stream (and its facts when reported). */
  async onHeartbeat(cb: SrsCallbackInput, stats?: Publisher["stats"]) {
    const target = parseStreamName(cb.stream);
    if (!target) return;
    const row = await q.find(this.db, target.liveId);
    const current = row?.publishers[target.kind];
    if (!row || !current) return;
    const next = { ...current, seenAt: this.now().toISOString(), ...(stats ? { stats } : {}) };
    await q.setPublisher(this.db, row.id, target.kind, next);
  }

  /**
   * on_dvr: a file the media server recorded of one stream (kept as "stream<TAB>file"), joined
   * with the stream's other parts into the recording when the live ends.
   */
  async onDvr(cb: SrsCallbackInput) {
    const target = parseStreamName(cb.stream);
    if (!target || !cb.file) return;
    const row = await q.find(this.db, target.liveId);
    // SRS reports the file relative to its working directory (cwd) unless dvr_path is absolute.
    const cwd = typeof cb.cwd === "string" ? cb.cwd : "/";
    const entry = `${cb.stream}\t${path.isAbsolute(cb.file) ? cb.file : path.resolve(cwd, cb.file)}`;
    if (!row || row.recordParts.includes(entry)) return;
    await q.update(this.db, row.id, { recordParts: [...row.recordParts, entry] });
  }

  /**
   * on_play (SRS, and the embedded FLV): the viewer's signed token must be good for this stream
   * and not expired. FLV is one connection, checked once when it opens.
   */
  onPlay(cb: SrsCallbackInput) {
    const refusal = playTokenRefusal(
      this.config.secret,
      cb.stream,
      paramOf(cb.param, "token"),
      Math.floor(this.now().getTime() / 1000),
    );
    if (refusal) throw forbidden(refusal);
    return { ok: true };
  }

  /**
   * An HLS playlist or segment of the embedded ingest: a good token plays; an expired one plays
   * on while its viewer keeps asking and the live is on (`hlsPlayRefusal`, decision 0061). The
   * marks are the platform cache, so a viewer whose requests reach several instances stays on.
   */
  async onHlsPlay(stream: string, token: string | undefined, marks: PlayMarks): Promise<void> {
    const refusal = await hlsPlayRefusal({
      secret: this.config.secret,
      stream,
      token,
      nowMs: this.now().getTime(),
      marks,
      streamOn: () => this.streamOn(stream),
    });
    if (refusal) throw forbidden(refusal);
  }

  /**
   * Whether a stream's live is on: started and neither ended nor cancelled (a publisher lost
   * within the grace period counts, it may come back). A TV playout stream: while it is published.
   */
  async streamOn(stream: string): Promise<boolean> {
    if (isPlayoutStream(stream)) return this.localStats(stream) !== null;
    const target = parseStreamName(stream);
    const row = target ? await q.find(this.db, target.liveId) : undefined;
    return !!row && !row.cancelled && (row.status === LIVE_STATE.LIVE || row.status === LIVE_STATE.ERROR);
  }

  /** Signed play addresses of a live in progress for one viewer (who may watch: checked by the caller). */
  playFor(row: q.LiveRow, viewerKey: string): LivePlay[] {
    const exp = Math.floor(this.now().getTime() / 1000) + PLAY_TOKEN_TTL_S;
    return row.streams.map((kind) => {
      const name = streamName(row.id, kind);
      return {
        kind: kind as LiveStreamKind,
        name: row.streamLabels[kind] ?? LIVE_STREAM_NAMES[kind as LiveStreamKind] ?? kind,
        ...this.addresses(name, playToken(this.config.secret, name, viewerKey, exp)),
      };
    });
  }

  /**
   * A stream's play addresses with a token: SRS serves /live/{stream}.flv and .m3u8; nginx-rtmp
   * edges HLS only, nested per stream (flv empty: players go straight to HLS); the embedded ingest
   * plays through the platform.
   */
  private addresses(stream: string, token: string): { flv: string; hls: string } {
    if (this.nginxEdges) return { flv: "", hls: `${this.config.playUrl}${nginxHlsPath(stream)}?token=${token}` };
    const base = this.config.playUrl ? `${this.config.playUrl}/live` : EMBEDDED_PLAY_BASE;
    return { flv: `${base}/${stream}.flv?token=${token}`, hls: `${base}/${stream}.m3u8?token=${token}` };
  }

  /** Signed addresses of a stream the embedded ingest plays through the platform (campus TV). */
  embeddedPlay(stream: string, viewerKey: string): { flv: string; hls: string } {
    const token = playToken(
      this.config.secret,
      stream,
      viewerKey,
      Math.floor(this.now().getTime() / 1000) + PLAY_TOKEN_TTL_S,
    );
    return {
      flv: `${EMBEDDED_PLAY_BASE}/${stream}.flv?token=${token}`,
      hls: `${EMBEDDED_PLAY_BASE}/${stream}.m3u8?token=${token}`,
    };
  }

  /**
   * Where ffmpeg reads a frame of a stream being published: the embedded server on loopback (RTMP
   * play is loopback-only there), an nginx-rtmp edge's HLS (its origin plays to nobody), or the
   * SRS at LIVE_RTMP_URL; both with a signed token their guard checks.
   */
  snapshotSource(stream: string, embedded: boolean): string {
    if (embedded) return `rtmp://127.0.0.1:${this.config.rtmpPort}/live/${stream}`;
    const token = playToken(this.config.secret, stream, "snapshot", Math.floor(this.now().getTime() / 1000) + 60);
    return this.nginxEdges ? this.addresses(stream, token).hls : `${this.config.rtmpUrl}/${stream}?token=${token}`;
  }

  /**
   * Where the platform's own playout pushes a stream into the embedded ingest, with its key. Campus
   * TV plays out only there (one instance); behind nginx-rtmp channels play their programmes as files.
   */
  playoutPushUrl(stream: string): string {
    return `rtmp://127.0.0.1:${this.config.rtmpPort}/live/${stream}?key=${this.playoutKey}`;
  }

  /**
   * Ends lives whose publisher has been gone longer than the grace period, and lives in
   * progress past their schedule with nobody publishing. Returns the ids ended.
   */
  async sweep(): Promise<number[]> {
    const now = this.now();
    const ids = await q.lostBefore(this.db, new Date(now.getTime() - this.config.graceMs), now);
    const ended: number[] = [];
    for (const id of ids) if (await this.editor.markEnded(id)) ended.push(id);
    return ended;
  }
}
