import { urlOf } from "@otp/client/call";
import { type SsoKind, ssoEndpoints, ssoErrorText } from "@otp/contract";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useSsoOptions } from "../api";

type BrowserKind = Extract<SsoKind, "cas" | "oidc">;

/**
 * Why a single sign-on failed: the code the server put in `?ssoError=` (kept by the desktop
 * guard when it sent the phone here), read as the platform's own sentence.
 */
export function ssoErrorOf(params: URLSearchParams): string | null {
  return ssoErrorText(params.get("ssoError"));
}

/** Where a provider login starts: the server sends the phone on to the provider and back. */
export function ssoStartUrl(kind: BrowserKind, redirect: string): string {
  return urlOf(kind === "cas" ? ssoEndpoints.casLogin : ssoEndpoints.oidcLogin, undefined, { redirect });
}

/**
 * One button per identity provider. The provider answers the platform's own address, which sets
 * the session cookie of this host (the phone site shares it) and opens `redirect` there; the
 * desktop guard sends the phone back to the same page of this site, logged in.
 */
export function SsoButtons({ redirect }: { redirect: string }) {
  const options = useSsoOptions().data;
  const [leaving, setLeaving] = useState<BrowserKind | null>(null);
  const buttons = (options?.buttons ?? []).filter(
    (b): b is { kind: BrowserKind; name: string } => b.kind === "cas" || b.kind === "oidc",
  );
  const directory = options?.directory ?? null;
  if (!buttons.length && !directory) return null;
  return (
    <div className="m-pad m-sso">
      {directory ? <p className="m-muted m-center-text">可使用「{directory}」的账号和密码直接登录</p> : null}
      {buttons.length ? <p className="m-sso-title">其他登录方式</p> : null}
      {buttons.map((b) => (
        <Button
          key={b.kind}
          block
          fill="outline"
          color="primary"
          size="large"
          className="m-sso-button"
          loading={leaving === b.kind}
          disabled={leaving !== null && leaving !== b.kind}
          onClick={() => {
            setLeaving(b.kind);
            window.location.assign(ssoStartUrl(b.kind, redirect));
          }}
        >
          {b.name}
        </Button>
      ))}
    </div>
  );
}
