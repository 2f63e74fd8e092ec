import { Link } from "react-router";
import { AuthLayout } from "../components/AuthLayout";
import { ResetByCodeForm } from "../components/ResetByCodeForm";

/** Forgotten password: account + an administrator-issued one-time reset code + a new password. */
export default function ResetPasswordPage() {
  return (
    <AuthLayout title="找回密码" footer={<Link to="/login">返回登录</Link>}>
      <ResetByCodeForm />
    </AuthLayout>
  );
}
