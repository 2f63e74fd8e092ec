import { type MediaInfo, mediaEndpoints, type OfficeEditorConfig, resourceEndpoints } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import type { RequestOptions } from "../../api/http";

export const previewApi = {
  detail: (id: number, o?: RequestOptions) => call(resourceEndpoints.detail, { id }, o),
  mediaStatus: (fileIds: number[], o?: RequestOptions) =>
    call(mediaEndpoints.status, { fileIds }, { silent: true, ...o }),
  officeConfig: (fileId: number, edit = false, o?: RequestOptions) =>
    call(mediaEndpoints.office.config, { fileId, edit }, { silent: true, ...o }),
  download: (id: number, fileId: number, o?: RequestOptions) => call(resourceEndpoints.download, { id, fileId }, o),
};

export const resourceDetailKey = (id: number) => ["resource", "detail", id] as const;

/** Query keys of the preview (the resource detail is shared with the resource pages). */
export const previewKeys = {
  detail: resourceDetailKey,
  mediaStatus: (ids: number[]) => ["media", "status", ids] as const,
  officeConfig: (fileId: number, edit: boolean) => ["onlyoffice", "config", fileId, edit] as const,
  text: (url: string) => ["doc", "text", url] as const,
};

/** Reloads a resource's cached detail (its file URLs change once processing ends). */
export function useReloadResourceDetail() {
  const qc = useQueryClient();
  return (id: number) => qc.invalidateQueries({ queryKey: previewKeys.detail(id) });
}

/** The resource a preview dialog opens by id (when the caller did not pass it). */
export function usePreviewDetail(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: previewKeys.detail(id ?? 0),
    queryFn: () => previewApi.detail(id as number, { silent: true }),
    enabled: enabled && Boolean(id),
    retry: false,
  });
}

/** Media processing state, polled every `pollMs` while a file is pending or processing. */
export function useMediaStatus(ids: number[], enabled: boolean, busy: (m: MediaInfo) => boolean, pollMs: number) {
  return useQuery({
    queryKey: previewKeys.mediaStatus(ids),
    queryFn: () => previewApi.mediaStatus(ids),
    enabled,
    refetchInterval: (query) => {
      const data = query.state.data as MediaInfo[] | undefined;
      if (query.state.status === "error") return false;
      return !data || data.some(busy) ? pollMs : false;
    },
  });
}

/** The signed OnlyOffice editor config of a file (never cached: the token is short-lived). */
export function useOfficeConfig(fileId: number, edit: boolean) {
  return useQuery({
    queryKey: previewKeys.officeConfig(fileId, edit),
    queryFn: () => previewApi.officeConfig(fileId, edit),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Text files larger than this are cut, so a huge log does not freeze the dialog. */
const TEXT_LIMIT = 1024 * 1024;

async function fetchText(url: string): Promise<{ text: string; cut: boolean }> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(String(res.status));
  const text = await res.text();
  return text.length > TEXT_LIMIT ? { text: text.slice(0, TEXT_LIMIT), cut: true } : { text, cut: false };
}

/** A text document's content (the stream URL the resource detail gave). */
export function useDocumentText(url: string) {
  return useQuery({ queryKey: previewKeys.text(url), queryFn: () => fetchText(url), retry: false });
}

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
