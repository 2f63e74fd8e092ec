import { type AreaPic, mobilePathFor } from "@otp/contract";

/**
 * The portal's modules as the desktop portal reads them (apps/web/src/features/portal/sectionKind.ts,
 * which this app may not import): the module's `content` names its section, else a keyword of its
 * name; modules switched off are left out; consecutive banners form one carousel.
 */
export type SectionKind = "banner" | "course" | "resource" | "live" | "announcement" | "teacher" | "link";

const KINDS: readonly SectionKind[] = ["banner", "course", "resource", "live", "announcement", "teacher"];

const BY_NAME: [RegExp, SectionKind][] = [
  [/轮播|横幅|banner/i, "banner"],
  [/直播/, "live"],
  [/公告|通知/, "announcement"],
  [/名师|教师|老师/, "teacher"],
  [/课程|课堂/, "course"],
  [/资源|微课|视频/, "resource"],
];

export function sectionKind(module: Pick<AreaPic, "content" | "name">): SectionKind {
  const key = (module.content ?? "").trim().toLowerCase();
  const direct = KINDS.find((k) => k === key);
  if (direct) return direct;
  return BY_NAME.find(([re]) => re.test(module.name ?? ""))?.[1] ?? "link";
}

export interface PortalBlock {
  kind: SectionKind;
  modules: AreaPic[];
}

/** Modules switched on, by displayIndex (stable for ties); banners next to each other are one block. */
export function portalBlocks(list: readonly AreaPic[]): PortalBlock[] {
  const ordered = list
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.isUsing)
    .sort((a, b) => a.m.displayIndex - b.m.displayIndex || a.i - b.i)
    .map(({ m }) => m);
  const blocks: PortalBlock[] = [];
  for (const m of ordered) {
    const kind = sectionKind(m);
    const last = blocks[blocks.length - 1];
    if (kind === "banner" && last?.kind === "banner") last.modules.push(m);
    else blocks.push({ kind, modules: [m] });
  }
  return blocks;
}

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
