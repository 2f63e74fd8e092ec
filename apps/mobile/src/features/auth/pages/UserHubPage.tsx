import { Avatar, Badge, List } from "antd-mobile";
import { Link, useNavigate } from "react-router";
import { endSession, isLoggedIn, useSession } from "../../../app/session";
import { openFullSite } from "../../../app/site";
import { confirm } from "../../../app/toast";
import { thumbUrl } from "../../../components/thumb";
import { useUnreadNotices } from "../api";

const LINKS = [
  { to: "/user/my-course", title: "我的课程", desc: "继续上次的学习" },
  { to: "/user/my-assignment", title: "我的作业", desc: "拍照提交作业" },
  { to: "/user/collect", title: "我的收藏" },
  { to: "/user/notice", title: "我的消息", notice: true },
  { to: "/user/reservation-live", title: "直播预约" },
  { to: "/user/personal-information", title: "个人信息" },
] as const;

/** The 我的 tab: who is logged in, the personal pages, the full site and logging out. */
export default function UserHubPage() {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);
  const navigate = useNavigate();
  const logged = isLoggedIn(user);
  const unread = useUnreadNotices(logged);
  if (!logged) {
    return (
      <div className="m-center">
        <Avatar src="" style={{ "--size": "64px", margin: "0 auto 12px" }} />
        <p>{ready ? "登录后查看我的课程、作业、收藏和消息" : "正在加载…"}</p>
        <Link className="m-button" to="/login-wap?redirect=%2Fuser">
          登录
        </Link>
      </div>
    );
  }
  const logout = async () => {
    if (!(await confirm("退出登录", "确定要退出当前账号吗？", "退出"))) return;
    await endSession();
    void navigate("/portal", { replace: true });
  };
  return (
    <div>
      <div className="m-section m-user-card">
        <Avatar src={thumbUrl(user.avatarUrl, 64) ?? ""} style={{ "--size": "64px", "--border-radius": "32px" }} />
        <div>
          <h2>{user.realName}</h2>
          <div className="m-muted">
            {user.account}
            {user.orgName ? ` · ${user.orgName}` : ""}
            {user.className ? ` · ${user.className}` : ""}
          </div>
        </div>
      </div>
      <List>
        {LINKS.map((l) => (
          <List.Item
            key={l.to}
            onClick={() => navigate(l.to)}
            description={"desc" in l ? l.desc : undefined}
            extra={"notice" in l && unread.data ? <Badge content={unread.data > 99 ? "99+" : unread.data} /> : null}
          >
            {l.title}
          </List.Item>
        ))}
      </List>
      <List style={{ marginTop: 12 }}>
        <List.Item onClick={() => void openFullSite("/portal")}>电脑版</List.Item>
        <List.Item onClick={() => navigate("/app-download")}>下载APP</List.Item>
        <List.Item onClick={() => void logout()}>退出登录</List.Item>
      </List>
    </div>
  );
}
