import { CX_PARTNER, type SsoLoginOptions, ssoEndpoints, type TicketLoginInput } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { authApi } from "../../api/auth";
import { call } from "../../api/call";

const api = ssoEndpoints;

/** Single sign-on on the login pages; every call is silent: the pages say what failed. */
export const ssoApi = {
  options: () => call(api.options, {}, { silent: true }),
  entry: (code: string) => call(api.entry, { code }, { silent: true }),
  /** WeLink's one-time code (/LoginByWeLink?code=): answered like the password login. */
  welink: (code: string) => call(api.welink, { code }, { silent: true }),
  /** The learning platform's signed link (/sso_cx): the partner ticket of partner `cx`. */
  cx: (ticket: Omit<TicketLoginInput, "partner">) =>
    authApi.loginTicket({ ...ticket, partner: CX_PARTNER }, { silent: true }),
};

/** Query keys of the login pages' single sign-on. */
export const ssoKeys = {
  all: ["sso"] as const,
  options: () => [...ssoKeys.all, "options"] as const,
  entry: (code: string) => [...ssoKeys.all, "entry", code] as const,
};

/** Nothing configured, or the call failed: the password login still works. */
export const NO_SSO: SsoLoginOptions = { buttons: [], directory: null, returnUrls: [] };

/** The login page's single sign-on buttons, the directory's name and the whitelisted URLs. */
export function useSsoOptions() {
  return useQuery({ queryKey: ssoKeys.options(), queryFn: ssoApi.options, staleTime: 60_000, retry: false });
}

/** A whitelisted system's entry page (/sso/{code}); 404 when the code is not configured. */
export function useSsoEntry(code: string) {
  return useQuery({ queryKey: ssoKeys.entry(code), queryFn: () => ssoApi.entry(code), retry: false });
}
