import type { LiveService } from "../modules/live/live.service.js";
import type { ResourceService } from "../modules/resource/resource.service.js";
import { TvService } from "../modules/tv/tv.service.js";
import type { Db } from "../platform/db/client.js";
import type { TextFilter } from "../platform/text/filter.js";

/** The campus TV station wired to the resources it plays and the lives it relays. */
export function buildTvService(db: Db, s: { resources: ResourceService; lives: LiveService; textFilter: TextFilter }) {
  return new TvService(db, {
    resources: {
      visible: async (ids, viewer) => {
        if (!ids.length) return new Map();
        const details = await s.resources.details(ids, viewer);
        return new Map(
          details.map((r) => {
            const file = r.fileList[0];
            return [
              r.id,
              {
                id: r.id,
                name: r.name,
                type: r.type,
                duration: r.duration ?? file?.duration ?? 0,
                coverUrl: r.coverUrl,
                // Resource files stream to signed-in users only (the stream route is a login route).
                playUrl: viewer ? (file?.httpPath ?? null) : null,
              },
            ];
          }),
        );
      },
    },
    lives: {
      state: async (liveId, viewer) => {
        const live = await s.lives.playable(liveId, viewer, viewer ? `u:${viewer.userId}` : "tv");
        return live ? { name: live.name, status: live.status } : null;
      },
    },
    textFilter: s.textFilter,
  });
}
