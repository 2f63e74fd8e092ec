import { phoneSchema } from "@otp/contract";
import { Button, Form, Input, Result } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { authApi } from "../../../api/auth";
import { zodRule } from "../../../components/formRules";
import { PasswordFields } from "../../../components/PasswordFields";
import { AuthLayout } from "../components/AuthLayout";

interface Values {
  account: string;
  phone: string;
  newPassword: string;
}

/** Self-service reset: account + the registered phone + a new password. */
export default function ResetPasswordPage() {
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const onFinish = async (v: Values) => {
    setLoading(true);
    try {
      await authApi.forgetPassword({ account: v.account.trim(), phone: v.phone.trim(), newPassword: v.newPassword });
      setDone(true);
    } catch {
      // message shown by the HTTP client
    } finally {
      setLoading(false);
    }
  };
  return (
    <AuthLayout title="找回密码" footer={<Link to="/login">返回登录</Link>}>
      {done ? (
        <Result
          status="success"
          title="密码已重置"
          subTitle="请使用新密码登录"
          extra={
            <Link to="/login">
              <Button type="primary">前往登录</Button>
            </Link>
          }
        />
      ) : (
        <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item name="account" label="账号" rules={[{ required: true, whitespace: true, message: "请输入账号" }]}>
            <Input autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="注册手机号"
            rules={[{ required: true, message: "请输入手机号" }, zodRule(phoneSchema)]}
          >
            <Input autoComplete="tel" maxLength={11} />
          </Form.Item>
          <PasswordFields />
          <Button type="primary" htmlType="submit" block loading={loading}>
            重置密码
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
