import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../../platform/http/route.js";
import type { CourseService } from "./course.service.js";

export function registerCourseRoutes(_app: FastifyInstance, _deps: RouteDeps & { courses: CourseService }) {}
