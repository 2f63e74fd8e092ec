import { AreaConfigCard } from "../../components/AreaConfigCard";
import { SsoReturnUrlsCard } from "../../components/sso/SsoReturnUrlsCard";
import { SsoSources } from "../../components/sso/SsoSources";

export default function LoginRegisterPage() {
  return (
    <>
      <AreaConfigCard
        code="guest"
        title="游客模式"
        description="启用后未登录的访客可以浏览公开页面；关闭后访问任何页面都需要先登录"
        fields={["isUsing"]}
      />
      <AreaConfigCard
        code="user_register_audit"
        title="注册审核"
        description="启用后新注册的账号需要管理员审核通过才能登录"
        fields={["isUsing"]}
      />
      <AreaConfigCard
        code="PWD_STRONG"
        title="强密码"
        description="启用后密码须为8至30位，且包含数字、大写字母、小写字母和特殊字符"
        fields={["isUsing"]}
      />
      {/* Single sign-on (issue 27): one card per identity source, then the whitelisted systems. */}
      <SsoSources />
      <SsoReturnUrlsCard />
    </>
  );
}
