import type { LoginResult } from "@otp/contract";
import { GUEST_USER } from "@otp/contract";
import { authApi } from "../api/auth";
import { http } from "../api/http";
import { siteApi } from "../api/site";
import { removeToken, setToken } from "../api/token";
import { queryClient } from "./queryClient";
import { useSession } from "./session";

type Navigate = (to: string) => void | Promise<void>;

/** Marks the session as logged in after any successful login call. */
export function completeLogin(result: LoginResult): void {
  setToken();
  http.resetSessionInvalid();
  queryClient.clear();
  useSession.setState({ user: result.userInfo, guest: false, permissionsLoaded: false, menus: [] });
}

async function isGuestModeOn(): Promise<boolean> {
  try {
    return (await siteApi.detail("guest", { silent: true }))?.isUsing === true;
  } catch {
    return false;
  }
}

/**
 * Code 1004 (SPEC §4): guest account set, cookies and token marker removed, permissions flag
 * reset, then /portal when guest mode is on, else /login.
 */
export async function forceLogout(navigate: Navigate): Promise<void> {
  removeToken();
  queryClient.clear();
  useSession.setState({ user: GUEST_USER, guest: false, permissionsLoaded: false, menus: [] });
  await navigate((await isGuestModeOn()) ? "/portal" : "/login");
}

/** The user's own logout from the user menu. */
export async function logout(navigate: Navigate): Promise<void> {
  try {
    await authApi.logout({ silent: true });
  } finally {
    removeToken();
    queryClient.clear();
    useSession.setState({ user: null, guest: false, permissionsLoaded: false, menus: [] });
    await navigate("/portal");
  }
}
