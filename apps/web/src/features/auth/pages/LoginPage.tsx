import { Link, useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "../../../components/formRules";
import { AuthLayout } from "../components/AuthLayout";
import { LoginForm } from "../components/LoginForm";

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
      <LoginForm onSuccess={() => navigate(safeRedirect(params.get("redirect")), { replace: true })} />
    </AuthLayout>
  );
}
