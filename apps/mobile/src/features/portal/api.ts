import { call } from "@otp/client/call";
import {
  announcementEndpoints,
  courseEndpoints,
  LIVE_NOTICE_COUNT,
  liveEndpoints,
  resourceEndpoints,
  siteEndpoints,
  teacherEndpoints,
} from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";

/** How many items a portal section shows on a phone (a short column, then 更多). */
export const SECTION_SIZE = 4;

const silent = { silent: true } as const;
/** Public sections are kept for offline use (queryPersist.ts). */
const persist = { persist: true } as const;

/** The portal modules the administrator configured (on/off and order are applied by portalBlocks). */
export function usePortalModules() {
  return useQuery({
    queryKey: ["portal", "modules"],
    queryFn: () => call(siteEndpoints.area.indexList, {}, silent),
    staleTime: 5 * 60_000,
    meta: persist,
  });
}

/** Most visited published courses. */
export function useHotCourses() {
  return useQuery({
    queryKey: ["portal", "courses"],
    queryFn: () => call(courseEndpoints.list, { pageNo: 1, pageSize: SECTION_SIZE, sort: "hot" }, silent),
    meta: persist,
  });
}

/** Newest published resources. */
export function useNewResources() {
  return useQuery({
    queryKey: ["portal", "resources"],
    queryFn: () => call(resourceEndpoints.list, { pageNo: 1, pageSize: SECTION_SIZE, sort: "new" }, silent),
    meta: persist,
  });
}

/** Lives in progress now (正在直播). */
export function useLivesNow() {
  return useQuery({
    queryKey: ["portal", "lives"],
    queryFn: () => call(liveEndpoints.list, { pageNo: 1, pageSize: SECTION_SIZE, status: 2 }, silent),
  });
}

/** The notices strip: upcoming lives' opening remarks, the first few (SPEC §7). */
export function useLiveNotices() {
  return useQuery({
    queryKey: ["portal", "liveNotices"],
    queryFn: async () => {
      const r = await call(liveEndpoints.list, { openRemark: true, status: 4 }, silent);
      return r.list.slice(0, LIVE_NOTICE_COUNT);
    },
  });
}

/** The newest announcements the visitor may read, pinned first. */
export function usePortalAnnouncements() {
  return useQuery({
    queryKey: ["portal", "announcements"],
    queryFn: () => call(announcementEndpoints.list, { pageNo: 1, pageSize: SECTION_SIZE }, silent),
    meta: persist,
  });
}

/** Recommended teachers (名师风采), in the administrator's order. */
export function usePortalTeachers() {
  return useQuery({
    queryKey: ["portal", "teachers"],
    queryFn: () => call(teacherEndpoints.list, { pageNo: 1, pageSize: 6 }, silent),
    meta: persist,
  });
}

/** Pull to refresh: every section of the portal again. */
export function usePortalRefresh() {
  const qc = useQueryClient();
  return async () => {
    await qc.refetchQueries({ queryKey: ["portal"] });
  };
}
