import type {
  ChangePasswordInput,
  LoginInfo,
  LoginInput,
  LoginResult,
  ModuleGroup,
  RegisterInput,
  ResetOwnPasswordInput,
  SessionPeek,
  TicketLoginInput,
  UserInfo,
} from "@otp/contract";
import { http, type RequestOptions } from "./http";

export const authApi = {
  login: (body: LoginInput, o?: RequestOptions) => http.post<LoginResult>("/api/login", body, o),
  loginTicket: (body: TicketLoginInput, o?: RequestOptions) => http.post<LoginResult>("/api/logine", body, o),
  loginSession: (sessionId: string, o?: RequestOptions) =>
    http.post<LoginResult>("/api/login/session", { sessionId }, o),
  /** Which account a hand-off code logs in, without using it. */
  peekSession: (sessionId: string, o?: RequestOptions) =>
    http.post<SessionPeek>("/api/login/session/peek", { sessionId }, o),
  loginGuest: (o?: RequestOptions) => http.post<UserInfo>("/api/login/guest", {}, o),
  loginInfo: (o?: RequestOptions) => http.post<LoginInfo>("/api/login/info", {}, o),
  logout: (o?: RequestOptions) => http.post<null>("/api/logout", {}, o),
  handoff: (o?: RequestOptions) => http.post<{ sessionId: string; expiresIn: number }>("/api/l/login/handoff", {}, o),
  permissionList: (o?: RequestOptions) => http.post<ModuleGroup[]>("/api/c/base/permission/list", {}, o),
  userInfo: (o?: RequestOptions) => http.post<UserInfo>("/api/l/base/user/info", {}, o),
  accessStatus: (o?: RequestOptions) => http.post<{ restricted: boolean }>("/api/c/access/status", {}, o),
  changePassword: (body: ChangePasswordInput, o?: RequestOptions) =>
    http.post<null>("/api/l/base/user/pwd/change", body, o),
  /** Reset with an administrator-issued one-time code (`/api/m/base/user/pwd/code`). */
  forgetPassword: (body: ResetOwnPasswordInput, o?: RequestOptions) =>
    http.post<null>("/api/c/base/user/pwd/forget", body, o),
  register: (body: RegisterInput, o?: RequestOptions) =>
    http.post<{ status: number; message: string }>("/api/c/base/user/register", body, o),
};
