import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../platform/http/route.js";
import type { MediaService } from "./media.service.js";

export function registerMediaRoutes(_app: FastifyInstance, _deps: RouteDeps & { media: MediaService }) {}
