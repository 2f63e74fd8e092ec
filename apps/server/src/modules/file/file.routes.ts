import { endpoints, idSchema, pictureUploadKindSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest, notFound } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import { sendFile } from "../../platform/storage/send-file.js";
import { UPLOAD_KINDS } from "../../platform/storage/sniff.js";
import { assertRoom, type StorageUsageOf } from "./file.quota.js";
import type { FileService } from "./file.service.js";

/**
 * Whether a picture may be served publicly (the resource module decides): "free" pictures belong
 * to no resource (covers, avatars, site images, note pictures); "public" ones are a resource's
 * picture or thumbnail while a resource using it is published for everybody; "restricted" ones
 * are fetched through the access-checked stream route instead.
 */
export type ImageAccess = (fileId: number) => Promise<"free" | "public" | "restricted">;

const api = endpoints.file;

export function registerFileRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { files: FileService; imageAccess: ImageAccess; storageUsage: StorageUsageOf },
) {
  const { files } = deps;

  defineRoute(app, deps, {
    endpoint: api.upload,
    log: "上传图片",
    // Uploads per user per hour (shared with the chunked upload), so one account cannot fill the disk.
    limit: "upload",
    handler: async ({ req, user }) => {
      if (!req.isMultipart()) throw badRequest("请使用multipart表单上传文件");
      const queryKind = (req.query as { kind?: string }).kind;
      const part = await req.file({
        limits: { fileSize: UPLOAD_KINDS.image.maxBytes + 1, files: 1 },
      });
      if (!part) throw badRequest("参数 file：请选择要上传的文件");
      const fieldKind = (part.fields.kind as { value?: string } | undefined)?.value;
      const kind = pictureUploadKindSchema.safeParse(queryKind ?? fieldKind ?? "image");
      if (!kind.success) throw badRequest("参数 kind：上传类型不正确");
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, "上传文件过大");
      assertRoom(await deps.storageUsage(user.userId), bytes.length);
      return files.save(kind.data, part.filename, bytes, user.userId);
    },
  });

  // The personal centre shows what the caller stores against their quota.
  defineRoute(app, deps, {
    endpoint: api.quota,
    handler: ({ user }) => deps.storageUsage(user.userId),
  });

  defineRoute(app, deps, {
    endpoint: api.storage.detail,
    handler: () => files.overview(),
  });
  defineRoute(app, deps, {
    endpoint: api.storage.list,
    handler: ({ input }) => files.list(input),
  });

  // Public pictures by id; a bad id answers as an unknown one (an id walk learns nothing).
  defineRoute(app, deps, {
    endpoint: api.picture,
    handler: async ({ req, reply, params, input }) => {
      const id = idSchema.safeParse(params.id);
      if (!id.success) throw notFound("文件不存在");
      const row = await files.get(id.data);
      // Only pictures are public; documents and media get their own checked stream route.
      if (row.kind !== "image") throw notFound("文件不存在");
      // A draft or school-only resource's pictures and thumbnails are not public (same 404).
      const access = await deps.imageAccess(row.id);
      if (access === "restricted") throw notFound("文件不存在");
      // A resource can be taken back: its pictures are cached briefly, other pictures for a day.
      const maxAge = access === "public" ? 300 : 86400;
      // Phones ask for a width (`?w=`): a smaller copy, or the original when none can be made.
      const src = (input.w && (await files.rendition(row, input.w))) || files.source(row);
      return sendFile(req, reply, src, { cacheControl: `public, max-age=${maxAge}` });
    },
  });
}
