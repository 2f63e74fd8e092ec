import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { RetrievalService } from "./retrieval.service.js";

const api = endpoints.retrieval;

export function registerRetrievalRoutes(app: FastifyInstance, deps: RouteDeps & { retrieval: RetrievalService }) {
  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => deps.retrieval.list(input, user),
  });
}
