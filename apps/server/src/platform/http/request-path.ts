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

/** The AI chat and OCR calls of SPEC §7 keep their gateway paths; they are API calls like /api. */
const API_PREFIXES = ["/api/", "/RM/gateway/", "/gateway/"];

export function isApiPath(req: FastifyRequest): boolean {
  const path = requestPath(req);
  return API_PREFIXES.some((p) => path.startsWith(p));
}
