import { type MenuItem, USER_CENTRE_SCREENS } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { centreMenu, openGroupsFor, userCentreMenu } from "./menuItems";

const item = (id: number, name: string, url: string, subList: MenuItem[] = []): MenuItem =>
  ({ id, name, url, subList }) as unknown as MenuItem;

const MENU = [
  item(1, "我的学习", "/user/my-course"),
  item(2, "我的资源", "/user/resource", [item(21, "微课", "/user/resource2"), item(22, "直播", "/user/live")]),
  item(3, "教研", "/user/seminar"),
  item(4, "我的收藏", "/user/collect/"),
];
const KNOWN = new Set(["/user/my-course", "/user/resource", "/user/resource2", "/user/collect"]);

describe("centreMenu", () => {
  it("keeps known pages and nests children under a submenu led by the parent page", () => {
    expect(centreMenu(MENU, KNOWN)).toEqual([
      { key: "/user/my-course", name: "我的学习" },
      {
        key: "group:/user/resource",
        name: "我的资源",
        children: [
          { key: "/user/resource", name: "全部资源" },
          { key: "/user/resource2", name: "微课" },
        ],
      },
      { key: "/user/collect", name: "我的收藏" },
    ]);
  });

  it("drops a submenu whose pages are all unknown", () => {
    expect(centreMenu([item(5, "直播", "/user/live", [item(51, "预约", "/user/reservation-live")])], KNOWN)).toEqual(
      [],
    );
  });

  it("opens the submenu holding the current page", () => {
    const tree = centreMenu(MENU, KNOWN);
    expect(openGroupsFor(tree, "/user/resource2")).toEqual(["group:/user/resource"]);
    expect(openGroupsFor(tree, "/user/collect")).toEqual([]);
  });
});

describe("userCentreMenu", () => {
  it("keeps the registry's personal-centre screens and adds personal information when missing", () => {
    const menu = [item(1, "我的学习", "/user/my-course"), item(3, "旧版入口", "/user/legacy-entry")];
    const info = USER_CENTRE_SCREENS.find((s) => s.path === "/user/personal-information");
    expect(userCentreMenu(menu)).toEqual([
      { key: "/user/my-course", name: "我的学习" },
      { key: "/user/personal-information", name: info?.title },
    ]);
  });

  it("lists personal information once when the menu holds it", () => {
    const menu = [item(1, "我的资料", "/user/personal-information")];
    expect(userCentreMenu(menu)).toEqual([{ key: "/user/personal-information", name: "我的资料" }]);
  });
});
