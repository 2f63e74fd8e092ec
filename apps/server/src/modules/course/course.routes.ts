import {
  auditCourseListSchema,
  auditDecideSchema,
  commentListSchema,
  commentSaveSchema,
  courseBriefSaveSchema,
  courseChapterSaveSchema,
  courseColumnSaveSchema,
  courseCreateSchema,
  courseIdSchema,
  courseListSchema,
  courseMemberSaveSchema,
  courseMenuSaveSchema,
  courseMenuSchema,
  coursePermissionSaveSchema,
  emptySchema,
  idInputSchema,
  idsInputSchema,
  manageCommentListSchema,
  manageCourseListSchema,
  myCourseListSchema,
  pageInputSchema,
  sectionResourceListSchema,
  sectionResourceSaveSchema,
  textbookSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { CourseService } from "./course.service.js";

export function registerCourseRoutes(app: FastifyInstance, deps: RouteDeps & { courses: CourseService }) {
  const { courses } = deps;

  /* ---------- public (guest-mode aware) ---------- */

  defineRoute(app, deps, {
    url: "/api/c/course/list",
    access: "guest",
    input: courseListSchema,
    handler: ({ input, user }) => courses.catalogue.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/course/detail",
    access: "guest",
    input: courseIdSchema,
    handler: ({ input, user, req }) =>
      courses.details.detail(input.courseId, user, req.ip, String(req.headers["user-agent"] ?? "")),
  });
  defineRoute(app, deps, {
    url: "/api/c/course/section/resource/list",
    access: "guest",
    input: sectionResourceListSchema,
    handler: ({ input, user }) => courses.chapters.sectionResources(input.courseId, input.sectionId, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/course/comment/list",
    access: "guest",
    input: commentListSchema,
    handler: ({ input, user }) => courses.comments.list(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/c/course/menu/detail",
    access: "guest",
    input: courseMenuSchema,
    handler: ({ input }) => courses.menus.detail(input.menu),
  });

  /* ---------- logged in ---------- */

  defineRoute(app, deps, {
    url: "/api/l/course/comment/save",
    access: "login",
    input: commentSaveSchema,
    limit: "comment",
    handler: ({ input, user }) => courses.comments.save(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/comment/delete",
    access: "login",
    input: idInputSchema,
    log: "删除课程评论",
    handler: ({ input, user }) => courses.comments.remove(input.id, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/create",
    access: "login",
    input: courseCreateSchema,
    log: "创建课程",
    handler: ({ input, user }) => courses.editor.create(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/edit/detail",
    access: "login",
    input: courseIdSchema,
    handler: ({ input, user }) => courses.details.editDetail(input.courseId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/brief/save",
    access: "login",
    input: courseBriefSaveSchema,
    log: "保存课程简介",
    handler: ({ input, user }) => courses.editor.saveBrief(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/column/save",
    access: "login",
    input: courseColumnSaveSchema,
    handler: ({ input, user }) => courses.editor.saveColumns(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/chapter/save",
    access: "login",
    input: courseChapterSaveSchema,
    handler: ({ input, user }) => courses.chapters.saveChapters(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/section/resource/save",
    access: "login",
    input: sectionResourceSaveSchema,
    handler: ({ input, user }) => courses.chapters.saveSectionResources(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/member/save",
    access: "login",
    input: courseMemberSaveSchema,
    log: "保存课程成员",
    handler: ({ input, user }) => courses.editor.saveMembers(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/textbook/save",
    access: "login",
    input: textbookSaveSchema,
    handler: ({ input, user }) => courses.editor.saveTextbook(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/permission/save",
    access: "login",
    input: coursePermissionSaveSchema,
    log: "保存课程权限",
    handler: ({ input, user }) => courses.editor.savePermission(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/submit",
    access: "login",
    input: courseIdSchema,
    log: "提交课程审核",
    handler: ({ input, user }) => courses.audit.submit(input.courseId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/delete",
    access: "login",
    input: courseIdSchema,
    log: "删除课程",
    handler: ({ input, user }) => courses.editor.remove(input.courseId, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/my/list",
    access: "login",
    input: myCourseListSchema,
    handler: ({ input, user }) => courses.catalogue.myList(input, user),
  });
  defineRoute(app, deps, {
    url: "/api/l/course/learn/list",
    access: "login",
    input: pageInputSchema,
    handler: ({ input, user }) => courses.catalogue.learnList(input, user),
  });

  /* ---------- management ---------- */

  defineRoute(app, deps, {
    url: "/api/m/business/course/list",
    access: { perm: "business.course" },
    input: manageCourseListSchema,
    handler: ({ input }) => courses.catalogue.manageList(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/course/delete",
    access: { perm: "business.course" },
    input: idsInputSchema,
    log: "删除课程",
    handler: ({ input }) => courses.editor.removeMany(input.ids),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/course/comment/list",
    access: { perm: "business.courseComment" },
    input: manageCommentListSchema,
    handler: ({ input }) => courses.comments.manageList(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/business/course/comment/delete",
    access: { perm: "business.courseComment" },
    input: idsInputSchema,
    log: "删除课程评论",
    handler: ({ input }) => courses.comments.removeMany(input.ids),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/course/list",
    access: { perm: "audit.course" },
    input: auditCourseListSchema,
    handler: ({ input }) => courses.catalogue.auditList(input),
  });
  defineRoute(app, deps, {
    url: "/api/m/audit/course/decide",
    access: { perm: "audit.course" },
    input: auditDecideSchema,
    log: "审核课程",
    handler: ({ input, req }) => courses.audit.decide(input, (msg, err) => req.log.error({ err }, msg)),
  });
  defineRoute(app, deps, {
    url: "/api/m/site/navigation/setting/list",
    access: { perm: "site.navigation" },
    input: emptySchema,
    handler: () => courses.menus.list(),
  });
  defineRoute(app, deps, {
    url: "/api/m/site/navigation/setting/save",
    access: { perm: "site.navigation" },
    input: courseMenuSaveSchema,
    log: "保存课程菜单",
    handler: ({ input }) => courses.menus.save(input),
  });
}
