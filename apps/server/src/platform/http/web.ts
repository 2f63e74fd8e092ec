import { existsSync, mkdirSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fail } from "./envelope.js";
import { isMobileSiteRequest, MOBILE_SITE_META, mobilePortMeta, mobilePortOf } from "./mobile-site.js";
import { isApiPath } from "./request-path.js";

/** Files the web build compresses ahead (apps/web/vite.config.ts PRECOMPRESS): their answer varies. */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)(?:\.br|\.gz)?$/;

/** Hashed build files never change: a year of cache. Everything else is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  const immutable = /[\\/](?:m-)?assets[\\/]/.test(file);
  res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (PRECOMPRESSED.test(file)) res.setHeader("vary", "accept-encoding");
}

/** An index.html read from disk, re-read when a build replaces it; each answer adds its tags. */
function indexPage(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return {
    exists: () => existsSync(file),
    async html(tags: string[]) {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, "utf8") };
      return cached.html.replace(/<head>/i, (head) => `${head}\n    ${tags.join("\n    ")}`);
    },
  };
}

/** Tells the phone site the desktop site's port (its 电脑版 link). */
function desktopPortMeta(app: FastifyInstance): string {
  const address = app.server.address();
  const port = address && typeof address === "object" ? address.port : 0;
  return `<meta name="otp-desktop-port" content="${Math.trunc(port)}" />`;
}

/**
 * Serves the built web app next to the API, with the SPA's index.html for client routes, and on
 * the mobile port the phone site (apps/mobile/dist: its files under /m-assets/, its service
 * worker at /sw.js), or the web app while the phone site is not built.
 * A build may finish after the server started (first start), so each index.html is looked up
 * per request until it exists. Text files are sent as the `.br` or `.gz` file the build wrote
 * next to them when the browser accepts it. The web's index.html carries the port of the
 * platform's own mobile site (0: none), and on that port MOBILE_SITE_META.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined, mobileDir?: string) {
  if (!webDir) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail("接口不存在", 404)));
    return;
  }
  mkdirSync(webDir, { recursive: true });
  const web = indexPage(path.join(webDir, "index.html"));
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  const phone = mobileDir ? indexPage(path.join(mobileDir, "index.html")) : null;
  if (mobileDir) {
    mkdirSync(path.join(mobileDir, "m-assets"), { recursive: true });
    await app.register(fastifyStatic, {
      root: path.join(mobileDir, "m-assets"),
      prefix: "/m-assets/",
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    // The service worker must be served from the root to control the whole phone site.
    app.get("/sw.js", (req, reply) => {
      if (!isMobileSiteRequest(req) || !existsSync(path.join(mobileDir, "sw.js"))) {
        return reply.status(404).send(fail("接口不存在", 404));
      }
      return reply.header("cache-control", "no-cache").sendFile("sw.js", mobileDir);
    });
  }

  const spa = async (req: FastifyRequest, reply: FastifyReply) => {
    const onPhoneSite = isMobileSiteRequest(req);
    const page = onPhoneSite && phone?.exists() ? phone : web;
    if (!page.exists()) return reply.status(404).send(fail("接口不存在", 404));
    reply.header("cache-control", "no-cache");
    const tags =
      page === phone
        ? [MOBILE_SITE_META, desktopPortMeta(app)]
        : [...(onPhoneSite ? [MOBILE_SITE_META] : []), mobilePortMeta(mobilePortOf(app))];
    return reply.type("text/html; charset=utf-8").send(await page.html(tags));
  };
  // The static plugin would answer "/" as a directory (403); the SPA decides where "/" goes.
  app.get("/", (req, reply) => spa(req, reply));
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== "GET" || isApiPath(req)) return reply.status(404).send(fail("接口不存在", 404));
    return spa(req, reply);
  });
}
