import { SafetyCertificateOutlined } from "@ant-design/icons";
import type { SsoKind, SsoLoginOptions } from "@otp/contract";
import { Button, Divider, Typography } from "antd";
import { useState } from "react";
import { ssoStartUrl } from "../ssoReturn";

type BrowserKind = Extract<SsoKind, "cas" | "oidc">;

interface Props {
  /** Where to go after the login: a path of this site or a whitelisted URL (already checked). */
  target: string;
  options: SsoLoginOptions | undefined;
}

/** The browser flows a login page offers; WeLink opens /LoginByWeLink itself, so it has none. */
export function browserButtons(options: SsoLoginOptions | undefined): { kind: BrowserKind; name: string }[] {
  return (options?.buttons ?? []).filter(
    (b): b is { kind: BrowserKind; name: string } => b.kind === "cas" || b.kind === "oidc",
  );
}

/**
 * One button per configured identity provider (CAS, OpenID Connect), labelled with its configured
 * name; the browser leaves for the provider and comes back logged in. With the directory on, a
 * line says the school account's password works in the form above.
 */
export function SsoButtons({ target, options }: Props) {
  const [leaving, setLeaving] = useState<BrowserKind | null>(null);
  const buttons = browserButtons(options);
  const directory = options?.directory ?? null;
  if (!buttons.length && !directory) return null;
  const start = (kind: BrowserKind) => {
    setLeaving(kind);
    window.location.assign(ssoStartUrl(kind, target));
  };
  return (
    <div className="auth-sso">
      {directory ? (
        <Typography.Paragraph type="secondary" className="auth-sso-hint">
          可使用「{directory}」的账号和密码直接登录
        </Typography.Paragraph>
      ) : null}
      {buttons.length ? (
        <>
          <Divider plain className="auth-sso-divider">
            其他登录方式
          </Divider>
          <div className="auth-sso-buttons">
            {buttons.map((b) => (
              <Button
                key={b.kind}
                block
                size="large"
                icon={<SafetyCertificateOutlined />}
                loading={leaving === b.kind}
                disabled={leaving !== null && leaving !== b.kind}
                onClick={() => start(b.kind)}
              >
                {b.name}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
