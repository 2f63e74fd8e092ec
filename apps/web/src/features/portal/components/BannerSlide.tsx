import type { AreaPic } from "@otp/contract";
import { ModuleLink } from "./ModuleLink";

/**
 * One banner: the picture with its caption (or the caption alone), linked when it has a link.
 * The module's remark is the administrator's note (首页轮播图), not a caption: it is not shown.
 */
export function Slide({ m }: { m: AreaPic }) {
  const body = m.imgUrl ? (
    <div className="portal-banner-pic">
      <img src={m.imgUrl} alt={m.alt || m.name} className="portal-banner-img" />
      <div className="portal-banner-caption">
        <h2>{m.name}</h2>
      </div>
    </div>
  ) : (
    <div className="portal-banner-text">
      <h2>{m.name}</h2>
    </div>
  );
  return (
    <div className="portal-banner-slide">
      {m.linkUrl ? (
        <ModuleLink url={m.linkUrl} label={m.name}>
          {body}
        </ModuleLink>
      ) : (
        body
      )}
    </div>
  );
}
