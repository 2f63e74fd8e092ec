import { useNavigate, useSearchParams } from "react-router";
import { useLoginInfo } from "../../../app/useLoginInfo";
import { safeRedirect } from "../../../components/formRules";
import { LoginForm } from "../components/LoginForm";
import "../auth.css";

/** Mobile login: a single-column form for small screens. */
export default function WapLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  return (
    <div className="auth-wap">
      <h1>{name}</h1>
      <LoginForm onSuccess={() => navigate(safeRedirect(params.get("redirect")), { replace: true })} />
    </div>
  );
}
