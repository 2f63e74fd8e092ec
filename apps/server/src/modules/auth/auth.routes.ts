import {
  emptySchema,
  handoffSchema,
  loginSchema,
  resetOwnPasswordSchema,
  sessionLoginSchema,
  sessionPeekSchema,
  ticketLoginSchema,
} from "@otp/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { clearSessionCookie, setSessionCookie } from "../../platform/auth/request-auth.js";
import { clientMeta, defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { LoginPageService } from "./auth.page.js";
import type { AuthService } from "./auth.service.js";

export interface AuthRouteDeps extends RouteDeps {
  auth: AuthService;
  loginPage: LoginPageService;
  cookieSecure: boolean;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { auth, loginPage } = deps;

  const issue = (
    reply: FastifyReply,
    result: { token: string; maxAgeSeconds: number; userInfo: unknown },
    withToken?: boolean,
  ) => {
    setSessionCookie(reply, result.token, result.maxAgeSeconds, deps.cookieSecure);
    return withToken ? { userInfo: result.userInfo, token: result.token } : { userInfo: result.userInfo };
  };

  defineRoute(app, deps, {
    url: "/api/login",
    access: "public",
    input: loginSchema,
    handler: async ({ input, req, reply }) =>
      issue(reply, await auth.passwordLogin(input.account, input.password, clientMeta(req)), input.withToken),
  });
  defineRoute(app, deps, {
    url: "/api/logine",
    access: "public",
    input: ticketLoginSchema,
    handler: async ({ input, req, reply }) =>
      issue(reply, await auth.ticketLogin(input, clientMeta(req)), input.withToken),
  });
  defineRoute(app, deps, {
    url: "/api/login/session",
    access: "public",
    input: sessionLoginSchema,
    handler: async ({ input, req, reply }) =>
      issue(
        reply,
        await auth.sessionLogin(input.sessionId, input.purpose, input.withToken === true, clientMeta(req)),
        input.withToken,
      ),
  });
  defineRoute(app, deps, {
    url: "/api/login/session/peek",
    access: "public",
    input: sessionPeekSchema,
    handler: ({ input }) => auth.peekHandoff(input.sessionId, input.purpose),
  });
  defineRoute(app, deps, {
    url: "/api/l/login/handoff",
    access: "login",
    input: handoffSchema,
    handler: ({ input, user }) => auth.createHandoff(user, input.purpose),
  });
  defineRoute(app, deps, {
    url: "/api/login/info",
    access: "public",
    input: emptySchema,
    handler: ({ user }) => loginPage.info(user),
  });
  defineRoute(app, deps, {
    url: "/api/login/guest",
    access: "public",
    input: emptySchema,
    handler: () => loginPage.guest(),
  });
  defineRoute(app, deps, {
    url: "/api/logout",
    access: "public",
    input: emptySchema,
    handler: async ({ req, reply, user }) => {
      await auth.logout(req.sessionToken, user, clientMeta(req));
      clearSessionCookie(reply, deps.cookieSecure);
      return null;
    },
  });
  defineRoute(app, deps, {
    url: "/api/c/base/permission/list",
    access: "guest",
    input: emptySchema,
    handler: ({ user }) => loginPage.menus(user),
  });
  defineRoute(app, deps, {
    url: "/api/c/base/user/pwd/forget",
    access: "public",
    input: resetOwnPasswordSchema,
    handler: ({ input, req }) => auth.forgot(input.account, input.code, input.newPassword, clientMeta(req)),
  });
}
