import { Link } from "react-router";
import { useAreaPic } from "../../api/queries";
import { useLoginInfo } from "../useLoginInfo";

export function SiteLogo() {
  const logo = useAreaPic("logo").data;
  const siteName = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  return (
    <Link to="/portal" className="otp-logo" aria-label={`${siteName}首页`}>
      {logo?.isUsing !== false && logo?.imgUrl ? (
        <img src={logo.imgUrl} alt={logo.alt || siteName} />
      ) : (
        <span className="otp-logo-text">{siteName}</span>
      )}
    </Link>
  );
}
