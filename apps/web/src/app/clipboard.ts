import { feedback } from "./feedback";

/** Old-browser fallback: a hidden textarea and `document.execCommand("copy")`. */
function legacyCopy(text: string): boolean {
  if (typeof document === "undefined" || typeof document.execCommand !== "function") return false;
  const el = document.createElement("textarea");
  el.value = text;
  el.setAttribute("readonly", "");
  el.style.position = "fixed";
  el.style.top = "-1000px";
  el.style.opacity = "0";
  document.body.appendChild(el);
  try {
    el.select();
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    el.remove();
  }
}

/** Copies text to the clipboard; false when the browser refuses (e.g. no permission, http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // the legacy path
    return legacyCopy(text);
  }
  return legacyCopy(text);
}

/** SPEC §5 copy to clipboard: shows success, or asks the user to long-press to copy. */
export async function copyWithFeedback(text: string): Promise<boolean> {
  const ok = await copyText(text);
  if (ok) feedback.success("已复制");
  else feedback.warning("复制失败，请长按后手动复制");
  return ok;
}
