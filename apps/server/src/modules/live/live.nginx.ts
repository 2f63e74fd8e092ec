import { type NginxCallbackInput, nginxHlsPath, nginxHlsStream, type SrsCallbackInput } from "@otp/contract";
import { forbidden } from "../../platform/http/errors.js";
import type { LiveIngest } from "./live.ingest.js";
import { type PlayMarks, parseStreamName } from "./live.keys.js";

/** An nginx-rtmp callback as the SRS-style one the ingest checks: its name is the stream, its args the param. */
export function srsOf(cb: NginxCallbackInput): SrsCallbackInput {
  const args = new URLSearchParams();
  if (cb.key) args.set("key", cb.key);
  if (cb.token) args.set("token", cb.token);
  return {
    stream: cb.name,
    app: cb.app,
    client_id: cb.clientid,
    ip: cb.addr,
    param: args.size ? `?${args}` : undefined,
    file: cb.path,
  };
}

/**
 * The platform side of an nginx-rtmp origin and its edges (LIVE_MEDIA_SERVER=nginx-rtmp): the same
 * rules as the SRS callbacks, plus what nginx-rtmp asks differently. Its periodic update is the
 * publisher's heartbeat and the moment to shut out a publisher whose live was ended or cancelled
 * (nginx drops a connection whose update is refused); HLS from the edges is guarded per request
 * through nginx's auth_request.
 */
export class NginxHooks {
  constructor(
    private readonly ingest: LiveIngest,
    private readonly marks: PlayMarks,
    private readonly log: (msg: string, err?: unknown) => void = () => {},
  ) {}

  allowed(secret: string | undefined): boolean {
    return this.ingest.hookAllowed(secret);
  }

  publish(cb: NginxCallbackInput) {
    return this.ingest.onPublish(srsOf(cb));
  }

  publishDone(cb: NginxCallbackInput) {
    return this.ingest.onUnpublish(srsOf(cb));
  }

  play(cb: NginxCallbackInput) {
    return this.ingest.onPlay(srsOf(cb));
  }

  /**
   * update_publish: a live stream whose live is over is refused; others (relays, players) pass.
   * nginx drops the connection on any answer but a 2xx or 3xx, so only "the live is over" may
   * refuse: a database that cannot answer for a moment must not cut every teacher's push.
   */
  async update(cb: NginxCallbackInput) {
    if (cb.call !== "update_publish" || !parseStreamName(cb.name)) return;
    const on = await this.ingest.streamOn(cb.name).catch((err: unknown) => {
      this.log(`on_update of ${cb.name} not checked`, err);
      return true;
    });
    if (!on) throw forbidden("直播已结束或已取消，推流已断开");
    await this.ingest.onHeartbeat(srsOf(cb)).catch((err: unknown) => this.log(`heartbeat of ${cb.name} lost`, err));
  }

  /** record_done: the origin's file of one publish joins the live's recorded parts. */
  recordDone(cb: NginxCallbackInput) {
    return cb.path ? this.ingest.onDvr(srsOf(cb)) : undefined;
  }

  /**
   * The edge's auth_request: the stream and token nginx took from the viewer's request
   * (X-Live-Stream, X-Live-Token) must go together. They are exactly what the edge keys its cache
   * of answers by, so a "yes" is never kept for a request that was checked otherwise.
   */
  async hls(stream: string | undefined, token: string | undefined) {
    if (!stream || !nginxHlsStream(nginxHlsPath(stream))) throw forbidden("播放地址无效");
    await this.ingest.onHlsPlay(stream, token || undefined, this.marks);
  }
}
