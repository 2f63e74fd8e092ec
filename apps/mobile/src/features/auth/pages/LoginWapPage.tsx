import { call } from "@otp/client/call";
import { authEndpoints, loginSchema } from "@otp/contract";
import { Button, Form, Input } from "antd-mobile";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "../../../app/redirect";
import { completeLogin, useSession } from "../../../app/session";
import { openFullSite } from "../../../app/site";
import { Page } from "../../../components/Page";
import { SsoButtons, ssoErrorOf } from "../components/SsoLogin";
import "../auth.css";

interface LoginForm {
  account: string;
  password: string;
}

/**
 * Password login on the phone (also checked against the school's directory when one is set),
 * the identity providers' buttons, and why a single sign-on failed; back to the page that asked.
 */
export default function LoginWapPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get("redirect"));
  const baseInfo = useSession((s) => s.baseInfo);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ssoError = ssoErrorOf(params);
  const submit = async (values: LoginForm) => {
    // The contract's own rules, so the phone says what the server would (and sends nothing wrong).
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "请输入账号和密码");
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // Silent: the refusal (wrong password, too many attempts) shows under the form.
      completeLogin(await call(authEndpoints.login, parsed.data, { silent: true }));
      void navigate(redirect, { replace: true });
    } catch (e) {
      setError((e as Error).message || "密码错误或账号不存在");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="登录" fallback="/portal">
      <div className="m-pad">
        <h2 className="m-login-title">{baseInfo?.name || "在线教学平台"}</h2>
        {baseInfo?.welcome ? <p className="m-muted">{baseInfo.welcome}</p> : null}
      </div>
      {ssoError ? (
        <p className="m-sso-error" role="alert">
          统一身份认证登录失败：{ssoError}
        </p>
      ) : null}
      <Form
        className="m-form"
        layout="horizontal"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy}>
            登录
          </Button>
        }
      >
        <Form.Item name="account" label="账号">
          <Input placeholder="请输入账号" autoComplete="username" clearable aria-label="账号" />
        </Form.Item>
        <Form.Item name="password" label="密码">
          <Input placeholder="请输入密码" type="password" autoComplete="current-password" aria-label="密码" />
        </Form.Item>
      </Form>
      {error ? (
        <p className="m-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <SsoButtons redirect={redirect} />
      <div className="m-pad m-row">
        <button type="button" className="m-link-button" onClick={() => void openFullSite("/resetPwdSimple")}>
          忘记密码
        </button>
        <button type="button" className="m-link-button" onClick={() => void openFullSite("/login")}>
          电脑版登录
        </button>
      </div>
    </Page>
  );
}
