import { Button, Result } from "antd";
import { Link, useNavigate } from "react-router";
import { isLoggedIn, useSession } from "../../../app/session";
import { ChangePasswordForm } from "../../../components/ChangePasswordForm";
import { AuthLayout } from "../components/AuthLayout";

/**
 * Simple password change (old + new) for a logged-in user, e.g. after an administrator reset
 * the password. Without a session it points to the full reset page.
 */
export default function ResetPasswordSimplePage() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  return (
    <AuthLayout title="修改密码" footer={<Link to="/portal">返回首页</Link>}>
      {isLoggedIn(user) ? (
        <ChangePasswordForm onDone={() => navigate("/portal")} />
      ) : (
        <Result
          status="info"
          title="请先登录"
          subTitle="忘记密码时可通过账号和注册手机号找回"
          extra={[
            <Link key="login" to="/login?redirect=%2FresetPwdSimple">
              <Button type="primary">登录</Button>
            </Link>,
            <Link key="reset" to="/resetPwd">
              <Button>找回密码</Button>
            </Link>,
          ]}
        />
      )}
    </AuthLayout>
  );
}
