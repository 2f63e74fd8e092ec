import { emailSchema, phoneSchema, type UserInfo, userSaveSchema } from "@otp/contract";
import { Button, Form, Input, Radio } from "antd";
import { useAction } from "../../../api/action";
import { zodRule } from "../../../components/formRules";
import { refreshUser, userApi } from "../api";

type Values = Pick<UserInfo, "realName" | "gender" | "phone" | "email" | "title" | "intro">;

/** Edit own profile (user.save). */
export function ProfileForm({ user }: { user: UserInfo }) {
  const save = useAction(
    async (v: Values) => {
      await userApi.saveSelf({
        id: user.id,
        realName: v.realName.trim(),
        gender: v.gender,
        phone: v.phone ?? "",
        email: v.email ?? "",
        title: v.title ?? "",
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
      <Form.Item name="realName" label="姓名" rules={[zodRule(userSaveSchema.shape.realName)]}>
        <Input maxLength={30} />
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
      <Form.Item name="title" label="职称">
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="intro" label="个人简介">
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
