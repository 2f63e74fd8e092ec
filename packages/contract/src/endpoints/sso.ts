import type { LoginResult } from "../auth.js";
import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  casCallbackSchema,
  type LdapSyncResult,
  oidcCallbackSchema,
  type SsoEntry,
  type SsoLoginOptions,
  type SsoReturnUrl,
  type SsoSourceView,
  type SsoTestResult,
  ssoEntrySchema,
  ssoRedirectSchema,
  ssoReturnUrlsSaveSchema,
  ssoSourceSaveSchema,
  welinkLoginSchema,
} from "../sso.js";

const manage = { perm: "site.loginRegister" } as const;

/** Single sign-on: the login page's options, the browser flows, WeLink, and their back-office settings. */
export const ssoEndpoints = {
  options: endpoint({
    path: "/api/sso/options",
    access: "public",
    input: emptySchema,
    output: out<SsoLoginOptions>(),
    summary:
      "登录页的统一身份认证入口：已启用的 CAS、OpenID Connect、WeLink 按钮（配置的名称）、LDAP 目录名称、允许跳转的外部地址",
  }),
  entry: endpoint({
    path: "/api/sso/entry",
    access: "public",
    input: ssoEntrySchema,
    output: out<SsoEntry>(),
    summary: "白名单系统的登录入口页（/sso/{code}）：系统名称与登录后前往的地址；未配置时 404",
  }),
  casLogin: endpoint({
    path: "/api/sso/cas/login",
    method: "GET",
    kind: "redirect",
    access: "public",
    input: ssoRedirectSchema,
    output: out<null>(),
    summary:
      "跳转到 {CAS_URL}/login?service=…（service 由站点地址生成）；redirect 须为本站路径或白名单地址；未启用时跳回登录页并说明",
  }),
  casCallback: endpoint({
    path: "/api/sso/cas/callback",
    method: "GET",
    kind: "redirect",
    access: "public",
    input: casCallbackSchema,
    output: out<null>(),
    summary:
      "CAS 回调：用 /p3/serviceValidate 校验 ticket（同一 service、仅一次、须为本浏览器发起），登录后跳到 redirect；失败时跳回登录页并说明原因",
  }),
  oidcLogin: endpoint({
    path: "/api/sso/oidc/login",
    method: "GET",
    kind: "redirect",
    access: "public",
    input: ssoRedirectSchema,
    output: out<null>(),
    summary: "OpenID Connect 授权码登录（PKCE、state 绑定本浏览器、nonce）：跳转到身份提供方",
  }),
  oidcCallback: endpoint({
    path: "/api/sso/oidc/callback",
    method: "GET",
    kind: "redirect",
    access: "public",
    input: oidcCallbackSchema,
    output: out<null>(),
    summary:
      "OpenID Connect 回调（redirect_uri = {站点地址}/api/sso/oidc/callback）：校验 state、iss、nonce 后按 (issuer, sub) 登录；失败时跳回登录页并说明原因",
  }),
  welink: endpoint({
    path: "/api/sso/welink",
    access: "public",
    input: welinkLoginSchema,
    output: out<LoginResult>(),
    summary:
      "WeLink 免登（/LoginByWeLink?code=）：以 client_id/secret 取令牌、以 code 取 userId 并匹配平台账号；code 只能用一次；答复同 /api/login",
  }),
  admin: {
    list: endpoint({
      path: "/api/m/sso/source/list",
      access: manage,
      input: emptySchema,
      output: out<SsoSourceView[]>(),
      summary: "四种身份源（LDAP、CAS、OpenID Connect、WeLink）的配置；密钥不回传，只说明是否已保存",
    }),
    save: endpoint({
      path: "/api/m/sso/source/save",
      access: manage,
      input: ssoSourceSaveSchema,
      output: out<SsoSourceView>(),
      summary: "保存一种身份源的配置（密钥留空则保留原值）；开通角色须与用户类型相符",
    }),
    test: endpoint({
      path: "/api/m/sso/source/test",
      access: manage,
      input: ssoSourceSaveSchema,
      output: out<SsoTestResult>(),
      summary: "测试连接（用表单中的配置，密钥留空用已保存的）：说明哪一步失败",
    }),
    sync: endpoint({
      path: "/api/m/sso/ldap/sync",
      access: manage,
      input: emptySchema,
      output: out<LdapSyncResult>(),
      summary:
        "立即同步 LDAP 目录（分页，按 modifyTimestamp 增量更新，目录中已删除的用户按配置保留或停用）；正在同步时 409",
    }),
    returnUrls: endpoint({
      path: "/api/m/sso/return/list",
      access: manage,
      input: emptySchema,
      output: out<SsoReturnUrl[]>(),
      summary: "单点登录白名单：允许登录后跳转的外部系统地址及其入口页代码",
    }),
    saveReturnUrls: endpoint({
      path: "/api/m/sso/return/save",
      access: manage,
      input: ssoReturnUrlsSaveSchema,
      output: out<SsoReturnUrl[]>(),
      summary: "保存单点登录白名单（整表替换）；不在白名单的 redirect、service、next 一律拒绝",
    }),
  },
};
