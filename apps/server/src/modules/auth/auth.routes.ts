import { endpoints, type UserInfo } from "@otp/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { clearSessionCookie, setSessionCookie } from "../../platform/auth/request-auth.js";
import { clientMeta, defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { LoginPageService } from "./auth.page.js";
import type { AuthService } from "./auth.service.js";

const api = endpoints.auth;

export interface AuthRouteDeps extends RouteDeps {
  auth: AuthService;
  loginPage: LoginPageService;
  cookieSecure: boolean;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { auth, loginPage } = deps;

  const issue = (
    reply: FastifyReply,
    result: { token: string; maxAgeSeconds: number; userInfo: UserInfo },
    withToken?: boolean,
  ) => {
    setSessionCookie(reply, result.token, result.maxAgeSeconds, deps.cookieSecure);
    return withToken ? { userInfo: result.userInfo, token: result.token } : { userInfo: result.userInfo };
  };

  defineRoute(app, deps, {
    endpoint: api.login,
    handler: async ({ input, req, reply }) =>
      issue(
        reply,
        await auth.passwordLogin(input.account, input.password, clientMeta(req), req.sessionToken),
        input.withToken,
      ),
  });
  defineRoute(app, deps, {
    endpoint: api.ticketLogin,
    handler: async ({ input, req, reply }) =>
      issue(reply, await auth.ticketLogin(input, clientMeta(req), req.sessionToken), input.withToken),
  });
  defineRoute(app, deps, {
    endpoint: api.sessionLogin,
    handler: async ({ input, req, reply }) =>
      issue(
        reply,
        await auth.sessionLogin(input.sessionId, input.purpose, input.withToken === true, clientMeta(req)),
        input.withToken,
      ),
  });
  defineRoute(app, deps, {
    endpoint: api.sessionPeek,
    handler: ({ input }) => auth.peekHandoff(input.sessionId, input.purpose),
  });
  defineRoute(app, deps, {
    endpoint: api.handoff,
    handler: ({ input, user }) => auth.createHandoff(user, input.purpose),
  });
  defineRoute(app, deps, {
    endpoint: api.info,
    handler: ({ user }) => loginPage.info(user),
  });
  defineRoute(app, deps, {
    endpoint: api.guest,
    handler: () => loginPage.guest(),
  });
  defineRoute(app, deps, {
    endpoint: api.logout,
    handler: async ({ req, reply, user }) => {
      await auth.logout(req.sessionToken, user, clientMeta(req));
      clearSessionCookie(reply, deps.cookieSecure);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.menus,
    handler: ({ user }) => loginPage.menus(user),
  });
  defineRoute(app, deps, {
    endpoint: api.forgotPassword,
    handler: async ({ input, req }) => {
      await auth.forgot(input.account, input.code, input.newPassword, clientMeta(req));
      return null;
    },
  });
}
