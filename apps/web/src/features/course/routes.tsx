import { COURSE_MENU_COUNT } from "@otp/contract";
import type { ComponentType } from "react";
import { type LazyRouteFunction, Navigate, type RouteObject } from "react-router";
import { lazyPage, type PageLoader } from "../../app/lazyPage";
import type { CataloguePageProps } from "./catalogue";

/** lazyPage for a page component that takes fixed props (the menu pages, the two editors). */
function lazyWith<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const { default: Page } = await load();
    return { Component: () => <Page {...props} /> };
  };
}

const listPage = () => import("./pages/CourseListPage");
const detailPage = () => import("./pages/CourseDetailPage");
const sectionPage = () => import("./pages/SectionPage");

/** The three catalogue levels under /course or /menuN. */
function catalogueRoutes(base: string, props: CataloguePageProps, title: string): RouteObject[] {
  return [
    { path: base, lazy: lazyWith(listPage, props), handle: { title } },
    { path: `${base}/:courseId`, lazy: lazyWith(detailPage, props), handle: { title: "课程详情" } },
    { path: `${base}/:courseId/:sectionId`, lazy: lazyWith(sectionPage, props), handle: { title: "课程学习" } },
  ];
}

const menuRoutes: RouteObject[] = Array.from({ length: COURSE_MENU_COUNT }, (_, i) =>
  catalogueRoutes(`menu${i + 1}`, { menuBinding: { menu: i + 1 } }, "课程栏目"),
).flat();

const editorPage = (path: string, title: string, load: PageLoader): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: { title },
});

const brief = () => import("./editor/BriefPage");
const briefEdit = () => import("./editor/BriefEditPage");
const resources = () => import("./editor/SectionResourcePage");
const teachers = () => import("./editor/TeacherPage");
const permission = () => import("./editor/PermissionPage");

/** /course-editor/:courseId/* (open courses) and /academic-course-editor/:courseId/* (fewer pages). */
const editorRoutes: RouteObject[] = [
  {
    path: "course-editor/:courseId",
    lazy: lazyWith(() => import("./editor/EditorLayout"), { kind: "open" as const }),
    handle: { title: "课程编辑" },
    children: [
      { index: true, element: <Navigate to="brief" replace /> },
      editorPage("brief", "课程概况", brief),
      editorPage("brief/:handle", "编辑课程信息", briefEdit),
      editorPage("column", "课程栏目", () => import("./editor/ColumnPage")),
      editorPage("chapter", "章节目录", () => import("./editor/ChapterPage")),
      editorPage("resource", "章节资源", resources),
      editorPage("teacher", "授课教师", teachers),
      editorPage("textbook", "教材", () => import("./editor/TextbookPage")),
      editorPage("assistant", "助教", () => import("./editor/AssistantPage")),
      editorPage("permission", "查看权限", permission),
    ],
  },
  {
    path: "academic-course-editor/:courseId",
    lazy: lazyWith(() => import("./editor/EditorLayout"), { kind: "academic" as const }),
    handle: { title: "教务课程编辑" },
    children: [
      { index: true, element: <Navigate to="brief" replace /> },
      editorPage("brief", "课程概况", brief),
      editorPage("brief/:handle", "编辑课程信息", briefEdit),
      editorPage("resource", "章节资源", resources),
      editorPage("teacher", "授课教师", teachers),
      editorPage("permission", "查看权限", permission),
    ],
  },
];

export const courseRoutes: RouteObject[] = [
  ...catalogueRoutes("course", {}, "课程"),
  ...menuRoutes,
  {
    path: "taking-class/:courseId/:sectionId?",
    lazy: lazyPage(() => import("./pages/TakingClassPage")),
    handle: { title: "课堂教学" },
  },
  ...editorRoutes,
];
