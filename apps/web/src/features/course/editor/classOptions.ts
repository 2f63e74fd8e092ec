import type { KvClass } from "@otp/contract";

/** Classes grouped for the select: administrative classes by grade, then teaching classes. */
export function classOptions(list: readonly KvClass[]) {
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const c of list) {
    const group = c.kind === "admin" ? c.grade || "行政班" : "教学班";
    const items = groups.get(group) ?? [];
    items.push({ value: c.id, label: c.name });
    groups.set(group, items);
  }
  return [...groups.entries()].map(([label, options]) => ({ label, options }));
}
