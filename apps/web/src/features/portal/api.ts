import type { AnnouncementList, CourseCard, ListResult, ResourceCard, UserListItem } from "@otp/contract";
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
  /** Announcements the reader may see, pinned first. */
  announcements: (pageSize = 6) =>
    http.post<AnnouncementList>("/api/c/announcement/list", { pageNo: 1, pageSize }, { silent: true }),
};
