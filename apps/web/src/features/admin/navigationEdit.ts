import { type MenuItem, navEditSchema } from "@otp/contract";

/** One header entry as 编辑导航 edits it; children are the entry's drop-down links. */
export interface NavDraft {
  id: number;
  name: string;
  url: string;
  alt: string;
  css: string;
  loginVisit: boolean;
  hidden: boolean;
  children: NavDraft[];
}

/** The navigation group's tree (the back office's full menu tree) as editable drafts. */
export function toDrafts(items: readonly MenuItem[]): NavDraft[] {
  return items.map((m) => ({
    id: m.id,
    name: m.name,
    url: m.url,
    alt: m.alt,
    css: m.css,
    loginVisit: m.loginVisit,
    hidden: m.hidden ?? false,
    children: toDrafts(m.subList ?? []),
  }));
}

/** Applies `patch` to the entry `id`, wherever it sits. */
export function patchDraft(list: NavDraft[], id: number, patch: Partial<NavDraft>): NavDraft[] {
  return list.map((d) => (d.id === id ? { ...d, ...patch } : { ...d, children: patchDraft(d.children, id, patch) }));
}

/** Moves the entry `id` one place up (-1) or down (+1) among its siblings; unchanged at an end. */
export function moveDraft(list: NavDraft[], id: number, by: -1 | 1): NavDraft[] {
  const at = list.findIndex((d) => d.id === id);
  if (at < 0) return list.map((d) => ({ ...d, children: moveDraft(d.children, id, by) }));
  const to = at + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[at], next[to]] = [next[to] as NavDraft, next[at] as NavDraft];
  return next;
}

/** The save call's items: each entry followed by its children, in display order. */
export function toSaveItems(list: NavDraft[]) {
  return list.flatMap(({ children, ...d }): Omit<NavDraft, "children">[] => [d, ...toSaveItems(children)]);
}

/** The first problem per entry id (the contract's own messages), empty when it may be saved. */
export function draftErrors(list: NavDraft[]): Map<number, string> {
  const items = toSaveItems(list);
  const out = new Map<number, string>();
  const parsed = navEditSchema.safeParse({ items });
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const index = issue.path[1];
    const item = typeof index === "number" ? items[index] : undefined;
    if (item && !out.has(item.id)) out.set(item.id, issue.message);
  }
  return out;
}
