import {
  type HandoffCode,
  handoffSchema,
  type LoginInfo,
  type LoginResult,
  loginSchema,
  type ModuleGroup,
  resetOwnPasswordSchema,
  type SessionPeek,
  sessionLoginSchema,
  sessionPeekSchema,
  ticketLoginSchema,
  type UserInfo,
} from "../auth.js";
import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";

/** Logging in and out, hand-off codes, what the login page and the header ask first. */
export const authEndpoints = {
  login: endpoint({
    path: "/api/login",
    access: "public",
    input: loginSchema,
    output: out<LoginResult>(),
    summary:
      "账号密码登录，设置 Token cookie（withToken 时也返回 token）；401 账号或密码错误；同一账号+地址失败5次起等待（429，15秒起翻倍至15分钟），账号失败超20次时其失败过的地址也等待，单一地址15分钟内失败超300次起每次间隔1–30秒",
  }),
  ticketLogin: endpoint({
    path: "/api/logine",
    access: "public",
    input: ticketLoginSchema,
    output: out<LoginResult>(),
    summary:
      '合作方票据登录（仅账号）：sign = hex(HMAC-SHA256(partnerSecret, account + "\\n" + ts))，ts 为毫秒，5分钟内有效、只能用一次；答复同 /api/login',
  }),
  sessionLogin: endpoint({
    path: "/api/login/session",
    access: "public",
    input: sessionLoginSchema,
    output: out<LoginResult>(),
    summary:
      "用一次性交接码登录（60秒有效，purpose 默认 mobile）；码已用、过期、用途不符、app 码未带 withToken 或其会话已结束时 401「登录链接无效或已过期，请重新登录」",
  }),
  sessionPeek: endpoint({
    path: "/api/login/session/peek",
    access: "public",
    input: sessionPeekSchema,
    output: out<SessionPeek>(),
    summary: "交接码将登录哪个账号（不使用该码，网页登录前先询问）；无效时 401，同 /api/login/session",
  }),
  handoff: endpoint({
    path: "/api/l/login/handoff",
    access: "login",
    input: handoffSchema,
    output: out<HandoffCode>(),
    summary: "把当前会话交给另一客户端（移动站、App）的一次性交接码（purpose 默认 mobile）；本会话结束时码失效",
  }),
  info: endpoint({
    path: "/api/login/info",
    reads: true,
    access: "public",
    input: emptySchema,
    output: out<LoginInfo>(),
    summary: "每次加载先问：站点信息 BASE_INFO、当前用户（未登录为 null）、是否开启游客访问",
  }),
  guest: endpoint({
    path: "/api/login/guest",
    access: "public",
    input: emptySchema,
    output: out<UserInfo>(),
    summary: "游客账号（isGuest: true）；未开启游客访问时 403",
  }),
  logout: endpoint({
    path: "/api/logout",
    access: "public",
    input: emptySchema,
    output: out<null>(),
    summary: "退出登录：结束本会话并清除 cookie",
  }),
  menus: endpoint({
    path: "/api/c/base/permission/list",
    reads: true,
    access: "guest",
    input: emptySchema,
    output: out<ModuleGroup[]>(),
    summary: "调用者的菜单（nav、userCenter、socluster、MG）；游客得到对游客开放的导航项",
  }),
  forgotPassword: endpoint({
    path: "/api/c/base/user/pwd/forget",
    access: "public",
    input: resetOwnPasswordSchema,
    output: out<null>(),
    summary:
      "用管理员发放的一次性重置码重设密码；400「账号或重置码不正确」；错误的码单独计数限流（429，不影响登录计数）；成功后解除该账号的登录等待",
  }),
};
