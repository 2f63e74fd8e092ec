import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import net from "node:net";
import type { SrsCallbackInput } from "@otp/contract";
import type { FastifyReply } from "fastify";
import { isPlayoutStream, parseStreamName } from "./live.keys.js";
import { type HoldableBroadcast, holdFromStart, releaseHold } from "./live.preroll.js";

/**
 * The embedded RTMP ingest: node-media-server 4's RTMP sessions and per-stream broadcast (GOP
 * cache, FLV muxing), on a listener of ours, deciding every publish through the same ingest
 * rules as an external SRS's callbacks. Viewers get HTTP-FLV from the broadcast through the
 * platform's own (signed) route. node-media-server keeps process-wide state, so one embedded
 * server runs per process.
 */

const require = createRequire(import.meta.url);
interface NmsSession {
  id: string;
  inBytes?: number;
  videoWidth?: number;
  videoHeight?: number;
  videoFramerate?: number;
  ip: string;
  streamPath: string;
  streamQuery: Record<string, string | undefined>;
  close(): void;
  broadcast?: NmsBroadcast;
}
interface NmsBroadcast {
  publisher: NmsSession | null;
  subscribers: Map<string, unknown>;
  postPlay(session: object): string | null;
  donePlay(session: object): void;
  _finishPublish(): void;
  publishGraceMs: number;
}
const Context = require("node-media-server/src/core/context.js") as {
  config: object;
  broadcasts: Map<string, NmsBroadcast>;
  eventEmitter: import("node:events").EventEmitter;
};
const logger = require("node-media-server/src/core/logger.js") as { level: string };
/** node-media-server's RTMP connection: its protocol callbacks are re-pointed by `guard`. */
interface NmsRtmpSession extends NmsSession {
  socket: net.Socket;
  rtmp: { onPushCallback: () => void; onPacketCallback: (packet: unknown) => void };
  run(): void;
  onPush(): void;
  onPacket(packet: unknown): void;
}
const RtmpSession = require("node-media-server/src/session/rtmp_session.js") as new (
  socket: net.Socket,
) => NmsRtmpSession;

/** What the embedded server asks of the platform (LiveIngest implements it). */
export interface IngestDecisions {
  onPublish(cb: SrsCallbackInput): Promise<unknown>;
  onUnpublish(cb: SrsCallbackInput): Promise<unknown>;
}

/** How long node-media-server keeps a dropped publisher's broadcast for a resume. */
const RESUME_WINDOW_MS = 3000;

/**
 * Packets kept while a publish is decided. The connection is paused then, so only what arrived in
 * the same read can pile up; more means a client that does not wait for the answer.
 */
const MAX_HELD_PACKETS = 1024;

/** A viewer whose socket cannot keep up is dropped instead of buffering without bound. */
const MAX_VIEWER_BACKLOG = 8 * 1024 * 1024;

export class EmbeddedRtmp {
  private server: net.Server | null = null;
  private readonly sessions = new Set<net.Socket>();

  constructor(
    private readonly decide: IngestDecisions,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
    /** A publish was accepted (the recorder starts). */
    private readonly onAccepted: (liveId: number, stream: string) => void = () => {},
    /** A publisher left (the recorder closes its part). */
    private readonly onLeft: (stream: string) => void = () => {},
  ) {}

  /** Starts listening; resolves with the port (0 picks a free one). */
  async start(port: number, host = "0.0.0.0"): Promise<number> {
    logger.level = "error";
    Context.config = { bind: host, rtmp: { port } };
    Context.eventEmitter.on("donePublish", this.onDonePublish);
    Context.eventEmitter.on("prePlay", this.onPrePlay);
    const server = net.createServer((socket) => {
      this.sessions.add(socket);
      socket.on("close", () => this.sessions.delete(socket));
      const session = new RtmpSession(socket);
      session.run();
      this.guard(session);
      (Context as unknown as { sessions: Map<string, unknown> }).sessions.set(session.id, session);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as net.AddressInfo).port;
  }

  async stop() {
    Context.eventEmitter.off("donePublish", this.onDonePublish);
    Context.eventEmitter.off("prePlay", this.onPrePlay);
    for (const s of this.sessions) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private callback(session: NmsSession): SrsCallbackInput {
    const name = session.streamPath.split("/")[2] ?? "";
    const key = session.streamQuery?.key;
    const ip = session.ip.replace(/:\d+$/, "");
    return { stream: name, app: "live", param: key ? `?key=${key}` : "", client_id: session.id, ip };
  }

  /**
   * Decides a publish before node-media-server registers it. The connection is paused while the
   * platform decides (what the encoder already sent waits in `held`); accepted, the session becomes
   * the broadcast's publisher and its packets flow; refused, the socket is destroyed (not half-
   * closed: an encoder that ignores the close would keep sending). Only the broadcast's accepted
   * publisher reaches the viewers, the caches later viewers start from, HLS and the recorder.
   */
  private guard(session: NmsRtmpSession) {
    const register = session.onPush;
    const forward = session.onPacket;
    const socket = session.socket;
    let state: "idle" | "deciding" | "accepted" | "refused" = "idle";
    const held: unknown[] = [];
    const refuse = () => {
      state = "refused";
      held.length = 0;
      socket.destroy();
    };
    session.rtmp.onPacketCallback = (packet) => {
      if (state === "deciding") {
        if (held.length < MAX_HELD_PACKETS) held.push(packet);
        else refuse();
      } else if (state === "accepted" && session.broadcast?.publisher === session) forward(packet);
    };
    session.rtmp.onPushCallback = () => {
      // One publish per connection; a second one on the same connection is not a client we serve.
      if (state !== "idle") return refuse();
      state = "deciding";
      socket.pause();
      const cb = this.callback(session);
      this.decide.onPublish(cb).then(
        (accepted) => {
          const { liveId, stream } = accepted as { liveId: number; stream?: string };
          if (state !== "deciding" || socket.destroyed) {
            // Gone while the platform decided: the slot it was given is released.
            void this.decide.onUnpublish(cb).catch((err: unknown) => this.log("RTMP unpublish", err));
            return refuse();
          }
          register();
          const b = session.broadcast;
          if (!b || b.publisher !== session) {
            this.log(`RTMP publish refused: ${session.streamPath} already has a publisher`);
            void this.decide.onUnpublish(cb).catch((err: unknown) => this.log("RTMP unpublish", err));
            return refuse();
          }
          state = "accepted";
          // node-media-server holds a dropped publisher 30 s for a same-address resume; the platform
          // has its own grace period (the live continues), so the loss is reported after a few seconds.
          b.publishGraceMs = RESUME_WINDOW_MS;
          // A recorded stream keeps its frames from the first one until the recorder attaches.
          if (!isPlayoutStream(cb.stream)) holdFromStart(b as unknown as HoldableBroadcast);
          for (const packet of held.splice(0)) forward(packet);
          socket.resume();
          // A terminal's push (term-{id}) feeds a meeting venue's stream: its broadcast is also
          // registered under that stream's path, so recording, FLV and HLS find it as for a live.
          if (stream && stream !== cb.stream) {
            Context.broadcasts.set(`/live/${stream}`, b);
            this.aliases.set(session.id, stream);
          }
          const name = stream ?? cb.stream;
          if (parseStreamName(name)) this.onAccepted(liveId, name);
        },
        (err: unknown) => {
          this.log(`RTMP publish refused: ${session.streamPath}`, err);
          refuse();
        },
      );
    };
  }

  /**
   * Cuts every publisher of a live off at once (结束直播): the sockets are destroyed and the
   * publishes finished now rather than after the resume window, so HLS and the recorder stop with
   * them. A reconnecting encoder is refused (the live has ended).
   */
  disconnectLive(liveId: number): void {
    for (const [streamPath, b] of [...Context.broadcasts]) {
      const p = b.publisher as (NmsSession & { socket?: net.Socket }) | null;
      if (!p || parseStreamName(streamPath.replace(/^\/live\//, ""))?.liveId !== liveId) continue;
      p.socket?.destroy();
      b._finishPublish();
    }
  }

  /** RTMP play is for the platform's own recorder on loopback; viewers use the signed HTTP-FLV route. */
  private readonly onPrePlay = (session: NmsSession & { protocol?: string }) => {
    // node-media-server writes the address as "ip:port".
    const ip = session.ip.replace(/:\d+$/, "");
    if (session.protocol === "rtmp" && !/^(::ffff:)?127\.0\.0\.1$|^::1$/.test(ip))
      return (session as NmsSession & { socket?: net.Socket }).socket?.destroy();
    // The recorder is being sent the held frames now (synchronously, after this event).
    const b = session.broadcast;
    if (session.protocol === "rtmp" && session.streamQuery?.recorder && b) {
      setImmediate(() => releaseHold(b as unknown as HoldableBroadcast));
    }
  };

  private readonly onDonePublish = (session: NmsSession) => {
    const alias = this.aliases.get(session.id);
    if (alias) {
      this.aliases.delete(session.id);
      if (Context.broadcasts.get(`/live/${alias}`) === session.broadcast) Context.broadcasts.delete(`/live/${alias}`);
    }
    const cb = { ...this.callback(session), ...(alias ? { stream: alias } : {}) };
    this.onLeft(cb.stream);
    void this.decide.onUnpublish(cb).catch((err: unknown) => this.log("RTMP unpublish", err));
  };

  /** Terminal publishers (session id) → the venue stream their broadcast is registered under too. */
  private readonly aliases = new Map<string, string>();

  private readonly samples = new Map<string, { t: number; bytes: number; kbps: number }>();

  /**
   * The incoming stream's facts as the ingest sees them: bitrate over the time since the last
   * look (or since the publish began), and the resolution and frame rate its metadata announced.
   */
  stats(stream: string): { kbps?: number; width?: number; height?: number; fps?: number } | null {
    const p = Context.broadcasts.get(`/live/${stream}`)?.publisher;
    if (!p) {
      this.samples.delete(stream);
      return null;
    }
    const now = Date.now();
    const bytes = p.inBytes ?? 0;
    const prev = this.samples.get(stream);
    let kbps = prev?.kbps ?? 0;
    if (prev && bytes >= prev.bytes && now - prev.t >= 1000)
      kbps = Math.round(((bytes - prev.bytes) * 8) / (now - prev.t));
    if (!prev || now - prev.t >= 1000) this.samples.set(stream, { t: now, bytes, kbps });
    return {
      ...(kbps ? { kbps } : {}),
      ...(p.videoWidth ? { width: p.videoWidth, height: p.videoHeight } : {}),
      ...(p.videoFramerate ? { fps: Math.round(p.videoFramerate) } : {}),
    };
  }

  /** Whether someone publishes this stream now. */
  isPublishing(stream: string): boolean {
    return !!Context.broadcasts.get(`/live/${stream}`)?.publisher;
  }

  /** Streams one viewer the FLV of a stream (the route checked the signed token). */
  playFlv(stream: string, reply: FastifyReply, ip: string): boolean {
    if (!parseStreamName(stream) && !isPlayoutStream(stream)) return false;
    const broadcast = Context.broadcasts.get(`/live/${stream}`);
    if (!broadcast?.publisher) return false;
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "video/x-flv",
      "cache-control": "no-store",
      "access-control-allow-origin": "*",
    });
    const viewer = {
      id: randomUUID(),
      ip,
      protocol: "flv",
      streamPath: `/live/${stream}`,
      streamQuery: {},
      sendBuffer: (b: Buffer) => {
        if (raw.writableLength > MAX_VIEWER_BACKLOG) raw.destroy();
        else raw.write(b);
      },
      close: () => raw.end(),
    };
    const err = broadcast.postPlay(viewer);
    if (err) {
      raw.end();
      return true;
    }
    raw.on("close", () => broadcast.donePlay(viewer));
    return true;
  }

  /** How many HTTP-FLV viewers a stream has now (the TV playout stops when nobody watches). */
  viewers(stream: string): number {
    // The platform's own RTMP readers (HLS segmenter, recorder) are not viewers.
    const subs = Context.broadcasts.get(`/live/${stream}`)?.subscribers;
    let n = 0;
    for (const s of subs?.values() ?? []) if ((s as { protocol?: string }).protocol === "flv") n++;
    return n;
  }
}
