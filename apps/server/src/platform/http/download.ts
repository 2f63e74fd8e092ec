import type { FastifyReply, FastifyRequest } from "fastify";
import { contentDisposition } from "../storage/send-file.js";
import { AppError, badRequest } from "./errors.js";

/** Exports, templates and certificates are made in memory and sent as downloads. */

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const PDF_MIME = "application/pdf";

/** Sends bytes as a file to save, named `name` (UTF-8 names kept, with an ASCII fallback). */
export function sendDownload(reply: FastifyReply, name: string, bytes: Buffer | Uint8Array, mime = XLSX_MIME) {
  return reply
    .header("content-type", mime)
    .header("content-disposition", contentDisposition("attachment", name))
    .send(bytes);
}

/** An Excel import's size limit unless the route says otherwise. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The one file of a multipart import form (field `file`): 400 naming the field when it is not
 * a multipart form or carries no file, 413 when it is larger than `maxBytes`.
 */
export async function readImportFile(req: FastifyRequest, maxBytes = IMPORT_MAX_BYTES): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest("参数 file：请使用multipart表单上传文件");
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest("参数 file：请选择要导入的Excel文件");
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError(413, `导入文件不能超过${Math.round(maxBytes / 1024 / 1024)}MB`);
  return bytes;
}
