import type { MenuItem, ModuleGroup } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { leafKeys, menuIdsToSave, toTree } from "./menuTree";

const m = (id: number, subList: MenuItem[] = []): MenuItem => ({
  id,
  code: `c${id}`,
  name: `菜单${id}`,
  url: `/x/${id}`,
  alt: "",
  css: "",
  loginVisit: true,
  subList,
});
const groups: ModuleGroup[] = [{ code: "MG", name: "", subList: [m(1, [m(2), m(3)]), m(4)] }];

describe("role menu tree", () => {
  it("builds group and item nodes", () => {
    const tree = toTree(groups);
    expect(tree[0].key).toBe("g:MG");
    expect(tree[0].title).toBe("管理后台");
    expect(tree[0].children?.[0].children?.map((c) => c.key)).toEqual(["2", "3"]);
  });

  it("checks only leaves so a parent does not imply all its children", () => {
    expect(leafKeys(groups, [1, 2, 4])).toEqual(["2", "4"]);
  });

  it("saves checked and half-checked items, never group nodes", () => {
    expect(menuIdsToSave(["2", "g:MG"], ["1", "g:MG"])).toEqual([1, 2]);
  });
});
