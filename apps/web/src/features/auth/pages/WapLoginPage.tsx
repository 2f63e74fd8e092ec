import { useNavigate, useSearchParams } from "react-router";
import { useLoginInfo } from "../../../app/useLoginInfo";
import { safeRedirect } from "../../../components/formRules";
import { NO_SSO, useSsoOptions } from "../api";
import { LoginForm } from "../components/LoginForm";
import { SsoButtons } from "../components/SsoButtons";
import { SsoErrorAlert } from "../components/SsoErrorAlert";
import { goToTarget, unwrapReturnPage } from "../ssoReturn";
import "../auth.css";

/** Mobile login: a single-column form for small screens, with the same single sign-on. */
export default function WapLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  const options = useSsoOptions().data ?? NO_SSO;
  const target = safeRedirect(unwrapReturnPage(params.get("redirect")), "/portal", options.returnUrls);
  return (
    <div className="auth-wap">
      <h1>{name}</h1>
      <SsoErrorAlert />
      <LoginForm onSuccess={() => goToTarget(target, navigate)} />
      <SsoButtons target={target} options={options} />
    </div>
  );
}
