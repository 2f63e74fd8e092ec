import type { AreaPic } from "@otp/contract";
import { Carousel } from "antd";
import { Slide } from "./BannerSlide";

/** Rotating banners (two or more). */
export default function BannerSlider({ modules }: { modules: AreaPic[] }) {
  return (
    <Carousel autoplay autoplaySpeed={5000} dots>
      {modules.map((m) => (
        <Slide key={m.id} m={m} />
      ))}
    </Carousel>
  );
}
