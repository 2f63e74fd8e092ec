import type { AuthService } from "../modules/auth/auth.service.js";
import { SsoAdmin } from "../modules/sso/sso.admin.js";
import { CasFlow } from "../modules/sso/sso.cas.js";
import { SsoConfig } from "../modules/sso/sso.config.js";
import { SsoFlows } from "../modules/sso/sso.flow.js";
import { SsoIdentities } from "../modules/sso/sso.identity.js";
import { LdapDirectory } from "../modules/sso/sso.ldap.js";
import { LdapSync } from "../modules/sso/sso.ldap.sync.js";
import { OidcFlow } from "../modules/sso/sso.oidc.js";
import { SsoService } from "../modules/sso/sso.service.js";
import { WelinkClient } from "../modules/sso/sso.welink.js";
import type { SsoAccounts } from "../modules/user/user.sso.js";
import type { AuditSink } from "../platform/access/audit.js";
import type { AppDeps } from "./deps.js";

/**
 * Single sign-on: the identity sources, the browser flows and the directory. `auth` is asked
 * lazily: the auth service is made after this, with the directory as its second judge.
 */
export function wireSso(
  deps: AppDeps,
  ports: {
    accounts: SsoAccounts;
    orgExists: (id: number) => Promise<boolean>;
    audit: AuditSink;
    auth: () => AuthService;
  },
) {
  const { db, cache, config } = deps;
  const users = {
    findByAccount: (account: string) => ports.accounts.findByAccount(account),
    findByField: (field: "phone" | "email", value: string) => ports.accounts.findByField(field, value),
    byIds: (ids: number[]) => ports.accounts.byIds(ids),
    provision: (input: Parameters<SsoAccounts["provision"]>[0]) => ports.accounts.provision(input),
    updateProfile: (id: number, profile: Parameters<SsoAccounts["updateProfile"]>[1]) =>
      ports.accounts.updateProfile(id, profile),
    suspend: (ids: number[]) => ports.accounts.suspend(ids),
    defaultRoleId: () => ports.accounts.defaultRoleId(),
    isPrivileged: (id: number) => ports.accounts.isPrivileged(id),
    roleExists: (id: number) => ports.accounts.roleExists(id),
    orgExists: ports.orgExists,
  };
  const ssoConfig = new SsoConfig(db, { siteUrl: config.siteUrl, users });
  const identities = new SsoIdentities(db, users, {
    start: (user, source, meta, previousToken) => ports.auth().externalLogin(user, source, meta, previousToken),
  });
  const directory = new LdapDirectory();
  const cas = new CasFlow();
  const oidc = new OidcFlow();
  const welink = new WelinkClient();
  const ldapSync = new LdapSync({
    config: ssoConfig,
    identities,
    users,
    directory,
    cache,
    log: (msg, err) => console.error(msg, err),
  });
  const sso = new SsoService({
    config: ssoConfig,
    identities,
    flows: new SsoFlows(cache),
    cas,
    oidc,
    welink,
    directory,
    cache,
    audit: ports.audit,
  });
  const ssoAdmin = new SsoAdmin({ config: ssoConfig, cas, oidc, welink, directory, sync: ldapSync });
  return { ssoConfig, sso, ssoAdmin, ldapSync };
}
