import type { Access, AnyEndpoint, OutputOf, ParsedInputOf, ParsedParamsOf } from "@otp/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AuditSink } from "../access/audit.js";
import type { PlatformSettings } from "../access/settings.js";
import type { Principal } from "../auth/principal.js";
import { ok } from "./envelope.js";
import { forbidden, sessionInvalid } from "./errors.js";
import { RATE_LIMITS, type RateLimiter, type RateLimitName } from "./rate-limit.js";
import { parseInput, refuseNul } from "./validation.js";

export type { Access };

type CallerOf<A extends Access> = A extends "public" | "guest" ? Principal | null : Principal;

export interface RouteContext<I, A extends Access, P = unknown> {
  input: I;
  /** The path parameters, validated by `params`. */
  params: P;
  user: CallerOf<A>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What only the server knows about a route; path, method, access and schemas are the endpoint's. */
interface ServerSide {
  /**
   * The body is raw bytes (application/octet-stream), handed to the handler as a stream on
   * `req.body` without being buffered; `bodyLimit` bounds it.
   */
  stream?: { bodyLimit: number };
  /** Chinese action name; when set, a successful call is written to the operation log. */
  log?: string;
  /**
   * A rate limit (per user and per address, `RATE_LIMITS`): every authorised attempt counts,
   * valid or not; over the limit the call answers 429 naming the limit.
   */
  limit?: RateLimitName;
}

/**
 * A route of a contract endpoint (`packages/contract/src/endpoints`): the handler gets the
 * validated input and must return the endpoint's output type — or `reply`, once it has sent
 * the response itself (files, streams, other status codes).
 */
export interface EndpointRoute<E extends AnyEndpoint> extends ServerSide {
  endpoint: E;
  handler(
    ctx: RouteContext<ParsedInputOf<E>, E["access"], ParsedParamsOf<E>>,
  ): Promise<Sent<OutputOf<E>> | FastifyReply> | Sent<OutputOf<E>> | FastifyReply;
}

/**
 * What a handler may return for output type T: the same, except that a Date stands where the
 * wire has its ISO string (JSON.stringify writes it so).
 */
export type Sent<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Sent<U>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;

/** The route as Fastify registers it, made from the endpoint and its server side. */
interface RouteSpec<S extends z.ZodType, A extends Access, PS extends z.ZodType = z.ZodType> {
  url: string;
  method?: "POST" | "GET" | "PUT";
  access: A;
  /** Validates the JSON body (POST) or the query string (GET, and PUT streams). */
  input?: S;
  /** Validates the path parameters (`/api/c/file/:id`). */
  params?: PS;
  /**
   * The body is raw bytes (application/octet-stream), handed to the handler as a stream on
   * `req.body` without being buffered; `bodyLimit` bounds it.
   */
  stream?: { bodyLimit: number };
  /** Chinese action name; when set, a successful call is written to the operation log. */
  log?: string;
  /**
   * A rate limit (per user and per address, `RATE_LIMITS`): every authorised attempt counts,
   * valid or not; over the limit the call answers 429 naming the limit.
   */
  limit?: RateLimitName;
  /**
   * Returns the envelope's data. A handler that sends the response itself (files, streams,
   * other status codes) returns `reply`; defineRoute then sends nothing more.
   */
  handler(ctx: RouteContext<z.infer<S>, A, z.infer<PS>>): Promise<unknown>;
}

export interface RouteDeps {
  settings: PlatformSettings;
  audit: AuditSink;
  /** Needed by routes that declare a `limit`. */
  limiter?: RateLimiter;
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

function accountIn(input: unknown): string {
  const account = (input as { account?: unknown } | null)?.account;
  return typeof account === "string" ? account.slice(0, 64) : "";
}

/** The input without secrets; when the call made something (an upload, a user), its id too. */
function logDetail(input: unknown, data: unknown): unknown {
  const detail = redact(input);
  const made = (data as { id?: unknown } | null)?.id;
  if (typeof made !== "number") return detail;
  return { ...(detail && typeof detail === "object" ? detail : {}), resultId: made };
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

export interface DeclaredRoute {
  url: string;
  method: "POST" | "GET" | "PUT";
  access: Access;
  hasInput: boolean;
  /** The contract's declaration it was registered from. */
  endpoint: AnyEndpoint;
  /** The operation log's name for a successful call, when it is logged. */
  log?: string;
}

function fromEndpoint(route: EndpointRoute<AnyEndpoint>): RouteSpec<z.ZodType, Access, z.ZodType> {
  const { endpoint: ep } = route;
  return {
    url: ep.path,
    method: ep.method,
    access: ep.access,
    input: ep.input,
    params: ep.params,
    stream: route.stream,
    log: route.log,
    limit: route.limit,
    handler: async (ctx) => route.handler(ctx as never),
  };
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();
const registered = new WeakMap<FastifyInstance, { url: string; method: string }[]>();

/** Every route declared through defineRoute, with its access rule (checked by tests). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/**
 * Records every route Fastify registers, however it was added, so the access test can find an
 * API route that bypasses defineRoute. Call before any route is registered.
 */
export function recordRoutes(app: FastifyInstance) {
  const list: { url: string; method: string }[] = [];
  registered.set(app, list);
  app.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) if (method !== "HEAD") list.push({ url: r.url, method });
  });
}

export function registeredRoutes(app: FastifyInstance): readonly { url: string; method: string }[] {
  return registered.get(app) ?? [];
}

export function defineRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  deps: RouteDeps,
  route: EndpointRoute<E>,
): void;
export function defineRoute(app: FastifyInstance, deps: RouteDeps, route: EndpointRoute<AnyEndpoint>): void {
  const spec = fromEndpoint(route);
  const method = spec.method ?? "POST";
  const list = declared.get(app) ?? [];
  list.push({
    url: spec.url,
    method,
    access: spec.access,
    hasInput: !!spec.input,
    endpoint: route.endpoint,
    log: spec.log,
  });
  declared.set(app, list);
  const { limiter } = deps;
  if (spec.limit && !limiter) throw new Error(`${spec.url} declares a rate limit but its deps have no limiter`);
  // A write that names no limit gets the platform's default one (decision 0036); declared reads do not.
  const isWrite = method !== "GET" && route.endpoint.kind === "json" && !route.endpoint.reads;
  const limitName: RateLimitName | undefined = spec.limit ?? (isWrite ? "write" : undefined);
  const isStream = route.endpoint.kind === "sse";
  const count = async (req: FastifyRequest, reply: FastifyReply, user: Principal | null) => {
    if (!limitName || !limiter) return;
    const userId = user?.userId ?? null;
    try {
      // The default counts a logged-in caller per user only, a guest per address.
      await limiter.hit(limitName, userId, spec.limit || !userId ? req.ip : null);
    } catch (err) {
      reply.header("retry-after", String(RATE_LIMITS[limitName].windowSeconds));
      throw err;
    }
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const user = req.principal;
    await authorize(spec.access, user, deps.settings);
    // A named limit counts every authorised attempt, valid or not (a guessed password is
    // invalid input too); the default write limit counts only what would write.
    if (spec.limit) await count(req, reply, user);
    if (isStream && limiter) {
      const release = limiter.openStream(user?.userId ?? null, req.ip);
      reply.raw.once("close", release);
    }
    const raw = method === "POST" ? req.body : req.query;
    if (method !== "POST") refuseNul(raw);
    refuseNul(req.params);
    const input = spec.input ? parseInput(spec.input, raw) : raw;
    const params = spec.params ? parseInput(spec.params, req.params) : req.params;
    if (!spec.limit) await count(req, reply, user);
    const data = await spec.handler({ input, params, user: user as Principal, req, reply });
    if (spec.log) {
      await deps.audit.record({
        category: "operation",
        userId: user?.userId ?? null,
        // A public call (self-registration) is recorded under the account it carries.
        account: user?.account ?? accountIn(input),
        action: spec.log,
        target: spec.url,
        detail: logDetail(input, data),
        ...clientMeta(req),
      });
    }
    // A handler that sent the response returns `reply`, which is a thenable: awaiting it above
    // waited for the response to finish and gave undefined, so look at the reply itself. A client
    // that left before anything was written also ends it that way: nothing more is sent.
    if (data === reply || reply.sent || reply.raw.headersSent || reply.raw.destroyed) return reply;
    return ok(data ?? null);
  };
  if (!spec.stream) {
    app.route({ method, url: spec.url, handler });
    return;
  }
  const { bodyLimit } = spec.stream;
  // In its own scope so the pass-through parser (the body stays a stream, written straight to
  // disk, never buffered) applies to this route only.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/octet-stream", { bodyLimit }, (_req, payload, done) => done(null, payload));
    scope.route({
      method,
      url: spec.url,
      bodyLimit,
      handler: async (req, reply) => {
        try {
          return await handler(req, reply);
        } catch (err) {
          // Refused before the body was read: close the connection rather than read the rest.
          const body = req.body as { readableEnded?: boolean } | undefined;
          if (body && body.readableEnded === false) reply.header("connection", "close");
          throw err;
        }
      },
    });
  });
}
