import { isPlatformPicture, type PictureWidth } from "@otp/contract";

/**
 * The address of a picture sized for a phone: the platform's own pictures come as a thumbnail no
 * wider than `cssWidth` CSS pixels times the screen's density (240, 480 or 960, the widths the
 * picture endpoint makes); other addresses are left as they are.
 */
export function thumbUrl(url: string | null | undefined, cssWidth: number): string | null {
  if (!url) return null;
  if (!isPlatformPicture(url)) return url;
  const dpr = typeof window === "undefined" ? 2 : Math.min(3, window.devicePixelRatio || 1);
  const need = cssWidth * dpr;
  const w: PictureWidth = need <= 240 ? 240 : need <= 480 ? 480 : 960;
  return `${url}${url.includes("?") ? "&" : "?"}w=${w}`;
}
