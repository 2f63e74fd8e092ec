import { chaoxingEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";

const api = chaoxingEndpoints;

/** Query keys of the external audit platform screen. */
export const chaoxingKeys = {
  all: ["chaoxing"] as const,
  config: () => [...chaoxingKeys.all, "config"] as const,
};

/** The saved connection settings (the secret only as "is set"). */
export function useChaoxingConfig() {
  return useQuery({ queryKey: chaoxingKeys.config(), queryFn: () => call(api.config.detail, {}) });
}
