import { Result } from "antd";

/** Restricted platform access (SPEC §2): every path ends here. */
export default function UnauthorizedPage() {
  return (
    <Result status="403" title="401" subTitle="当前网络环境无权访问本平台，请在校园网内访问或联系管理员开通访问权限" />
  );
}
