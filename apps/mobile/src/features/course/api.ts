import { call } from "@otp/client/call";
import {
  authEndpoints,
  baseEndpoints,
  COURSE_MENU_COUNT,
  type CourseListInput,
  type CourseMenuSetting,
  collectEndpoints,
  courseEndpoints,
  learningEndpoints,
  type MenuItem,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { isLoggedIn, useSession } from "../../app/session";

const silent = { silent: true } as const;
const FIVE_MINUTES = 5 * 60_000;

/** A tab of the catalogue: all courses, or one course menu with its fixed filter. */
export interface CatalogueTab {
  key: string;
  title: string;
  menu: number | null;
  filter: Partial<Pick<CourseListInput, "categoryId" | "courseTypeId" | "orgId">>;
}

const menuNumber = (url: string): number | null => {
  const m = /^\/?menu([1-9]\d?)\/?$/.exec(url.trim());
  const n = Number(m?.[1]);
  return n >= 1 && n <= COURSE_MENU_COUNT ? n : null;
};

/** The list filter a menu fixes (a category, a course type or a college with its departments). */
function menuFilter(s: CourseMenuSetting): CatalogueTab["filter"] | null {
  if (!s.binding || !s.targetId) return null;
  if (s.binding === "category") return { categoryId: s.targetId };
  if (s.binding === "courseType") return { courseTypeId: s.targetId };
  return { orgId: s.targetId };
}

const flat = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.subList ?? [])]);

/**
 * The catalogue's tabs: 全部课程, then the course menus the desktop header shows (/menuN items of
 * the `nav` group, their names and order); when the header shows none, every menu the
 * administrator bound, so the phone still reaches them.
 */
export function useCatalogueTabs() {
  return useQuery({
    queryKey: ["course", "tabs"],
    staleTime: FIVE_MINUTES,
    meta: { persist: true },
    queryFn: async (): Promise<CatalogueTab[]> => {
      const [groups, settings] = await Promise.all([
        call(authEndpoints.menus, {}, silent),
        Promise.all(
          Array.from({ length: COURSE_MENU_COUNT }, (_, i) => call(courseEndpoints.menu, { menu: i + 1 }, silent)),
        ),
      ]);
      const nav = flat(groups.find((g) => g.code === "nav")?.subList ?? []).filter((m) => !m.hidden);
      const inNav = nav.flatMap((m) => {
        const n = menuNumber(m.url);
        return n ? [{ n, title: m.name }] : [];
      });
      const chosen = inNav.length > 0 ? inNav : settings.map((s) => ({ n: s.menu, title: s.title }));
      const tabs: CatalogueTab[] = [{ key: "all", title: "全部课程", menu: null, filter: {} }];
      for (const { n, title } of chosen) {
        const s = settings[n - 1];
        const filter = s ? menuFilter(s) : null;
        if (filter && !tabs.some((t) => t.menu === n)) tabs.push({ key: `menu${n}`, title, menu: n, filter });
      }
      return tabs;
    },
  });
}

/** The course types, for the catalogue's filter. */
export function useCourseTypes() {
  return useQuery({
    queryKey: ["course", "types"],
    staleTime: FIVE_MINUTES,
    queryFn: () => call(baseEndpoints.kv.element, {}, { ...silent, params: { type: "COURSE_TYPE" } }),
  });
}

export const catalogueKey = (tab: string, filter: object) => ["course", "list", tab, filter] as const;

/** One page of the catalogue. */
export const fetchCourses = (input: CourseListInput) => call(courseEndpoints.list, input, silent);

/** A course and its chapters (counts a visit); 401/403/404 are shown by QueryState. */
export function useCourseDetail(courseId: number) {
  return useQuery({
    queryKey: ["course", "detail", courseId],
    queryFn: () => call(courseEndpoints.detail, { courseId }, silent),
    enabled: courseId > 0,
  });
}

/** Where the logged-in learner last stopped in this course (继续学习); nothing for a visitor. */
export function useCourseProgress(courseId: number, enabled: boolean) {
  const logged = useSession((s) => isLoggedIn(s.user));
  return useQuery({
    queryKey: ["course", "progress", courseId],
    queryFn: () => call(learningEndpoints.progress.of, { courseId }, silent),
    enabled: enabled && logged && courseId > 0,
    staleTime: 0,
  });
}

export const commentsKey = (courseId: number) => ["course", "comments", courseId] as const;
export const fetchComments = (courseId: number, pageNo: number, pageSize: number) =>
  call(courseEndpoints.comment.list, { courseId, pageNo, pageSize: Math.min(pageSize, 50) }, silent);
export const saveComment = (input: { courseId: number; content: string }) => call(courseEndpoints.comment.save, input);
export const removeComment = (id: number) => call(courseEndpoints.comment.remove, { id });
export const toggleCollect = (courseId: number) =>
  call(collectEndpoints.toggle, { targetType: "course", targetId: courseId });
export const courseDetailKey = (courseId: number) => ["course", "detail", courseId] as const;
