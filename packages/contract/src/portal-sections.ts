/** The portal's sections as the desktop, the phone site and the server (its first-paint hints) read them. */
import type { AreaPic } from "./site.js";

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

/**
 * Which portal section a module renders: its `content` when that names a section kind,
 * otherwise a keyword of its name; anything else is a picture link module.
 */
export function sectionKind(module: Pick<AreaPic, "content" | "name">): SectionKind {
  const key = (module.content ?? "").trim().toLowerCase();
  const direct = KINDS.find((k) => k === key);
  if (direct) return direct;
  return BY_NAME.find(([re]) => re.test(module.name ?? ""))?.[1] ?? "link";
}

/** Modules in use, by displayIndex (stable for ties). */
export function orderedModules(list: readonly AreaPic[]): AreaPic[] {
  return list
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.isUsing)
    .sort((a, b) => a.m.displayIndex - b.m.displayIndex || a.i - b.i)
    .map(({ m }) => m);
}

export interface PortalBlock {
  kind: SectionKind;
  modules: AreaPic[];
}

/** Consecutive banner modules form one carousel; every other module is its own block. */
export function portalBlocks(list: readonly AreaPic[]): PortalBlock[] {
  const blocks: PortalBlock[] = [];
  for (const m of orderedModules(list)) {
    const kind = sectionKind(m);
    const last = blocks[blocks.length - 1];
    if (kind === "banner" && last?.kind === "banner") last.modules.push(m);
    else blocks.push({ kind, modules: [m] });
  }
  return blocks;
}

/** The picture the portal shows first (the first banner's), for the server's first-paint hints. */
export function firstBannerPicture(list: readonly AreaPic[]): string | null {
  const first = portalBlocks(list)[0];
  return first?.kind === "banner" ? (first.modules[0]?.imgUrl ?? null) : null;
}

const DEFAULT_BASE = { areaCode: "INDEX", isUsing: true, remark: "", imgId: null, imgUrl: null, alt: "" } as const;

/** Sections shown when no portal module has been configured yet (desktop and phone alike). */
export const DEFAULT_PORTAL_MODULES: readonly AreaPic[] = [
  { ...DEFAULT_BASE, id: -1, name: "精品课程", displayIndex: 1, linkUrl: "", content: "course" },
  { ...DEFAULT_BASE, id: -2, name: "教学资源", displayIndex: 2, linkUrl: "", content: "resource" },
  { ...DEFAULT_BASE, id: -3, name: "正在直播", displayIndex: 3, linkUrl: "", content: "live" },
  { ...DEFAULT_BASE, id: -4, name: "通知公告", displayIndex: 4, linkUrl: "", content: "announcement" },
  { ...DEFAULT_BASE, id: -5, name: "名师风采", displayIndex: 5, linkUrl: "", content: "teacher" },
];
