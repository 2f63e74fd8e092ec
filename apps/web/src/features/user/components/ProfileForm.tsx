import { emailSchema, phoneSchema, type UserInfo, userSaveSchema } from "@otp/contract";
import { Button, Form, Input, Radio } from "antd";
import { useAction } from "../../../api/action";
import { zodRule } from "../../../components/formRules";
import { refreshUser, userApi } from "../api";

type Values = Pick<UserInfo, "gender" | "phone" | "email" | "title" | "intro">;

/**
 * Edit own profile (user.save). It sends only what a user may change on their own profile: the
 * name, account and class are the school's records (an administrator changes them), and a
 * student has no 职称.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const student = user.userType === "student";
  const save = useAction(
    async (v: Values) => {
      await userApi.saveSelf({
        id: user.id,
        gender: v.gender,
        phone: v.phone ?? "",
        email: v.email ?? "",
        ...(student ? {} : { title: v.title ?? "" }),
        intro: v.intro ?? "",
      });
      await refreshUser();
    },
    { success: "个人信息已保存" },
  );
  const onFinish = save.run;
  const saving = save.busy;
  return (
    <Form<Values>
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={user}
      onFinish={onFinish}
      requiredMark={false}
    >
      <Form.Item label="账号" htmlFor="profile-account">
        <Input id="profile-account" value={user.account} disabled />
      </Form.Item>
      <Form.Item label="姓名" htmlFor="profile-name" extra="姓名由学校管理员维护，如需更正请联系管理员">
        <Input id="profile-name" value={user.realName} disabled />
      </Form.Item>
      <Form.Item name="gender" label="性别">
        <Radio.Group
          options={[
            { value: 1, label: "男" },
            { value: 2, label: "女" },
            { value: 0, label: "保密" },
          ]}
        />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={[zodRule(phoneSchema, { optional: true })]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[zodRule(emailSchema, { optional: true })]}>
        <Input maxLength={100} />
      </Form.Item>
      {student ? null : (
        <Form.Item name="title" label="职称" rules={[zodRule(userSaveSchema.shape.title, { optional: true })]}>
          <Input maxLength={30} />
        </Form.Item>
      )}
      <Form.Item name="intro" label="个人简介" rules={[zodRule(userSaveSchema.shape.intro, { optional: true })]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
