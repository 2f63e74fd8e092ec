import type { MultipartFile } from "@fastify/multipart";
import { endpoints } from "@otp/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { PDF_MIME, sendDownload } from "../../platform/http/download.js";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { ClassroomService } from "./classroom.service.js";

const api = endpoints.classroom;
/** A classroom picture at most this large (a 4K JPEG is well under it). */
const FRAME_MAX_BYTES = 5 * 1024 * 1024;

/** The picture of a multipart call (field `file`); 400 naming the field, 413 over the limit. */
async function readFrame(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest("参数 file：请选择图片");
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: FRAME_MAX_BYTES, files: 1, fields: 5 } });
  } catch {
    throw badRequest("参数 file：请选择图片");
  }
  if (part?.fieldname !== "file") throw badRequest("参数 file：请选择图片");
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated) throw new AppError(413, `图片不能超过${FRAME_MAX_BYTES / 1024 / 1024}MB`);
  if (!bytes.length) throw badRequest("参数 file：请选择图片");
  return bytes;
}

export function registerClassroomRoutes(app: FastifyInstance, deps: RouteDeps & { classroom: ClassroomService }) {
  const c = deps.classroom;
  defineRoute(app, deps, { endpoint: api.list, handler: ({ input, user }) => c.list(input, user) });
  defineRoute(app, deps, { endpoint: api.options, handler: ({ input, user }) => c.options(input, user) });
  defineRoute(app, deps, { endpoint: api.candidates, handler: ({ input, user }) => c.candidates(input, user) });
  defineRoute(app, deps, {
    endpoint: api.run,
    log: "分析课堂录像",
    handler: ({ input, user }) => c.run(input.resourceId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.cancel,
    log: "取消课堂分析",
    handler: ({ input, user }) => c.cancel(input.id, user),
  });
  defineRoute(app, deps, { endpoint: api.detail, handler: ({ input, user }) => c.detail(input.id, user) });
  defineRoute(app, deps, { endpoint: api.frames, handler: ({ input, user }) => c.frames(input, user) });
  defineRoute(app, deps, {
    endpoint: api.frameImage,
    handler: async ({ input, user, reply }) =>
      reply
        .header("content-type", "image/jpeg")
        .header("cache-control", "private, max-age=3600")
        .send(await c.frameImage(input.id, input.sampleId, user)),
  });
  defineRoute(app, deps, { endpoint: api.fiasSave, handler: ({ input, user }) => c.saveFias(input, user) });
  defineRoute(app, deps, {
    endpoint: api.report,
    handler: async ({ input, user, reply }) => {
      const { name, bytes } = await c.report(input.id, user);
      return sendDownload(reply, name, bytes, PDF_MIME);
    },
  });
  defineRoute(app, deps, { endpoint: api.mine, handler: ({ input, user }) => c.mine(input.termId, user) });
  defineRoute(app, deps, { endpoint: api.warnings, handler: ({ input, user }) => c.warningStats(input, user) });
  defineRoute(app, deps, {
    endpoint: api.warningsExport,
    handler: async ({ input, user, reply }) =>
      sendDownload(reply, "课堂预警明细.xlsx", await c.warningExport(input, user)),
  });
  defineRoute(app, deps, { endpoint: api.liveHeadUp, handler: ({ input, user }) => c.liveHeadUp(input.liveIds, user) });
  defineRoute(app, deps, {
    endpoint: api.frameAnalyse,
    limit: "ocr",
    // The switch and the caller are checked before the upload is read.
    handler: ({ req, user }) => c.analyseFrame(user, () => readFrame(req)),
  });
  defineRoute(app, deps, { endpoint: api.settings, handler: () => c.settings() });
  defineRoute(app, deps, {
    endpoint: api.saveSettings,
    log: "保存课堂分析设置",
    handler: ({ input }) => c.saveSettings(input),
  });
}
