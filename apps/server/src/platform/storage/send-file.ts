import { once } from "node:events";
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "../http/errors.js";
import { isActiveContent } from "./sniff.js";
import type { ByteRange } from "./storage.js";

/** A stored file as sendFile needs it; `open` reads the whole file or one inclusive range. */
export interface SendSource {
  size: number;
  mime: string;
  /** Display name for Content-Disposition. */
  name: string;
  /** Content hash (sha256 hex) used as a strong ETag. */
  sha256?: string;
  mtime?: Date;
  open(range?: ByteRange): Readable;
}

export interface SendOptions {
  /** Content-Disposition attachment (a download) instead of inline (viewing, playback). */
  download?: boolean;
  /** Default "private, no-cache": the browser keeps a copy but asks (cheap 304) because access can change. */
  cacheControl?: string;
}

/**
 * Parses a Range header against a file size. null = no usable Range (send the whole file; also
 * for malformed or multi-range headers, which RFC 9110 lets a server ignore); "unsatisfiable" = 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m) return null;
  const [, a = "", b = ""] = m;
  if (a === "" && b === "") return null;
  if (a === "") {
    // Suffix range: the last N bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  if (b !== "" && Number(b) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/** RFC 6266 / RFC 5987: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_") || "file";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/**
 * Serves a stored file with HTTP range requests (video seeking, PDF viewers), conditional GET
 * (ETag / If-None-Match -> 304, If-Range), HEAD without reading the file, and safe headers:
 * nosniff always, and anything a browser could run as a page (HTML, SVG, XML, scripts) only ever
 * as an attachment of type application/octet-stream.
 */
export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  src: SendSource,
  opts: SendOptions = {},
): Promise<FastifyReply> {
  const active = isActiveContent(src.mime);
  const mime = active
    ? "application/octet-stream"
    : /^text\//i.test(src.mime)
      ? `${src.mime}; charset=utf-8`
      : src.mime;
  const disposition = opts.download || active ? "attachment" : "inline";
  const etag = src.sha256 ? `"${src.sha256}"` : undefined;

  const ifNoneMatch = req.headers["if-none-match"];
  const notModified = !!(etag && ifNoneMatch && etagMatches(ifNoneMatch, etag));
  // If-Range: the range only applies while the client's copy is still current.
  const ifRange = String(req.headers["if-range"] ?? "");
  const rangeAllowed = !ifRange || (etag !== undefined && ifRange.trim() === etag);
  const range = notModified || !rangeAllowed ? null : parseRange(req.headers.range, src.size);
  const length = range && range !== "unsatisfiable" ? range.end - range.start + 1 : src.size;

  let stream: Readable | undefined;
  if (!notModified && range !== "unsatisfiable" && req.method !== "HEAD" && length > 0) {
    stream = src.open(range ?? undefined);
    try {
      // Opening first turns a missing file into a clean 404 instead of a cut-off 200.
      await once(stream, "ready");
    } catch (err) {
      stream.destroy();
      // A store that is down says so (503); only a missing file is a 404.
      if (err instanceof AppError) throw err;
      throw notFound("文件不存在或已被删除");
    }
  }

  reply
    .header("accept-ranges", "bytes")
    .header("content-type", mime)
    .header("content-disposition", contentDisposition(disposition, src.name))
    .header("cache-control", opts.cacheControl ?? "private, no-cache")
    .header("x-content-type-options", "nosniff");
  if (etag) reply.header("etag", etag);
  if (src.mtime) reply.header("last-modified", src.mtime.toUTCString());
  if (mime === "application/pdf" && disposition === "inline") {
    // The global CSP (object-src 'none') would stop the browser's built-in PDF viewer.
    reply.raw.removeHeader("content-security-policy");
  }

  if (notModified) return reply.code(304).send();
  if (range === "unsatisfiable") {
    return reply.code(416).header("content-range", `bytes */${src.size}`).header("content-length", "0").send();
  }
  reply.code(range ? 206 : 200).header("content-length", String(length));
  if (range) reply.header("content-range", `bytes ${range.start}-${range.end}/${src.size}`);
  if (stream) return reply.send(stream);
  // Fastify's automatic HEAD route rewrites an empty reply to Content-Length 0; an empty stream
  // keeps the length of the file the GET would send.
  return req.method === "HEAD" ? reply.send(Readable.from([])) : reply.send();
}
