import { z } from "zod";
import { USER_TYPES } from "./constants.js";
import { choiceError, requiredName } from "./fields.js";
import { ID_MAX } from "./validation.js";

/*
 * Single sign-on with the identity systems schools run (issue 27): an LDAP directory checked by
 * the ordinary login, CAS and OpenID Connect through the browser, WeLink by its one-time code.
 * Each source is configured in the back office (站点管理 → 登录注册) or seeded from the
 * environment; the learning-platform ticket (/sso_cx) is the partner ticket of partner `cx`.
 */

export const SSO_KINDS = ["ldap", "cas", "oidc", "welink"] as const;
export type SsoKind = (typeof SSO_KINDS)[number];

/** What each kind is called in the back office (the login page shows the configured name). */
export const SSO_KIND_NAMES: Record<SsoKind, string> = {
  ldap: "LDAP 目录",
  cas: "CAS 统一认证",
  oidc: "OpenID Connect",
  welink: "WeLink",
};

/** The partner id of the external learning platform's tickets (/sso_cx, SSO_PARTNERS). */
export const CX_PARTNER = "cx";

/** What the LDAP sync does with linked users gone from the directory (Moodle: keep or suspend). */
export const LDAP_REMOVED_ACTIONS = ["keep", "suspend"] as const;
/** Which platform field a WeLink userId is matched against. */
export const WELINK_MATCH_FIELDS = ["account", "phone", "email"] as const;

const optionalId = z.coerce
  .number({ error: "编号不正确" })
  .int("编号不正确")
  .positive("编号不正确")
  .max(ID_MAX, "编号不正确")
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const httpUrl = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(300, `${label}不能超过300个字符`)
    .regex(/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/, `${label}须为 http:// 或 https:// 开头的地址，不含参数`)
    .transform((v) => v.replace(/\/+$/, ""));

/** An LDAP attribute name (never user input in a filter: only the administrator sets it). */
const attribute = (label: string, fallback: string) =>
  z
    .string({ error: `${label}不正确` })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, `${label}须为字母开头的属性名`)
    .default(fallback);

const optionalAttribute = (label: string) =>
  z
    .string({ error: `${label}不正确` })
    .trim()
    .regex(/^([A-Za-z][A-Za-z0-9-]{0,63})?$/, `${label}须为字母开头的属性名`)
    .default("");

/** A secret field: left empty when saving keeps the stored one. */
const secret = (label: string) =>
  z
    .string({ error: `${label}不正确` })
    .max(200, `${label}过长`)
    .default("");

/** What every source has: shown or not, the button's name, and provisioning on first login. */
const common = {
  enabled: z.boolean({ error: "请选择是否启用" }),
  name: requiredName("显示名称", 30),
  /** Create the platform account on first login (on by default, as Moodle does). */
  provision: z.boolean({ error: "请选择是否自动开通账号" }).default(true),
  /** The role, type and organization of accounts made on first login (null: SSO_DEFAULT_ROLE). */
  roleId: optionalId,
  userType: z.enum(USER_TYPES, { error: choiceError("用户类型") }).default("student"),
  orgId: optionalId,
};

export const ldapSettingsSchema = z.object({
  url: z
    .string({ error: "请输入目录地址" })
    .trim()
    .regex(/^ldaps?:\/\/[^\s/?#]+\/?$/, "目录地址须为 ldap:// 或 ldaps:// 开头的地址"),
  bindDn: requiredName("查询账号 DN", 300),
  bindPassword: secret("查询账号密码"),
  baseDn: requiredName("搜索起点 Base DN", 300),
  /** A filter every user entry matches; the administrator's, never the login's. */
  userFilter: z
    .string({ error: "用户过滤条件不正确" })
    .trim()
    .max(300, "用户过滤条件过长")
    .regex(/^(\(.*\))?$/, "用户过滤条件须用括号括起，如 (objectClass=person)")
    .default("(objectClass=person)"),
  accountAttr: attribute("账号属性", "uid"),
  nameAttr: attribute("姓名属性", "cn"),
  emailAttr: optionalAttribute("邮箱属性"),
  phoneAttr: optionalAttribute("手机属性"),
  /** The scheduled sync: off by default; paged, incremental by modifyTimestamp, one run at a time. */
  syncEnabled: z.boolean({ error: "请选择是否定时同步" }).default(false),
  syncMinutes: z.coerce
    .number({ error: "同步间隔不正确" })
    .int("同步间隔须为整数分钟")
    .min(5, "同步间隔不能少于5分钟")
    .max(10_080, "同步间隔不能超过7天")
    .default(60),
  removed: z.enum(LDAP_REMOVED_ACTIONS, { error: choiceError("目录中已删除用户的处理方式") }).default("suspend"),
});
export type LdapSettings = z.infer<typeof ldapSettingsSchema>;

export const casSettingsSchema = z.object({ url: httpUrl("CAS 地址") });
export type CasSettings = z.infer<typeof casSettingsSchema>;

export const oidcSettingsSchema = z.object({
  issuer: httpUrl("签发者地址 Issuer"),
  clientId: requiredName("客户端 ID", 200),
  clientSecret: secret("客户端密钥"),
  /** The claim matched to the platform account on first login. */
  accountClaim: z
    .string({ error: "账号声明不正确" })
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/, "账号声明须为声明名称，如 preferred_username")
    .default("preferred_username"),
  scope: z
    .string({ error: "授权范围不正确" })
    .trim()
    .regex(/^openid( [A-Za-z0-9_:.-]+)*$/, "授权范围须以 openid 开头，以空格分隔")
    .default("openid profile email"),
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

export const welinkSettingsSchema = z.object({
  apiUrl: httpUrl("WeLink 接口地址"),
  clientId: requiredName("应用 client_id", 200),
  clientSecret: secret("应用 client_secret"),
  matchField: z.enum(WELINK_MATCH_FIELDS, { error: choiceError("匹配字段") }).default("account"),
});
export type WelinkSettings = z.infer<typeof welinkSettingsSchema>;

export interface SsoSettingsOf {
  ldap: LdapSettings;
  cas: CasSettings;
  oidc: OidcSettings;
  welink: WelinkSettings;
}

/** Saving (or testing) one source: its kind, what every source has, and its own settings. */
export const ssoSourceSaveSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("ldap"), ...common, settings: ldapSettingsSchema }),
    z.object({ kind: z.literal("cas"), ...common, settings: casSettingsSchema }),
    z.object({ kind: z.literal("oidc"), ...common, settings: oidcSettingsSchema }),
    z.object({ kind: z.literal("welink"), ...common, settings: welinkSettingsSchema }),
  ],
  { error: choiceError("身份源类型") },
);
export type SsoSourceSaveInput = z.input<typeof ssoSourceSaveSchema>;
export type SsoSourceSave = z.infer<typeof ssoSourceSaveSchema>;

/** The last LDAP sync, as the back office shows it. */
export interface LdapSyncResult {
  startedAt: string;
  finishedAt: string | null;
  ok: boolean;
  /** Entries read from the directory. */
  read: number;
  /** Accounts made or existing accounts linked to their entry. */
  created: number;
  updated: number;
  suspended: number;
  /** Why the run failed (Chinese), or entries it skipped (an entry without the account attribute). */
  message: string;
}

/** One source in the back office: secrets are never sent back, only whether one is stored. */
export interface SsoSourceView {
  kind: SsoKind;
  /** Saved at least once (or seeded from the environment). */
  configured: boolean;
  enabled: boolean;
  name: string;
  provision: boolean;
  roleId: number | null;
  userType: (typeof USER_TYPES)[number];
  orgId: number | null;
  /** The source's settings with its secret blanked. */
  settings: Record<string, unknown>;
  secretSet: boolean;
  /** The address to register at the identity provider (CAS service, OIDC redirect URI), if any. */
  callbackUrl: string | null;
  /** LDAP only: the last sync run. */
  lastSync: LdapSyncResult | null;
}

/** What the test-connection button reports. */
export interface SsoTestResult {
  ok: boolean;
  message: string;
}

/* ---------- return URLs: external pages allowed after a login, and their entry pages ---------- */

export const SSO_RETURN_CODE = /^[a-z0-9][a-z0-9-]{1,31}$/;

export const ssoReturnUrlSchema = z.object({
  code: z
    .string({ error: "请输入入口代码" })
    .trim()
    .regex(SSO_RETURN_CODE, "入口代码须为2至32位小写字母、数字或连字符"),
  name: requiredName("系统名称", 30),
  url: httpUrl("允许跳转的地址"),
});
export const ssoReturnUrlsSaveSchema = z.object({
  items: z
    .array(ssoReturnUrlSchema, { error: "白名单不正确" })
    .max(50, "白名单最多50项")
    .refine((a) => new Set(a.map((i) => i.code)).size === a.length, "入口代码不能重复"),
});
export type SsoReturnUrl = z.infer<typeof ssoReturnUrlSchema>;
export type SsoReturnUrlsSaveInput = z.input<typeof ssoReturnUrlsSaveSchema>;

/** A redirect a browser flow may end on: a path of this site (not `//host`) or a whitelisted URL. */
export const ssoRedirectSchema = z.object({
  redirect: z.string({ error: "跳转地址不正确" }).max(1000, "跳转地址过长").optional(),
});

/**
 * Whether `target` may be returned to: a path of this site, or an address under one of the
 * whitelisted URLs (same scheme and host, and a path at or below the whitelisted one). Used by the
 * server before every redirect and by the web before every navigation to a `redirect=`.
 */
export function allowedReturn(target: string, whitelist: readonly string[]): "path" | "external" | null {
  if (/^\/(?![/\\])/.test(target) && !/[\\\s]/.test(target)) return "path";
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.username || url.password || !/^https?:$/.test(url.protocol)) return null;
  for (const allowed of whitelist) {
    let base: URL;
    try {
      base = new URL(allowed);
    } catch {
      continue;
    }
    const prefix = base.pathname.replace(/\/+$/, "");
    if (
      url.origin === base.origin &&
      (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`) || prefix === "")
    ) {
      return "external";
    }
  }
  return null;
}

/** The login page's options: one button per enabled browser source, and the whitelist. */
export interface SsoLoginOptions {
  buttons: { kind: Exclude<SsoKind, "ldap">; name: string }[];
  /** The LDAP source's name when the ordinary login also checks the directory. */
  directory: string | null;
  /** The whitelisted external URLs (the web checks `redirect=` against them). */
  returnUrls: string[];
}

/** An entry page for a whitelisted system (/sso/{code}): sign in here, then go on to it. */
export interface SsoEntry {
  code: string;
  name: string;
  url: string;
}

export const ssoEntrySchema = z.object({ code: z.string().regex(SSO_RETURN_CODE, "入口代码不正确") });

/** WeLink: the H5 app (or its OAuth page) brings a one-time code. */
export const welinkLoginSchema = z.object({
  code: z
    .string({ error: "缺少 WeLink 授权码" })
    .trim()
    .min(1, "缺少 WeLink 授权码")
    .max(512, "WeLink 授权码格式不正确")
    .regex(/^[A-Za-z0-9._~+/=-]+$/, "WeLink 授权码格式不正确"),
  withToken: z.boolean().optional(),
});

/** The browser callbacks (CAS ticket, OIDC code): validated by the flows, not by shape. */
export const casCallbackSchema = z.object({
  ticket: z.string().max(1000).optional(),
  /** The flow's value in the service URL: a ticket is valid only for the login it was issued to. */
  state: z.string().max(200).optional(),
});
export const oidcCallbackSchema = z.record(z.string(), z.string().max(4000));

/**
 * Why a browser flow failed. The server sends the browser back to the login page with the code
 * (`?ssoError=ticketUsed`), never the sentence: words in an address could be anyone's, so the
 * pages show only these. The server's refusals use exactly these messages.
 */
export const SSO_ERRORS = {
  failed: "统一身份认证失败，请稍后重试或使用账号密码登录",
  notEnabled: "该登录方式未启用，请使用账号密码登录",
  flowLost: "登录已超时或不是从本浏览器发起，请重新登录",
  ticketMissing: "缺少统一身份认证票据，请重新登录",
  ticketUsed: "统一身份认证票据已使用，请重新登录",
  ticketInvalid: "统一身份认证票据无效或已使用，请重新登录",
  refused: "统一身份认证未通过（授权已失效、已使用或不属于本次登录），请重新登录",
  providerDown: "统一身份认证服务暂时无法连接，请稍后再试，或使用账号密码登录",
  notProvisioned: "该账号尚未在本平台开通，请联系管理员",
  linkedElsewhere: "该平台账号已绑定其他统一身份，请联系管理员",
  privileged: "管理员账号不会自动关联统一身份，请使用账号密码登录",
  badAccount: "统一身份账号不符合本平台的账号规则，无法自动开通",
  noAccountClaim: "身份提供方未提供账号信息，无法登录，请联系管理员",
  disabled: "账号已被停用，请联系管理员",
  pending: "账号正在等待管理员审核，请审核通过后再登录",
  redirect: "参数 redirect：跳转地址不在允许的范围内",
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The code of a refusal's message (`failed` for any other). */
export function ssoErrorCode(message: string): SsoErrorCode {
  const found = (Object.keys(SSO_ERRORS) as SsoErrorCode[]).find((k) => SSO_ERRORS[k] === message);
  return found ?? "failed";
}

/** The message of `?ssoError=` for the login pages; null when absent, `failed` when unknown. */
export function ssoErrorText(raw: string | null | undefined): string | null {
  const code = raw?.trim();
  if (!code) return null;
  return Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoErrorCode] : SSO_ERRORS.failed;
}
