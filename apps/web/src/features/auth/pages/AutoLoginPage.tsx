import { Button, Result, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authApi } from "../../../api/auth";
import { completeLogin } from "../../../app/sessionActions";
import { safeRedirect } from "../../../components/formRules";
import { ticketFromQuery } from "../ticket";

/**
 * Automatic login from a link: a one-time `sessionId` hand-off code, or an account with a signed
 * partner ticket (account, partner, ts, sign). Then on to `redirect`.
 */
export default function AutoLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The codes are single-use: log in once even when effects run twice (StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const sessionId = params.get("sessionId");
    const ticket = ticketFromQuery(params);
    const call = sessionId
      ? authApi.loginSession(sessionId, { silent: true })
      : ticket
        ? authApi.loginTicket(ticket, { silent: true })
        : null;
    if (!call) {
      setError("链接缺少登录凭证");
      return;
    }
    call
      .then((result) => {
        completeLogin(result);
        void navigate(safeRedirect(params.get("redirect")), { replace: true });
      })
      .catch((e: Error) => setError(e.message || "自动登录失败"));
  }, [params, navigate]);
  if (error) {
    return (
      <Result
        status="warning"
        title="自动登录失败"
        subTitle={`${error}，请使用账号密码登录`}
        extra={
          <Button
            type="primary"
            onClick={() => navigate(`/login?redirect=${encodeURIComponent(params.get("redirect") ?? "/portal")}`)}
          >
            前往登录
          </Button>
        }
      />
    );
  }
  return (
    <div className="otp-page-loading">
      <Spin size="large" tip="正在登录…">
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
