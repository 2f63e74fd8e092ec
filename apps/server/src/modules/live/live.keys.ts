import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Cache } from "../../platform/cache/index.js";

/**
 * Stream keys, stream names and signed play tokens: helpers of the ingest, pure but for the HLS
 * keep-alive's marks, which live in the platform cache (shared by every instance).
 */

/** How long a key stays valid after the scheduled end (a class that overruns keeps streaming). */
export const KEY_VALID_AFTER_END_MS = 2 * 3600_000;
/** A publish may start this long before the scheduled start (setting up OBS). */
export const PUBLISH_EARLY_MS = 30 * 60_000;
/** How long a signed play URL may be opened. */
export const PLAY_TOKEN_TTL_S = 5 * 60;
/**
 * HLS asks again for every playlist and segment (every few seconds): an expired token still
 * plays while its viewer asked within this long and the live is on (decision 0061).
 */
export const HLS_KEEPALIVE_S = 30;

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

/** A play token checked: good (with its expiry and signature), or why not. */
export type PlayTokenCheck =
  | { ok: true; exp: number; sig: string }
  | { ok: false; refusal: string; expired: false }
  | { ok: false; refusal: string; expired: true; exp: number; sig: string };

const EXPIRED = "播放地址已过期，请刷新页面";

export function checkPlayToken(
  secret: string,
  stream: string,
  token: string | undefined,
  nowS: number,
): PlayTokenCheck {
  if (!token) return { ok: false, refusal: "缺少播放凭证", expired: false };
  const [exp, v, sig] = token.split(".");
  if (!exp || !v || !sig) return { ok: false, refusal: "播放凭证无效", expired: false };
  const viewer = Buffer.from(v, "base64url").toString();
  if (!sameSecret(sig, sign(secret, `${stream}.${exp}.${viewer}`)))
    return { ok: false, refusal: "播放凭证无效", expired: false };
  if (Number(exp) < nowS) return { ok: false, refusal: EXPIRED, expired: true, exp: Number(exp), sig };
  return { ok: true, exp: Number(exp), sig };
}

/** Why a play token is refused, or null when it is good for this stream now. */
export function playTokenRefusal(secret: string, stream: string, token: string | undefined, nowS: number) {
  const check = checkPlayToken(secret, stream, token, nowS);
  return check.ok ? null : check.refusal;
}

/** Where the HLS keep-alive marks a token's last request (the platform cache). */
export type PlayMarks = Pick<Cache, "get" | "set">;

/** A token is marked by its signature: unique to its stream, viewer and expiry, and not the token itself. */
const markKey = (sig: string) => `live:hls-seen:${sig}`;

/**
 * Why an HLS request (a playlist or a segment) is refused, or null when it may play. A good
 * token plays, as for FLV. An expired one plays on while the same token asked within
 * HLS_KEEPALIVE_S and the live is still on: HLS players (iPhone, hls.js) ask again every few
 * seconds with the address they opened, so a viewer watching is never cut off at the token's
 * expiry, while an address left idle (copied, shared later) stops working 30 s after it.
 * Requests in the last 30 s of a token's life and after it leave a mark (their time, by the
 * ingest's clock); earlier ones need none, which spares the cache a write per segment.
 */
export async function hlsPlayRefusal(p: {
  secret: string;
  stream: string;
  token: string | undefined;
  nowMs: number;
  marks: PlayMarks;
  /** Whether the stream's live is on now (asked only for an expired token). */
  streamOn: () => Promise<boolean>;
}): Promise<string | null> {
  const check = checkPlayToken(p.secret, p.stream, p.token, Math.floor(p.nowMs / 1000));
  if (!check.ok) {
    if (!check.expired) return check.refusal;
    const seen = Number((await p.marks.get(markKey(check.sig))) ?? Number.NaN);
    if (!(p.nowMs - seen <= HLS_KEEPALIVE_S * 1000) || !(await p.streamOn())) return check.refusal;
  }
  if (check.exp * 1000 - p.nowMs <= HLS_KEEPALIVE_S * 1000) {
    // Kept twice the window, so a cache clock slightly ahead of the ingest's drops no live mark.
    await p.marks.set(markKey(check.sig), String(p.nowMs), 2 * HLS_KEEPALIVE_S);
  }
  return null;
}
