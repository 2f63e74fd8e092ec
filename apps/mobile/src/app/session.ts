import { call } from "@otp/client/call";
import { http } from "@otp/client/http";
import { removeToken, setToken } from "@otp/client/token";
import type { BaseInfo, LoginResult, UserInfo } from "@otp/contract";
import { authEndpoints } from "@otp/contract";
import { create } from "zustand";
import { queryClient } from "./queryClient";
import { localStore, storeItem } from "./storage";

export interface MobileSession {
  /** False until the first `auth.info` answered (or failed). */
  ready: boolean;
  user: UserInfo | null;
  baseInfo: BaseInfo | null;
  guestMode: boolean;
}

/** Who is using the phone site: asked once at start, replaced on login and logout. */
export const useSession = create<MobileSession>()(() => ({
  ready: false,
  user: null,
  baseInfo: null,
  guestMode: false,
}));

export function isLoggedIn(user: UserInfo | null): user is UserInfo {
  return user !== null && !user.isGuest;
}

/** Loads the site and the current user; a failure leaves a logged-out session. */
export async function loadSession(): Promise<void> {
  try {
    const info = await call(authEndpoints.info, {}, { silent: true });
    const logged = info.userInfo && !info.userInfo.isGuest;
    if (logged) setToken();
    else removeToken();
    rememberAccount(logged && info.userInfo ? info.userInfo.account : "");
    useSession.setState({ ready: true, user: info.userInfo, baseInfo: info.baseInfo, guestMode: info.guestMode });
  } catch {
    useSession.setState({ ready: true });
  }
}

/** After any successful login call. */
export function completeLogin(result: LoginResult): void {
  setToken();
  http.resetSessionInvalid();
  queryClient.clear();
  // Lists kept for offline use belonged to whoever was here before.
  forgetStoredLists();
  rememberAccount(result.userInfo.account);
  useSession.setState({ user: result.userInfo });
}

/**
 * Forgets the session on this phone (the server ended it, or a login is replacing it): the token
 * marker, the queries, the lists kept for offline use and the cached pictures.
 */
export function dropSession(): void {
  removeToken();
  queryClient.clear();
  forgetStoredLists();
  rememberAccount("");
  navigator.serviceWorker?.controller?.postMessage({ type: "logout" });
  useSession.setState({ user: null });
}

/** Ends the session here and on the server. */
export async function endSession(): Promise<void> {
  try {
    await call(authEndpoints.logout, {}, { silent: true });
  } finally {
    dropSession();
  }
}

/** The persisted query cache key (see queryPersist.ts). */
export const STORED_LISTS_KEY = "otp-mobile-lists";
const ACCOUNT_KEY = "otp-mobile-account";

/** Who the phone's kept lists belong to ("" a visitor): the last account the server confirmed. */
export function listOwner(): string {
  return localStore()?.getItem(ACCOUNT_KEY) ?? "";
}

function rememberAccount(account: string): void {
  storeItem(ACCOUNT_KEY, account);
}

export function forgetStoredLists(): void {
  localStore()?.removeItem(STORED_LISTS_KEY);
}
