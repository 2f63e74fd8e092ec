import { Steps } from "antd-mobile";
import { useState } from "react";
import { Link } from "react-router";
import { useAreaPic } from "../../../api/site";
import { desktopOrigin } from "../../../app/site";
import { toast } from "../../../app/toast";
import { Page } from "../../../components/Page";

/** App setup on the phone: install, identify the school, the platform's address to type in. */
export default function SetupPage() {
  const qr = useAreaPic("app_somooc_qr");
  const address = desktopOrigin();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      toast("已复制", "success");
    } catch {
      toast("请长按地址手动复制", "fail");
    }
  };
  return (
    <Page title="APP设置">
      <div className="m-section">
        <Steps direction="vertical" current={-1}>
          <Steps.Step title="安装APP" description={<Link to="/app-download">前往APP下载页面</Link>} />
          <Steps.Step
            title="识别学校"
            description={
              qr.data?.isUsing && qr.data.imgUrl ? (
                <img src={qr.data.imgUrl} alt="扫码识别学校" width={160} height={160} />
              ) : (
                "在APP的学校设置中填写下方的平台地址"
              )
            }
          />
          <Steps.Step
            title="平台地址"
            description={
              <span className="m-row" style={{ justifyContent: "flex-start", alignItems: "center" }}>
                <code>{address}</code>
                <button type="button" className="m-link-button" onClick={() => void copy()}>
                  {copied ? "已复制" : "复制"}
                </button>
              </span>
            }
          />
          <Steps.Step title="登录" description="使用本平台的账号和密码登录APP" />
        </Steps>
      </div>
    </Page>
  );
}
