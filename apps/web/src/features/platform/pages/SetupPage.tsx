import { Card, Steps, Typography } from "antd";
import { useAreaPic } from "../../../api/queries";

/** App setup: how to point the mobile app at this school's platform. */
export default function SetupPage() {
  const { data: qr } = useAreaPic("app_somooc_qr");
  const address = window.location.origin;
  return (
    <div className="otp-page" style={{ maxWidth: 720 }}>
      <Card title="APP设置">
        <Steps
          direction="vertical"
          current={-1}
          items={[
            { title: "安装APP", description: <a href="/app-download">前往APP下载页面</a> },
            {
              title: "识别学校",
              description:
                qr?.isUsing && qr.imgUrl ? (
                  <div>
                    <img src={qr.imgUrl} alt="扫码识别学校" width={160} height={160} />
                    <div>扫码识别学校</div>
                  </div>
                ) : (
                  "在APP的学校设置中手动填写下方的平台地址"
                ),
            },
            {
              title: "平台地址",
              description: <Typography.Text copyable={{ tooltips: ["复制", "已复制"] }}>{address}</Typography.Text>,
            },
            { title: "登录", description: "使用本平台的账号和密码登录APP" },
          ]}
        />
      </Card>
    </div>
  );
}
