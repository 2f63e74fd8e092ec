import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { type LoginResult, loginSchema } from "@otp/contract";
import { Button, Form, Input } from "antd";
import { useSearchParams } from "react-router";
import { zodRule } from "../../../components/formRules";
import { type LoginValues, useLoginSubmit } from "../useLoginSubmit";

interface Props {
  submitText?: string;
  onSuccess(result: LoginResult): void | Promise<void>;
}

export function LoginForm({ submitText = "登录", onSuccess }: Props) {
  const [params] = useSearchParams();
  const { submit, busy, ticket } = useLoginSubmit(params, onSuccess);
  const [form] = Form.useForm<LoginValues>();
  return (
    <Form
      form={form}
      size="large"
      onFinish={submit}
      initialValues={{ account: ticket?.account ?? "" }}
      autoComplete="on"
      requiredMark={false}
    >
      <Form.Item name="account" rules={[zodRule(loginSchema.shape.account)]}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        rules={ticket ? [] : [zodRule(loginSchema.shape.password)]}
        extra={ticket ? "已携带授权凭证，可不填密码直接登录" : undefined}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
