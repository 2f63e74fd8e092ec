import { useQuery } from "@tanstack/react-query";
import { adminApi } from "../../api";

/** Query keys of the maintenance screens (运维管理). */
export const maintenanceKeys = {
  all: ["maintenance"] as const,
  version: () => [...maintenanceKeys.all, "version"] as const,
};

/** The running platform's version, commit and start time. */
export function usePlatformVersion() {
  return useQuery({ queryKey: maintenanceKeys.version(), queryFn: adminApi.version });
}
