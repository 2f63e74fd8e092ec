import { call } from "@otp/client/call";
import { type AreaCode, siteEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";

/** A site configuration (cms/area/pic): they change rarely, so five minutes of cache. */
export function useAreaPic(code: AreaCode) {
  return useQuery({
    queryKey: ["areaPic", code],
    queryFn: () => call(siteEndpoints.area.detail, {}, { params: { code }, silent: true }),
    staleTime: 5 * 60_000,
  });
}
