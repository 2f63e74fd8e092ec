import type { LoginResult, ModuleGroup, UserInfo } from "@otp/contract";
import { http, type RequestOptions } from "./http";

export interface BaseInfo {
  name: string;
  welcome: string;
  declaration: string;
}

export interface LoginInfo {
  baseInfo: BaseInfo;
  userInfo: UserInfo | null;
  guestMode: boolean;
}

export interface TicketLoginBody {
  account: string;
  partner: string;
  ts: number;
  sign: string;
}

export const authApi = {
  login: (body: { account: string; password: string }, o?: RequestOptions) =>
    http.post<LoginResult>("/api/login", body, o),
  loginTicket: (body: TicketLoginBody, o?: RequestOptions) => http.post<LoginResult>("/api/logine", body, o),
  loginSession: (sessionId: string, o?: RequestOptions) =>
    http.post<LoginResult>("/api/login/session", { sessionId }, o),
  loginGuest: (o?: RequestOptions) => http.post<UserInfo>("/api/login/guest", {}, o),
  loginInfo: (o?: RequestOptions) => http.post<LoginInfo>("/api/login/info", {}, o),
  logout: (o?: RequestOptions) => http.post<null>("/api/logout", {}, o),
  handoff: (o?: RequestOptions) => http.post<{ sessionId: string; expiresIn: number }>("/api/l/login/handoff", {}, o),
  permissionList: (o?: RequestOptions) => http.post<ModuleGroup[]>("/api/c/base/permission/list", {}, o),
  userInfo: (o?: RequestOptions) => http.post<UserInfo>("/api/l/base/user/info", {}, o),
  accessStatus: (o?: RequestOptions) => http.post<{ restricted: boolean }>("/api/c/access/status", {}, o),
  changePassword: (body: { oldPassword: string; newPassword: string }, o?: RequestOptions) =>
    http.post<null>("/api/l/base/user/pwd/change", body, o),
  /** Reset with an administrator-issued one-time code (`/api/m/base/user/pwd/code`). */
  forgetPassword: (body: { account: string; code: string; newPassword: string }, o?: RequestOptions) =>
    http.post<null>("/api/c/base/user/pwd/forget", body, o),
  register: (body: Record<string, unknown>, o?: RequestOptions) =>
    http.post<{ status: number }>("/api/c/base/user/register", body, o),
};
