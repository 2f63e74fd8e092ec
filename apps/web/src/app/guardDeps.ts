import { authApi } from "../api/auth";
import { http } from "../api/http";
import { siteApi } from "../api/site";
import { hasToken, removeToken, setToken } from "../api/token";
import { feedback } from "./feedback";
import type { GuardDeps, GuardState } from "./guard";
import { useSession } from "./session";

const silent = { silent: true } as const;

/** sessionStorage: the choice lasts as long as the tab, as the SPEC's phone redirect is per visit. */
const FULL_SITE_KEY = "otp-full-site";

function fullSiteKept(): boolean {
  try {
    return sessionStorage.getItem(FULL_SITE_KEY) === "1";
  } catch {
    // Storage refused (a locked-down browser): no choice was kept.
    return false;
  }
}

function keepFullSite(): void {
  try {
    sessionStorage.setItem(FULL_SITE_KEY, "1");
  } catch {
    // Storage refused: this page still stays (the guard proceeds); later pages send the phone on.
    return;
  }
}

/** The port of the platform's own mobile site as the server wrote it into index.html (0: none). */
function mobilePortTag(): number | undefined {
  const content = document.querySelector('meta[name="otp-mobile-port"]')?.getAttribute("content");
  return content && /^\d+$/.test(content) ? Number(content) : undefined;
}

/** The real dependencies of the route guard: silent API calls, the token marker, the store. */
export function createGuardDeps(): GuardDeps {
  return {
    api: {
      accessStatus: () => authApi.accessStatus(silent),
      permissionList: () => authApi.permissionList(silent),
      userInfo: () => authApi.userInfo(silent),
      handoff: () => authApi.handoff(silent),
      loginTicket: (body) => authApi.loginTicket(body, silent),
      guestDetail: () => siteApi.detail("guest", silent),
      loginGuest: () => authApi.loginGuest(silent),
      mobileDetail: () => siteApi.mobileDetail(silent),
    },
    token: {
      has: hasToken,
      set: () => {
        setToken();
        http.resetSessionInvalid();
      },
      remove: removeToken,
    },
    state: {
      get: (): GuardState => {
        const { permissionsLoaded, guest, user, menus, restricted } = useSession.getState();
        return { permissionsLoaded, guest, user, menus, restricted };
      },
      patch: (next) => useSession.setState(next),
    },
    fullSite: { kept: fullSiteKept, keep: keepFullSite },
    env: {
      userAgent: navigator.userAgent,
      protocol: window.location.protocol,
      hostname: window.location.hostname,
      // The platform tags index.html when it serves it on its mobile port (MOBILE_PORT).
      mobileSite: document.querySelector('meta[name="otp-site"]')?.getAttribute("content") === "mobile",
      origin: window.location.origin,
      mobilePort: mobilePortTag(),
    },
    message: feedback.error,
  };
}
