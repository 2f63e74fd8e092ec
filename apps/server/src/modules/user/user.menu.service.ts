import type { ModuleGroup, NavEditInput, navSaveSchema } from "@otp/contract";
import type { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import { allowAll, filteredField, type TextFilter } from "../../platform/text/filter.js";
import { MENU_CATALOGUE, type MenuDef } from "./user.menu.catalogue.js";
import { guestVisibleIds, toModuleGroups } from "./user.menu.present.js";
import * as q from "./user.menu.queries.js";
import { addRoleMenus, menuIdsOfRoles } from "./user.role.queries.js";

/** The menus of the four module groups: the shipped catalogue, what each role sees, navigation edits. */
export class MenuService {
  /** `text` checks the names an administrator gives navigation items (shown to every visitor). */
  constructor(
    private readonly db: Db,
    private readonly text: TextFilter = allowAll,
  ) {}

  /** Inserts catalogue items that are missing; returns the ids of the items it created. */
  async syncCatalogue(): Promise<Map<string, number>> {
    const created = new Map<string, number>();
    const existing = await q.menuIdsByCode(this.db);
    const walk = async (group: string, defs: MenuDef[], parentId: number | null) => {
      for (const [i, d] of defs.entries()) {
        let id = existing.get(d.code);
        if (id === undefined) {
          id = await q.insertMenu(this.db, {
            groupCode: group,
            parentId,
            code: d.code,
            name: d.name,
            url: d.url,
            css: d.css ?? "",
            loginVisit: d.loginVisit ?? true,
            sort: i * 10,
          });
          if (id === undefined) continue;
          created.set(d.code, id);
        }
        if (d.children) await walk(group, d.children, id);
      }
    };
    for (const [group, defs] of Object.entries(MENU_CATALOGUE)) await walk(group, defs, null);
    return created;
  }

  idOf(code: string): Promise<number | undefined> {
    return q.menuIdOf(this.db, code);
  }

  async forRoles(roleIds: number[]): Promise<ModuleGroup[]> {
    if (!roleIds.length) return toModuleGroups([], null);
    const granted = await menuIdsOfRoles(this.db, roleIds);
    return toModuleGroups(await q.menuRows(this.db), new Set(granted), true);
  }

  /** A guest sees the navigation items that do not require login, nor does any item above them. */
  async forGuest(): Promise<ModuleGroup[]> {
    const rows = await q.menuRows(this.db, "nav");
    return toModuleGroups(rows, guestVisibleIds(rows), true);
  }

  async tree(): Promise<ModuleGroup[]> {
    return toModuleGroups(await q.menuRows(this.db), null);
  }

  /** Adds menu items to a role (default grants of built-in roles), keeping what it has. */
  grant(roleId: number, menuIds: number[]): Promise<void> {
    return addRoleMenus(this.db, roleId, menuIds);
  }

  /** Navigation editing (site.navigation): only nav items; name, url, alt, css, loginVisit, sort. */
  async saveNav(input: z.infer<typeof navSaveSchema>) {
    const name = await filteredField(this.text, "name", input.name);
    const row = await q.updateNavItem(this.db, input.id, {
      name,
      url: input.url,
      alt: input.alt ?? "",
      css: input.css ?? "",
      loginVisit: input.loginVisit,
      sort: input.sort,
    });
    if (!row) throw notFound("导航菜单不存在");
    return row;
  }

  /**
   * 编辑导航: names, links, login need, the header's visibility and the order of the header's
   * entries, in one transaction. Every id must be a navigation item, once.
   */
  async editNav(input: NavEditInput): Promise<{ count: number }> {
    const nav = new Set(await q.navItemIds(this.db));
    const seen = new Set<number>();
    for (const [i, item] of input.items.entries()) {
      if (!nav.has(item.id)) throw badRequest(`参数 items[${i}].id：导航菜单 ${item.id} 不存在`);
      if (seen.has(item.id)) throw badRequest(`参数 items[${i}].id：导航菜单 ${item.id} 重复`);
      seen.add(item.id);
    }
    // Checked before the transaction: a refused name leaves every item as it was.
    const names: string[] = [];
    for (const [i, item] of input.items.entries()) {
      names.push(await filteredField(this.text, `items[${i}].name`, item.name));
    }
    await this.db.transaction(async (tx) => {
      for (const [i, item] of input.items.entries()) {
        await q.updateNavItem(tx, item.id, {
          name: names[i] ?? item.name,
          url: item.url,
          alt: item.alt ?? "",
          css: item.css ?? "",
          loginVisit: item.loginVisit,
          hidden: item.hidden,
          // Siblings compare by sort: the position in the list keeps each parent's order.
          sort: i * 10,
        });
      }
    });
    return { count: input.items.length };
  }
}
