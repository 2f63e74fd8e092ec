import type { LdapSyncResult, SsoReturnUrl, SsoSourceSave, SsoSourceView, SsoTestResult } from "@otp/contract";
import type { CasFlow } from "./sso.cas.js";
import type { SourceConfig, SsoConfig } from "./sso.config.js";
import type { LdapDirectory } from "./sso.ldap.js";
import type { LdapSync } from "./sso.ldap.sync.js";
import type { OidcFlow } from "./sso.oidc.js";
import type { WelinkClient } from "./sso.welink.js";

export interface SsoAdminDeps {
  config: SsoConfig;
  cas: CasFlow;
  oidc: OidcFlow;
  welink: WelinkClient;
  directory: LdapDirectory;
  sync: LdapSync;
}

/** The back office's 登录注册 cards: each source's settings, its connection test, the LDAP sync, the whitelist. */
export class SsoAdmin {
  constructor(private readonly deps: SsoAdminDeps) {}

  list(): Promise<SsoSourceView[]> {
    return this.deps.config.views();
  }

  save(input: SsoSourceSave): Promise<SsoSourceView> {
    return this.deps.config.save(input);
  }

  /** Tests what the form holds (a secret left empty: the stored one) without saving it. */
  async test(input: SsoSourceSave): Promise<SsoTestResult> {
    const source = await this.deps.config.resolve(input);
    switch (source.kind) {
      case "ldap":
        return this.deps.directory.test(source as SourceConfig<"ldap">);
      case "cas":
        return this.deps.cas.test(source as SourceConfig<"cas">, this.deps.config.callbackUrl("cas") as string);
      case "oidc":
        return this.deps.oidc.test(source as SourceConfig<"oidc">);
      case "welink":
        return this.deps.welink.test(source as SourceConfig<"welink">);
    }
  }

  sync(): Promise<LdapSyncResult> {
    return this.deps.sync.run();
  }

  returnUrls(): Promise<SsoReturnUrl[]> {
    return this.deps.config.returnUrls();
  }

  saveReturnUrls(items: SsoReturnUrl[]): Promise<SsoReturnUrl[]> {
    return this.deps.config.saveReturnUrls(items);
  }
}
