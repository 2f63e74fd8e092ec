import type { CourseChapter, CourseChapterSaveInput } from "@otp/contract";

/**
 * The chapter editor's model: chapters holding sections, each with a stable client key (saved
 * nodes "c12"/"s34", new ones "n1", "n2"...). All operations are pure and return a new tree.
 */
export interface EditSection {
  key: string;
  id?: number;
  title: string;
  resourceCount: number;
}
export interface EditChapter {
  key: string;
  id?: number;
  title: string;
  sections: EditSection[];
}
export type ChapterTree = EditChapter[];

export type DropPosition = "before" | "after" | "inside";

export const MAX_CHAPTERS = 100;
export const MAX_SECTIONS = 100;
export const MAX_TITLE = 100;

let seq = 0;
/** A key for a node not saved yet. */
export function newKey(): string {
  seq += 1;
  return `n${seq}`;
}

export function fromChapters(chapters: readonly CourseChapter[]): ChapterTree {
  return chapters.map((c) => ({
    key: `c${c.id}`,
    id: c.id,
    title: c.title,
    sections: c.sections.map((s) => ({ key: `s${s.id}`, id: s.id, title: s.title, resourceCount: s.resourceCount })),
  }));
}

/** The input of endpoints.course.saveChapters: order is the array order; titles trimmed. */
export function toSaveInput(tree: ChapterTree): CourseChapterSaveInput["chapters"] {
  return tree.map((c) => ({
    ...(c.id ? { id: c.id } : {}),
    title: c.title.trim(),
    sections: c.sections.map((s) => ({ ...(s.id ? { id: s.id } : {}), title: s.title.trim() })),
  }));
}

/** Same saved shape (order, titles, ids): nothing to save. */
export function sameTree(a: ChapterTree, b: ChapterTree): boolean {
  return JSON.stringify(toSaveInput(a)) === JSON.stringify(toSaveInput(b));
}

export type NodeRef =
  | { type: "chapter"; chapterIndex: number }
  | { type: "section"; chapterIndex: number; sectionIndex: number };

export function findNode(tree: ChapterTree, key: string): NodeRef | null {
  for (let ci = 0; ci < tree.length; ci++) {
    if (tree[ci].key === key) return { type: "chapter", chapterIndex: ci };
    const si = tree[ci].sections.findIndex((s) => s.key === key);
    if (si >= 0) return { type: "section", chapterIndex: ci, sectionIndex: si };
  }
  return null;
}

export function addChapter(tree: ChapterTree, title: string): { tree: ChapterTree; key: string } {
  const key = newKey();
  return { tree: [...tree, { key, title, sections: [] }], key };
}

export function addSection(tree: ChapterTree, chapterKey: string, title: string): { tree: ChapterTree; key: string } {
  const key = newKey();
  return {
    tree: tree.map((c) =>
      c.key === chapterKey ? { ...c, sections: [...c.sections, { key, title, resourceCount: 0 }] } : c,
    ),
    key,
  };
}

export function renameNode(tree: ChapterTree, key: string, title: string): ChapterTree {
  return tree.map((c) =>
    c.key === key
      ? { ...c, title }
      : c.sections.some((s) => s.key === key)
        ? { ...c, sections: c.sections.map((s) => (s.key === key ? { ...s, title } : s)) }
        : c,
  );
}

export function removeNode(tree: ChapterTree, key: string): ChapterTree {
  return tree
    .filter((c) => c.key !== key)
    .map((c) =>
      c.sections.some((s) => s.key === key) ? { ...c, sections: c.sections.filter((s) => s.key !== key) } : c,
    );
}

/**
 * Up/down buttons: a chapter swaps with its neighbour; a section moves within its chapter, and
 * past the first/last place into the end/start of the neighbouring chapter.
 */
export function moveNode(tree: ChapterTree, key: string, delta: -1 | 1): ChapterTree {
  const ref = findNode(tree, key);
  if (!ref) return tree;
  if (ref.type === "chapter") {
    const to = ref.chapterIndex + delta;
    if (to < 0 || to >= tree.length) return tree;
    const next = [...tree];
    [next[ref.chapterIndex], next[to]] = [next[to], next[ref.chapterIndex]];
    return next;
  }
  const { chapterIndex: ci, sectionIndex: si } = ref;
  const sections = tree[ci].sections;
  const to = si + delta;
  if (to >= 0 && to < sections.length) {
    const moved = [...sections];
    [moved[si], moved[to]] = [moved[to], moved[si]];
    return tree.map((c, i) => (i === ci ? { ...c, sections: moved } : c));
  }
  const targetChapter = ci + delta;
  if (targetChapter < 0 || targetChapter >= tree.length) return tree;
  const node = sections[si];
  return tree.map((c, i) => {
    if (i === ci) return { ...c, sections: c.sections.filter((s) => s.key !== key) };
    if (i === targetChapter) return { ...c, sections: delta < 0 ? [...c.sections, node] : [node, ...c.sections] };
    return c;
  });
}

/** Whether a node may be dropped there: chapters stay top-level, sections stay inside chapters. */
export function canDrop(tree: ChapterTree, dragKey: string, dropKey: string, position: DropPosition): boolean {
  if (dragKey === dropKey) return false;
  const drag = findNode(tree, dragKey);
  const drop = findNode(tree, dropKey);
  if (!drag || !drop) return false;
  if (drag.type === "chapter") return drop.type === "chapter" && position !== "inside";
  return drop.type === "chapter" ? position === "inside" : position !== "inside";
}

/**
 * Drag and drop (antd Tree semantics): "inside" a chapter puts a section first in it; before/after
 * a node puts the dragged node next to it. Invalid drops return the tree unchanged.
 */
export function dropNode(tree: ChapterTree, dragKey: string, dropKey: string, position: DropPosition): ChapterTree {
  if (!canDrop(tree, dragKey, dropKey, position)) return tree;
  const drag = findNode(tree, dragKey) as NodeRef;
  if (drag.type === "chapter") {
    const node = tree[drag.chapterIndex];
    const rest = tree.filter((c) => c.key !== dragKey);
    const at = rest.findIndex((c) => c.key === dropKey) + (position === "after" ? 1 : 0);
    return [...rest.slice(0, at), node, ...rest.slice(at)];
  }
  const node = tree[drag.chapterIndex].sections[drag.sectionIndex];
  const rest = removeNode(tree, dragKey);
  const drop = findNode(rest, dropKey) as NodeRef;
  if (drop.type === "chapter") {
    return rest.map((c, i) => (i === drop.chapterIndex ? { ...c, sections: [node, ...c.sections] } : c));
  }
  const at = drop.sectionIndex + (position === "after" ? 1 : 0);
  return rest.map((c, i) =>
    i === drop.chapterIndex ? { ...c, sections: [...c.sections.slice(0, at), node, ...c.sections.slice(at)] } : c,
  );
}

/** antd Tree's onDrop/allowDrop give a position relative to the drop node plus a gap flag. */
export function dropPositionOf(relative: number, dropToGap: boolean): DropPosition {
  if (!dropToGap) return "inside";
  return relative < 0 ? "before" : "after";
}

/** The first problem that blocks saving, in Chinese, or null. */
export function validateTree(tree: ChapterTree): string | null {
  if (tree.length > MAX_CHAPTERS) return `最多${MAX_CHAPTERS}章`;
  for (const [ci, c] of tree.entries()) {
    const title = c.title.trim();
    if (!title) return `第${ci + 1}章的标题不能为空`;
    if (title.length > MAX_TITLE) return `章标题不能超过${MAX_TITLE}个字符：${title.slice(0, 20)}…`;
    if (c.sections.length > MAX_SECTIONS) return `「${title}」最多${MAX_SECTIONS}节`;
    for (const [si, s] of c.sections.entries()) {
      const st = s.title.trim();
      if (!st) return `「${title}」第${si + 1}节的标题不能为空`;
      if (st.length > MAX_TITLE) return `节标题不能超过${MAX_TITLE}个字符：${st.slice(0, 20)}…`;
    }
  }
  return null;
}

/** Resources attached to sections the edit removes (they are detached on save): for the warning. */
export function removedResourceCount(before: ChapterTree, after: ChapterTree): number {
  const kept = new Set(after.flatMap((c) => c.sections.map((s) => s.key)));
  return before.flatMap((c) => c.sections).reduce((n, s) => (kept.has(s.key) ? n : n + s.resourceCount), 0);
}
