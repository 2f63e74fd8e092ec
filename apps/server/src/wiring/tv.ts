import path from "node:path";
import type { FileService } from "../modules/file/file.service.js";
import type { LiveService } from "../modules/live/live.service.js";
import type { ResourceService } from "../modules/resource/resource.service.js";
import { channelSchedules, TvPlayout } from "../modules/tv/tv.playout.js";
import { TvService } from "../modules/tv/tv.service.js";
import type { Db } from "../platform/db/client.js";
import type { TextFilter } from "../platform/text/filter.js";

/** The campus TV station wired to the resources it plays and the lives it relays. */
export function buildTvService(
  db: Db,
  s: {
    resources: ResourceService;
    lives: LiveService;
    textFilter: TextFilter;
    files: FileService;
  },
  dataDir: string,
) {
  const { lives } = s;
  // Scheduled channels played out by ffmpeg into the embedded ingest (when this process runs one).
  const playout = new TvPlayout(path.join(dataDir, "tv-playout"), {
    channel: channelSchedules(db),
    files: async (ids, viewer) => {
      const out = new Map<number, string>();
      for (const [resourceId, fileId] of await s.resources.playbackFiles(ids, viewer)) {
        if (await s.files.exists(fileId)) out.set(resourceId, await s.files.toolInput(await s.files.get(fileId)));
      }
      return out;
    },
    ingest: () => {
      const rtmp = lives.rtmp;
      if (!rtmp) return null;
      return {
        pushUrl: (stream) => lives.ingest.playoutPushUrl(stream),
        isPublishing: (stream) => rtmp.isPublishing(stream),
        viewers: (stream) => lives.viewersOf(stream),
        onAir: (stream) => void lives.hls?.start(stream).catch(() => {}),
        offAir: (stream) => void lives.hls?.stop(stream).catch(() => {}),
      };
    },
    log: (msg, err) => lives.recorder?.log(msg, err),
  });
  return new TvService(db, {
    playout,
    // Signed like a live's play addresses: the embedded ingest's play route checks the token.
    playUrls: (stream, viewerKey) => lives.ingest.embeddedPlay(stream, viewerKey),
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
