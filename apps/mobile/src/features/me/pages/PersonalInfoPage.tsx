import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useProfile } from "../api";
import { AvatarEdit } from "../components/AvatarEdit";
import { MePage } from "../components/MePage";
import { PasswordForm } from "../components/PasswordForm";
import { ProfileForm } from "../components/ProfileForm";

const USER_TYPE: Record<string, string> = { admin: "管理员", teacher: "教师", student: "学生", staff: "职工" };

function Profile() {
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "password" ? "password" : "profile";
  return (
    <QueryState query={profile}>
      {(user) => (
        <>
          <AvatarEdit user={user} />
          <div className="m-section">
            <dl className="me-dl">
              <dt>身份</dt>
              <dd>{USER_TYPE[user.userType] ?? user.userType}</dd>
              <dt>院系</dt>
              <dd>{user.orgName || "—"}</dd>
              <dt>班级</dt>
              <dd>{user.className || "—"}</dd>
              <dt>角色</dt>
              <dd>{user.roles.map((r) => r.name).join("、") || "—"}</dd>
            </dl>
          </div>
          <Tabs
            className="me-tabs"
            activeKey={tab}
            onChange={(k) => setParams(k === "password" ? { tab: "password" } : {}, { replace: true })}
          >
            <Tabs.Tab key="profile" title="基本资料" />
            <Tabs.Tab key="password" title="修改密码" />
          </Tabs>
          {tab === "profile" ? <ProfileForm key={user.id} user={user} /> : <PasswordForm />}
        </>
      )}
    </QueryState>
  );
}

/** 个人信息: the avatar, who the user is, their own profile fields and the password. */
export default function PersonalInfoPage() {
  return (
    <MePage title="个人信息">
      <Profile />
    </MePage>
  );
}
