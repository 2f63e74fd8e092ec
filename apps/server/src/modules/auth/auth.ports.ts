import type { BaseInfo, ModuleGroup, UserInfo } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";

/**
 * What the auth module needs from other modules, wired in wiring/ as callbacks: it never reads
 * their tables.
 */

/** From the user module. */
export interface AuthUsers {
  /** The account with its password hash and state, whatever the case typed. */
  findByAccount(
    account: string,
  ): Promise<{ id: number; account: string; passwordHash: string; status: number } | undefined>;
  /** The principal of an enabled user; null when the user is gone or not enabled. */
  load(userId: number): Promise<Omit<Principal, "sessionId"> | null>;
  info(userId: number): Promise<UserInfo>;
  guestInfo(): UserInfo;
  markLogin(userId: number, ip: string): Promise<void>;
  /** Self-service reset with an administrator's one-time code; false when account or code do not match. */
  resetWithCode(account: string, code: string, newPassword: string): Promise<boolean>;
}

/** From the user module: the menus a caller sees. */
export interface AuthMenus {
  forRoles(roleIds: number[]): Promise<ModuleGroup[]>;
  forGuest(): Promise<ModuleGroup[]>;
}

/** From the site module: what the login page shows. */
export interface LoginPage {
  baseInfo(): Promise<BaseInfo>;
  guestMode(): Promise<boolean>;
}
