import type { FastifyError, FastifyInstance } from "fastify";
import { fail } from "./envelope.js";
import { AppError } from "./errors.js";

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "请求内容过大"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "不支持的请求内容类型"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "请求参数错误：请求体不能为空"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "请求参数错误：JSON格式不正确"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "请求参数错误：内容长度不正确"],
  FST_REQ_FILE_TOO_LARGE: [413, "上传文件过大"],
  FST_FILES_LIMIT: [413, "上传文件数量过多"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, "请求参数错误：需要multipart表单"],
  FST_PARTS_LIMIT: [413, "上传表单的内容过多"],
  FST_FIELDS_LIMIT: [413, "上传表单的字段过多"],
  FST_PROTO_VIOLATION: [400, "请求参数错误：表单字段名不合法"],
  FST_INVALID_JSON_FIELD_ERROR: [400, "请求参数错误：表单字段不是合法的JSON"],
  FST_MP_PREMATURE_CLOSE: [400, "上传内容不完整，请重新上传"],
};

/**
 * The multipart parser (busboy) reports a cut-off or malformed body as a plain Error without a
 * code ("Unexpected end of multipart data", "Malformed part header", "Boundary not found"): the
 * client's fault, so a 400 rather than a 500.
 */
const MULTIPART_BROKEN = /multipart data|part header|boundary not found|unexpected end of form/i;

/**
 * The database cannot be reached right now: PostgreSQL shutting down or starting (SQLSTATE 57P01–
 * 57P03, 08xxx), a connection cut ("Connection terminated"), or a network failure of a query as
 * Drizzle wraps it ("Failed query", the driver's error as cause) or of a connection to the
 * database's own port. Network failures elsewhere (a push to a partner) keep their own handling.
 */
const SQLSTATE_DOWN = /^(57P0[123]|08\d{3})$/;
const NETWORK_DOWN = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;
type Chain = { code?: unknown; cause?: unknown; port?: unknown; message?: unknown } | undefined;
function databaseDown(err: unknown, databasePort: number | null): boolean {
  let query = false;
  for (let e = err as Chain, depth = 0; e && depth < 3; depth++, e = e.cause as Chain) {
    const code = typeof e.code === "string" ? e.code : "";
    const message = typeof e.message === "string" ? e.message : "";
    if (SQLSTATE_DOWN.test(code) || /^Connection terminated/i.test(message)) return true;
    if (NETWORK_DOWN.test(code) && (query || (databasePort !== null && e.port === databasePort))) return true;
    query ||= message.startsWith("Failed query");
  }
  return false;
}

/** Maps every failure to the envelope; never leaks stack traces or SQL. */
export function registerErrorHandler(app: FastifyInstance, opts: { databasePort?: number | null } = {}) {
  const databasePort = opts.databasePort ?? null;
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(fail(err.message, err.code));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(known[0]).send(fail(known[1], known[0]));
    if (!err.code && MULTIPART_BROKEN.test(err.message)) {
      return reply.status(400).send(fail("上传内容不完整，请重新上传", 400));
    }
    // A full disk (scratch space, the files folder): the operator must act; the user may retry later.
    if ((err as NodeJS.ErrnoException).code === "ENOSPC") {
      req.log.error({ err }, "disk full");
      return reply.status(507).send(fail("服务器磁盘空间不足，请稍后重试或联系管理员", 507));
    }
    // The database away (restarted, failing over): fail at once with a reason; nothing to retry here.
    if (databaseDown(err, databasePort)) {
      req.log.error({ err }, "database unavailable");
      return reply.status(503).send(fail("数据库暂时无法访问，请稍后重试", 503));
    }
    if (err.statusCode === 429) return reply.status(429).send(fail("请求过于频繁，请稍后再试", 429));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(fail("请求参数错误", err.statusCode));
    }
    req.log.error({ err }, "unexpected error");
    return reply.status(500).send(fail("服务器错误，请联系技术支持", 500));
  });
}
