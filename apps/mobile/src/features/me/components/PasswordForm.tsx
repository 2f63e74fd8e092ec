import { changePasswordSchema, passwordSchema } from "@otp/contract";
import { useState } from "react";
import { useChangePassword, useStrongPasswords } from "../api";
import { checkField, TextField } from "./fields";

/** Own password: the old one, the new one twice (SPEC §5's rule); the server ends other sessions. */
export function PasswordForm() {
  const strong = useStrongPasswords();
  const [oldPassword, setOld] = useState("");
  const [newPassword, setNew] = useState("");
  const [again, setAgain] = useState("");
  const [shown, setShown] = useState(false);
  const change = useChangePassword(() => {
    setOld("");
    setNew("");
    setAgain("");
    setShown(false);
  });
  const errors = {
    old: checkField(changePasswordSchema.shape.oldPassword, oldPassword),
    new: checkField(passwordSchema(strong), newPassword),
    // Only on the phone: the call never sends the confirmation.
    again: again === "" ? "请再次输入密码" : again !== newPassword ? "两次输入的密码不一致" : null,
  };
  return (
    <form
      className="m-form"
      aria-label="修改密码"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
        if (Object.values(errors).some(Boolean)) return;
        void change.run({ oldPassword, newPassword });
      }}
    >
      <TextField
        label="原密码"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        value={oldPassword}
        onChange={setOld}
        error={shown ? errors.old : null}
      />
      <TextField
        label="新密码"
        type="password"
        autoComplete="new-password"
        maxLength={30}
        value={newPassword}
        onChange={setNew}
        hint={strong ? "8至30位，须包含数字、大写字母、小写字母和特殊字符" : "1至30位"}
        error={shown ? errors.new : null}
      />
      <TextField
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        maxLength={30}
        value={again}
        onChange={setAgain}
        error={shown ? errors.again : null}
      />
      <div className="me-form-actions">
        <button type="submit" className="m-button me-submit" disabled={change.busy} aria-busy={change.busy}>
          {change.busy ? "正在修改…" : "修改密码"}
        </button>
      </div>
    </form>
  );
}
