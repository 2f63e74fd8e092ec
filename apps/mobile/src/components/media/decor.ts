import { useAreaPic } from "../../api/site";
import { isLoggedIn, useSession } from "../../app/session";

export interface PlayerDecor {
  watermarkOn: boolean;
  watermarkText: string;
  intro: { enabled: boolean; imgUrl: string | null; alt: string };
  /** False while the site settings load, so the intro does not flash "disabled" first. */
  ready: boolean;
}

/**
 * The watermark and copyright intro of the site settings (WATERMARK, WATERMARKLOGO), the same
 * rules as the desktop: the configured text plus the viewer's name and account (a screen
 * recording can be traced); on unless an administrator switched it off.
 */
export function usePlayerDecor(): PlayerDecor {
  const user = useSession((s) => s.user);
  const wm = useAreaPic("WATERMARK");
  const logo = useAreaPic("WATERMARKLOGO");
  const who = isLoggedIn(user) ? `${user.realName} ${user.account}` : "";
  const base = wm.data?.alt?.trim() ?? "";
  return {
    watermarkOn: wm.data?.isUsing !== false,
    watermarkText: [base, who].filter(Boolean).join(" ") || "仅供学习使用",
    intro: {
      enabled: logo.data?.isUsing === true && Boolean(logo.data.imgUrl),
      imgUrl: logo.data?.imgUrl ?? null,
      alt: logo.data?.alt || "版权声明",
    },
    ready: !logo.isLoading,
  };
}
