import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Stream keys, stream names and signed play tokens: pure helpers of the ingest. */

/** How long a key stays valid after the scheduled end (a class that overruns keeps streaming). */
export const KEY_VALID_AFTER_END_MS = 2 * 3600_000;
/** A publish may start this long before the scheduled start (setting up OBS). */
export const PUBLISH_EARLY_MS = 30 * 60_000;
/** How long a signed play URL may be opened. */
export const PLAY_TOKEN_TTL_S = 5 * 60;

export const newStreamKey = () => randomBytes(15).toString("hex");

/** The media server's stream name of one stream of a live: live-{id}-{kind}. */
export const streamName = (liveId: number, kind: string) => `live-${liveId}-${kind}`;

export function parseStreamName(name: string): { liveId: number; kind: string } | null {
  // Kinds are LIVE_STREAM_KINDS, or v1, v2… for a meeting's venues.
  const m = /^live-(\d{1,10})-([a-z][a-z0-9]{0,19})$/.exec(name);
  return m ? { liveId: Number(m[1]), kind: m[2] as string } : null;
}

/** A teaching-research terminal's own push address: term-{terminalId} (routed to a meeting venue's stream). */
export function parseTerminalStream(name: string): number | null {
  const m = /^term-(\d{1,10})$/.exec(name);
  return m ? Number(m[1]) : null;
}

/** The TV station's playout streams: tv-{channelId} (published by the platform itself). */
export const isPlayoutStream = (name: string) => /^tv-\d{1,10}$/.test(name);

/** A query-string parameter from an SRS `param` ("?key=…&token=…"). */
export function paramOf(param: string | undefined, name: string): string | undefined {
  if (!param) return undefined;
  return new URLSearchParams(param.startsWith("?") ? param.slice(1) : param).get(name) ?? undefined;
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** A play token for one stream and one viewer, valid until `exp` (seconds). */
export function playToken(secret: string, stream: string, viewer: string, exp: number): string {
  const v = Buffer.from(viewer).toString("base64url");
  return `${exp}.${v}.${sign(secret, `${stream}.${exp}.${viewer}`)}`;
}

/** Why a play token is refused, or null when it is good for this stream now. */
export function playTokenRefusal(secret: string, stream: string, token: string | undefined, nowS: number) {
  if (!token) return "缺少播放凭证";
  const [exp, v, sig] = token.split(".");
  if (!exp || !v || !sig) return "播放凭证无效";
  const viewer = Buffer.from(v, "base64url").toString();
  if (!sameSecret(sig, sign(secret, `${stream}.${exp}.${viewer}`))) return "播放凭证无效";
  if (Number(exp) < nowS) return "播放地址已过期，请刷新页面";
  return null;
}
