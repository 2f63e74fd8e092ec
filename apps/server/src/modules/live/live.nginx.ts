import { type NginxCallbackInput, nginxHlsStream, type SrsCallbackInput } from "@otp/contract";
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

  /** update_publish: a live stream whose live is over is refused; others (relays, players, playout) pass. */
  async update(cb: NginxCallbackInput) {
    if (cb.call !== "update_publish" || !parseStreamName(cb.name)) return;
    if (!(await this.ingest.streamOn(cb.name))) throw forbidden("直播已结束或已取消，推流已断开");
    await this.ingest.onHeartbeat(srsOf(cb));
  }

  /** record_done: the origin's file of one publish joins the live's recorded parts. */
  recordDone(cb: NginxCallbackInput) {
    return cb.path ? this.ingest.onDvr(srsOf(cb)) : undefined;
  }

  /** The edge's auth_request: the viewer's original request must carry a token good for its stream. */
  async hls(originalUri: string | undefined) {
    const uri = originalUri ?? "";
    const stream = nginxHlsStream(uri);
    if (!stream) throw forbidden("播放地址无效");
    const token = new URLSearchParams(uri.split("?")[1] ?? "").get("token") ?? undefined;
    await this.ingest.onHlsPlay(stream, token, this.marks);
  }
}
