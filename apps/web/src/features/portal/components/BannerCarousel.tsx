import type { AreaPic } from "@otp/contract";
import { Carousel } from "antd";
import { ModuleLink } from "./ModuleLink";

function Slide({ m }: { m: AreaPic }) {
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

export function BannerCarousel({ modules }: { modules: AreaPic[] }) {
  return (
    <section className="portal-banner" aria-label="轮播图">
      <Carousel autoplay={modules.length > 1} autoplaySpeed={5000} dots={modules.length > 1}>
        {modules.map((m) => (
          <Slide key={m.id} m={m} />
        ))}
      </Carousel>
    </section>
  );
}
