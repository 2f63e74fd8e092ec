import type { MenuItem, ModuleGroup } from "@otp/contract";

export interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

const GROUP_TITLE: Record<string, string> = {
  nav: "前台导航",
  userCenter: "个人中心",
  socluster: "中控",
  MG: "管理后台",
};

function itemNode(m: MenuItem): TreeNode {
  return {
    key: String(m.id),
    title: m.name,
    children: m.subList?.length ? m.subList.map(itemNode) : undefined,
  };
}

/** Module groups as a checkable tree: group nodes ("g:<code>") hold the menu items (ids). */
export function toTree(groups: readonly ModuleGroup[]): TreeNode[] {
  return groups.map((g) => ({
    key: `g:${g.code}`,
    title: g.name || GROUP_TITLE[g.code] || g.code,
    children: g.subList.map(itemNode),
  }));
}

/** Ids of menu items without children: the tree's checked keys for a role's menu ids. */
export function leafKeys(groups: readonly ModuleGroup[], ids: readonly number[]): string[] {
  const held = new Set(ids);
  const leaves: string[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const m of items) {
      if (m.subList?.length) walk(m.subList);
      else if (held.has(m.id)) leaves.push(String(m.id));
    }
  };
  for (const g of groups) walk(g.subList);
  return leaves;
}

/** Menu ids to save: checked and half-checked items (parents are needed to show their children). */
export function menuIdsToSave(checked: readonly string[], halfChecked: readonly string[]): number[] {
  return [...new Set([...checked, ...halfChecked])]
    .filter((k) => /^\d+$/.test(k))
    .map(Number)
    .sort((a, b) => a - b);
}
