import { TIMING_MS } from "@otp/contract";

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
