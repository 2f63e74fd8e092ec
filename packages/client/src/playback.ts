/** A segment of a media file to play (SPEC §3 "sep"): start and/or end second. */
export interface Sep {
  startSecond?: number;
  endSecond?: number;
}

const MAX_SECOND = 86_400;

/** A playback offset from a query parameter: a finite number 0..86400, else undefined. */
export function parseSecond(value: string | null | undefined): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n <= MAX_SECOND ? n : undefined;
}

/**
 * A segment from the `sep` query parameter ("30,90", "30-90", "30," or ",90"); a reversed or empty
 * segment is ignored.
 */
export function parseSep(value: string | null | undefined): Sep | undefined {
  if (!value) return undefined;
  const parts = value.split(/[,-]/);
  if (parts.length !== 2) return undefined;
  const startSecond = parseSecond(parts[0]);
  const endSecond = parseSecond(parts[1]);
  if (startSecond === undefined && endSecond === undefined) return undefined;
  if (startSecond !== undefined && endSecond !== undefined && endSecond <= startSecond) return undefined;
  return { startSecond, endSecond };
}

export interface PlaybackQuery {
  /** Resource name to show while the detail loads. */
  name?: string;
  /** The resource to open when it differs from the route's originId (links from notes/search). */
  resourceId?: number;
  startSecond?: number;
  sep?: Sep;
}

/** The query parameters of /resource/{originId}: name, resourceId, second and sep. */
export function parsePlaybackQuery(params: URLSearchParams): PlaybackQuery {
  const name = params.get("name")?.trim() || undefined;
  const rid = params.get("resourceId");
  const resourceId = rid && /^\d+$/.test(rid) && Number(rid) > 0 ? Number(rid) : undefined;
  return {
    name,
    resourceId,
    startSecond: parseSecond(params.get("second")),
    sep: parseSep(params.get("sep")),
  };
}

/**
 * Where playback starts: the requested second, kept inside the segment; without one, the
 * segment's start; else 0. A start at or past the segment's end falls back to the segment start.
 */
export function resolveStart(startSecond: number | undefined, sep: Sep | undefined, duration?: number): number {
  const lo = sep?.startSecond ?? 0;
  const hi = sep?.endSecond;
  let t = startSecond ?? lo;
  if (t < lo) t = lo;
  if (hi !== undefined && t >= hi) t = lo;
  if (duration !== undefined && Number.isFinite(duration) && duration > 0 && t >= duration) t = 0;
  return t;
}

/** True when playback has reached the segment's end and must stop. */
export function pastSegmentEnd(currentTime: number, sep: Sep | undefined): boolean {
  return sep?.endSecond !== undefined && currentTime >= sep.endSecond;
}

/** "mm:ss" or "h:mm:ss". */
export function formatSecond(total: number | null | undefined): string {
  if (total == null || !Number.isFinite(total) || total < 0) return "--:--";
  const s = Math.floor(total);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, "0");
  const ss = String(sec).padStart(2, "0");
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
