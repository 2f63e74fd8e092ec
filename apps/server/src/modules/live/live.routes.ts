import { readFile } from "node:fs/promises";
import { endpoints, LIVE_PLAY_FILE, type NginxCallbackInput, type SrsCallbackInput } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { PlayMarks } from "./live.keys.js";
import { NginxHooks } from "./live.nginx.js";
import type { LiveService } from "./live.service.js";

const api = endpoints.live;

/** Visits are counted per user, or per address for guests. */
const viewerKey = (user: Principal | null, ip: string) => (user ? `u:${user.userId}` : `ip:${ip}`);

export function registerLiveRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { lives: LiveService; playMarks: PlayMarks },
) {
  const { lives } = deps;

  /* ---------- visitors ---------- */
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => lives.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user, req }) => lives.detail(input, user, viewerKey(user, req.ip)),
  });
  defineRoute(app, deps, {
    endpoint: api.reserve,
    handler: ({ input, user }) => lives.reserve(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.reservations,
    handler: ({ input, user }) => lives.reservations(input, user),
  });

  /* ---------- the discussion panel ---------- */
  defineRoute(app, deps, {
    endpoint: api.message.list,
    handler: ({ input, user }) => lives.discussion.list(input.liveId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.message.send,
    limit: "liveMessage",
    handler: ({ input, user }) => lives.discussion.send(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.message.hide,
    log: "隐藏直播讨论消息",
    handler: ({ input, user }) => lives.discussion.hide(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.message.mute,
    log: "直播讨论禁言",
    handler: ({ input, user }) => lives.discussion.mute(input, user),
  });
  // Server-sent events: every new or hidden message of a live, while the page is open.
  defineRoute(app, deps, {
    endpoint: api.message.stream,
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
    endpoint: api.mine,
    handler: ({ input, user }) => lives.editor.mine(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.edit,
    handler: ({ input, user }) => lives.editor.get(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.save,
    log: "保存直播",
    handler: ({ input, user }) => lives.editor.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.cancel,
    log: "取消直播",
    handler: ({ input, user }) => lives.editor.cancel(input.id, user),
  });

  // The teacher ends a live in progress (the recording is kept and becomes the playback).
  defineRoute(app, deps, {
    endpoint: api.end,
    log: "结束直播",
    handler: ({ input, user }) => lives.editor.stop(input.id, user),
  });

  defineRoute(app, deps, {
    endpoint: api.stream.detail,
    handler: ({ input, user, req }) => lives.ingest.info(input.id, user, req.hostname),
  });
  defineRoute(app, deps, {
    endpoint: api.stream.rotateKey,
    log: "更换推流码",
    handler: ({ input, user }) => lives.ingest.rotateKey(input.id, user),
  });

  // HTTP-FLV and HLS of the embedded ingest: the viewer's signed token is checked like SRS's
  // on_play; HLS asks on every playlist and segment, so a viewer still watching keeps playing
  // past the token's expiry while the live is on (decision 0061).
  defineRoute(app, deps, {
    endpoint: api.play,
    handler: async ({ input, params, reply, req }) => {
      const [, stream = "", segment, kind] = LIVE_PLAY_FILE.exec(params.file) ?? [];
      const token = input.token ?? "";
      if (kind === "flv") {
        lives.ingest.onPlay({ stream, param: `?token=${token}` });
        if (!lives.rtmp?.playFlv(stream, reply, req.ip)) throw notFound("直播尚未推流");
        return reply;
      }
      await lives.ingest.onHlsPlay(stream, token, deps.playMarks);
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
  const hook = (
    endpoint: (typeof api.hook)[keyof typeof api.hook],
    run: (cb: SrsCallbackInput) => Promise<unknown> | unknown,
  ) =>
    defineRoute(app, deps, {
      endpoint,
      handler: async ({ input, req }) => {
        if (!lives.ingest.hookAllowed((req.query as { secret?: string }).secret)) throw forbidden("回调密钥不正确");
        await run(input);
        return null;
      },
    });
  hook(api.hook.onPublish, (cb) => lives.ingest.onPublish(cb));
  hook(api.hook.onUnpublish, (cb) => lives.ingest.onUnpublish(cb));
  hook(api.hook.onPlay, (cb) => lives.ingest.onPlay(cb));
  hook(api.hook.onStop, () => null);
  hook(api.hook.onHls, (cb) => lives.ingest.onHeartbeat(cb));
  hook(api.hook.onDvr, (cb) => lives.ingest.onDvr(cb));

  /* ---------- nginx-rtmp origin and edges (form callbacks; the URL carries ?secret=) ---------- */
  const nginx = new NginxHooks(lives.ingest, deps.playMarks, (msg, err) => app.log.warn({ err }, msg));
  const nginxHook = (
    endpoint: (typeof api.nginxHook)[Exclude<keyof typeof api.nginxHook, "hlsAuth">],
    run: (cb: NginxCallbackInput) => Promise<unknown> | unknown,
  ) =>
    defineRoute(app, deps, {
      endpoint,
      handler: async ({ input, req }) => {
        if (!nginx.allowed((req.query as { secret?: string }).secret)) throw forbidden("回调密钥不正确");
        await run(input);
        return null;
      },
    });
  nginxHook(api.nginxHook.onPublish, (cb) => nginx.publish(cb));
  nginxHook(api.nginxHook.onPublishDone, (cb) => nginx.publishDone(cb));
  nginxHook(api.nginxHook.onPlay, (cb) => nginx.play(cb));
  nginxHook(api.nginxHook.onUpdate, (cb) => nginx.update(cb));
  nginxHook(api.nginxHook.onRecordDone, (cb) => nginx.recordDone(cb));
  defineRoute(app, deps, {
    endpoint: api.nginxHook.hlsAuth,
    handler: async ({ input, req }) => {
      if (!nginx.allowed(input.secret)) throw forbidden("回调密钥不正确");
      const header = (name: string) => req.headers[name] as string | undefined;
      await nginx.hls(header("x-live-stream"), header("x-live-token"));
      return null;
    },
  });

  /* ---------- central-control push (SOCLUSTER), HMAC-signed by a partner ---------- */
  defineRoute(app, deps, {
    endpoint: api.cluster.save,
    log: "中控推送直播",
    handler: ({ input, req }) => lives.cluster.save(input, req.hostname),
  });

  /* ---------- administration (business live) ---------- */
  defineRoute(app, deps, {
    endpoint: api.manage.list,
    handler: ({ input, user }) => lives.editor.manageList(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.stop,
    log: "强制结束直播",
    handler: ({ input, user }) => lives.editor.stop(input.id, user),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.bind,
    log: "直播绑定课程",
    handler: ({ input, user }) => lives.editor.bind(input, user),
  });
}
