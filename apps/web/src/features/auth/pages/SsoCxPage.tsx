import { useSearchParams } from "react-router";
import { safeRedirect } from "../../../components/formRules";
import { ssoApi } from "../api";
import { SsoAutoLogin } from "../components/SsoAutoLogin";

/**
 * /sso_cx?account=&ts=&sign=&redirect=: the external learning platform's signed link (partner
 * `cx`, five minutes, once only). The partner signed it, so no confirmation is asked; afterwards
 * the page the link names, when it is a path of this site, else the portal.
 */
export default function SsoCxPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const account = params.get("account")?.trim();
  const ts = Number(params.get("ts"));
  const sign = params.get("sign")?.trim();
  const start =
    account && Number.isFinite(ts) && ts > 0 && sign
      ? () => ssoApi.cx({ account, ts, sign })
      : "链接缺少登录凭证，请从学习平台重新进入";
  return <SsoAutoLogin start={start} target={target} title="自动登录失败" />;
}
