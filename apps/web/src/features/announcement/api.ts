import type {
  AnnouncementAdminItem,
  AnnouncementAdminListInput,
  AnnouncementDetail,
  AnnouncementEdit,
  AnnouncementList,
  AnnouncementListInput,
  AnnouncementSaveInput,
  ListResult,
} from "@otp/contract";
import { http } from "../../api/http";

export const announcementApi = {
  list: (body: AnnouncementListInput) =>
    http.post<AnnouncementList>("/api/c/announcement/list", body, { silent: true }),
  detail: (id: number) => http.post<AnnouncementDetail>("/api/c/announcement/detail", { id }, { silent: true }),
  adminList: (body: AnnouncementAdminListInput) =>
    http.post<ListResult<AnnouncementAdminItem>>("/api/m/announcement/list", body),
  get: (id: number) => http.post<AnnouncementEdit>("/api/m/announcement/get", { id }),
  save: (body: AnnouncementSaveInput) => http.post<{ id: number }>("/api/m/announcement/save", body),
  publish: (ids: number[]) => http.post("/api/m/announcement/publish", { ids }),
  withdraw: (ids: number[]) => http.post("/api/m/announcement/withdraw", { ids }),
  pin: (id: number, pinned: boolean) => http.post("/api/m/announcement/pin", { id, pinned }),
  remove: (ids: number[]) => http.post("/api/m/announcement/delete", { ids }),
};
