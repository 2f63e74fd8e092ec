import { endpoints } from "@otp/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { setSessionCookie } from "../../platform/auth/request-auth.js";
import { clientMeta, defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SsoAdmin } from "./sso.admin.js";
import { FLOW_COOKIE, FLOW_SECONDS } from "./sso.flow.js";
import type { FlowDone, SsoService } from "./sso.service.js";

const api = endpoints.sso;

export interface SsoRouteDeps extends RouteDeps {
  sso: SsoService;
  ssoAdmin: SsoAdmin;
  cookieSecure: boolean;
}

export function registerSsoRoutes(app: FastifyInstance, deps: SsoRouteDeps) {
  const { sso, ssoAdmin: admin } = deps;
  // Lax, not Strict: the provider sends the browser back with a top-level GET from its own site.
  // Each flow's cookie goes only to its own callback.
  const flowCookie = (callback: string) => ({
    path: callback,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: deps.cookieSecure,
  });

  /** Starts a browser flow: the flow's cookie, then off to the provider (or back, saying why). */
  const start = async (
    reply: FastifyReply,
    callback: string,
    redirect: string | undefined,
    begin: () => Promise<{ location: string; flowId: string }>,
  ) => {
    try {
      const { location, flowId } = await begin();
      reply.setCookie(FLOW_COOKIE, flowId, { ...flowCookie(callback), maxAge: FLOW_SECONDS });
      return reply.redirect(location, 302);
    } catch (err) {
      return reply.redirect(await sso.failure(err, redirect), 302);
    }
  };

  /** Ends a browser flow: the session cookie and the target, or the login page saying why. */
  const finish = async (req: FastifyRequest, reply: FastifyReply, callback: string, done: () => Promise<FlowDone>) => {
    reply.clearCookie(FLOW_COOKIE, flowCookie(callback));
    try {
      const { session, location } = await done();
      setSessionCookie(reply, session.token, session.maxAgeSeconds, deps.cookieSecure);
      return reply.redirect(location, 302);
    } catch (err) {
      req.log.info({ err }, "single sign-on refused");
      return reply.redirect(await sso.failure(err, undefined), 302);
    }
  };

  defineRoute(app, deps, { endpoint: api.options, handler: () => sso.options() });
  defineRoute(app, deps, { endpoint: api.entry, handler: ({ input }) => sso.entry(input.code) });
  defineRoute(app, deps, {
    endpoint: api.casLogin,
    limit: "sso",
    handler: ({ input, reply }) =>
      start(reply, api.casCallback.path, input.redirect, () => sso.casStart(input.redirect)),
  });
  defineRoute(app, deps, {
    endpoint: api.casCallback,
    handler: ({ input, req, reply }) =>
      finish(req, reply, api.casCallback.path, () =>
        sso.casCallback(input, req.cookies[FLOW_COOKIE], clientMeta(req), req.sessionToken),
      ),
  });
  defineRoute(app, deps, {
    endpoint: api.oidcLogin,
    limit: "sso",
    handler: ({ input, reply }) =>
      start(reply, api.oidcCallback.path, input.redirect, () => sso.oidcStart(input.redirect)),
  });
  defineRoute(app, deps, {
    endpoint: api.oidcCallback,
    handler: ({ input, req, reply }) =>
      finish(req, reply, api.oidcCallback.path, () =>
        sso.oidcCallback(input, req.cookies[FLOW_COOKIE], clientMeta(req), req.sessionToken),
      ),
  });
  defineRoute(app, deps, {
    endpoint: api.welink,
    handler: async ({ input, req, reply }) => {
      const session = await sso.welinkLogin(input.code, clientMeta(req), req.sessionToken);
      setSessionCookie(reply, session.token, session.maxAgeSeconds, deps.cookieSecure);
      return input.withToken ? { userInfo: session.userInfo, token: session.token } : { userInfo: session.userInfo };
    },
  });

  defineRoute(app, deps, { endpoint: api.admin.list, handler: () => admin.list() });
  defineRoute(app, deps, {
    endpoint: api.admin.save,
    log: "保存统一身份认证配置",
    handler: ({ input }) => admin.save(input),
  });
  defineRoute(app, deps, { endpoint: api.admin.test, handler: ({ input }) => admin.test(input) });
  defineRoute(app, deps, { endpoint: api.admin.sync, log: "同步 LDAP 目录", handler: () => admin.sync() });
  defineRoute(app, deps, { endpoint: api.admin.returnUrls, handler: () => admin.returnUrls() });
  defineRoute(app, deps, {
    endpoint: api.admin.saveReturnUrls,
    log: "保存单点登录白名单",
    handler: ({ input }) => admin.saveReturnUrls(input.items),
  });
}
