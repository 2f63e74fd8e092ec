import type { z } from "zod";
import type { PermissionCode } from "./screens.js";

/**
 * One declaration per endpoint: the server registers its handler against it (the handler's
 * return type must match `output`), the web and the phone app call it through one typed client,
 * and docs/api.md is generated from the whole list (`endpoints` in endpoints/index.ts).
 */

/**
 * public: always open (login page configs). guest: /api/c semantics, open to guests when guest
 * mode is on. login: needs a session. { perm }: needs a session holding that back-office screen.
 */
export type Access = "public" | "guest" | "login" | { perm: PermissionCode | readonly PermissionCode[] };

/**
 * json: a JSON body in, the envelope out (the default).
 * upload: a multipart form (files) in, the envelope out.
 * bytes: raw bytes in (application/octet-stream, a PUT of an upload chunk), the envelope out.
 * file: bytes out (a download, a picture, a media stream with ranges) — opened by address.
 * sse: server-sent events out — opened by address with EventSource or a streaming fetch.
 * hook: called by another server (the ingest, a partner), never by the web.
 * ws: a WebSocket (a GET upgrade) — opened by address (`urlOf`) with the ws:/wss: scheme.
 * redirect: a browser navigation answered with a redirect (single sign-on), opened by address.
 */
export type EndpointKind = "json" | "upload" | "bytes" | "file" | "sse" | "hook" | "ws" | "redirect";

export type HttpMethod = "POST" | "GET" | "PUT";

/** Marks the output type; carries no value at run time. */
export interface Out<T> {
  readonly __out?: T;
}
/** `output: out<CourseDetail>()` — the type the handler returns and the client receives. */
export const out = <T>(): Out<T> => ({});

export interface Endpoint<
  S extends z.ZodType | undefined = z.ZodType | undefined,
  O = unknown,
  A extends Access = Access,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly path: string;
  readonly method: HttpMethod;
  readonly access: A;
  readonly kind: EndpointKind;
  /** Answers without writing (lists, details): not counted by the default write limit. */
  readonly reads: boolean;
  /** Validates the JSON body (POST) or the query string (GET, and PUT streams). */
  readonly input: S;
  /** Validates the path parameters (`/api/c/file/:id`). */
  readonly params: P;
  readonly output: Out<O>;
  /** One line for docs/api.md: what the call does (Chinese or English). */
  readonly summary: string;
}

export interface EndpointDef<S extends z.ZodType | undefined, O, A extends Access, P extends z.ZodType | undefined> {
  path: string;
  access: A;
  summary: string;
  input?: S;
  params?: P;
  output: Out<O>;
  /** POST unless said. */
  method?: HttpMethod;
  /** json unless said. */
  kind?: EndpointKind;
  /**
   * A POST that only reads (the portal's lists and details): the default write limit (decision
   * 0036) does not count it, as it does not count GETs; a read with a cost of its own names a
   * limit in its route (search).
   */
  reads?: true;
}

export function endpoint<
  O,
  A extends Access,
  S extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(def: EndpointDef<S, O, A, P>): Endpoint<S, O, A, P> {
  const kind = def.kind ?? "json";
  return {
    path: def.path,
    method: def.method ?? "POST",
    access: def.access,
    kind,
    reads: def.reads ?? false,
    input: def.input as S,
    params: def.params as P,
    output: def.output,
    summary: def.summary,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint, for generic code
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** What the client sends: the schema's input side (defaults may be left out). */
export type InputOf<E extends AnyEndpoint> = E["input"] extends z.ZodType ? z.input<E["input"]> : undefined;
/** What the handler receives after validation. */
export type ParsedInputOf<E extends AnyEndpoint> = E["input"] extends z.ZodType ? z.infer<E["input"]> : undefined;
export type ParamsOf<E extends AnyEndpoint> = E["params"] extends z.ZodType ? z.input<E["params"]> : undefined;
export type ParsedParamsOf<E extends AnyEndpoint> = E["params"] extends z.ZodType ? z.infer<E["params"]> : undefined;
export type OutputOf<E extends AnyEndpoint> = E["output"] extends Out<infer O> ? O : never;

/**
 * The address of an endpoint: path parameters filled in (`:id`), and for GET endpoints the
 * input as a query string. Used for `<img src>`, downloads, players and EventSource.
 */
export function urlOf<E extends AnyEndpoint>(
  ep: E,
  params?: ParamsOf<E> | Record<string, string | number>,
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  let url = ep.path.replace(/:([A-Za-z0-9_]+)/g, (_m: string, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${ep.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  if (query) {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) search.set(k, String(v));
    const s = search.toString();
    if (s) url += `${url.includes("?") ? "&" : "?"}${s}`;
  }
  return url;
}

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  !!v && typeof v === "object" && typeof (v as AnyEndpoint).path === "string" && "output" in v;

/** Every endpoint in a group of declarations, nested groups included, in declaration order. */
export function endpointsIn(group: object): AnyEndpoint[] {
  return Object.values(group).flatMap((v) => (isEndpoint(v) ? [v] : v && typeof v === "object" ? endpointsIn(v) : []));
}
