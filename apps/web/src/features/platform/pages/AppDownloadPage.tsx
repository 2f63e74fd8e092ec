import { APP_PLATFORMS } from "@otp/contract";
import { Button, Card, Empty, Skeleton } from "antd";
import { useAreaPic } from "../../../api/queries";
import { useLatestAppVersions } from "../api";
import "../platform.css";

function useVersions() {
  const q = useLatestAppVersions();
  return APP_PLATFORMS.flatMap((p) => (q.data?.[p.value] ? [{ label: p.label, v: q.data[p.value] }] : []));
}

/** The newest published version of each platform (业务管理 → APP版本). */
function Versions({ list }: { list: ReturnType<typeof useVersions> }) {
  if (!list.length) return null;
  return (
    <div className="app-versions">
      {list.map(({ label, v }) =>
        v ? (
          <section key={v.id} className="app-version" aria-label={`${label}版`}>
            <h2>
              {label}版 {v.version}
            </h2>
            <img src={v.qrUrl} alt={`${label}版下载二维码`} width={160} height={160} />
            <Button type="primary" href={v.downloadUrl}>
              下载{label}版
            </Button>
            {v.notes ? <p className="app-version-notes">{v.notes}</p> : null}
          </section>
        ) : null,
      )}
    </div>
  );
}

/** App download (opens on mobile devices too): the app QR code and download link. */
export default function AppDownloadPage() {
  const { data: app, isLoading } = useAreaPic("app_somooc");
  const { data: qr } = useAreaPic("app_somooc_qr");
  const enabled = app?.isUsing === true;
  const versions = useVersions();
  return (
    <div className="otp-page" style={{ maxWidth: 560 }}>
      <Card title="下载移动端APP">
        <Versions list={versions} />
        {isLoading ? (
          <Skeleton active />
        ) : !enabled ? (
          versions.length ? null : (
            <Empty description="本校暂未开放APP下载" />
          )
        ) : (
          <div style={{ textAlign: "center" }}>
            {/* Published versions carry their own QR codes: the site's general one only without them. */}
            {app.imgUrl && !versions.length ? (
              <img
                src={app.imgUrl}
                alt="APP下载二维码"
                width={200}
                height={200}
                style={{ display: "block", margin: "0 auto" }}
              />
            ) : null}
            {/* One caption: the configured remark, or the default text (never both). */}
            {versions.length ? null : <p>{app.remark || "扫码下载APP"}</p>}
            {app.linkUrl && app.linkUrl !== "/app-download" && !versions.length ? (
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
