import { describe, expect, it } from "vitest";
import { allMenus, menuSettingErrors } from "./navigationSetting";

describe("navigation setting", () => {
  it("lists all twenty menus in order, unbound where the answer has none", () => {
    const rows = allMenus([{ menu: 3, title: "理科", binding: "category", targetId: 5, targetName: "理科" }]);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.menu)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(rows[2].title).toBe("理科");
    expect(rows[0]).toEqual({ menu: 1, title: "", binding: null, targetId: null, targetName: null });
  });

  it("requires a title, a binding type and a target", () => {
    expect(menuSettingErrors(1, { title: " ", binding: "college" })).toEqual({
      title: "请输入菜单名称",
      targetId: "请选择绑定对象",
    });
    expect(
      menuSettingErrors(1, { title: "一二三四五六七八九十一二三四五六七八九十一", binding: "college", targetId: 2 })
        .title,
    ).toBe("菜单名称不能超过20个字符");
    expect(menuSettingErrors(1, { title: "信息学院", binding: "college", targetId: 2 })).toEqual({});
  });
});
