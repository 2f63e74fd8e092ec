import type { Cache } from "../../platform/cache/index.js";

/**
 * What the user module needs from other modules and from the platform, as narrow interfaces
 * wired in wiring/. Each part of the module takes only the ports it uses.
 */

/** Display names of orgs and classes (base module, memoised there). */
export interface OrgClassNames {
  orgNames(ids: number[]): Promise<Map<number, string>>;
  classNames(ids: number[]): Promise<Map<number, string>>;
}

/** Whether the ids a user row points at exist (base and file modules). */
export interface UserReferences {
  orgExists(id: number): Promise<boolean>;
  classExists(id: number): Promise<boolean>;
  fileExists(id: number): Promise<boolean>;
}

/** The whole org and class lists, for matching names typed in an import sheet (base module). */
export interface OrgClassLists extends OrgClassNames {
  orgs(): Promise<{ id: number; name: string }[]>;
  classes(): Promise<{ id: number; name: string }[]>;
}

/** The platform's session store, as far as user management ends or refreshes sessions. */
export interface UserSessions {
  /** Ends every session of these users but `exceptSessionId`; returns how many ended. */
  revokeUsers(userIds: number[], exceptSessionId?: number): Promise<number>;
  /** Drops cached principals so changed roles apply on the next request. */
  refreshUsers(userIds: number[]): Promise<void>;
  /** Sessions not seen since this moment are idle (not online). */
  idleCutoff(): Date;
}

/** The site's password switch (admin 安全设置). */
export interface PasswordRule {
  strongPassword(): Promise<boolean>;
}

/** The site's registration switch (admin 注册审核). */
export interface RegistrationRule extends PasswordRule {
  registerNeedsAudit(): Promise<boolean>;
}

/** Where one-time password reset codes live until used (the shared cache). */
export type ResetCodeStore = Pick<Cache, "set" | "get" | "take">;

/**
 * The directory's memos (profiles, pages of users), which every writer of users or roles clears
 * after its write has committed: the profiles of the users it changed, and every kept page.
 */
export interface ProfileMemo {
  forget(userIds: number[]): Promise<void>;
}

/** The login delays of an account (login and reset-code attempts), which an administrator ends. */
export interface LoginLocks {
  /** Failed attempts of the account in the current window. */
  failures(account: string): Promise<number>;
  unlock(account: string): Promise<void>;
}
