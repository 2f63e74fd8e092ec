import type { AreaPic } from "@otp/contract";
import { Swiper } from "antd-mobile";
import { Slide } from "./Slide";

/** The banners turning by themselves; a swipe turns them by hand. */
export default function BannerSwiper({ modules }: { modules: AreaPic[] }) {
  return (
    <Swiper autoplay loop autoplayInterval={5000} style={{ "--border-radius": "8px" }}>
      {modules.map((m, i) => (
        <Swiper.Item key={m.id}>
          <Slide m={m} eager={i === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
