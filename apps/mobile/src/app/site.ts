import { call } from "@otp/client/call";
import { authEndpoints } from "@otp/contract";
import { isLoggedIn, useSession } from "./session";

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

/** The desktop site's origin: the platform writes its port into index.html (otp-desktop-port). */
export function desktopOrigin(): string {
  const port = Number(meta("otp-desktop-port"));
  const url = new URL(window.location.origin);
  if (Number.isInteger(port) && port > 0) url.port = String(port === 80 || port === 443 ? "" : port);
  return url.origin;
}

/**
 * Opens the full (desktop) site: `site=full` tells its route guard to stop sending this phone
 * back here, and a logged-in user takes the session along through a one-time hand-off code.
 */
export async function openFullSite(path = "/portal"): Promise<void> {
  const url = new URL(path, desktopOrigin());
  url.searchParams.set("site", "full");
  const user = useSession.getState().user;
  // Without a code (the call failed) the desktop asks for the password: still the full site.
  const code = isLoggedIn(user)
    ? await call(authEndpoints.handoff, {}, { silent: true }).then(
        (h) => h.sessionId,
        () => null,
      )
    : null;
  if (code) {
    url.pathname = "/login-auto";
    url.search = "";
    url.searchParams.set("site", "full");
    url.searchParams.set("sessionId", code);
    url.searchParams.set("redirect", path);
  }
  window.location.assign(url.toString());
}
