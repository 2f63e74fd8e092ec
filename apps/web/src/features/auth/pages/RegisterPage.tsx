import { emailSchema, phoneSchema, registerSchema } from "@otp/contract";
import { Alert, Button, Form, Input, Radio, Result, Select } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useAction } from "../../../api/action";
import { authApi } from "../../../api/auth";
import { useKvOptions } from "../../../api/kv";
import { useAreaSwitch } from "../../../api/queries";
import { zodRule } from "../../../components/formRules";
import { PasswordFields } from "../../../components/PasswordFields";
import { AuthLayout } from "../components/AuthLayout";

interface Values {
  account: string;
  realName: string;
  password: string;
  passwordConfirm?: string;
  userType: "teacher" | "student";
  phone?: string;
  email?: string;
  orgId?: number;
}

/** Registration; with the register-audit switch on, new accounts wait for an administrator. */
export default function RegisterPage() {
  const audit = useAreaSwitch("user_register_audit");
  const orgs = useKvOptions("org");
  const [answer, setAnswer] = useState<{ status: number; message: string } | null>(null);
  const register = useAction(
    (v: Values) => {
      const { passwordConfirm: _confirm, ...rest } = v;
      return authApi.register({ ...rest, account: v.account.trim() });
    },
    { onSuccess: (r) => setAnswer(r) },
  );
  const onFinish = register.run;
  const loading = register.busy;
  if (answer !== null) {
    // The same answer whether the account was free or taken (no account enumeration).
    const waiting = answer.status === 2;
    return (
      <AuthLayout title="注册账号">
        <Result
          status={waiting ? "info" : "success"}
          title={waiting ? "注册申请已提交，等待审核" : "注册申请已提交"}
          subTitle={answer.message}
          extra={
            <Link to="/login">
              <Button type="primary">前往登录</Button>
            </Link>
          }
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="注册账号" footer={<Link to="/login">已有账号，去登录</Link>}>
      {audit ? (
        <Alert type="info" showIcon message="注册后需管理员审核通过才能登录" style={{ marginBottom: 16 }} />
      ) : null}
      <Form layout="vertical" onFinish={onFinish} initialValues={{ userType: "student" }} requiredMark={false}>
        <Form.Item name="account" label="账号" rules={[zodRule(registerSchema.shape.account)]}>
          <Input autoComplete="username" maxLength={32} />
        </Form.Item>
        <Form.Item name="realName" label="姓名" rules={[zodRule(registerSchema.shape.realName)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="userType" label="身份">
          <Radio.Group
            options={[
              { value: "student", label: "学生" },
              { value: "teacher", label: "教师" },
            ]}
          />
        </Form.Item>
        <Form.Item name="orgId" label="所属院系">
          <Select allowClear options={orgs} placeholder="请选择" showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[zodRule(phoneSchema, { optional: true })]}>
          <Input maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[zodRule(emailSchema, { optional: true })]}>
          <Input maxLength={100} autoComplete="email" />
        </Form.Item>
        <PasswordFields name="password" label="密码" />
        <Button type="primary" htmlType="submit" block loading={loading}>
          注册
        </Button>
      </Form>
    </AuthLayout>
  );
}
