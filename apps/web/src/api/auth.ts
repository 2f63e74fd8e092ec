import {
  authEndpoints,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetOwnPasswordInput,
  siteEndpoints,
  type TicketLoginInput,
  userEndpoints,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "./call";
import type { RequestOptions } from "./http";

const api = authEndpoints;
const users = userEndpoints;

export const authApi = {
  login: (body: LoginInput, o?: RequestOptions) => call(api.login, body, o),
  loginTicket: (body: TicketLoginInput, o?: RequestOptions) => call(api.ticketLogin, body, o),
  loginSession: (sessionId: string, o?: RequestOptions) => call(api.sessionLogin, { sessionId }, o),
  /** Which account a hand-off code logs in, without using it. */
  peekSession: (sessionId: string, o?: RequestOptions) => call(api.sessionPeek, { sessionId }, o),
  loginGuest: (o?: RequestOptions) => call(api.guest, {}, o),
  loginInfo: (o?: RequestOptions) => call(api.info, {}, o),
  logout: (o?: RequestOptions) => call(api.logout, {}, o),
  handoff: (o?: RequestOptions) => call(api.handoff, {}, o),
  permissionList: (o?: RequestOptions) => call(api.menus, {}, o),
  userInfo: (o?: RequestOptions) => call(users.info, {}, o),
  accessStatus: (o?: RequestOptions) => call(siteEndpoints.accessStatus, {}, o),
  changePassword: (body: ChangePasswordInput, o?: RequestOptions) => call(users.changePassword, body, o),
  /** Reset with an administrator-issued one-time code (users.resetCode). */
  forgetPassword: (body: ResetOwnPasswordInput, o?: RequestOptions) => call(api.forgotPassword, body, o),
  register: (body: RegisterInput, o?: RequestOptions) => call(users.register, body, o),
};

/** Query keys of what every page asks first. */
export const authKeys = {
  loginInfo: () => ["loginInfo"] as const,
  menus: () => ["menus"] as const,
  publicMenus: (userId: number) => [...authKeys.menus(), "public", userId] as const,
};

/** Site base info (name, welcome, declaration) and guest-mode state. */
export function useLoginInfo() {
  return useQuery({
    queryKey: authKeys.loginInfo(),
    queryFn: () => authApi.loginInfo({ silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** The public menus the permission call gives (guests and white-listed pages). */
export function usePublicMenus(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.publicMenus(userId),
    queryFn: () => authApi.permissionList({ silent: true }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
