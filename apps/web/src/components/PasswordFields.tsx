import { passwordSchema } from "@otp/contract";
import { Form, Input } from "antd";
import { useAreaSwitch } from "../api/queries";
import { sameAs, zodRule } from "./formRules";

interface Props {
  name?: string;
  label?: string;
  confirm?: boolean;
  confirmLabel?: string;
  required?: boolean;
}

/** New password (+ confirmation) with SPEC §5's rule; the strength switch is PWD_STRONG. */
export function PasswordFields({
  name = "newPassword",
  label = "新密码",
  confirm = true,
  confirmLabel = "确认密码",
  required = true,
}: Props) {
  const strong = useAreaSwitch("PWD_STRONG");
  const hint = strong ? "8至30位，须包含数字、大写字母、小写字母和特殊字符" : "1至30位";
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={hint}
        rules={[zodRule(passwordSchema(strong), { optional: !required })]}
      >
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      {confirm ? (
        <Form.Item
          name={`${name}Confirm`}
          label={confirmLabel}
          dependencies={[name]}
          rules={[...(required ? [{ required: true, message: "请再次输入密码" }] : []), sameAs(name)]}
        >
          <Input.Password autoComplete="new-password" maxLength={30} />
        </Form.Item>
      ) : null}
    </>
  );
}
