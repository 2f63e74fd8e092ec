import { endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { CourseService } from "./course.service.js";

const api = endpoints.course;

export function registerCourseRoutes(app: FastifyInstance, deps: RouteDeps & { courses: CourseService }) {
  const { courses } = deps;

  /* ---------- public (guest-mode aware) ---------- */

  defineRoute(app, deps, {
    endpoint: api.list,
    handler: ({ input, user }) => courses.catalogue.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.detail,
    handler: ({ input, user, req }) =>
      courses.details.detail(input.courseId, user, req.ip, String(req.headers["user-agent"] ?? "")),
  });
  defineRoute(app, deps, {
    endpoint: api.section.resources,
    handler: ({ input, user }) => courses.chapters.sectionResources(input.courseId, input.sectionId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.comment.list,
    handler: ({ input, user }) => courses.comments.list(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.menu,
    handler: ({ input }) => courses.menus.detail(input.menu),
  });

  /* ---------- logged in ---------- */

  defineRoute(app, deps, {
    endpoint: api.comment.save,
    limit: "comment",
    handler: ({ input, user }) => courses.comments.save(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.comment.remove,
    log: "删除课程评论",
    handler: async ({ input, user }) => {
      await courses.comments.remove(input.id, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.create,
    log: "创建课程",
    handler: ({ input, user }) => courses.editor.create(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.editDetail,
    handler: ({ input, user }) => courses.details.editDetail(input.courseId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.saveBrief,
    log: "保存课程简介",
    handler: async ({ input, user }) => {
      await courses.editor.saveBrief(input, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.saveColumns,
    handler: async ({ input, user }) => {
      await courses.editor.saveColumns(input, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.saveChapters,
    handler: ({ input, user }) => courses.chapters.saveChapters(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.section.saveResources,
    handler: ({ input, user }) => courses.chapters.saveSectionResources(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.saveMembers,
    log: "保存课程成员",
    handler: async ({ input, user }) => {
      await courses.editor.saveMembers(input, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.saveTextbook,
    handler: async ({ input, user }) => {
      await courses.editor.saveTextbook(input, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.savePermission,
    log: "保存课程权限",
    handler: async ({ input, user }) => {
      await courses.editor.savePermission(input, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.submit,
    log: "提交课程审核",
    handler: ({ input, user }) => courses.audit.submit(input.courseId, user),
  });
  defineRoute(app, deps, {
    endpoint: api.remove,
    log: "删除课程",
    handler: async ({ input, user }) => {
      await courses.editor.remove(input.courseId, user);
      return null;
    },
  });
  defineRoute(app, deps, {
    endpoint: api.myList,
    handler: ({ input, user }) => courses.catalogue.myList(input, user),
  });
  defineRoute(app, deps, {
    endpoint: api.learnList,
    handler: ({ input, user }) => courses.catalogue.learnList(input, user),
  });

  /* ---------- management ---------- */

  defineRoute(app, deps, {
    endpoint: api.manage.list,
    handler: ({ input }) => courses.catalogue.manageList(input),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.remove,
    log: "删除课程",
    handler: ({ input }) => courses.editor.removeMany(input.ids),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.comments,
    handler: ({ input }) => courses.comments.manageList(input),
  });
  defineRoute(app, deps, {
    endpoint: api.manage.removeComments,
    log: "删除课程评论",
    handler: ({ input }) => courses.comments.removeMany(input.ids),
  });
  defineRoute(app, deps, {
    endpoint: api.audit.list,
    handler: ({ input }) => courses.catalogue.auditList(input),
  });
  defineRoute(app, deps, {
    endpoint: api.audit.decide,
    log: "审核课程",
    handler: ({ input, req }) => courses.audit.decide(input, (msg, err) => req.log.error({ err }, msg)),
  });
  defineRoute(app, deps, {
    endpoint: api.navigation.list,
    handler: () => courses.menus.list(),
  });
  defineRoute(app, deps, {
    endpoint: api.navigation.save,
    log: "保存课程菜单",
    handler: ({ input }) => courses.menus.save(input),
  });
}
