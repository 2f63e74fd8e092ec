import type { LoginResult, SessionPeek, UserInfo } from "@otp/contract";
import { Button, Modal, Result, Spin, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAction } from "../../../api/action";
import { authApi } from "../../../api/auth";
import { completeLogin } from "../../../app/sessionActions";
import { safeRedirect } from "../../../components/formRules";
import { ticketFromQuery } from "../ticket";

/** What a hand-off link would do, shown before it is used. */
interface Pending {
  code: string;
  target: SessionPeek;
  /** The account this browser is logged in as now, if any. */
  current: UserInfo | null;
}

/**
 * Automatic login from a link: a one-time `sessionId` hand-off code, or an account with a signed
 * partner ticket (account, partner, ts, sign). Then on to `redirect`. A hand-off code is used
 * only after the user confirms the account it logs in (and that it replaces the current one):
 * otherwise anyone could send a link that logs the reader in as someone else (login CSRF).
 */
export default function AutoLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const redirect = safeRedirect(params.get("redirect"));
  // The codes are single-use: start once even when effects run twice (StrictMode).
  const started = useRef(false);

  // Silent calls: a refusal is shown on the page (`login.error`), not as a message.
  const login = useAction((start: () => Promise<LoginResult>) => start(), {
    onSuccess: (result) => {
      completeLogin(result);
      void navigate(redirect, { replace: true });
    },
  });
  const failure = error ?? (login.error ? login.error.message || "自动登录失败" : null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("sessionId");
    if (code) {
      Promise.all([authApi.peekSession(code, { silent: true }), authApi.loginInfo({ silent: true })])
        .then(([target, info]) => {
          const current = info.userInfo && !info.userInfo.isGuest ? info.userInfo : null;
          // Already this account (the phone site shares this host's cookie): nothing to replace,
          // nothing to ask; the page still marks the session as this tab's (the guard reads it).
          if (current?.account === target.account) {
            completeLogin({ userInfo: current });
            void navigate(redirect, { replace: true });
          } else setPending({ code, target, current });
        })
        .catch((e: Error) => setError(e.message || "自动登录失败"));
      return;
    }
    const ticket = ticketFromQuery(params);
    if (!ticket) {
      setError("链接缺少登录凭证");
      return;
    }
    void login.run(() => authApi.loginTicket(ticket, { silent: true }));
  });

  const confirm = () => {
    if (!pending) return;
    const { code, current } = pending;
    // The current session ends rather than lingering behind the new one.
    const before = () => (current ? authApi.logout({ silent: true }).catch(() => null) : Promise.resolve(null));
    void login
      .run(() => before().then(() => authApi.loginSession(code, { silent: true })))
      .then(() => setPending(null));
  };
  const cancel = () => {
    setPending(null);
    void navigate(pending?.current ? redirect : "/portal", { replace: true });
  };

  if (failure) {
    return (
      <Result
        status="warning"
        title="自动登录失败"
        subTitle={`${failure}，请使用账号密码登录`}
        extra={
          <Button type="primary" onClick={() => navigate(`/login?redirect=${encodeURIComponent(redirect)}`)}>
            前往登录
          </Button>
        }
      />
    );
  }
  return (
    <div className="otp-page-loading">
      <Spin size="large" tip={pending ? "等待确认…" : "正在登录…"}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
      <Modal
        open={pending !== null}
        title="确认登录"
        okText="登录"
        cancelText="取消"
        confirmLoading={login.busy}
        onOk={confirm}
        onCancel={cancel}
        maskClosable={false}
      >
        {pending ? (
          <>
            <Typography.Paragraph>
              此链接将以 <Typography.Text strong>{pending.target.realName}</Typography.Text>（账号{" "}
              <Typography.Text code>{pending.target.account}</Typography.Text>）的身份登录本平台。
            </Typography.Paragraph>
            {pending.current ? (
              <Typography.Paragraph type="warning">
                当前已登录 {pending.current.realName}（账号 {pending.current.account}），继续将退出当前账号。
              </Typography.Paragraph>
            ) : null}
            <Typography.Paragraph type="secondary">
              如果您不认识该账号，或并未打算通过此链接登录，请点击“取消”。
            </Typography.Paragraph>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
