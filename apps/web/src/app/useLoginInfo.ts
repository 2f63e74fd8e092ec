import { useQuery } from "@tanstack/react-query";
import { authApi } from "../api/auth";

/** Site base info (name, welcome, declaration) and guest-mode state. */
export function useLoginInfo() {
  return useQuery({
    queryKey: ["loginInfo"],
    queryFn: () => authApi.loginInfo({ silent: true }),
    staleTime: 5 * 60_000,
  });
}
