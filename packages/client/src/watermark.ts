import { type AreaPic, TIMING_MS } from "@otp/contract";

export const WATERMARK_TAMPERED = "请勿篡改水印，尊重版权！";
export const WATERMARK_REMOVED = "请勿删除水印，尊重版权！";
export const WATERMARK_OPACITY = 0.3;
const CLASS_NAME = "otp-watermark";

export interface WatermarkOptions {
  text: string;
  warn(message: string): void;
  intervalMs?: number;
  /** Random source in [0, 1), injectable for tests. */
  random?: () => number;
}

/**
 * Mounts a moving watermark in `container` (SPEC §2): opacity 0.3, a new random position every
 * 3 s; a MutationObserver recreates it with a warning when it is altered or removed.
 * Returns the unmount function.
 */
export function mountWatermark(container: HTMLElement, opts: WatermarkOptions): () => void {
  const random = opts.random ?? Math.random;
  let el: HTMLDivElement | null = null;
  let expectedStyle = "";

  const place = () => {
    if (!el) return;
    const top = (random() * 80).toFixed(2);
    const left = (random() * 70).toFixed(2);
    el.setAttribute(
      "style",
      `position:absolute;top:${top}%;left:${left}%;opacity:${WATERMARK_OPACITY};pointer-events:none;` +
        "z-index:1000;color:#fff;font-size:16px;text-shadow:0 0 2px #000;white-space:nowrap;user-select:none;" +
        "display:block;visibility:visible;transition:top 0.6s,left 0.6s",
    );
    expectedStyle = el.getAttribute("style") ?? "";
  };

  const create = () => {
    el = document.createElement("div");
    el.className = CLASS_NAME;
    el.setAttribute("aria-hidden", "true");
    el.textContent = opts.text;
    place();
    container.appendChild(el);
  };

  const intact = (node: HTMLDivElement) =>
    node.getAttribute("style") === expectedStyle && node.textContent === opts.text && node.className === CLASS_NAME;

  const observer = new MutationObserver(() => {
    if (!el) return;
    if (el.parentNode !== container) {
      opts.warn(WATERMARK_REMOVED);
      create();
    } else if (!intact(el)) {
      opts.warn(WATERMARK_TAMPERED);
      el.remove();
      create();
    }
  });

  create();
  observer.observe(container, { childList: true, subtree: true, attributes: true, characterData: true });
  const timer = setInterval(place, opts.intervalMs ?? TIMING_MS.watermarkMove);

  return () => {
    clearInterval(timer);
    observer.disconnect();
    el?.remove();
    el = null;
  };
}

/** What a player draws over a video from the site settings: the watermark and the copyright intro. */
export interface PlayerDecor {
  watermarkOn: boolean;
  watermarkText: string;
  intro: { enabled: boolean; imgUrl: string | null; alt: string };
  /** False while the site settings load, so the intro does not flash "disabled" first. */
  ready: boolean;
}

type Setting = Pick<AreaPic, "isUsing" | "alt" | "imgUrl"> | null | undefined;

/**
 * The watermark and copyright intro of the site settings (WATERMARK, WATERMARKLOGO), for both
 * browser apps. The watermark text is the configured text plus the viewer's name and account, so
 * a recording can be traced; it stays on unless an administrator switched it off.
 */
export function playerDecor(
  watermark: Setting,
  logo: Setting,
  viewer: { realName: string; account: string } | null,
  logoLoading: boolean,
): PlayerDecor {
  const who = viewer ? `${viewer.realName} ${viewer.account}` : "";
  const base = watermark?.alt?.trim() ?? "";
  return {
    watermarkOn: watermark?.isUsing !== false,
    watermarkText: [base, who].filter(Boolean).join(" ") || "仅供学习使用",
    intro: {
      enabled: logo?.isUsing === true && Boolean(logo.imgUrl),
      imgUrl: logo?.imgUrl ?? null,
      alt: logo?.alt || "版权声明",
    },
    ready: !logoLoading,
  };
}
