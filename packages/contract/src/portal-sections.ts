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
