import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authApi } from "../../../api/auth";
import { PageLoading } from "../../../app/PageLoading";
import { completeLogin } from "../../../app/sessionActions";
import { safeRedirect } from "../../../components/formRules";
import { useSsoOptions } from "../api";
import { goToTarget } from "../ssoReturn";

/**
 * Where a CAS or OpenID Connect login comes back to (ssoReturn.ts): the server has set the
 * session cookie, which the page cannot read, so it asks who is logged in, marks the session for
 * the route guard and goes on to the target. Without a session (the page opened by itself), the
 * login page, keeping the target.
 */
export default function SsoReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const options = useSsoOptions();
  const target = safeRedirect(params.get("redirect"), "/portal", options.data?.returnUrls ?? []);
  const started = useRef(false);

  useEffect(() => {
    if (options.isLoading || started.current) return;
    started.current = true;
    const toLogin = () => navigate(`/login?${new URLSearchParams({ redirect: target })}`, { replace: true });
    authApi.loginInfo({ silent: true }).then((info) => {
      const user = info.userInfo;
      if (!user || user.isGuest) return toLogin();
      completeLogin({ userInfo: user });
      goToTarget(target, navigate);
    }, toLogin);
  });

  return <PageLoading tip="正在登录…" />;
}
