import { ssoErrorText } from "@otp/contract";
import { Alert } from "antd";
import { useSearchParams } from "react-router";

/**
 * Why a single sign-on failed: the server sends the browser back with a code (`?ssoError=`), and
 * only the platform's own sentence for it is shown; an unknown code reads as a plain failure.
 */
export function ssoErrorOf(params: URLSearchParams): string | null {
  return ssoErrorText(params.get("ssoError"));
}

export function SsoErrorAlert() {
  const [params] = useSearchParams();
  const message = ssoErrorOf(params);
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      message="统一身份认证登录失败"
      description={message}
      style={{ marginBottom: 16 }}
    />
  );
}
