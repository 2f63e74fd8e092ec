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

/**
 * Serves the built web app next to the API, with the SPA's index.html for client routes.
 * The build may finish after the server started (first start), so index.html is looked up
 * per request until it exists. Text files are sent as the `.br` or `.gz` file the build wrote
 * next to them when the browser accepts it. index.html carries the port of the platform's own
 * mobile site (0: none), and on that port MOBILE_SITE_META.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  if (!webDir) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail("接口不存在", 404)));
    return;
  }
  mkdirSync(webDir, { recursive: true });
  const index = path.join(webDir, "index.html");
  let built = existsSync(index);
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      if (PRECOMPRESSED.test(file)) res.setHeader("vary", "accept-encoding");
    },
  });

  // index.html as read from disk, re-read when the build replaces it; each answer adds its tags.
  let cached: { mtimeMs: number; html: string } | null = null;
  const indexHtml = async (tags: string) => {
    const { mtimeMs } = await stat(index);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(index, "utf8") };
    return cached.html.replace(/<head>/i, (head) => `${head}\n    ${tags}`);
  };

  const spa = async (req: FastifyRequest, reply: FastifyReply) => {
    built ||= existsSync(index);
    if (!built) return reply.status(404).send(fail("接口不存在", 404));
    reply.header("cache-control", "no-cache");
    const tags = [...(isMobileSiteRequest(req) ? [MOBILE_SITE_META] : []), mobilePortMeta(mobilePortOf(app))];
    return reply.type("text/html; charset=utf-8").send(await indexHtml(tags.join("\n    ")));
  };
  // The static plugin would answer "/" as a directory (403); the SPA decides where "/" goes.
  app.get("/", (req, reply) => spa(req, reply));
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== "GET" || isApiPath(req)) return reply.status(404).send(fail("接口不存在", 404));
    return spa(req, reply);
  });
}
