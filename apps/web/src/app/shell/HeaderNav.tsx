import type { MenuItem } from "@otp/contract";
import { Link, useLocation } from "react-router";
import { findGroup, normalizePath, pathMatchesUrl } from "../menus";
import { useMenus } from "../useMenus";

function selectedUrl(pathname: string, list: readonly MenuItem[]): string | null {
  const flat = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.subList ?? [])]);
  const hit = flat(list)
    .filter((m) => normalizePath(m.url) && pathMatchesUrl(pathname, m.url))
    .sort((a, b) => b.url.length - a.url.length)[0];
  return hit ? hit.url : null;
}

function contains(m: MenuItem, url: string | null): boolean {
  return url !== null && (m.url === url || (m.subList ?? []).some((c) => contains(c, url)));
}

/** One navigation entry: in-app paths through the router, absolute URLs in a new tab. */
function NavLink({ m, className }: { m: MenuItem; className: string }) {
  const title = m.alt || m.name;
  if (/^https?:\/\//.test(m.url)) {
    return (
      <a href={m.url} className={className} title={title} target="_blank" rel="noopener noreferrer">
        {m.name}
      </a>
    );
  }
  if (m.url.startsWith("/")) {
    return (
      <Link to={m.url} className={className} title={title}>
        {m.name}
      </Link>
    );
  }
  return (
    <span className={className} title={title}>
      {m.name}
    </span>
  );
}

/**
 * Main navigation from the `nav` module group: plain links (a group opens its children on hover
 * or keyboard focus), so the portal does not load antd's Menu for a row of links.
 */
export function HeaderNav() {
  const nav = findGroup(useMenus(), "nav")?.subList ?? [];
  const { pathname } = useLocation();
  const selected = selectedUrl(pathname, nav);
  return (
    <nav className="otp-nav" aria-label="主导航">
      <ul className="otp-nav-list">
        {nav.map((m) => (
          <li key={m.id} className={`otp-nav-item${m.subList?.length ? " otp-nav-group" : ""}`}>
            <NavLink m={m} className={`otp-nav-link${contains(m, selected) ? " otp-nav-link-active" : ""}`} />
            {m.subList?.length ? (
              <ul className="otp-nav-sub">
                {m.subList.map((c) => (
                  <li key={c.id}>
                    <NavLink
                      m={c}
                      className={`otp-nav-sublink${contains(c, selected) ? " otp-nav-link-active" : ""}`}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
