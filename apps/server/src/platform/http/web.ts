import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { fail } from "./envelope.js";

/**
 * Serves the built web app next to the API, with the SPA's index.html for client routes.
 * The build may finish after the server started (first start), so index.html is looked up
 * per request until it exists.
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
    setHeaders(res, file) {
      res.setHeader(
        "cache-control",
        file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.setNotFoundHandler((req, reply) => {
    built ||= existsSync(index);
    if (req.method !== "GET" || req.url.startsWith("/api/") || !built)
      return reply.status(404).send(fail("接口不存在", 404));
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
