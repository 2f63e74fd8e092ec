import { Outlet, useLocation } from "react-router";
import { ChatAssistant } from "../../features/ai/components/ChatAssistant";
import { AppHeader } from "./AppHeader";
import { CommonFooter } from "./CommonFooter";
import { isHeaderHidden, LAYOUT_VERSION, showCommonFooter, showPortalFooter } from "./layoutRules";
import { NavigationProgress } from "./NavigationProgress";
import { PortalFooter } from "./PortalFooter";
import { useGreyMode } from "./useGreyMode";
import { usePageTitle } from "./usePageTitle";
import { VersionNotice } from "./VersionNotice";

/** Root layout: header, page, footers (SPEC §2 "Shell layout"), grey mode. */
export function AppShell() {
  const { pathname } = useLocation();
  useGreyMode();
  usePageTitle();
  return (
    <div className="otp-shell">
      <NavigationProgress />
      {isHeaderHidden(pathname) ? null : <AppHeader />}
      <main className="otp-main">
        <Outlet />
      </main>
      {showPortalFooter(pathname) ? <PortalFooter /> : null}
      {showCommonFooter(pathname, LAYOUT_VERSION) ? <CommonFooter /> : null}
      <ChatAssistant />
      <VersionNotice />
    </div>
  );
}
