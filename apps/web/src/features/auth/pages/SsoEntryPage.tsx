import { Alert, Button, Result, Skeleton, Space, Typography } from "antd";
import { Link, useParams } from "react-router";
import { useAction } from "../../../api/action";
import { authApi, authKeys, useLoginInfo } from "../../../api/auth";
import { removeToken } from "../../../api/token";
import { useSession } from "../../../app/session";
import { completeLogin } from "../../../app/sessionActions";
import { NO_SSO, useSsoEntry, useSsoOptions } from "../api";
import { AuthLayout } from "../components/AuthLayout";
import { LoginForm } from "../components/LoginForm";
import { SsoButtons } from "../components/SsoButtons";

const home = <Link to="/portal">返回首页</Link>;

/**
 * /sso/{code}: the entry page of a whitelisted system (单点登录白名单). Sign in here (password,
 * directory, or an identity provider), then go on to the system's address. Already signed in:
 * one click goes on, or the user switches accounts first.
 */
export default function SsoEntryPage() {
  const { code = "" } = useParams();
  const entry = useSsoEntry(code);
  const info = useLoginInfo();
  const options = useSsoOptions();
  const logout = useAction(() => authApi.logout({ silent: true }), {
    onSuccess: () => {
      removeToken();
      useSession.setState({ user: null, guest: false, permissionsLoaded: false, menus: [] });
    },
    invalidate: [authKeys.loginInfo()],
  });

  if (entry.isLoading || info.isLoading) {
    return (
      <AuthLayout title="登录">
        <Skeleton active paragraph={{ rows: 5 }} />
      </AuthLayout>
    );
  }
  if (!entry.data) {
    const missing = (entry.error as { status?: number } | null)?.status === 404;
    return (
      <AuthLayout title="登录" footer={home}>
        <Result
          status={missing ? "404" : "warning"}
          title={missing ? "登录入口不存在" : "登录入口加载失败"}
          subTitle={missing ? "该系统未在单点登录白名单中，请联系管理员" : entry.error?.message || "请稍后重试"}
          extra={
            <Link to="/login">
              <Button type="primary">前往登录</Button>
            </Link>
          }
        />
      </AuthLayout>
    );
  }
  const { name, url } = entry.data;
  const go = () => window.location.assign(url);
  const user = info.data?.userInfo;
  if (user && !user.isGuest) {
    return (
      <AuthLayout title={`登录 ${name}`} footer={home}>
        <Result
          status="success"
          title={`您已登录为 ${user.realName}`}
          subTitle={
            <>
              账号 <Typography.Text code>{user.account}</Typography.Text>，可直接前往「{name}」
            </>
          }
          extra={
            <Space direction="vertical" style={{ width: "100%" }}>
              <Button
                type="primary"
                size="large"
                block
                onClick={() => {
                  completeLogin({ userInfo: user });
                  go();
                }}
              >
                前往 {name}
              </Button>
              <Button block loading={logout.busy} onClick={() => void logout.run(undefined)}>
                使用其他账号登录
              </Button>
            </Space>
          }
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={`登录 ${name}`} footer={home}>
      <Alert type="info" showIcon message={`登录后将前往「${name}」`} style={{ marginBottom: 16 }} />
      <LoginForm onSuccess={go} />
      <SsoButtons target={url} options={options.data ?? NO_SSO} />
    </AuthLayout>
  );
}
