import { type StatsDashboard, type StatsFilterInput, statsEndpoints } from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, urlOf } from "../../api/call";

const api = statsEndpoints;

export type StatsFilter = Omit<StatsFilterInput, "dashboard">;

/** Query keys of the statistics dashboards. */
export const statsKeys = {
  all: ["statistics"] as const,
  dashboard: (dashboard: StatsDashboard, filter: StatsFilter) => [...statsKeys.all, dashboard, filter] as const,
};

export function useDashboard(dashboard: StatsDashboard, filter: StatsFilter) {
  return useQuery({
    queryKey: statsKeys.dashboard(dashboard, filter),
    queryFn: () => call(api.dashboard, { dashboard, ...filter }),
    placeholderData: keepPreviousData,
  });
}

/** The xlsx download of one table of a dashboard, with the same filters. */
export function exportUrl(dashboard: StatsDashboard, table: string, filter: StatsFilter): string {
  const query: Record<string, string | number> = { dashboard, table };
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== null && v !== "") query[k] = v;
  return urlOf(api.export, undefined, query);
}
