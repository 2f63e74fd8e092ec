import { configureHttp } from "@otp/client/http";
import { loginPath } from "./redirect";
import { dropSession, useSession } from "./session";
import { toast } from "./toast";

type Navigate = (to: string) => unknown;

/** Connects the HTTP client's SPEC §8 side effects to the phone app. */
export function setupHttp(navigate: Navigate): void {
  const toLogin = () => {
    dropSession();
    const here = window.location.pathname + window.location.search;
    if (!here.startsWith("/login-wap")) navigate(loginPath(here));
  };
  configureHttp({
    message: (text) => toast(text, "fail"),
    clearStoredUser: () => useSession.setState({ user: null }),
    // The desktop reloads after a 401; a phone goes to its login page instead and comes back.
    reload: toLogin,
    onSessionInvalid: () => {
      toast("登录已失效，请重新登录", "fail");
      toLogin();
    },
    onRestricted: () => toast("当前网络不允许访问本平台", "fail"),
  });
}
