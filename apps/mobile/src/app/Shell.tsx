import { SafeArea, TabBar } from "antd-mobile";
import { AppOutline, SearchOutline, UnorderedListOutline, UserOutline, VideoOutline } from "antd-mobile-icons";
import { Suspense } from "react";
import { Link, Outlet, useLocation, useMatches, useNavigate } from "react-router";
import { PageSkeleton } from "../components/QueryState";
import type { RouteHandle, TabKey } from "./lazyPage";
import { OfflineBanner } from "./OfflineBanner";
import { useSession } from "./session";
import { openFullSite } from "./site";

const TABS: { key: TabKey; path: string; title: string; icon: JSX.Element }[] = [
  { key: "home", path: "/portal", title: "首页", icon: <AppOutline /> },
  { key: "course", path: "/course", title: "课程", icon: <UnorderedListOutline /> },
  { key: "live", path: "/live", title: "直播", icon: <VideoOutline /> },
  { key: "me", path: "/user", title: "我的", icon: <UserOutline /> },
];

/** The header of the four tab pages: the school's name, a search box a thumb reaches, the full site. */
function TabHeader() {
  const name = useSession((s) => s.baseInfo?.name) || "在线教学平台";
  const location = useLocation();
  return (
    <header className="m-header">
      <div className="m-header-row">
        <h1 className="m-header-title">{name}</h1>
        <button type="button" className="m-link-button" onClick={() => void openFullSite(location.pathname)}>
          电脑版
        </button>
      </div>
      <Link to="/search" className="m-search-entry" aria-label="搜索课程、资源、直播、教师">
        <SearchOutline aria-hidden /> <span>搜索课程、资源、直播、教师</span>
      </Link>
    </header>
  );
}

/**
 * The frame of every page: on the four tab pages a header and the bottom tab bar; detail pages
 * draw their own bar with a back arrow (components/Page.tsx). Safe areas keep both clear of the
 * notch and the home indicator.
 */
export function Shell() {
  const matches = useMatches();
  const navigate = useNavigate();
  const tab = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.tab)
    .find(Boolean);
  return (
    <div className="m-app">
      <OfflineBanner />
      {tab ? <TabHeader /> : null}
      <main className={tab ? "m-main m-main-tabbed" : "m-main"}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {tab ? (
        <nav className="m-tabbar" aria-label="主导航">
          <TabBar activeKey={tab} onChange={(key) => navigate(TABS.find((t) => t.key === key)?.path ?? "/portal")}>
            {TABS.map((t) => (
              <TabBar.Item key={t.key} icon={t.icon} title={t.title} />
            ))}
          </TabBar>
          <SafeArea position="bottom" />
        </nav>
      ) : null}
    </div>
  );
}
