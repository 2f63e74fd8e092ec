import {
  announcementEndpoints,
  courseEndpoints,
  LIVE_NOTICE_COUNT,
  liveEndpoints,
  resourceEndpoints,
  userEndpoints,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { siteApi } from "../../api/site";

/** Portal sections: background list loads, silent (a failing section shows its empty state). */
export const portalApi = {
  famousTeachers: (pageSize = 8) =>
    call(userEndpoints.list, { pageNo: 1, pageSize, userType: "teacher", recommend: true }, { silent: true }),
  /** Most visited published courses. */
  courses: (pageSize = 8) => call(courseEndpoints.list, { pageNo: 1, pageSize, sort: "hot" }, { silent: true }),
  /** Newest published resources. */
  resources: (pageSize = 8) => call(resourceEndpoints.list, { pageNo: 1, pageSize, sort: "new" }, { silent: true }),
  /** Lives in progress (正在直播). */
  livesNow: (pageSize = 8) => call(liveEndpoints.list, { pageNo: 1, pageSize, status: 2 }, { silent: true }),
  /** Notices: upcoming lives' opening remarks; only the first 4 are kept (SPEC §7). */
  liveNotices: async () => {
    const r = await call(liveEndpoints.list, { openRemark: true, status: 4 }, { silent: true });
    return { ...r, list: r.list.slice(0, LIVE_NOTICE_COUNT) };
  },
  /** Announcements the reader may see, pinned first. */
  announcements: (pageSize = 6) => call(announcementEndpoints.list, { pageNo: 1, pageSize }, { silent: true }),
};

/** Query keys of the portal's sections. */
export const portalKeys = {
  all: ["portal"] as const,
  announcements: () => [...portalKeys.all, "announcements"] as const,
  courses: () => [...portalKeys.all, "courses"] as const,
  resources: () => [...portalKeys.all, "resources"] as const,
  lives: () => [...portalKeys.all, "lives"] as const,
  liveNotices: () => [...portalKeys.all, "liveNotices"] as const,
  famousTeachers: () => [...portalKeys.all, "famousTeachers"] as const,
  modules: () => [...portalKeys.all, "modules"] as const,
};

/** The newest announcements the visitor may read, pinned first. */
export function usePortalAnnouncements(pageSize = 6) {
  return useQuery({ queryKey: portalKeys.announcements(), queryFn: () => portalApi.announcements(pageSize) });
}

/** The most visited published courses (a failing section shows its empty state). */
export function usePortalCourses(pageSize = 8) {
  return useQuery({ queryKey: portalKeys.courses(), queryFn: () => portalApi.courses(pageSize) });
}

/** The newest published resources. */
export function usePortalResources(pageSize = 8) {
  return useQuery({ queryKey: portalKeys.resources(), queryFn: () => portalApi.resources(pageSize) });
}

/** Lives in progress now (正在直播). */
export function usePortalLives(pageSize = 8) {
  return useQuery({ queryKey: portalKeys.lives(), queryFn: () => portalApi.livesNow(pageSize) });
}

/** Upcoming lives' opening remarks (直播预告). */
export function usePortalLiveNotices() {
  return useQuery({ queryKey: portalKeys.liveNotices(), queryFn: portalApi.liveNotices });
}

/** Recommended teachers (名师风采). */
export function usePortalTeachers(pageSize = 8) {
  return useQuery({ queryKey: portalKeys.famousTeachers(), queryFn: () => portalApi.famousTeachers(pageSize) });
}

/** The portal modules an administrator configured, in display order. */
export function usePortalModules() {
  return useQuery({ queryKey: portalKeys.modules(), queryFn: () => siteApi.indexList() });
}
