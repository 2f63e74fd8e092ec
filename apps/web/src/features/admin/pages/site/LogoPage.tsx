import { AreaConfigCard } from "../../components/AreaConfigCard";
import { BaseInfoCard } from "../../components/BaseInfoCard";

/** Site identity: logos, base info, watermark and video intro. */
export default function LogoPage() {
  return (
    <>
      <AreaConfigCard
        code="logo"
        title="网站标志"
        description="显示在页面顶部导航栏左侧"
        fields={["isUsing", "image", "alt"]}
      />
      <AreaConfigCard code="logox" title="登录页标志" fields={["isUsing", "image", "alt"]} />
      <BaseInfoCard />
      <AreaConfigCard
        code="WATERMARK"
        title="播放器水印"
        description="播放视频时显示的移动水印文字"
        fields={["isUsing", "alt"]}
        labels={{ alt: "水印文字" }}
      />
      <AreaConfigCard
        code="SEAL"
        title="证书印章"
        description="活动获奖证书上加盖的学校印章图片（PNG 或 JPG，建议透明背景的 PNG）"
        fields={["isUsing", "image"]}
      />
      <AreaConfigCard
        code="WATERMARKLOGO"
        title="片头版权图片"
        description="视频播放前显示3秒的版权图片"
        fields={["isUsing", "image", "alt"]}
      />
    </>
  );
}
