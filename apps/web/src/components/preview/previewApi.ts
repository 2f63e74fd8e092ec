import type { MediaInfo, OfficeEditorConfig, ResourceDetail } from "@otp/contract";
import { http, type RequestOptions } from "../../api/http";

export const previewApi = {
  detail: (id: number, o?: RequestOptions) => http.post<ResourceDetail>("/api/c/resource/detail", { id }, o),
  mediaStatus: (fileIds: number[], o?: RequestOptions) =>
    http.post<MediaInfo[]>("/api/l/media/status", { fileIds }, { silent: true, ...o }),
  officeConfig: (fileId: number, edit = false, o?: RequestOptions) =>
    http.post<OfficeEditorConfig>("/api/l/only/office/config", { fileId, edit }, { silent: true, ...o }),
  download: (id: number, fileId: number, o?: RequestOptions) =>
    http.post<{ url: string }>("/api/l/resource/download", { id, fileId }, o),
};

export const resourceDetailKey = (id: number) => ["resource", "detail", id] as const;

/** The api.js URL and editor config of an OnlyOffice answer, or null when it lacks them. */
export function readOfficeConfig(
  res: OfficeEditorConfig | null | undefined,
): { apiUrl: string; config: Record<string, unknown> } | null {
  if (!res?.documentServerUrl || !res.config) return null;
  return {
    apiUrl: `${res.documentServerUrl.replace(/\/+$/, "")}/web-apps/apps/api/documents/api.js`,
    config: res.config as unknown as Record<string, unknown>,
  };
}
