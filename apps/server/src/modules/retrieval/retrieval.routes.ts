import { imgResourceListSchema } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { RetrievalService } from "./retrieval.service.js";

export function registerRetrievalRoutes(app: FastifyInstance, deps: RouteDeps & { retrieval: RetrievalService }) {
  defineRoute(app, deps, {
    url: "/api/c/img/resource/list",
    access: "guest",
    input: imgResourceListSchema,
    handler: ({ input, user }) => deps.retrieval.list(input, user),
  });
}
