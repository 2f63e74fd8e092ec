import type { MenuItem, ModuleGroup, ModuleGroupCode } from "@otp/contract";

export function findGroup(menus: readonly ModuleGroup[], code: ModuleGroupCode): ModuleGroup | undefined {
  return menus.find((g) => g.code === code);
}

export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.subList ?? [])]);
}

export function groupUrls(menus: readonly ModuleGroup[], code: ModuleGroupCode): string[] {
  const group = findGroup(menus, code);
  return group
    ? flattenMenu(group.subList)
        .map((m) => normalizePath(m.url))
        .filter((u) => u !== "")
    : [];
}

export function normalizePath(url: string | null | undefined): string {
  if (!url) return "";
  const path = url.split(/[?#]/)[0].trim();
  if (path === "" || /^https?:\/\//.test(path)) return "";
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
}

/**
 * A path matches a menu URL when it equals it or lies below it; `:param` segments of the menu URL
 * match any one segment.
 */
export function pathMatchesUrl(pathname: string, url: string): boolean {
  const path = normalizePath(pathname).split("/");
  const pattern = normalizePath(url).split("/");
  if (pattern.length === 1 || path.length < pattern.length) return false;
  return pattern.every((seg, i) => seg.startsWith(":") || seg === path[i]);
}
