import type { UserInfo } from "@otp/contract";
import { create } from "zustand";
import type { GuardState } from "./guard";

export interface SessionStore extends GuardState {
  setUser(user: UserInfo | null): void;
}

export const initialSession: GuardState = {
  permissionsLoaded: false,
  guest: false,
  user: null,
  menus: [],
  restricted: null,
};

/** Client session state: the current user, their menus and the guard's flags. */
export const useSession = create<SessionStore>()((set) => ({
  ...initialSession,
  setUser: (user) => set({ user }),
}));

export function isLoggedIn(user: UserInfo | null): user is UserInfo {
  return user !== null && !user.isGuest;
}
