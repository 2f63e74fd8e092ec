import { call } from "@otp/client/call";
import { type ActivityStage, activityEndpoints, type ListResult } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";

const silent = { silent: true } as const;

export const activityListKey = (stage: ActivityStage | "all") => ["activity", "list", stage] as const;

/** One page of the published activities, of one stage or all. */
export const fetchActivities = (stage: ActivityStage | "all", pageNo: number, pageSize: number) =>
  call(
    activityEndpoints.list,
    { pageNo, pageSize: Math.min(pageSize, 50), ...(stage === "all" ? {} : { stage }) },
    silent,
  );

export function useActivity(id: number) {
  return useQuery({
    queryKey: ["activity", "detail", id],
    queryFn: () => call(activityEndpoints.detail, { id }, silent),
    enabled: id > 0,
  });
}

export function useActivityAnnouncements(id: number) {
  return useQuery({
    queryKey: ["activity", "announcements", id],
    queryFn: () => call(activityEndpoints.announcements, { id }, silent),
  });
}

export function useActivityResults(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ["activity", "results", id],
    queryFn: () => call(activityEndpoints.results, { id }, silent),
    enabled,
  });
}

/** A work as the phone lists it: the videos of a finished activity bring a cover and the award. */
export interface WorkRow {
  id: number;
  title: string;
  authorName: string;
  orgName: string;
  resourceId: number;
  coverUrl: string | null;
  award: string;
}

export const worksKey = (id: number, finished: boolean) => ["activity", "works", id, finished] as const;

/**
 * One page of the approved works. Once results are out, the activity's videos (the /resource6
 * list narrowed to it: covers, awarded first); before that, the plain works list.
 */
export async function fetchWorks(
  id: number,
  finished: boolean,
  pageNo: number,
  pageSize: number,
): Promise<ListResult<WorkRow>> {
  if (finished) {
    const r = await call(
      activityEndpoints.videos,
      { activityId: id, pageNo, pageSize: Math.min(pageSize, 48) },
      silent,
    );
    return { count: r.count, list: r.list };
  }
  const r = await call(activityEndpoints.works, { id, pageNo, pageSize: Math.min(pageSize, 50) }, silent);
  return { count: r.count, list: r.list.map((w) => ({ ...w, coverUrl: null, award: "" })) };
}
