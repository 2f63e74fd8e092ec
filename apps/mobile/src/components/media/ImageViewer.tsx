import { fileEndpoints, resourceEndpoints, urlOf } from "@otp/contract";
import { useState } from "react";
import { toast } from "../../app/toast";
import { thumbUrl } from "../thumb";

const STREAMS: string[] = [resourceEndpoints.file.stream.path, resourceEndpoints.file.openStream.path];

/**
 * A resource's picture file sized for the phone: the resource stream takes the same `w` as the
 * platform's pictures, so the address is made to look like one for thumbUrl's choice of width.
 */
export function sizedPicture(url: string, cssWidth: number): string {
  const parsed = new URL(url, "http://site.invalid");
  if (!STREAMS.includes(parsed.pathname)) return thumbUrl(url, cssWidth) ?? url;
  const w = new URL(
    thumbUrl(urlOf(fileEndpoints.picture, { id: 1 }), cssWidth) ?? "",
    "http://site.invalid",
  ).searchParams.get("w");
  if (w) parsed.searchParams.set("w", w);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * A picture at the screen's width (a sized rendition); a tap opens antd-mobile's full-screen
 * viewer with the original (pinch to zoom). The viewer brings react-spring: loaded on the tap.
 */
export function ImageViewer({ src, alt }: { src: string; alt: string }) {
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    import("antd-mobile/es/components/image-viewer")
      .then(({ default: Viewer }) => {
        Viewer.show({ image: src, classNames: { mask: "m-image-viewer" } });
      })
      .catch(() => toast("图片查看器加载失败，请重试", "fail"))
      .finally(() => setOpening(false));
  };
  return (
    <button type="button" className="m-picture" onClick={open} aria-busy={opening}>
      <img src={sizedPicture(src, 360)} alt={alt} loading="lazy" decoding="async" />
      <span className="m-picture-hint">点击查看大图</span>
    </button>
  );
}
