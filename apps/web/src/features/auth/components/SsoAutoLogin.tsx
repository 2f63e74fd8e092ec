import type { LoginResult } from "@otp/contract";
import { Button, Result } from "antd";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { PageLoading } from "../../../app/PageLoading";
import { completeLogin } from "../../../app/sessionActions";
import { goToTarget } from "../ssoReturn";

interface Props {
  /** Logs in with what the link brought; a string says why the link cannot (a missing code). */
  start: (() => Promise<LoginResult>) | string;
  /** Where to go afterwards: a path of this site or a whitelisted URL (already checked). */
  target: string;
  /** What failed, as the page's title says it. */
  title: string;
  /** False while the page still waits for what it needs (the whitelist): nothing starts yet. */
  ready?: boolean;
}

/**
 * A login by a link from another system (/sso_cx, /LoginByWeLink): starts once (the link's
 * ticket or code is single-use, even when effects run twice), then goes on to the target. A
 * refusal is shown on the page, as the server words it, with the way to the password login.
 */
export function SsoAutoLogin({ start, target, title, ready = true }: Props) {
  const navigate = useNavigate();
  const started = useRef(false);
  const login = useAction((run: () => Promise<LoginResult>) => run(), {
    onSuccess: (result) => {
      completeLogin(result);
      goToTarget(target, navigate);
    },
  });

  useEffect(() => {
    if (!ready || started.current || typeof start === "string") return;
    started.current = true;
    void login.run(start);
  });

  const failure = typeof start === "string" ? start : login.error ? login.error.message || "登录失败" : null;
  if (failure) {
    return (
      <Result
        status="warning"
        title={title}
        subTitle={failure}
        extra={
          <Button type="primary" onClick={() => navigate(`/login?redirect=${encodeURIComponent(target)}`)}>
            使用账号密码登录
          </Button>
        }
      />
    );
  }
  return <PageLoading tip="正在登录…" />;
}
