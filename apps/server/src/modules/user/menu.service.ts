import { type MenuItem, MODULE_GROUPS, type ModuleGroup } from "@otp/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import { MENU_CATALOGUE, type MenuDef, MODULE_GROUP_NAMES } from "./menu.catalogue.js";
import { menus, roleMenus } from "./user.tables.js";

type MenuRow = typeof menus.$inferSelect;

/** Builds the module groups from rows, adding the ancestors of every granted item. */
function buildGroups(all: MenuRow[], granted: Set<number> | null): ModuleGroup[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const visible = new Set<number>();
  for (const m of all) {
    if (granted && !granted.has(m.id)) continue;
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

export class MenuService {
  constructor(private readonly db: Db) {}

  private all() {
    return this.db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  }

  /** Inserts catalogue items that are missing; returns the ids of the items it created. */
  async syncCatalogue(): Promise<Map<string, number>> {
    const created = new Map<string, number>();
    const existing = new Map(
      (await this.db.select({ id: menus.id, code: menus.code }).from(menus)).map((m) => [m.code, m.id]),
    );
    const walk = async (group: string, defs: MenuDef[], parentId: number | null) => {
      for (const [i, d] of defs.entries()) {
        let id = existing.get(d.code);
        if (id === undefined) {
          const [row] = await this.db
            .insert(menus)
            .values({
              groupCode: group,
              parentId,
              code: d.code,
              name: d.name,
              url: d.url,
              css: d.css ?? "",
              loginVisit: d.loginVisit ?? true,
              sort: i * 10,
            })
            .onConflictDoNothing()
            .returning({ id: menus.id });
          if (!row) continue;
          id = row.id;
          created.set(d.code, id);
        }
        if (d.children) await walk(group, d.children, id);
      }
    };
    for (const [group, defs] of Object.entries(MENU_CATALOGUE)) await walk(group, defs, null);
    return created;
  }

  async idOf(code: string): Promise<number | undefined> {
    const [r] = await this.db.select({ id: menus.id }).from(menus).where(eq(menus.code, code));
    return r?.id;
  }

  async forRoles(roleIds: number[]): Promise<ModuleGroup[]> {
    if (!roleIds.length) return buildGroups([], null);
    const granted = await this.db
      .selectDistinct({ id: roleMenus.menuId })
      .from(roleMenus)
      .where(inArray(roleMenus.roleId, roleIds));
    return buildGroups(await this.all(), new Set(granted.map((g) => g.id)));
  }

  /** A guest sees the navigation items that do not require login. */
  async forGuest(): Promise<ModuleGroup[]> {
    const rows = await this.db
      .select()
      .from(menus)
      .where(and(eq(menus.groupCode, "nav"), eq(menus.loginVisit, false)))
      .orderBy(asc(menus.sort), asc(menus.id));
    return buildGroups(rows, null);
  }

  async tree(): Promise<ModuleGroup[]> {
    return buildGroups(await this.all(), null);
  }

  async roleMenuIds(roleId: number): Promise<number[]> {
    const rows = await this.db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId));
    return rows.map((r) => r.id);
  }

  async saveRoleMenus(roleId: number, menuIds: number[]): Promise<void> {
    const unique = [...new Set(menuIds)];
    if (unique.length) {
      const found = await this.db.select({ id: menus.id }).from(menus).where(inArray(menus.id, unique));
      if (found.length !== unique.length) throw badRequest("参数 menuIds：包含不存在的菜单");
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
      if (unique.length) await tx.insert(roleMenus).values(unique.map((menuId) => ({ roleId, menuId })));
    });
  }

  async grant(roleId: number, menuIds: number[]): Promise<void> {
    if (menuIds.length)
      await this.db
        .insert(roleMenus)
        .values(menuIds.map((menuId) => ({ roleId, menuId })))
        .onConflictDoNothing();
  }

  /** Navigation editing (site.navigation): only nav items; name, url, alt, css, loginVisit, sort. */
  async saveNav(input: {
    id: number;
    name: string;
    url: string;
    alt?: string | null;
    css?: string | null;
    loginVisit: boolean;
    sort?: number;
  }) {
    const [row] = await this.db
      .update(menus)
      .set({
        name: input.name,
        url: input.url,
        alt: input.alt ?? "",
        css: input.css ?? "",
        loginVisit: input.loginVisit,
        sort: input.sort,
      })
      .where(and(eq(menus.id, input.id), inArray(menus.groupCode, ["nav", "userCenter"])))
      .returning();
    if (!row) throw notFound("导航菜单不存在");
    return row;
  }
}
