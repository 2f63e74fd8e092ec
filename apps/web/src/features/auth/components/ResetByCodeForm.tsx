import { resetOwnPasswordSchema } from "@otp/contract";
import { Button, Form, Input } from "antd";
import { useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { authApi } from "../../../api/auth";
import { zodRule } from "../../../components/formRules";
import { PasswordFields } from "../../../components/PasswordFields";
import { normalizeResetCode } from "../resetCode";

interface Values {
  account: string;
  code: string;
  newPassword: string;
}

/**
 * Forgotten password: account + the one-time reset code an administrator generated + a new
 * password. On success the user goes to /login.
 */
export function ResetByCodeForm() {
  const navigate = useNavigate();
  // A refusal ('账号或重置码不正确', throttling) is shown by the HTTP client.
  const reset = useAction(
    (v: Values) =>
      authApi.forgetPassword({
        account: v.account.trim(),
        code: normalizeResetCode(v.code),
        newPassword: v.newPassword,
      }),
    { success: "密码已重置，请使用新密码登录", onSuccess: () => void navigate("/login", { replace: true }) },
  );
  return (
    <Form<Values> layout="vertical" onFinish={reset.run} requiredMark={false}>
      <Form.Item name="account" label="账号" rules={[zodRule(resetOwnPasswordSchema.shape.account)]}>
        <Input autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="code"
        label="重置码"
        extra="忘记密码时，请联系学校管理员生成重置码"
        normalize={(v: unknown) => normalizeResetCode(v)}
        rules={[zodRule(resetOwnPasswordSchema.shape.code)]}
      >
        <Input
          placeholder="向管理员获取的8位重置码"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          style={{ fontFamily: "monospace", letterSpacing: 2 }}
        />
      </Form.Item>
      <PasswordFields confirmLabel="确认新密码" />
      <Button type="primary" htmlType="submit" block loading={reset.busy}>
        重置密码
      </Button>
    </Form>
  );
}
