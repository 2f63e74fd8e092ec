import { Descriptions, Tabs, Typography } from "antd";
import { isLoggedIn, useSession } from "../../../app/session";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ChangePasswordForm } from "../../../components/ChangePasswordForm";
import { AvatarUpload } from "../components/AvatarUpload";
import { ProfileForm } from "../components/ProfileForm";
import { StorageUsageBar } from "../components/StorageUsageBar";

const USER_TYPE: Record<string, string> = { admin: "管理员", teacher: "教师", student: "学生", staff: "职工" };

export default function PersonalInfoPage() {
  const title = useRouteTitle();
  const user = useSession((s) => s.user);
  if (!isLoggedIn(user)) return null;
  return (
    <>
      <Typography.Title level={4}>{title}</Typography.Title>
      <AvatarUpload />
      <Descriptions size="small" column={2} style={{ margin: "16px 0" }}>
        <Descriptions.Item label="身份">{USER_TYPE[user.userType] ?? user.userType}</Descriptions.Item>
        <Descriptions.Item label="院系">{user.orgName || "—"}</Descriptions.Item>
        <Descriptions.Item label="班级">{user.className || "—"}</Descriptions.Item>
        <Descriptions.Item label="角色">{user.roles.map((r) => r.name).join("、") || "—"}</Descriptions.Item>
        <Descriptions.Item label="存储空间">
          <StorageUsageBar />
        </Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          { key: "profile", label: "基本资料", children: <ProfileForm key={user.id} user={user} /> },
          { key: "password", label: "修改密码", children: <ChangePasswordForm /> },
        ]}
      />
    </>
  );
}
