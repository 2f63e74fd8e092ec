import { call } from "@otp/client/call";
import { http } from "@otp/client/http";
import { removeToken, setToken } from "@otp/client/token";
import type { BaseInfo, LoginResult, UserInfo } from "@otp/contract";
import { authEndpoints } from "@otp/contract";
import { create } from "zustand";
import { queryClient } from "./queryClient";
import { localStore } from "./storage";

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
    if (info.userInfo && !info.userInfo.isGuest) setToken();
    else removeToken();
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
  useSession.setState({ user: result.userInfo });
}

/** Ends the session here and drops what was cached for it (queries, stored lists, pictures). */
export async function endSession(): Promise<void> {
  try {
    await call(authEndpoints.logout, {}, { silent: true });
  } finally {
    removeToken();
    queryClient.clear();
    forgetStoredLists();
    navigator.serviceWorker?.controller?.postMessage({ type: "logout" });
    useSession.setState({ user: null });
  }
}

/** The persisted query cache key (see queryPersist.ts). */
export const STORED_LISTS_KEY = "otp-mobile-lists";

export function forgetStoredLists(): void {
  localStore()?.removeItem(STORED_LISTS_KEY);
}
