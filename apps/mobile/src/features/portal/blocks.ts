import { DEFAULT_PORTAL_MODULES, mobilePathFor, type SectionKind } from "@otp/contract";

/** The sections themselves (which module is which, banners as one carousel) come from the contract. */
export { type PortalBlock, portalBlocks, type SectionKind, sectionKind } from "@otp/contract";

/** What the portal shows when no module has been configured yet (the desktop's defaults). */
export const DEFAULT_MODULES = DEFAULT_PORTAL_MODULES;

/** Where 更多 goes when the module has no link of its own. */
export const MORE_PATH: Partial<Record<SectionKind, string>> = {
  course: "/course",
  resource: "/resource",
  live: "/live",
  announcement: "/announcement",
  teacher: "/teacher",
};

/**
 * A module's link as a path of this site: desktop paths are mapped the way the desktop guard maps
 * a phone (mobilePathFor: /menuN → /course?menu=N, /live/:id → /live/wap/:id, …); absolute
 * addresses stay external.
 */
export function phoneLink(url: string): { internal: boolean; to: string } | null {
  const u = url.trim();
  if (/^https?:\/\//.test(u)) return { internal: false, to: u };
  if (!u.startsWith("/") || u.startsWith("//")) return null;
  const [path = "/", search = ""] = u.split("?");
  return { internal: true, to: mobilePathFor(path, search ? `?${search}` : "") };
}
