import helmet from "@fastify/helmet";
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_NAME } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors.js";
import { isApiPath } from "./request-path.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  // CSRF defence: a state-changing API call must carry our custom header (which a cross-site
  // form cannot send without a CORS preflight we never grant) and a JSON or multipart body.
  app.addHook("onRequest", async (req) => {
    if (!STATE_CHANGING.has(req.method) || !isApiPath(req)) return;
    const hasHeader =
      req.headers[CSRF_HEADER] === CSRF_HEADER_VALUE || typeof req.headers[TOKEN_NAME.toLowerCase()] === "string";
    if (!hasHeader) throw forbidden("请求来源校验失败，请刷新页面后重试");
    const type = String(req.headers["content-type"] ?? "");
    if (req.headers["content-length"] !== "0" && type && !/^(application\/json|multipart\/form-data)/i.test(type)) {
      throw forbidden("请求来源校验失败：不支持的内容类型");
    }
  });
}
