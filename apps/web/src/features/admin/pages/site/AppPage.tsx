import { AreaConfigCard } from "../../components/AreaConfigCard";

export default function AppPage() {
  return (
    <>
      <AreaConfigCard
        code="app_somooc"
        title="APP下载"
        description="首页页脚的“扫码下载APP”二维码与下载地址"
        fields={["isUsing", "name", "image", "linkUrl", "remark"]}
        labels={{ image: "下载二维码", linkUrl: "下载地址" }}
      />
      <AreaConfigCard
        code="app_somooc_qr"
        title="学校识别二维码"
        description="首页页脚的“扫码识别学校”二维码"
        fields={["isUsing", "image"]}
        labels={{ image: "二维码" }}
      />
    </>
  );
}
