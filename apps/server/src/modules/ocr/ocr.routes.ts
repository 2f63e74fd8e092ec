import type { MultipartFile } from "@fastify/multipart";
import { endpoints, OCR_MAX_BYTES } from "@otp/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { OcrService } from "./ocr.service.js";

const api = endpoints.ocr;

/** The picture (`file`) and the `all` flag of a multipart OCR call. */
async function readPicture(req: FastifyRequest): Promise<{ bytes: Buffer; all: boolean }> {
  if (!req.isMultipart()) throw badRequest("参数 file：请选择图片");
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: OCR_MAX_BYTES, files: 1, fields: 5 } });
  } catch {
    throw badRequest("参数 file：请选择图片");
  }
  if (part?.fieldname !== "file") throw badRequest("参数 file：请选择图片");
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated) throw new AppError(413, `图片不能超过${OCR_MAX_BYTES / 1024 / 1024}MB`);
  if (!bytes.length) throw badRequest("参数 file：请选择图片");
  const allField = part.fields.all as { value?: unknown } | undefined;
  const all = ["1", "true"].includes(String(allField?.value ?? (req.query as { all?: string }).all ?? ""));
  return { bytes, all };
}

/** The caller, for task ownership: a user by id, a guest by address. */
const ownerOf = (req: FastifyRequest) => (req.principal ? `u${req.principal.userId}` : `ip:${req.ip}`);

export function registerOcrRoutes(app: FastifyInstance, deps: RouteDeps & { ocr: OcrService }) {
  defineRoute(app, deps, {
    endpoint: api.detect,
    limit: "ocr",
    handler: async ({ req }) => {
      const { bytes, all } = await readPicture(req);
      return deps.ocr.detect(bytes, all);
    },
  });
  defineRoute(app, deps, {
    endpoint: api.task,
    limit: "ocr",
    handler: async ({ req }) => {
      const { bytes, all } = await readPicture(req);
      return deps.ocr.start(ownerOf(req), req.ip, bytes, all);
    },
  });
  defineRoute(app, deps, {
    endpoint: api.result,
    handler: async ({ input, req }) => deps.ocr.result(ownerOf(req), input.ocrGeneralTaskUrl),
  });
}
