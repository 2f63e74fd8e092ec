import { MobileOutlined } from "@ant-design/icons";
import { Button, Card, Empty } from "antd";
import { useAreaPic } from "../../../api/queries";
import { PageHeader } from "../components/PageHeader";

/** Software download: the school's mobile app, as configured in the back office. */
export default function SoftwareDownloadPage() {
  const app = useAreaPic("app_somooc").data;
  return (
    <>
      <PageHeader />
      {app?.isUsing ? (
        <Card style={{ maxWidth: 420 }}>
          <Card.Meta
            avatar={<MobileOutlined style={{ fontSize: 32, color: "#1a63d8" }} />}
            title={app.name || "移动端APP"}
            description={app.remark || "在手机上学习课程、观看直播"}
          />
          <div style={{ marginTop: 16, display: "flex", gap: 16, alignItems: "center" }}>
            {app.imgUrl ? <img src={app.imgUrl} alt="扫码下载APP" width={120} height={120} /> : null}
            {app.linkUrl ? (
              <Button type="primary" href={app.linkUrl}>
                下载
              </Button>
            ) : null}
          </div>
        </Card>
      ) : (
        <Empty description="暂无可下载的软件" style={{ marginTop: 64 }} />
      )}
    </>
  );
}
