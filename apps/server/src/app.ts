import path from "node:path";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import { endpoints } from "@otp/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { ipAllowed } from "./platform/access/settings.js";
import { registerRequestAuth } from "./platform/auth/request-auth.js";
import { registerCompression } from "./platform/http/compress.js";
import { registerErrorHandler } from "./platform/http/error-handler.js";
import { accessRestricted, badRequest } from "./platform/http/errors.js";
import { registerProxyCheck } from "./platform/http/proxy-check.js";
import { isApiPath, requestPath } from "./platform/http/request-path.js";
import { recordRoutes } from "./platform/http/route.js";
import { registerSecurity } from "./platform/http/security.js";
import { registerWeb } from "./platform/http/web.js";

import type { AppDeps } from "./wiring/deps.js";
import { registerRoutes } from "./wiring/routes.js";
import { buildServices, type Services } from "./wiring/services.js";

/** Answered from any address: the status the web uses to show /401, and the proxy's probes. */
const OPEN_PATHS = new Set([endpoints.site.accessStatus.path, endpoints.health.live.path, endpoints.health.ready.path]);

declare module "fastify" {
  interface FastifyRequest {
    accessRestricted?: boolean;
  }
}

export type { AppDeps } from "./wiring/deps.js";
export { buildServices, type Services };

export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ? { level: config.LOG_LEVEL, ...(deps.logStream ? { stream: deps.logStream } : {}) } : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  // Before any route: the access test compares what Fastify registered with what was declared.
  recordRoutes(app);
  const services = buildServices(deps);
  const { site } = services;

  // An empty JSON body means "no parameters", as the web client sends for empty payloads.
  // NUL cannot be stored in PostgreSQL text, so it is refused up front instead of failing later.
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, raw, done) => {
    const text = raw as string;
    if (text === "") return done(null, {});
    if (text.includes("\\u0000")) return done(badRequest("请求参数包含非法字符"), undefined);
    return json(req, text, done);
  });

  // nginx-rtmp's callbacks are form posts. Only the contract's hook endpoints get one past the
  // CSRF check (security.ts); everywhere else a form body is refused before it is parsed. The
  // first value of a field wins: nginx writes its own fields (name, call, path, addr…) first and
  // appends the client's publish or play arguments after them, so a client's "&name=…" is ignored.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_req, raw, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [k, v] of new URLSearchParams(raw as string)) if (!(k in fields)) fields[k] = v;
      done(null, fields);
    },
  );

  registerErrorHandler(app, {
    databasePort: config.DATABASE_URL ? Number(new URL(config.DATABASE_URL).port || 5432) : null,
  });
  registerProxyCheck(app, config.TRUST_PROXY);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await registerSecurity(app, { officeOrigin: config.ONLYOFFICE_URL, hsts: config.COOKIE_SECURE });
  await registerCompression(app);

  // Restricted platform access: every API call from outside the allowed addresses is refused,
  // except the status call the web uses to show /401.
  app.addHook("onRequest", async (req) => {
    if (!isApiPath(req)) return;
    const policy = await site.accessPolicy();
    if (!policy.restricted || ipAllowed(req.ip, policy.allow)) return;
    req.accessRestricted = true;
    if (!OPEN_PATHS.has(requestPath(req))) throw accessRestricted();
  });
  registerRequestAuth(app, services.sessions);

  registerRoutes(app, deps, services);
  app.addHook("onClose", () => services.ocr.close());
  app.addHook("onClose", () => services.classroom.closeEngines());
  // Lives whose publisher is gone for longer than the grace period end (and keep their recording).
  // Every instance sweeps: ending is one conditional update, so exactly one instance ends a live
  // (and runs its end hooks); a per-instance sweep costs one small query every 15 s.
  const stopSweeper = services.lives.startSweeper(15_000, (err) => app.log.warn({ err }, "live sweep failed"));
  app.addHook("onClose", async () => stopSweeper());
  if (config.LIVE_RTMP_PORT > 0) {
    await services.lives.startRtmp(config.LIVE_RTMP_PORT, path.join(config.dataDir, "live-recordings"), (msg, err) =>
      app.log.warn({ err }, msg),
    );
    // Scheduled TV channels play out into the ingest on demand and stop when nobody watches.
    // Per instance by nature: it stops this process's own playout (ffmpeg) runs.
    const stopPlayoutSweep = services.tv.playout?.startSweeper();
    app.addHook("onClose", async () => {
      stopPlayoutSweep?.();
      await services.tv.playout?.stopAll();
    });
    app.addHook("onClose", async () => services.lives.rtmp?.stop());
  } else
    services.lives.useExternalRecordings(path.join(config.dataDir, "live-recordings"), (msg, err) =>
      app.log.warn({ err }, msg),
    );
  await registerWeb(app, deps.webDir, deps.mobileDir, {
    siteName: async () => (await services.site.baseInfo()).name,
    portalModules: () => services.site.indexList(),
  });
  return { app, services };
}
