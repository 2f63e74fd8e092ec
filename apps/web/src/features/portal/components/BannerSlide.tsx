import type { AreaPic } from "@otp/contract";
import { ModuleLink } from "./ModuleLink";

/** One banner: the picture with its caption (or the caption alone), linked when it has a link. */
export function Slide({ m }: { m: AreaPic }) {
  const body = m.imgUrl ? (
    <div className="portal-banner-pic">
      <img src={m.imgUrl} alt={m.alt || m.name} className="portal-banner-img" />
      <div className="portal-banner-caption">
        <h2>{m.name}</h2>
        {m.remark ? <p>{m.remark}</p> : null}
      </div>
    </div>
  ) : (
    <div className="portal-banner-text">
      <h2>{m.name}</h2>
      {m.remark ? <p>{m.remark}</p> : null}
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
