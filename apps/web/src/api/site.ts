import type { AreaCode, AreaPic, AreaPicSaveInput, MobileSettings, UploadedPicture } from "@otp/contract";
import { http, type RequestOptions } from "./http";

/** Site configs (SPEC §3 cached base data) served by /api/c/cms/area/pic/{code}/detail. */
export const siteApi = {
  detail: (code: AreaCode, o?: RequestOptions) =>
    http.post<AreaPic | null>(`/api/c/cms/area/pic/${code}/detail`, {}, o),
  indexList: (o?: RequestOptions) => http.post<AreaPic[]>("/api/c/cms/area/pic/index/list", {}, o),
  save: (body: AreaPicSaveInput, o?: RequestOptions) => http.post<AreaPic>("/api/m/cms/area/pic/save", body, o),
  remove: (id: number, o?: RequestOptions) => http.post<null>("/api/m/cms/area/pic/delete", { id }, o),
  /** Public mobile site settings (the route guard's mobile redirect). */
  mobileDetail: (o?: RequestOptions) => http.post<MobileSettings>("/api/c/site/mobile/detail", {}, o),
};

export function uploadImage(file: File | Blob, o?: RequestOptions): Promise<UploadedPicture> {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", file);
  return http.upload<UploadedPicture>("/api/l/file/upload", form, o);
}
