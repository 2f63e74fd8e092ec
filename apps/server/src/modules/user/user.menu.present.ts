import { type MenuItem, MODULE_GROUPS, type ModuleGroup } from "@otp/contract";
import { MODULE_GROUP_NAMES } from "./user.menu.catalogue.js";
import type { MenuRow } from "./user.menu.queries.js";

/**
 * Builds the four module groups from menu rows: every item, or the granted ones (`granted`)
 * with their ancestors, so a granted screen always shows under its section. `shown` leaves
 * out hidden navigation items and what is under them (the header's view); without it hidden
 * items come with their flag (the back office's tree).
 */
export function toModuleGroups(all: MenuRow[], granted: Set<number> | null, shown = false): ModuleGroup[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const hiddenUnder = (m: MenuRow | undefined): boolean =>
    !!m && (m.hidden || hiddenUnder(m.parentId ? byId.get(m.parentId) : undefined));
  const visible = new Set<number>();
  for (const m of all) {
    if (granted && !granted.has(m.id)) continue;
    if (shown && hiddenUnder(m)) continue;
    let cur: MenuRow | undefined = m;
    while (cur && !visible.has(cur.id)) {
      visible.add(cur.id);
      cur = cur.parentId ? byId.get(cur.parentId) : undefined;
    }
  }
  const nodes = new Map<number, MenuItem>();
  for (const m of all) {
    if (!visible.has(m.id)) continue;
    nodes.set(m.id, {
      id: m.id,
      code: m.code,
      name: m.name,
      url: m.url,
      alt: m.alt,
      css: m.css,
      loginVisit: m.loginVisit,
      ...(m.hidden ? { hidden: true } : {}),
      subList: [],
    });
  }
  const groups = new Map<string, ModuleGroup>(
    MODULE_GROUPS.map((code) => [code, { code, name: MODULE_GROUP_NAMES[code], subList: [] }]),
  );
  for (const m of all) {
    const node = nodes.get(m.id);
    if (!node) continue;
    const parent = m.parentId ? nodes.get(m.parentId) : undefined;
    if (parent) parent.subList.push(node);
    else groups.get(m.groupCode)?.subList.push(node);
  }
  return [...groups.values()];
}

/**
 * The items a guest may see: open to guests (`loginVisit` false) along with every item above
 * them. An open item under a login-only entry stays out: shown alone it would float to the top
 * of the header, away from the section it belongs to.
 */
export function guestVisibleIds(rows: MenuRow[]): Set<number> {
  const byId = new Map(rows.map((m) => [m.id, m]));
  const open = (m: MenuRow | undefined): boolean =>
    !m || (!m.loginVisit && open(m.parentId ? byId.get(m.parentId) : undefined));
  return new Set(rows.filter((m) => open(m)).map((m) => m.id));
}
