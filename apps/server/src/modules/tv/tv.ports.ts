import type { Principal } from "../../platform/auth/principal.js";

/** What the TV station needs from other modules, wired in wiring/tv.ts as small callbacks. */

export interface TvVideo {
  id: number;
  name: string;
  type: string;
  /** Seconds (0 when unknown). */
  duration: number;
  coverUrl: string | null;
  /** The first file's play address (null without files, or for a guest: files stream to signed-in users). */
  playUrl: string | null;
}

export interface TvResourcePort {
  /** Resources the viewer may see, by id (others are left out). */
  visible(ids: number[], viewer: Principal | null): Promise<Map<number, TvVideo>>;
}

export interface TvLivePort {
  /** The live's name and status (LIVE_STATE) when the viewer may watch it; null otherwise. */
  state(liveId: number, viewer: Principal | null): Promise<{ name: string; status: number } | null>;
}

import type { TextFilter } from "../../platform/text/filter.js";
import type { TvPlayout } from "./tv.playout.js";

export interface TvDeps {
  /** Scheduled channels played out as live streams (off when no embedded ingest runs). */
  playout?: TvPlayout;
  /** Signed HTTP-FLV and HLS addresses of a stream for one viewer. */
  playUrls?: (stream: string, viewerKey: string) => { flv: string; hls: string };
  textFilter: TextFilter;
  resources: TvResourcePort;
  lives: TvLivePort;
}
