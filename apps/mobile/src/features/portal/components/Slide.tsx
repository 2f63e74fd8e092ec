import { type AreaPic, BANNER_SIZES, isPlatformPicture, pictureSrcSet } from "@otp/contract";
import { thumbUrl } from "../../../components/thumb";
import { ModuleLink } from "./ModuleLink";

/** One banner: the picture (or the name on colour), linked when the module has a link. */
export function Slide({ m, eager = false }: { m: AreaPic; eager?: boolean }) {
  const body = m.imgUrl ? (
    <div className="m-banner-slide">
      <img
        src={thumbUrl(m.imgUrl, 360) ?? undefined}
        // The same candidates as the server's preload of the first banner (platform/http/web.ts).
        srcSet={isPlatformPicture(m.imgUrl) ? pictureSrcSet(m.imgUrl) : undefined}
        sizes={BANNER_SIZES}
        alt={m.alt || m.name}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
      />
      <span className="m-banner-caption">{m.name}</span>
    </div>
  ) : (
    <div className="m-banner-slide m-banner-text">
      <span>{m.name}</span>
    </div>
  );
  return m.linkUrl ? (
    <ModuleLink url={m.linkUrl} label={m.name}>
      {body}
    </ModuleLink>
  ) : (
    body
  );
}
