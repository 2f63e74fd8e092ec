import { z } from "zod";
import type { BaseInfo } from "./site.js";

export const loginSchema = z.object({
  account: z.string({ error: "请输入账号" }).trim().min(1, "请输入账号").max(64, "账号不能超过64个字符"),
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码").max(128, "密码过长"),
  /** The mobile app asks for the token in the body; the web relies on the HttpOnly cookie. */
  withToken: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Account-only login, allowed only with a signed ticket from a trusted partner. */
export const ticketLoginSchema = z.object({
  account: z.string({ error: "请输入账号" }).trim().min(1, "请输入账号").max(64, "账号不能超过64个字符"),
  partner: z.string({ error: "缺少合作方标识" }).min(1, "缺少合作方标识").max(64, "合作方标识过长"),
  ts: z.coerce.number({ error: "缺少时间戳" }).int("时间戳格式不正确"),
  sign: z.string({ error: "缺少签名" }).regex(/^[0-9a-f]{64}$/, "签名格式不正确"),
  withToken: z.boolean().optional(),
});
export type TicketLoginInput = z.infer<typeof ticketLoginSchema>;

/**
 * What a one-time hand-off code is for: `mobile` carries a browser session to the mobile site
 * (redeemed into a cookie), `app` carries it to the mobile app (redeemed only with withToken).
 * A code works only for the purpose it was made for.
 */
export const HANDOFF_PURPOSES = ["mobile", "app"] as const;
export type HandoffPurpose = (typeof HANDOFF_PURPOSES)[number];
const purposeSchema = z.enum(HANDOFF_PURPOSES, { error: "用途不正确" }).default("mobile");

export const handoffSchema = z.object({ purpose: purposeSchema });
export type HandoffInput = z.input<typeof handoffSchema>;

const handoffCodeSchema = z.string({ error: "缺少sessionId" }).regex(/^[A-Za-z0-9_-]{20,128}$/, "sessionId格式不正确");

export const sessionLoginSchema = z.object({
  sessionId: handoffCodeSchema,
  purpose: purposeSchema,
  withToken: z.boolean().optional(),
});
export type SessionLoginInput = z.input<typeof sessionLoginSchema>;

/** Which account a hand-off code would log in, asked before using it (the web confirms first). */
export const sessionPeekSchema = z.object({ sessionId: handoffCodeSchema, purpose: purposeSchema });
export type SessionPeekInput = z.input<typeof sessionPeekSchema>;
export interface SessionPeek {
  account: string;
  realName: string;
}

export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: "请输入原密码" }).min(1, "请输入原密码").max(128, "密码过长"),
  newPassword: z.string({ error: "请输入新密码" }).min(1, "请输入新密码").max(128, "密码过长"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The administrator-issued one-time reset code: 8 characters, A–Z without I/O, digits 2–9. */
export const RESET_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{8}$/;
export const RESET_CODE_MESSAGE = "重置码为8位字母或数字";

/** Self-service reset with a one-time code issued by an administrator (no SMS gateway ships). */
export const resetOwnPasswordSchema = z.object({
  account: z.string({ error: "请输入账号" }).trim().min(1, "请输入账号").max(64),
  code: z
    .string({ error: "请输入重置码" })
    .trim()
    .toUpperCase()
    .min(1, "请输入重置码")
    .regex(RESET_CODE_PATTERN, RESET_CODE_MESSAGE),
  newPassword: z.string({ error: "请输入新密码" }).min(1, "请输入新密码").max(128, "密码过长"),
});
export type ResetOwnPasswordInput = z.infer<typeof resetOwnPasswordSchema>;

export interface MenuItem {
  id: number;
  code: string;
  name: string;
  url: string;
  alt: string;
  css: string;
  loginVisit: boolean;
  /** Left out of the header (导航管理 → 编辑导航); only the back office's full tree carries hidden items. */
  hidden?: boolean;
  subList: MenuItem[];
}

export interface ModuleGroup {
  code: string;
  name: string;
  subList: MenuItem[];
}

export interface UserInfo {
  id: number;
  account: string;
  realName: string;
  userType: string;
  gender: number;
  phone: string | null;
  email: string | null;
  orgId: number | null;
  orgName: string | null;
  classId: number | null;
  className: string | null;
  avatarUrl: string | null;
  title: string | null;
  intro: string | null;
  roles: { id: number; name: string }[];
  isExpert: boolean;
  isGuest: boolean;
}

export interface LoginResult {
  userInfo: UserInfo;
  /** Present only when the request asked for it (mobile app). */
  token?: string;
}

/** The guest account: what /api/login/guest answers and what the web falls back to (SPEC §2, §4). */
export const GUEST_USER: Readonly<UserInfo> = Object.freeze({
  id: 0,
  account: "guest",
  realName: "游客",
  userType: "guest",
  gender: 0,
  phone: null,
  email: null,
  orgId: null,
  orgName: null,
  classId: null,
  className: null,
  avatarUrl: null,
  title: null,
  intro: null,
  roles: [],
  isExpert: false,
  isGuest: true,
});

/** What every page load asks first (/api/login/info): the site, the caller, guest mode. */
export interface LoginInfo {
  baseInfo: BaseInfo;
  userInfo: UserInfo | null;
  guestMode: boolean;
}

/** A one-time hand-off code (/api/l/login/handoff) and how many seconds it lives. */
export interface HandoffCode {
  sessionId: string;
  expiresIn: number;
}
