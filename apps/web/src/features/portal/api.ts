import {
  type AnnouncementList,
  type CourseCard,
  LIVE_NOTICE_COUNT,
  type ListResult,
  type LiveList,
  type ResourceCard,
  type UserListItem,
} from "@otp/contract";
import { http } from "../../api/http";

/** Portal sections: background list loads, silent (a failing section shows its empty state). */
export const portalApi = {
  famousTeachers: (pageSize = 8) =>
    http.post<ListResult<UserListItem>>(
      "/api/c/base/user/list",
      { pageNo: 1, pageSize, userType: "teacher", recommend: true },
      { silent: true },
    ),
  /** Most visited published courses. */
  courses: (pageSize = 8) =>
    http.post<ListResult<CourseCard>>("/api/c/course/list", { pageNo: 1, pageSize, sort: "hot" }, { silent: true }),
  /** Newest published resources. */
  resources: (pageSize = 8) =>
    http.post<ListResult<ResourceCard>>("/api/c/resource/list", { pageNo: 1, pageSize, sort: "new" }, { silent: true }),
  /** Lives in progress (正在直播). */
  livesNow: (pageSize = 8) =>
    http.post<LiveList>("/api/c/live/list", { pageNo: 1, pageSize, status: 2 }, { silent: true }),
  /** Notices: upcoming lives' opening remarks; only the first 4 are kept (SPEC §7). */
  liveNotices: async () => {
    const r = await http.post<LiveList>("/api/c/live/list", { openRemark: true, status: 4 }, { silent: true });
    return { ...r, list: r.list.slice(0, LIVE_NOTICE_COUNT) };
  },
  /** Announcements the reader may see, pinned first. */
  announcements: (pageSize = 6) =>
    http.post<AnnouncementList>("/api/c/announcement/list", { pageNo: 1, pageSize }, { silent: true }),
};
