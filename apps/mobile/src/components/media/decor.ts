import { type PlayerDecor, playerDecor } from "@otp/client/watermark";
import { useAreaPic } from "../../api/site";
import { isLoggedIn, useSession } from "../../app/session";

export type { PlayerDecor };

/** The site's watermark and copyright intro for the current viewer (packages/client playerDecor). */
export function usePlayerDecor(): PlayerDecor {
  const user = useSession((s) => s.user);
  const wm = useAreaPic("WATERMARK");
  const logo = useAreaPic("WATERMARKLOGO");
  return playerDecor(wm.data, logo.data, isLoggedIn(user) ? user : null, logo.isLoading);
}
