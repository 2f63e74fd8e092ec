import { changePasswordSchema } from "@otp/contract";
import { Button, Form, Input } from "antd";
import { useAction } from "../api/action";
import { authApi } from "../api/auth";
import { zodRule } from "./formRules";
import { PasswordFields } from "./PasswordFields";

interface Values {
  oldPassword: string;
  newPassword: string;
}

/** Change own password (old + new); the server ends the user's other sessions. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const [form] = Form.useForm<Values>();
  const change = useAction(
    (v: Values) => authApi.changePassword({ oldPassword: v.oldPassword, newPassword: v.newPassword }),
    {
      success: "密码修改成功",
      onSuccess: () => {
        form.resetFields();
        onDone?.();
      },
    },
  );
  const onFinish = change.run;
  const loading = change.busy;
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label="原密码" rules={[zodRule(changePasswordSchema.shape.oldPassword)]}>
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <PasswordFields />
      <Button type="primary" htmlType="submit" loading={loading}>
        修改密码
      </Button>
    </Form>
  );
}
