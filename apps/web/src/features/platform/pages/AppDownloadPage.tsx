import { Button, Card, Empty, Skeleton } from "antd";
import { useAreaPic } from "../../../api/queries";

/** App download (opens on mobile devices too): the app QR code and download link. */
export default function AppDownloadPage() {
  const { data: app, isLoading } = useAreaPic("app_somooc");
  const { data: qr } = useAreaPic("app_somooc_qr");
  const enabled = app?.isUsing === true;
  return (
    <div className="otp-page" style={{ maxWidth: 560 }}>
      <Card title="下载移动端APP">
        {isLoading ? (
          <Skeleton active />
        ) : !enabled ? (
          <Empty description="本校暂未开放APP下载" />
        ) : (
          <div style={{ textAlign: "center" }}>
            {app.imgUrl ? (
              <img
                src={app.imgUrl}
                alt="APP下载二维码"
                width={200}
                height={200}
                style={{ display: "block", margin: "0 auto" }}
              />
            ) : null}
            {/* One caption: the configured remark, or the default text (never both). */}
            <p>{app.remark || "扫码下载APP"}</p>
            {app.linkUrl && app.linkUrl !== "/app-download" ? (
              <Button type="primary" size="large" href={app.linkUrl}>
                立即下载
              </Button>
            ) : null}
            {qr?.isUsing && qr.imgUrl ? (
              <div style={{ marginTop: 24 }}>
                <img src={qr.imgUrl} alt="学校识别二维码" width={160} height={160} />
                <p>{qr.remark || "安装后扫码识别学校"}</p>
              </div>
            ) : null}
          </div>
        )}
      </Card>
    </div>
  );
}
