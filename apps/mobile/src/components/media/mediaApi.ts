import { call } from "@otp/client/call";
import { type LearningProgressSaveInput, learningEndpoints, type MediaInfo, mediaEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";

/** The calls and queries the players make (resources, sections and lives share them). */

/** Poll interval of the media processing state while a file is pending or processing. */
export const MEDIA_POLL_MS = 3000;

const busy = (m: Pick<MediaInfo, "status">) => m.status === "pending" || m.status === "processing";

/**
 * The processing state of a resource's media files while any is pending or processing (the
 * web rendition is then not there yet): polled every 3 s until all are done.
 */
export function useMediaStatus(fileIds: number[], enabled: boolean) {
  return useQuery({
    queryKey: ["media", "status", fileIds],
    queryFn: () => call(mediaEndpoints.status, { fileIds }, { silent: true }),
    enabled: enabled && fileIds.length > 0,
    refetchInterval: (query) => {
      if (query.state.status === "error") return false;
      const data = query.state.data;
      return !data || data.some(busy) ? MEDIA_POLL_MS : false;
    },
  });
}

/** Where the viewer stopped in these resources (resume); only asked for a logged-in viewer. */
export function useSavedProgress(resourceIds: number[], enabled: boolean) {
  return useQuery({
    queryKey: ["learning", "progress", resourceIds],
    queryFn: () => call(learningEndpoints.progress.of, { resourceIds }, { silent: true }),
    enabled: enabled && resourceIds.length > 0,
    // A position saved a minute ago on this page must win over a stale cache when coming back.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Saves a position; failures stay silent (the next save carries a newer one). `keepalive`: the save
 * made as the page goes away (pagehide, closing the tab) still reaches the server.
 */
export function saveProgress(input: LearningProgressSaveInput): Promise<unknown> {
  return call(learningEndpoints.progress.save, input, { silent: true, keepalive: true }).catch((e: unknown) => e);
}

/** Text documents larger than this are cut, so a huge log does not freeze the phone. */
const TEXT_LIMIT = 512 * 1024;

/** A text document's content from its stream address. */
export function useDocumentText(url: string) {
  return useQuery({
    queryKey: ["doc", "text", url],
    queryFn: async () => {
      const res = await fetch(url, { credentials: "include" });
      if (!res.ok) throw new Error(res.status === 403 ? "没有访问权限" : "文本加载失败");
      const text = await res.text();
      return text.length > TEXT_LIMIT ? { text: text.slice(0, TEXT_LIMIT), cut: true } : { text, cut: false };
    },
    retry: false,
  });
}
