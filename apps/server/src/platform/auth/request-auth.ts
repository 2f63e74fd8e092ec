import { TOKEN_NAME } from "@otp/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "../http/request-path.js";
import type { Principal } from "./principal.js";
import type { SessionService } from "./sessions.js";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
    sessionToken: string | null;
  }
}

export function readToken(req: FastifyRequest): string | null {
  const header = req.headers[TOKEN_NAME.toLowerCase()];
  if (typeof header === "string" && header) return header;
  return req.cookies?.[TOKEN_NAME] ?? null;
}

/** Resolves the caller of every /api request once, before its handler. */
export function registerRequestAuth(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest("principal", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("preHandler", async (req) => {
    if (!isApiPath(req)) return;
    const token = readToken(req);
    if (!token) return;
    req.sessionToken = token;
    req.principal = await sessions.resolve(token);
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, secure: boolean) {
  reply.setCookie(TOKEN_NAME, token, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(TOKEN_NAME, { path: "/", httpOnly: true, sameSite: "lax", secure });
}
