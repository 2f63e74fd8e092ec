import { Alert } from "antd";
import { Link } from "react-router";
import { isLoggedIn, useSession } from "../../../app/session";
import { AuthLayout } from "../components/AuthLayout";
import { ResetByCodeForm } from "../components/ResetByCodeForm";

/**
 * Password reset with an administrator-issued one-time code (the same form as /resetPwd, with a
 * link back home). A logged-in user who still knows the password is pointed to the personal centre.
 */
export default function ResetPasswordSimplePage() {
  const user = useSession((s) => s.user);
  return (
    <AuthLayout title="重置密码" footer={<Link to={isLoggedIn(user) ? "/portal" : "/login"}>返回</Link>}>
      {isLoggedIn(user) ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              记得原密码？可在 <Link to="/user/personal-information">个人信息</Link> 中修改密码
            </span>
          }
        />
      ) : null}
      <ResetByCodeForm />
    </AuthLayout>
  );
}
