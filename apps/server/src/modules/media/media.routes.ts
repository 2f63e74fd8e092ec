import type { Readable } from "node:stream";
import { endpoints, UPLOAD_CHUNK_MAX_BYTES } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { fail } from "../../platform/http/envelope.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import { OffsetMismatch } from "./media.chunks.js";
import type { MediaService } from "./media.service.js";

const api = endpoints.media;

export function registerMediaRoutes(app: FastifyInstance, deps: RouteDeps & { media: MediaService }) {
  const { media } = deps;

  defineRoute(app, deps, {
    endpoint: api.upload.init,
    limit: "upload",
    handler: ({ input, user }) => media.uploads.init(user, input),
  });
  defineRoute(app, deps, {
    endpoint: api.upload.status,
    handler: ({ input, user }) => media.uploads.status(user, input.uploadId),
  });
  defineRoute(app, deps, {
    endpoint: api.upload.complete,
    log: "上传文件",
    handler: ({ input, user }) => media.uploads.complete(user, input.uploadId),
  });
  defineRoute(app, deps, {
    endpoint: api.upload.abort,
    handler: async ({ input, user }) => {
      await media.uploads.abort(user, input.uploadId);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.status,
    handler: ({ input, user }) => media.status(user, input.fileIds),
  });

  defineRoute(app, deps, {
    endpoint: api.office.config,
    handler: ({ input, user, req }) => media.officeConfig(user, input, req),
  });
  // The Document Server fetches the document and calls back without cookies: signed tokens instead.
  defineRoute(app, deps, {
    endpoint: api.office.file,
    handler: async ({ input, req, reply }) => {
      await media.officeFile(req, reply, input.token);
      return reply;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.office.save,
    handler: async ({ req, reply }) => {
      const r = await media.officeSave(req, (req.query as { token?: unknown }).token);
      reply.code(r.status).send(r.body);
      return reply;
    },
  });

  // The chunk's raw bytes as a stream (?uploadId=&offset=).
  defineRoute(app, deps, {
    endpoint: api.upload.chunk,
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
