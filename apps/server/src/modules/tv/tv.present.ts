import type { TvChannel, TvChannelKind, TvNowPlaying, TvProgramme } from "@otp/contract";
import type { TvVideo } from "./tv.ports.js";
import type { ChannelRow, ProgrammeRow } from "./tv.queries.js";
import { loopSeconds, type Placed } from "./tv.schedule.js";

/** Pure output shaping of the TV station. */

const iso = (ms: number) => new Date(ms).toISOString();

export function toProgramme(p: Placed<ProgrammeRow>): TvProgramme {
  return {
    id: p.slot.id,
    resourceId: p.slot.resourceId,
    name: p.slot.name,
    duration: p.slot.duration,
    startAt: iso(p.startMs),
    endAt: iso(p.endMs),
  };
}

export function toNowPlaying(p: Placed<ProgrammeRow>, atMs: number, video: TvVideo | undefined): TvNowPlaying {
  return {
    ...toProgramme(p),
    offset: Math.max(0, Math.round((atMs - p.startMs) / 100) / 10),
    playUrl: video?.playUrl ?? null,
    coverUrl: video?.coverUrl ?? null,
  };
}

export function toChannel(
  row: ChannelRow,
  programmes: ProgrammeRow[],
  parts: {
    atMs: number;
    now: TvNowPlaying | null;
    next: TvProgramme | null;
    live: { name: string; status: number } | null;
  },
): TvChannel {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TvChannelKind,
    brief: row.brief,
    sort: row.sort,
    enabled: row.enabled,
    liveId: row.liveId,
    liveName: parts.live?.name ?? null,
    liveStatus: parts.live?.status ?? null,
    loopSeconds: loopSeconds(programmes),
    programmeCount: programmes.length,
    now: parts.now,
    next: parts.next,
    serverTime: iso(parts.atMs),
  };
}
