import { type AreaPic, mobilePathFor, type SectionKind } from "@otp/contract";

/** The sections themselves (which module is which, banners as one carousel) come from the contract. */
export { type PortalBlock, portalBlocks, type SectionKind, sectionKind } from "@otp/contract";

const base = { areaCode: "INDEX", isUsing: true, remark: "", imgId: null, imgUrl: null, alt: "" };

/** What the desktop portal shows when no module has been configured yet. */
export const DEFAULT_MODULES: AreaPic[] = [
  { ...base, id: -1, name: "精品课程", displayIndex: 1, linkUrl: "", content: "course" },
  { ...base, id: -2, name: "教学资源", displayIndex: 2, linkUrl: "", content: "resource" },
  { ...base, id: -3, name: "正在直播", displayIndex: 3, linkUrl: "", content: "live" },
  { ...base, id: -4, name: "通知公告", displayIndex: 4, linkUrl: "", content: "announcement" },
  { ...base, id: -5, name: "名师风采", displayIndex: 5, linkUrl: "", content: "teacher" },
];

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
