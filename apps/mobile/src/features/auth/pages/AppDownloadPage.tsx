import { APP_PLATFORMS } from "@otp/contract";
import { ErrorBlock } from "antd-mobile";
import { useAreaPic } from "../../../api/site";
import { Page } from "../../../components/Page";
import { PageSkeleton } from "../../../components/QueryState";
import { useLatestApps } from "../api";

/** The newest app of each platform (业务管理 → APP版本), else the site's general download picture. */
export default function AppDownloadPage() {
  const latest = useLatestApps();
  const app = useAreaPic("app_somooc");
  const qr = useAreaPic("app_somooc_qr");
  const versions = APP_PLATFORMS.flatMap((p) => {
    const v = latest.data?.[p.value];
    return v ? [{ label: p.label, v }] : [];
  });
  const isIos = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  const loading = latest.isPending || app.isPending;
  return (
    <Page title="下载APP">
      {loading ? (
        <PageSkeleton />
      ) : versions.length ? (
        versions
          // The phone's own platform first.
          .sort(
            (a, b) =>
              Number(b.v.platform === (isIos ? "ios" : "android")) -
              Number(a.v.platform === (isIos ? "ios" : "android")),
          )
          .map(({ label, v }) => (
            <section key={v.id} className="m-section m-center-text" aria-label={`${label}版`}>
              <h2>
                {label}版 {v.version}
              </h2>
              {v.notes ? <p className="m-muted">{v.notes}</p> : null}
              <a className="m-button" href={v.downloadUrl}>
                下载{label}版
              </a>
            </section>
          ))
      ) : app.data?.isUsing && app.data.linkUrl && app.data.linkUrl !== "/app-download" ? (
        <section className="m-section m-center-text">
          <p>{app.data.remark || "下载本校的移动端APP"}</p>
          <a className="m-button" href={app.data.linkUrl}>
            立即下载
          </a>
        </section>
      ) : (
        <ErrorBlock status="empty" title="本校暂未开放APP下载" description="可以直接使用本手机网站" />
      )}
      {qr.data?.isUsing && qr.data.imgUrl ? (
        <section className="m-section m-center-text">
          <img src={qr.data.imgUrl} alt="学校识别二维码" width={160} height={160} />
          <p className="m-muted">{qr.data.remark || "安装后扫码识别学校"}</p>
        </section>
      ) : null}
    </Page>
  );
}
