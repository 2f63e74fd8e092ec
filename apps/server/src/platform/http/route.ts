import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AuditSink } from "../access/audit.js";
import type { PermissionCode } from "../access/permissions.js";
import type { PlatformSettings } from "../access/settings.js";
import type { Principal } from "../auth/principal.js";
import { ok } from "./envelope.js";
import { forbidden, sessionInvalid } from "./errors.js";
import { parseInput } from "./validation.js";

/**
 * public: always open (login page configs). guest: /api/c semantics, open to guests when guest
 * mode is on. login: needs a session. { perm }: needs a session holding that MG permission.
 */
export type Access = "public" | "guest" | "login" | { perm: PermissionCode | readonly PermissionCode[] };

type CallerOf<A extends Access> = A extends "public" | "guest" ? Principal | null : Principal;

export interface RouteContext<I, A extends Access> {
  input: I;
  user: CallerOf<A>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<S extends z.ZodType, A extends Access> {
  url: string;
  method?: "POST" | "GET";
  access: A;
  /** Validates the JSON body (POST) or the query string (GET). */
  input?: S;
  /** Chinese action name; when set, a successful call is written to the operation log. */
  log?: string;
  /** Returns the envelope's data; return `reply` itself when the handler sent the response. */
  handler(ctx: RouteContext<z.infer<S>, A>): Promise<unknown>;
}

export interface RouteDeps {
  settings: PlatformSettings;
  audit: AuditSink;
}

export function clientMeta(req: FastifyRequest) {
  return { ip: req.ip, userAgent: String(req.headers["user-agent"] ?? "").slice(0, 300) };
}

const SECRET_FIELDS = /password|pwd|secret|token|sign/i;

/** Copies input for the log without secrets, and bounded in size. */
export function redact(input: unknown): unknown {
  if (!input || typeof input !== "object") return input;
  if (Array.isArray(input)) return input.slice(0, 50).map(redact);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (SECRET_FIELDS.test(k)) out[k] = "***";
    else if (typeof v === "string") out[k] = v.length > 200 ? `${v.slice(0, 200)}…` : v;
    else out[k] = redact(v);
  }
  return out;
}

export async function authorize(access: Access, user: Principal | null, settings: PlatformSettings): Promise<void> {
  if (access === "public") return;
  if (access === "guest") {
    if (!user && !(await settings.guestMode())) throw sessionInvalid("请先登录");
    return;
  }
  if (!user) throw sessionInvalid();
  if (typeof access === "object") {
    const codes: readonly string[] = typeof access.perm === "string" ? [access.perm] : access.perm;
    if (!codes.some((c) => user.permissions.includes(c))) throw forbidden();
  }
}

const declared = new WeakMap<
  FastifyInstance,
  { url: string; method: "POST" | "GET"; access: Access; hasInput: boolean }[]
>();

/** Every route declared through defineRoute, with its access rule (checked by tests). */
export function declaredRoutes(app: FastifyInstance) {
  return declared.get(app) ?? [];
}

export function defineRoute<S extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  deps: RouteDeps,
  spec: RouteSpec<S, A>,
) {
  const method = spec.method ?? "POST";
  const list = declared.get(app) ?? [];
  list.push({ url: spec.url, method, access: spec.access, hasInput: !!spec.input });
  declared.set(app, list);
  app.route({
    method,
    url: spec.url,
    handler: async (req, reply) => {
      const user = req.principal;
      await authorize(spec.access, user, deps.settings);
      const raw = method === "GET" ? req.query : req.body;
      const input = spec.input ? parseInput(spec.input, raw) : (raw as z.infer<S>);
      const data = await spec.handler({ input, user: user as CallerOf<A>, req, reply });
      if (spec.log && user) {
        await deps.audit.record({
          category: "operation",
          userId: user.userId,
          account: user.account,
          action: spec.log,
          target: spec.url,
          detail: redact(input),
          ...clientMeta(req),
        });
      }
      // A handler that sent the response itself (a file, a stream) returns `reply`. FastifyReply is
      // a thenable, so an async handler's promise adopts it and resolves to undefined once the
      // response has ended: `data` is then not `reply`, and sending an envelope on top of the sent
      // response would log "Reply was already sent". Whether it was sent is what counts.
      if (data === reply || reply.sent || reply.raw.headersSent) return reply;
      return ok(data ?? null);
    },
  });
}
