import type {
  ActivityAdminListInput,
  ActivityAnnouncementItem,
  ActivityAnnouncementSaveInput,
  ActivityDetail,
  ActivityEdit,
  ActivityList,
  ActivityListInput,
  ActivityResultItem,
  ActivitySaveInput,
  ActivityStage,
  ActivityWorkCard,
  ActivityWorksInput,
  ListResult,
} from "@otp/contract";
import { http } from "../../api/http";

export const activityApi = {
  list: (body: ActivityListInput) => http.post<ActivityList>("/api/c/activity/list", body, { silent: true }),
  detail: (id: number) => http.post<ActivityDetail>("/api/c/activity/detail", { id }, { silent: true }),
  announcements: (id: number) =>
    http.post<ActivityAnnouncementItem[]>("/api/c/activity/announcements", { id }, { silent: true }),
  works: (body: ActivityWorksInput) =>
    http.post<ListResult<ActivityWorkCard>>("/api/c/activity/works", body, { silent: true }),
  results: (id: number) => http.post<ActivityResultItem[]>("/api/c/activity/results", { id }, { silent: true }),
  get: (id: number) => http.post<ActivityEdit>("/api/l/activity/get", { id }),
  save: (body: ActivitySaveInput) => http.post<{ id: number }>("/api/l/activity/save", body),
  advance: (id: number, to: ActivityStage) =>
    http.post<{ stage: ActivityStage }>("/api/l/activity/advance", { id, to }),
  saveAnnouncement: (body: ActivityAnnouncementSaveInput) =>
    http.post<{ id: number }>("/api/l/activity/announcement/save", body),
  adminList: (body: ActivityAdminListInput) => http.post<ActivityList>("/api/m/activity/list", body),
  copy: (id: number) => http.post<{ id: number }>("/api/m/activity/copy", { id }),
  remove: (ids: number[]) => http.post("/api/m/activity/delete", { ids }),
};
