import { releaseEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";

/** Query keys of the platform pages (app download). */
export const platformKeys = {
  appVersions: () => ["app", "versions"] as const,
};

/** The newest published app version of each platform. */
export function useLatestAppVersions() {
  return useQuery({
    queryKey: platformKeys.appVersions(),
    queryFn: () => call(releaseEndpoints.latest, {}, { silent: true }),
  });
}
