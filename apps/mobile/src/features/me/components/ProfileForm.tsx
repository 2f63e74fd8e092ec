import { emailSchema, phoneSchema, type UserInfo, userSaveSchema } from "@otp/contract";
import { useState } from "react";
import { useSaveProfile } from "../api";
import { checkField, TextField } from "./fields";

const GENDERS = [
  { value: 1, label: "男" },
  { value: 2, label: "女" },
  { value: 0, label: "保密" },
];

/**
 * Own profile, as the desktop edits it (user.save): gender, phone, email, 职称 (not for students)
 * and intro. Name, account and class are the school's records and only shown. The contract's
 * schemas check each field before sending, with the server's Chinese messages.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const student = user.userType === "student";
  const [gender, setGender] = useState(user.gender ?? 0);
  const [phone, setPhone] = useState(user.phone ?? "");
  const [email, setEmail] = useState(user.email ?? "");
  const [title, setTitle] = useState(user.title ?? "");
  const [intro, setIntro] = useState(user.intro ?? "");
  const [shown, setShown] = useState(false);
  const save = useSaveProfile();
  const errors = {
    phone: checkField(phoneSchema, phone.trim(), true),
    email: checkField(emailSchema, email.trim(), true),
    title: student ? null : checkField(userSaveSchema.shape.title, title, true),
    intro: checkField(userSaveSchema.shape.intro, intro, true),
  };
  const submit = () => {
    setShown(true);
    if (Object.values(errors).some(Boolean)) return;
    void save.run({
      id: user.id,
      gender,
      phone: phone.trim(),
      email: email.trim(),
      ...(student ? {} : { title: title.trim() }),
      intro: intro.trim(),
    });
  };
  return (
    <form
      className="m-form"
      aria-label="基本资料"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField label="账号" value={user.account} disabled />
      <TextField label="姓名" value={user.realName} disabled hint="姓名由学校管理员维护，如需更正请联系管理员" />
      <fieldset className="me-radios">
        <legend>性别</legend>
        {GENDERS.map((g) => (
          <label key={g.value}>
            <input type="radio" name="gender" checked={gender === g.value} onChange={() => setGender(g.value)} />
            {g.label}
          </label>
        ))}
      </fieldset>
      <TextField
        label="手机号"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={11}
        value={phone}
        onChange={setPhone}
        error={shown ? errors.phone : null}
      />
      <TextField
        label="邮箱"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        onChange={setEmail}
        error={shown ? errors.email : null}
      />
      {student ? null : (
        <TextField label="职称" maxLength={30} value={title} onChange={setTitle} error={shown ? errors.title : null} />
      )}
      <TextField
        label="个人简介"
        multiline
        maxLength={2000}
        value={intro}
        onChange={setIntro}
        error={shown ? errors.intro : null}
      />
      <div className="me-form-actions">
        <button type="submit" className="m-button me-submit" disabled={save.busy} aria-busy={save.busy}>
          {save.busy ? "正在保存…" : "保存"}
        </button>
      </div>
    </form>
  );
}
