import type { Readable } from "node:stream";
import {
  mediaStatusSchema,
  officeConfigSchema,
  UPLOAD_CHUNK_MAX_BYTES,
  uploadIdSchema,
  uploadInitSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fail, ok } from "../../platform/http/envelope.js";
import { authorize, defineRoute, type RouteDeps } from "../../platform/http/route.js";
import { parseInput } from "../../platform/http/validation.js";
import type { MediaService } from "./media.service.js";
import { OffsetMismatch } from "./media.uploads.js";

const chunkQuerySchema = uploadIdSchema.extend({
  offset: z.coerce.number({ error: "分片位置必须是数字" }).int("分片位置必须是整数").min(0, "分片位置不能为负数"),
});
const tokenSchema = z.object({ token: z.string({ error: "缺少令牌" }).min(10, "令牌不正确").max(2000, "令牌不正确") });

export function registerMediaRoutes(app: FastifyInstance, deps: RouteDeps & { media: MediaService }) {
  const { media } = deps;

  defineRoute(app, deps, {
    url: "/api/l/upload/init",
    access: "login",
    input: uploadInitSchema,
    handler: ({ input, user }) => media.uploads.init(user, input),
  });
  defineRoute(app, deps, {
    url: "/api/l/upload/status",
    access: "login",
    input: uploadIdSchema,
    handler: ({ input, user }) => media.uploads.status(user, input.uploadId),
  });
  defineRoute(app, deps, {
    url: "/api/l/upload/complete",
    access: "login",
    input: uploadIdSchema,
    handler: ({ input, user }) => media.uploads.complete(user, input.uploadId),
  });
  defineRoute(app, deps, {
    url: "/api/l/upload/abort",
    access: "login",
    input: uploadIdSchema,
    handler: ({ input, user }) => media.uploads.abort(user, input.uploadId),
  });
  defineRoute(app, deps, {
    url: "/api/l/media/status",
    access: "login",
    input: mediaStatusSchema,
    handler: ({ input, user }) => media.status(user, input.fileIds),
  });

  defineRoute(app, deps, {
    url: "/api/l/only/office/config",
    access: "login",
    input: officeConfigSchema,
    handler: ({ input, user, req }) => media.officeConfig(user, input, req),
  });
  // The Document Server fetches the document and calls back without cookies: signed tokens instead.
  defineRoute(app, deps, {
    url: "/api/c/only/office/file",
    method: "GET",
    access: "public",
    handler: async ({ req, reply }) => {
      await media.officeFile(req, reply, parseInput(tokenSchema, req.query).token);
      return reply;
    },
  });
  defineRoute(app, deps, {
    url: "/api/c/only/office/save",
    access: "public",
    handler: async ({ req, reply }) => {
      const r = await media.officeSave(req, (req.query as { token?: unknown }).token);
      reply.code(r.status).send(r.body);
      return reply;
    },
  });

  // PUT /api/l/upload/chunk?uploadId=&offset= with the raw bytes. In its own scope so the
  // octet-stream parser (which hands the body over as a stream, written straight to disk, never
  // buffered) applies to this route only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/octet-stream",
      { bodyLimit: UPLOAD_CHUNK_MAX_BYTES + 1024 },
      (_req, payload, done) => done(null, payload),
    );
    scope.put("/api/l/upload/chunk", { bodyLimit: UPLOAD_CHUNK_MAX_BYTES + 1024 }, async (req, reply) => {
      const body = req.body as Readable | undefined;
      try {
        await authorize("login", req.principal, deps.settings);
        const user = req.principal;
        if (!user) throw new Error("unreachable");
        const q = parseInput(chunkQuerySchema, req.query);
        if (!body || typeof (body as Readable).iterator !== "function") {
          return reply.code(400).send(fail("请以 application/octet-stream 发送分片内容", 400));
        }
        const length = req.headers["content-length"];
        const declared = length === undefined ? undefined : Number(length);
        return ok(await media.uploads.writeChunk(user, q.uploadId, q.offset, body, declared));
      } catch (err) {
        // A refusal before the body was read: close the connection rather than read the rest.
        if (body && !body.readableEnded) reply.header("connection", "close");
        if (err instanceof OffsetMismatch) {
          return reply.code(409).send({ ...fail(err.message, 409), data: { received: err.received } });
        }
        throw err;
      }
    });
  });
}
