import { type AnnouncementListInput, announcementEndpoints } from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call } from "../../api/call";

const api = announcementEndpoints;

/** Query keys of announcements: the readers' list and pages, and the back office's editor. */
export const announcementKeys = {
  all: ["announcement"] as const,
  lists: () => [...announcementKeys.all, "list"] as const,
  list: (input: AnnouncementListInput) => [...announcementKeys.lists(), input] as const,
  detail: (id: number) => [...announcementKeys.all, "detail", id] as const,
  edit: (id: number) => [...announcementKeys.all, "edit", id] as const,
};

/** A page of what the reader may see now, pinned first. */
export function useAnnouncementList(input: AnnouncementListInput) {
  return useQuery({
    queryKey: announcementKeys.list(input),
    queryFn: () => call(api.list, input, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One announcement as its reader sees it (always fresh). Reading counts, so once it has loaded
 * the lists are refetched: the reader going back sees the new figure.
 */
export function useAnnouncement(id: number, enabled: boolean) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: announcementKeys.detail(id),
    queryFn: () => call(api.detail, { id }, { silent: true }),
    enabled,
    retry: false,
    staleTime: 0,
  });
  useEffect(() => {
    if (q.isSuccess) void qc.invalidateQueries({ queryKey: announcementKeys.lists() });
  }, [q.isSuccess, qc]);
  return q;
}

/** An announcement to edit in the back office (not kept once the editor is left). */
export function useAnnouncementEdit(id: number, enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.edit(id),
    queryFn: () => call(api.admin.get, { id }),
    enabled,
    gcTime: 0,
    retry: false,
  });
}
