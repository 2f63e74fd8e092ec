import type { CourseChapter } from "@otp/contract";

export interface FlatSection {
  id: number;
  title: string;
  chapterId: number;
  chapterTitle: string;
  /** "1.2": chapter and section number in course order. */
  label: string;
  resourceCount: number;
}

/** Sections in course order (chapter by chapter). */
export function flatSections(chapters: readonly CourseChapter[]): FlatSection[] {
  return chapters.flatMap((c, ci) =>
    c.sections.map((s, si) => ({
      id: s.id,
      title: s.title,
      chapterId: c.id,
      chapterTitle: c.title,
      label: `${ci + 1}.${si + 1}`,
      resourceCount: s.resourceCount,
    })),
  );
}

/** Where "开始学习" goes: the first section holding resources, else the first section. */
export function firstSectionId(chapters: readonly CourseChapter[]): number | null {
  const all = flatSections(chapters);
  return (all.find((s) => s.resourceCount > 0) ?? all[0])?.id ?? null;
}

/** A playback offset as m:ss or h:mm:ss. */
export function formatSecond(total: number): string {
  const t = Math.max(0, Math.floor(total));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const s = t % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Route prefix of the catalogue: /course, or /menuN for a cloned menu. */
export function catalogueBase(menu?: number): string {
  return menu ? `/menu${menu}` : "/course";
}

/** Editor route of a course: academic courses have their own editor. */
export function editorPath(courseId: number, kind: "open" | "academic", page = "brief"): string {
  return `/${kind === "academic" ? "academic-course-editor" : "course-editor"}/${courseId}/${page}`;
}

/** Titles teachers number themselves ("第一章 浮力", "1.2 阿基米德原理", "第3节 …"). */
const OWN_NUMBER =
  /^\s*(第\s*[0-9一二三四五六七八九十百零〇两]+\s*[章节课讲单元部分篇]|[0-9]+(\.[0-9]+)*[\s.、:：)）]|[一二三四五六七八九十]+[、.．])/;

export function hasOwnNumber(title: string): boolean {
  return OWN_NUMBER.test(title);
}

/** Our number for a chapter/section, or "" when its title already carries one. */
export function numberFor(title: string, label: string): string {
  return hasOwnNumber(title) ? "" : label;
}
