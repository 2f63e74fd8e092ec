import {
  emptySchema,
  idInputSchema,
  idsInputSchema,
  lectureEvaluateSchema,
  lectureListSchema,
  lectureSaveSchema,
  myLectureListSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { LectureService } from "./research.lecture.service.js";

const MANAGE = { perm: "business.lecture" } as const;
const viewerKey = (user: Principal | null, ip: string) => (user ? `u:${user.userId}` : `ip:${ip}`);

/** /lecture and /detail/{id}/{status}, personal centre 我的说课, back office 说课管理. */
export function registerLectureRoutes(app: FastifyInstance, deps: RouteDeps & { lectures: LectureService }) {
  const { lectures } = deps;
  defineRoute(app, deps, {
    url: "/api/c/lecture/list",
    access: "guest",
    input: lectureListSchema,
    handler: ({ input }) => lectures.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/c/lecture/detail",
    access: "guest",
    input: idInputSchema,
    handler: ({ input, user, req }) => lectures.detail(input.id, user, viewerKey(user, req.ip)),
  });
  defineRoute(app, deps, {
    url: "/api/l/lecture/evaluate",
    access: "login",
    input: lectureEvaluateSchema,
    log: "评价说课",
    handler: ({ input, user }) => lectures.evaluate(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/lecture/mine",
    access: "login",
    input: myLectureListSchema,
    handler: ({ input, user }) => lectures.mine(input, user),
  });

  defineRoute(app, deps, {
    url: "/api/m/lecture/list",
    access: MANAGE,
    input: lectureListSchema,
    handler: ({ input }) => lectures.list(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/lecture/choices",
    access: MANAGE,
    input: emptySchema,
    handler: ({ user }) => lectures.choices(user),
  });
  defineRoute(app, deps, {
    url: "/api/m/lecture/save",
    access: MANAGE,
    input: lectureSaveSchema,
    log: "保存说课",
    handler: ({ input, user }) => lectures.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/m/lecture/delete",
    access: MANAGE,
    input: idsInputSchema,
    log: "删除说课",
    handler: ({ input }) => lectures.remove(input.ids),
  });
}
