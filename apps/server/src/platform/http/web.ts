import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { fail } from "./envelope.js";

/** Serves the built web app next to the API, with the SPA's index.html for client routes. */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const index = webDir ? path.join(webDir, "index.html") : "";
  if (!webDir || !existsSync(index)) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail("接口不存在", 404)));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      res.setHeader(
        "cache-control",
        file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== "GET" || req.url.startsWith("/api/")) return reply.status(404).send(fail("接口不存在", 404));
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
