import type { UserInfo, UserSaveInput } from "@otp/contract";
import { authApi } from "../../api/auth";
import { http } from "../../api/http";
import { useSession } from "../../app/session";

export const userApi = {
  saveSelf: (body: UserSaveInput) => http.post<unknown>("/api/l/base/user/save", body),
};

/** Reloads the caller's info into the session after a profile change. */
export async function refreshUser(): Promise<UserInfo> {
  const user = await authApi.userInfo();
  useSession.setState({ user });
  return user;
}
