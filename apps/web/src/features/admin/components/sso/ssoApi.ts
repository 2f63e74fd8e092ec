import { type SsoReturnUrlsSaveInput, type SsoSourceSaveInput, ssoEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../../../api/action";
import { call } from "../../../../api/call";

const api = ssoEndpoints.admin;

/** Query keys of the back office's single sign-on (站点管理 → 登录注册). */
export const ssoAdminKeys = {
  all: ["admin", "sso"] as const,
  sources: () => [...ssoAdminKeys.all, "sources"] as const,
  returnUrls: () => [...ssoAdminKeys.all, "returnUrls"] as const,
};

export const ssoAdminApi = {
  sources: () => call(api.list, {}),
  save: (body: SsoSourceSaveInput) => call(api.save, body),
  test: (body: SsoSourceSaveInput) => call(api.test, body),
  sync: () => call(api.sync, {}),
  returnUrls: () => call(api.returnUrls, {}),
  saveReturnUrls: (body: SsoReturnUrlsSaveInput) => call(api.saveReturnUrls, body),
};

/** The four identity sources (LDAP, CAS, OpenID Connect, WeLink), secrets blanked. */
export function useSsoSources() {
  return useQuery({ queryKey: ssoAdminKeys.sources(), queryFn: ssoAdminApi.sources });
}

/** Saves one source; a 400 names the field (shown by the HTTP client). */
export function useSaveSsoSource() {
  return useAction(ssoAdminApi.save, { success: "已保存", invalidate: [ssoAdminKeys.sources()] });
}

/** Tests a source with the form's settings (an empty secret uses the stored one). */
export function useTestSsoSource(onResult: (result: { ok: boolean; message: string }) => void) {
  return useAction(ssoAdminApi.test, { onSuccess: onResult });
}

/** Synchronises the LDAP directory now (409 while a run is going). */
export function useLdapSync() {
  return useAction(ssoAdminApi.sync, {
    success: (r) => (r.ok ? "同步完成" : "同步未完成，请查看同步结果"),
    invalidate: [ssoAdminKeys.sources()],
  });
}

/** The whitelisted external systems (单点登录白名单). */
export function useSsoReturnUrls() {
  return useQuery({ queryKey: ssoAdminKeys.returnUrls(), queryFn: ssoAdminApi.returnUrls });
}

export function useSaveSsoReturnUrls() {
  return useAction(ssoAdminApi.saveReturnUrls, { success: "白名单已保存", invalidate: [ssoAdminKeys.returnUrls()] });
}
