import {
  type AreaCode,
  type AreaPicSaveInput,
  fileEndpoints,
  siteEndpoints,
  type UploadedPicture,
} from "@otp/contract";
import { call, upload } from "./call";
import type { RequestOptions } from "./http";

const api = siteEndpoints;

/** Site configs (SPEC §3 cached base data) served by site.area.detail. */
export const siteApi = {
  detail: (code: AreaCode, o?: RequestOptions) => call(api.area.detail, {}, { ...o, params: { code } }),
  indexList: (o?: RequestOptions) => call(api.area.indexList, {}, o),
  save: (body: AreaPicSaveInput, o?: RequestOptions) => call(api.area.save, body, o),
  remove: (id: number, o?: RequestOptions) => call(api.area.delete, { id }, o),
  /** Public mobile site settings (the route guard's mobile redirect). */
  mobileDetail: (o?: RequestOptions) => call(api.mobile.detail, {}, o),
};

export function uploadImage(file: File | Blob, o?: RequestOptions): Promise<UploadedPicture> {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", file);
  return upload(fileEndpoints.upload, form, o);
}
