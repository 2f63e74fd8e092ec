import { call } from "@otp/client/call";
import { noticeEndpoints, releaseEndpoints, ssoEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";

/** The newest published app of each platform (业务管理 → APP版本). */
export function useLatestApps() {
  return useQuery({
    queryKey: ["release", "latest"],
    queryFn: () => call(releaseEndpoints.latest, {}, { silent: true }),
  });
}

/** How many of the user's messages are unread (the 我的 tab's badge); only when logged in. */
export function useUnreadNotices(enabled: boolean) {
  return useQuery({
    queryKey: ["notice", "unread"],
    queryFn: () => call(noticeEndpoints.list, { pageNo: 1, pageSize: 1 }, { silent: true }),
    enabled,
    select: (d) => d.unread,
  });
}

/**
 * The login page's single sign-on: one button per identity provider (CAS, OpenID Connect) with
 * its configured name, and the directory's name when the password is also checked there.
 */
export function useSsoOptions() {
  return useQuery({
    queryKey: ["sso", "options"],
    queryFn: () => call(ssoEndpoints.options, {}, { silent: true }),
    staleTime: 60_000,
    retry: false,
  });
}
