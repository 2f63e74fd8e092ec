import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { fail } from "./envelope.js";
import { isApiPath } from "./request-path.js";

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
    cacheControl: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const spa = (reply: FastifyReply) => {
    built ||= existsSync(index);
    if (!built) return reply.status(404).send(fail("接口不存在", 404));
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  };
  // The static plugin would answer "/" as a directory (403); the SPA decides where "/" goes.
  app.get("/", (_req, reply) => spa(reply));
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== "GET" || isApiPath(req)) return reply.status(404).send(fail("接口不存在", 404));
    return spa(reply);
  });
}
