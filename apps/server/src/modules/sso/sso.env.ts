import type { SsoSeed } from "./sso.config.js";

/** The environment variables that seed the identity sources (README, "Single sign-on"). */
export interface SsoEnv {
  LDAP_URL: string;
  LDAP_BIND_DN: string;
  LDAP_BIND_PASSWORD: string;
  LDAP_BASE_DN: string;
  LDAP_ACCOUNT_ATTR: string;
  LDAP_NAME_ATTR: string;
  CAS_URL: string;
  CAS_NAME: string;
  OIDC_ISSUER: string;
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET: string;
  OIDC_NAME: string;
  OIDC_ACCOUNT_CLAIM: string;
  WELINK_API_URL: string;
  WELINK_CLIENT_ID: string;
  WELINK_CLIENT_SECRET: string;
}

/** The sources the environment names (a source needs its address; the rest have defaults). */
export function ssoSeedFromEnv(env: SsoEnv): SsoSeed {
  const seed: SsoSeed = {};
  if (env.LDAP_URL) {
    seed.ldap = {
      name: "LDAP 目录",
      settings: {
        url: env.LDAP_URL,
        bindDn: env.LDAP_BIND_DN,
        baseDn: env.LDAP_BASE_DN,
        accountAttr: env.LDAP_ACCOUNT_ATTR || "uid",
        nameAttr: env.LDAP_NAME_ATTR || "cn",
      },
      secret: env.LDAP_BIND_PASSWORD,
    };
  }
  if (env.CAS_URL) seed.cas = { name: env.CAS_NAME, settings: { url: env.CAS_URL }, secret: "" };
  if (env.OIDC_ISSUER) {
    seed.oidc = {
      name: env.OIDC_NAME,
      settings: {
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID,
        accountClaim: env.OIDC_ACCOUNT_CLAIM || "preferred_username",
      },
      secret: env.OIDC_CLIENT_SECRET,
    };
  }
  if (env.WELINK_API_URL) {
    seed.welink = {
      name: "WeLink",
      settings: { apiUrl: env.WELINK_API_URL, clientId: env.WELINK_CLIENT_ID },
      secret: env.WELINK_CLIENT_SECRET,
    };
  }
  return seed;
}
