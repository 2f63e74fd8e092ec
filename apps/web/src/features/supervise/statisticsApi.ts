import { type SuperviseStatisticsInput, superviseEndpoints } from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, urlOf } from "../../api/call";

const api = superviseEndpoints.statistics;

/** Query keys of supervision statistics. */
export const superviseStatisticsKeys = {
  all: ["supervise", "statistics"] as const,
  of: (input: SuperviseStatisticsInput) => [...superviseStatisticsKeys.all, input] as const,
};

export function useSuperviseStatistics(input: SuperviseStatisticsInput) {
  return useQuery({
    queryKey: superviseStatisticsKeys.of(input),
    queryFn: () => call(api.get, input),
    placeholderData: keepPreviousData,
  });
}

/** The xlsx download of the same statistics. */
export const statisticsExportUrl = (input: SuperviseStatisticsInput) =>
  urlOf(api.export, undefined, { by: input.by, termId: input.termId, orgId: input.orgId });
