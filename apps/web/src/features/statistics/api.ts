import type { StatsDashboard, StatsDashboardData, StatsFilterInput } from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { http } from "../../api/http";

export type StatsFilter = Omit<StatsFilterInput, "dashboard">;

export function useDashboard(dashboard: StatsDashboard, filter: StatsFilter) {
  return useQuery({
    queryKey: ["statistics", dashboard, filter],
    queryFn: () => http.post<StatsDashboardData>("/api/m/statistics/dashboard", { dashboard, ...filter }),
    placeholderData: keepPreviousData,
  });
}

/** The xlsx download of one table of a dashboard, with the same filters. */
export function exportUrl(dashboard: StatsDashboard, table: string, filter: StatsFilter): string {
  const q = new URLSearchParams({ dashboard, table });
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  return `/api/m/statistics/export?${q.toString()}`;
}
