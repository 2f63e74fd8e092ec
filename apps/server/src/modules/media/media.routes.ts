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
import { fail } from "../../platform/http/envelope.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import { parseInput } from "../../platform/http/validation.js";
import { OffsetMismatch } from "./media.chunks.js";
import type { MediaService } from "./media.service.js";

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
    limit: "upload",
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
    log: "上传文件",
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

  // PUT /api/l/upload/chunk?uploadId=&offset= with the raw bytes as a stream.
  defineRoute(app, deps, {
    url: "/api/l/upload/chunk",
    method: "PUT",
    access: "login",
    input: chunkQuerySchema,
    stream: { bodyLimit: UPLOAD_CHUNK_MAX_BYTES + 1024 },
    handler: async ({ input, user, req, reply }) => {
      const body = req.body as Readable | undefined;
      if (!body || typeof body.iterator !== "function") {
        return reply.code(400).send(fail("请以 application/octet-stream 发送分片内容", 400));
      }
      const length = req.headers["content-length"];
      const declared = length === undefined ? undefined : Number(length);
      try {
        return await media.uploads.writeChunk(user, input.uploadId, input.offset, body, declared);
      } catch (err) {
        if (!(err instanceof OffsetMismatch)) throw err;
        if (!body.readableEnded) reply.header("connection", "close");
        return reply.code(409).send({ ...fail(err.message, 409), data: { received: err.received } });
      }
    },
  });
}
