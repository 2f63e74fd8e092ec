import { Link, useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "../../../components/formRules";
import { NO_SSO, useSsoOptions } from "../api";
import { AuthLayout } from "../components/AuthLayout";
import { LoginForm } from "../components/LoginForm";
import { SsoButtons } from "../components/SsoButtons";
import { SsoErrorAlert } from "../components/SsoErrorAlert";
import { goToTarget, unwrapReturnPage } from "../ssoReturn";

/**
 * The login page: the password form (also checked against the school's directory when one is
 * configured), one button per identity provider, and why a single sign-on failed (?ssoError=).
 * Afterwards `redirect`: a path of this site or a whitelisted URL.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = useSsoOptions().data ?? NO_SSO;
  const target = safeRedirect(unwrapReturnPage(params.get("redirect")), "/portal", options.returnUrls);
  return (
    <AuthLayout
      title="账号登录"
      footer={
        <>
          <Link to="/resetPwd">忘记密码</Link>
          <Link to="/register">注册账号</Link>
          <Link to="/loginByExperts">评审专家登录</Link>
          <Link to="/portal">返回首页</Link>
        </>
      }
    >
      <SsoErrorAlert />
      <LoginForm onSuccess={() => goToTarget(target, navigate)} />
      <SsoButtons target={target} options={options} />
    </AuthLayout>
  );
}
