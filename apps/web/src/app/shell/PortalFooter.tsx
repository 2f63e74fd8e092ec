import { useAreaPic } from "../../api/queries";
import { useLoginInfo } from "../useLoginInfo";

function QrCode({ src, caption }: { src: string; caption: string }) {
  return (
    <figure className="otp-qr">
      <img src={src} alt={caption} width={96} height={96} loading="lazy" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** Footer with declaration, copyright and the app QR codes: only on /portal (SPEC §2). */
export function PortalFooter() {
  const info = useLoginInfo().data?.baseInfo;
  const app = useAreaPic("app_somooc").data;
  const appQr = useAreaPic("app_somooc_qr").data;
  const name = info?.name || "开放在线教学平台";
  return (
    <footer className="otp-footer otp-footer-portal">
      <div className="otp-footer-inner">
        <div className="otp-footer-text">
          <div className="otp-footer-name">{name}</div>
          {info?.declaration ? <p className="otp-footer-declaration">{info.declaration}</p> : null}
          <p>
            Copyright © {new Date().getFullYear()} {name} 版权所有
          </p>
        </div>
        <div className="otp-footer-qr">
          {app?.isUsing && app.imgUrl ? <QrCode src={app.imgUrl} caption="扫码下载APP" /> : null}
          {appQr?.isUsing && appQr.imgUrl ? <QrCode src={appQr.imgUrl} caption="扫码识别学校" /> : null}
        </div>
      </div>
    </footer>
  );
}
