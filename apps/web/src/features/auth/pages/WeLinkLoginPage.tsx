import { useSearchParams } from "react-router";
import { safeRedirect } from "../../../components/formRules";
import { ssoApi, useSsoOptions } from "../api";
import { SsoAutoLogin } from "../components/SsoAutoLogin";

/**
 * /LoginByWeLink?code=&redirect=: WeLink (its H5 app, or its OAuth page) brings a one-time code;
 * the server finds the WeLink user and the platform account it is matched to. Afterwards the
 * page `redirect` names: a path of this site or a whitelisted URL, else the portal.
 */
export default function WeLinkLoginPage() {
  const [params] = useSearchParams();
  const options = useSsoOptions();
  const target = safeRedirect(params.get("redirect"), "/portal", options.data?.returnUrls ?? []);
  const code = params.get("code")?.trim();
  const start = code ? () => ssoApi.welink(code) : "缺少 WeLink 授权码，请从 WeLink 重新进入";
  return <SsoAutoLogin start={start} target={target} title="WeLink 登录失败" ready={!options.isLoading} />;
}
