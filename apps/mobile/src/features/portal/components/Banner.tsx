import type { AreaPic } from "@otp/contract";
import { lazy, Suspense } from "react";
import { Slide } from "./Slide";

/** antd-mobile's Swiper brings react-spring: it loads only when there is more than one banner to turn. */
const BannerSwiper = lazy(() => import("./BannerSwiper"));

export function Banner({ modules }: { modules: AreaPic[] }) {
  const first = modules[0];
  if (!first) return null;
  const still = <Slide m={first} eager />;
  return (
    <section className="m-banner" aria-label="轮播图">
      {modules.length > 1 ? (
        <Suspense fallback={still}>
          <BannerSwiper modules={modules} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
