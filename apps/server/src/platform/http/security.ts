import { CSRF_HEADER, CSRF_HEADER_VALUE, endpoints, endpointsIn, TOKEN_NAME } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { forbidden } from "./errors.js";
import { isApiPath, requestPath } from "./request-path.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Server-to-server callbacks (the contract's `hook` endpoints: the OnlyOffice save callback
 * verifying the Document Server's JWT, the media server's on_* callbacks authenticated by the
 * secret in their URL, the central control's HMAC-signed pushes) carry no cookie and
 * authenticate themselves, so a forged cross-site request gains nothing.
 */
const NO_CSRF = new Set(
  endpointsIn(endpoints)
    .filter((e) => e.kind === "hook")
    .map((e) => e.path),
);

export interface SecurityOptions {
  /** OnlyOffice Document Server origin: its editor script and frames must be allowed by the CSP. */
  officeOrigin?: string | null;
  /**
   * Served over HTTPS (COOKIE_SECURE): browsers are told to use HTTPS only for a year
   * (Strict-Transport-Security). Not for subdomains: the platform does not know what else runs there.
   */
  hsts?: boolean;
}

export const HSTS_MAX_AGE = 31_536_000;

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions = {}) {
  const office = opts.officeOrigin ? [new URL(opts.officeOrigin).origin] : [];
  // Helmet's middleware, built once. @fastify/helmet built it again for every request (parsing
  // the CSP directives each time): 1.5 % of the server's CPU under the load mix (bench:load profile).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...office],
        // antd writes its CSS-in-JS into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'", ...office],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", ...office],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: opts.hsts ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false, preload: false } : false,
  });
  app.addHook("onRequest", (req, reply, done) => {
    secureHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });

  // CSRF defence: a state-changing API call must carry our custom header (which a cross-site
  // form cannot send without a CORS preflight we never grant) and a JSON or multipart body.
  app.addHook("onRequest", async (req) => {
    if (!STATE_CHANGING.has(req.method) || !isApiPath(req) || NO_CSRF.has(requestPath(req))) return;
    const hasHeader =
      req.headers[CSRF_HEADER] === CSRF_HEADER_VALUE || typeof req.headers[TOKEN_NAME.toLowerCase()] === "string";
    if (!hasHeader) throw forbidden("请求来源校验失败，请刷新页面后重试");
    const type = String(req.headers["content-type"] ?? "");
    // Raw bytes only by PUT (upload chunks): a cross-site form cannot send PUT at all.
    const rawPut = req.method === "PUT" && /^application\/octet-stream/i.test(type);
    if (
      req.headers["content-length"] !== "0" &&
      type &&
      !rawPut &&
      !/^(application\/json|multipart\/form-data)/i.test(type)
    ) {
      throw forbidden("请求来源校验失败：不支持的内容类型");
    }
  });
}
