import type { AreaPic } from "@otp/contract";
import { lazy, Suspense } from "react";
import { Slide } from "./BannerSlide";

/** antd's Carousel (react-slick) loads only when there is more than one banner to rotate. */
const BannerSlider = lazy(() => import("./BannerSlider"));

export function BannerCarousel({ modules }: { modules: AreaPic[] }) {
  const first = <Slide m={modules[0]} />;
  return (
    <section className="portal-banner" aria-label="轮播图">
      {modules.length > 1 ? (
        <Suspense fallback={first}>
          <BannerSlider modules={modules} />
        </Suspense>
      ) : (
        first
      )}
    </section>
  );
}
