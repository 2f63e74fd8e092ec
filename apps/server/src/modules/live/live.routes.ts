import { readFile } from "node:fs/promises";
import {
  clusterCallSchema,
  idInputSchema,
  liveBindSchema,
  liveDetailSchema,
  liveListSchema,
  liveMessageListSchema,
  liveMessageSendSchema,
  liveMuteSchema,
  liveReserveSchema,
  liveSaveSchema,
  manageLiveListSchema,
  myLiveListSchema,
  pageInputSchema,
  type SrsCallbackInput,
  srsCallbackSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { LiveService } from "./live.service.js";

/** A play address of the embedded ingest: HTTP-FLV, the HLS playlist, or one of its segments. */
const PLAY_FILE = /^(live-\d{1,10}-[a-z][a-z0-9]{0,19}|tv-\d{1,10})(?:\.(\d{1,9}))?\.(flv|m3u8|ts)$/;

/** Visits are counted per user, or per address for guests. */
const viewerKey = (user: Principal | null, ip: string) => (user ? `u:${user.userId}` : `ip:${ip}`);

export function registerLiveRoutes(app: FastifyInstance, deps: RouteDeps & { lives: LiveService }) {
  const { lives } = deps;

  /* ---------- visitors ---------- */
  defineRoute(app, deps, {
    url: "/api/c/live/list",
    access: "guest",
    input: liveListSchema,
    handler: ({ input, user }) => lives.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/live/detail",
    access: "guest",
    input: liveDetailSchema,
    handler: ({ input, user, req }) => lives.detail(input, user, viewerKey(user, req.ip)),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/reserve",
    access: "login",
    input: liveReserveSchema,
    handler: ({ input, user }) => lives.reserve(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/reservation/list",
    access: "login",
    input: pageInputSchema,
    handler: ({ input, user }) => lives.reservations(input, user),
  });

  /* ---------- the discussion panel ---------- */
  defineRoute(app, deps, {
    url: "/api/c/live/message/list",
    access: "guest",
    input: liveMessageListSchema,
    handler: ({ input, user }) => lives.discussion.list(input.liveId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/message/send",
    access: "login",
    input: liveMessageSendSchema,
    handler: ({ input, user }) => lives.discussion.send(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/message/hide",
    access: "login",
    input: idInputSchema,
    log: "隐藏直播讨论消息",
    handler: ({ input, user }) => lives.discussion.hide(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/message/mute",
    access: "login",
    input: liveMuteSchema,
    log: "直播讨论禁言",
    handler: ({ input, user }) => lives.discussion.mute(input, user),
  });
  // Server-sent events: every new or hidden message of a live, while the page is open.
  defineRoute(app, deps, {
    url: "/api/c/live/message/stream",
    method: "GET",
    access: "guest",
    input: liveMessageListSchema,
    handler: async ({ input, user, reply, req }) => {
      const raw = reply.raw;
      const unsubscribe = await lives.discussion.subscribe(input.liveId, user, (e) => {
        raw.write(`data: ${JSON.stringify(e)}\n\n`);
      });
      raw.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      });
      raw.write(": ok\n\n");
      const ping = setInterval(() => raw.write(": ping\n\n"), 25_000);
      req.raw.on("close", () => {
        clearInterval(ping);
        unsubscribe();
      });
      return reply;
    },
  });

  /* ---------- the teacher (personal centre live-course) ---------- */
  defineRoute(app, deps, {
    url: "/api/l/live/my/list",
    access: "login",
    input: myLiveListSchema,
    handler: ({ input, user }) => lives.editor.mine(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/edit/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user }) => lives.editor.get(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/save",
    access: "login",
    input: liveSaveSchema,
    log: "保存直播",
    handler: ({ input, user }) => lives.editor.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/cancel",
    access: "login",
    input: idInputSchema,
    log: "取消直播",
    handler: ({ input, user }) => lives.editor.cancel(input.id, user),
  });

  // The teacher ends a live in progress (the recording is kept and becomes the playback).
  defineRoute(app, deps, {
    url: "/api/l/live/end",
    access: "login",
    input: idInputSchema,
    log: "结束直播",
    handler: ({ input, user }) => lives.editor.stop(input.id, user),
  });

  defineRoute(app, deps, {
    url: "/api/l/live/stream/detail",
    access: "login",
    input: idInputSchema,
    handler: ({ input, user, req }) => lives.ingest.info(input.id, user, req.hostname),
  });
  defineRoute(app, deps, {
    url: "/api/l/live/stream/key/rotate",
    access: "login",
    input: idInputSchema,
    log: "更换推流码",
    handler: ({ input, user }) => lives.ingest.rotateKey(input.id, user),
  });

  // HTTP-FLV of the embedded ingest: the viewer's signed token is checked like SRS's on_play.
  defineRoute(app, deps, {
    url: "/api/live/play/:file",
    method: "GET",
    access: "public",
    input: z.object({ token: z.string().max(500).optional() }),
    params: z.object({ file: z.string().regex(PLAY_FILE, "参数 file：播放地址无效") }),
    handler: async ({ input, params, reply, req }) => {
      const [, stream = "", segment, kind] = PLAY_FILE.exec(params.file) ?? [];
      const token = input.token ?? "";
      lives.ingest.onPlay({ stream, param: `?token=${token}` });
      if (kind === "flv") {
        if (!lives.rtmp?.playFlv(stream, reply, req.ip)) throw notFound("直播尚未推流");
        return reply;
      }
      // HLS: the playlist carries the viewer's token onto every segment address.
      const query = `?token=${encodeURIComponent(token)}`;
      const body =
        kind === "m3u8"
          ? await lives.hls?.playlist(stream, (n) => `${stream}.${n}.ts${query}`)
          : await readFile(lives.hls?.segmentPath(stream, Number(segment)) ?? "").catch(() => null);
      if (!body) throw notFound("直播尚未推流");
      return reply
        .header("content-type", kind === "m3u8" ? "application/vnd.apple.mpegurl" : "video/mp2t")
        .header("cache-control", "no-store")
        .send(body);
    },
  });

  /* ---------- media-server callbacks (SRS HTTP hooks; the URL carries ?secret=) ---------- */
  const hook = (name: string, run: (cb: SrsCallbackInput) => Promise<unknown> | unknown) =>
    defineRoute(app, deps, {
      url: `/api/live/hook/${name}`,
      access: "public",
      input: srsCallbackSchema,
      handler: async ({ input, req }) => {
        if (!lives.ingest.hookAllowed((req.query as { secret?: string }).secret)) throw forbidden("回调密钥不正确");
        await run(input);
        return null;
      },
    });
  hook("on_publish", (cb) => lives.ingest.onPublish(cb));
  hook("on_unpublish", (cb) => lives.ingest.onUnpublish(cb));
  hook("on_play", (cb) => lives.ingest.onPlay(cb));
  hook("on_stop", () => null);
  hook("on_hls", (cb) => lives.ingest.onHeartbeat(cb));
  hook("on_dvr", (cb) => lives.ingest.onDvr(cb));

  /* ---------- central-control push (SOCLUSTER), HMAC-signed by a partner ---------- */
  defineRoute(app, deps, {
    url: "/api/live/cluster/save",
    access: "public",
    input: clusterCallSchema,
    log: "中控推送直播",
    handler: ({ input, req }) => lives.cluster.save(input, req.hostname),
  });

  /* ---------- administration (business live) ---------- */
  defineRoute(app, deps, {
    url: "/api/m/business/live/list",
    access: { perm: "business.live" },
    input: manageLiveListSchema,
    handler: ({ input, user }) => lives.editor.manageList(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/live/stop",
    access: { perm: "business.live" },
    input: idInputSchema,
    log: "强制结束直播",
    handler: ({ input, user }) => lives.editor.stop(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/live/bind",
    access: { perm: "business.live" },
    input: liveBindSchema,
    log: "直播绑定课程",
    handler: ({ input, user }) => lives.editor.bind(input, user),
  });
}
