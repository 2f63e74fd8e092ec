import type { LoginResult, SsoKind, UserType, WELINK_MATCH_FIELDS } from "@otp/contract";

/**
 * What single sign-on needs from other modules, wired in wiring/people.ts: it never reads their
 * tables.
 */

/** A user as single sign-on sees one. */
export interface SsoUser {
  id: number;
  account: string;
  status: number;
}

/** What an identity source says about the person (mapped attributes or claims). */
export interface SsoProfile {
  realName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** From the user module. */
export interface SsoUsers {
  /** The account, whatever the case typed. */
  findByAccount(account: string): Promise<SsoUser | undefined>;
  /** Users whose phone or e-mail is exactly this value (WeLink's mapped field). */
  findByField(field: Exclude<(typeof WELINK_MATCH_FIELDS)[number], "account">, value: string): Promise<SsoUser[]>;
  byIds(ids: number[]): Promise<SsoUser[]>;
  /** Makes an enabled account with an unusable random password; 409 when the account is taken. */
  provision(input: {
    account: string;
    realName: string;
    userType: UserType;
    roleId: number;
    orgId: number | null;
    email: string | null;
    phone: string | null;
  }): Promise<number>;
  /** Writes what the source says (on every login and sync, as Moodle's "update on every login"). */
  updateProfile(userId: number, profile: SsoProfile): Promise<void>;
  /** Suspends users gone from the directory; ends their sessions. */
  suspend(userIds: number[]): Promise<void>;
  /** Holds the administrator role: never linked to an identity by a matching name. */
  isPrivileged(userId: number): Promise<boolean>;
  /** The role named by SSO_DEFAULT_ROLE, or the student role. */
  defaultRoleId(): Promise<number>;
  roleExists(roleId: number): Promise<boolean>;
  orgExists(orgId: number): Promise<boolean>;
}

/** From the auth module: a session for a user the source vouched for. */
export interface SsoSessions {
  /**
   * Refuses a disabled or pending user (403 with the reason), ends the browser's previous
   * session (`previousToken`), starts a new one and writes the login log with the source.
   */
  start(
    user: SsoUser,
    source: string,
    meta: { ip: string; userAgent: string },
    previousToken: string | null,
  ): Promise<{ token: string; maxAgeSeconds: number } & LoginResult>;
}

/** An identity a source vouched for. */
export interface ExternalIdentity {
  kind: SsoKind;
  /** Who vouches: the OIDC issuer, the CAS base URL, the directory's URL + base DN, the WeLink tenant. */
  issuer: string;
  /** The stable key under the issuer: OIDC `sub`, the entry's DN, the CAS user, the WeLink userId. */
  subject: string;
  /** The platform account it is matched on the first time (and provisioned under). */
  account: string;
  profile: SsoProfile;
}
