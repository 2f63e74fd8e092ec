import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

function isStream(payload: unknown): boolean {
  return (
    !!payload &&
    typeof payload === "object" &&
    (typeof (payload as { pipe?: unknown }).pipe === "function" ||
      typeof (payload as { getReader?: unknown }).getReader === "function")
  );
}

/**
 * Compresses serialised answers (the JSON envelope, and any other buffered text) above
 * COMPRESS_THRESHOLD with brotli (quality 4) or gzip, by the client's Accept-Encoding, with
 * `Vary: Accept-Encoding`. Must be registered before the routes (it hooks each route as it is added).
 *
 * Streams are never compressed: stored files and media (/api/c/file/:id, the resource stream) are
 * sent as streams with byte ranges, ETags and lengths that describe the stored bytes, and the web
 * app's static files are compressed at build time (served by @fastify/static's `preCompressed`,
 * which sets Content-Encoding, so they would be skipped anyway). Request bodies are never inflated.
 */
export async function registerCompression(app: FastifyInstance) {
  // Instance-level onSend hooks run before the route-level one @fastify/compress adds to each
  // route; the plugin leaves alone requests that carry `x-no-compression`.
  app.addHook("onSend", (req, _reply, payload, done) => {
    if (isStream(payload)) req.headers["x-no-compression"] = "stream";
    done(null, payload);
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    // Instead of the plugin's default list, which also takes application/octet-stream downloads;
    // other buffered types fall back to mime-db's compressible flag (text yes, images no).
    customTypes: (type: string) => JSON_TYPE.test(type),
  });
}
