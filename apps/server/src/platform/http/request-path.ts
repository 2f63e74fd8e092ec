import type { FastifyRequest } from "fastify";

/**
 * The path as the router understood it. The raw URL may be percent-encoded ("/%61pi/...")
 * while the router decodes it, so security checks must never look at `req.url` directly.
 */
export function requestPath(req: FastifyRequest): string {
  const matched = req.routeOptions?.url;
  if (matched && !matched.includes("*")) return matched;
  const raw = req.url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function isApiPath(req: FastifyRequest): boolean {
  return requestPath(req).startsWith("/api/");
}
