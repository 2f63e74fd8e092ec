import type { AreaPic } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { orderedModules, portalBlocks, sectionKind } from "./sectionKind";

const mod = (over: Partial<AreaPic>): AreaPic => ({
  id: 1,
  areaCode: "INDEX",
  name: "",
  isUsing: true,
  displayIndex: 0,
  remark: "",
  imgId: null,
  imgUrl: null,
  linkUrl: "",
  alt: "",
  content: "",
  ...over,
});

describe("portal modules", () => {
  it("uses content as the section kind, else the name", () => {
    expect(sectionKind(mod({ content: "teacher", name: "随便" }))).toBe("teacher");
    expect(sectionKind(mod({ name: "精品课程" }))).toBe("course");
    expect(sectionKind(mod({ name: "正在直播" }))).toBe("live");
    expect(sectionKind(mod({ name: "通知公告" }))).toBe("announcement");
    expect(sectionKind(mod({ name: "名师风采" }))).toBe("teacher");
    expect(sectionKind(mod({ name: "首页轮播图" }))).toBe("banner");
    expect(sectionKind(mod({ name: "校园风光" }))).toBe("link");
  });

  it("keeps modules in use, ordered by displayIndex", () => {
    const list = [
      mod({ id: 1, displayIndex: 3 }),
      mod({ id: 2, displayIndex: 1 }),
      mod({ id: 3, displayIndex: 2, isUsing: false }),
      mod({ id: 4, displayIndex: 1 }),
    ];
    expect(orderedModules(list).map((m) => m.id)).toEqual([2, 4, 1]);
  });

  it("merges consecutive banners into one block", () => {
    const list = [
      mod({ id: 1, name: "轮播1", displayIndex: 1 }),
      mod({ id: 2, name: "轮播2", displayIndex: 2 }),
      mod({ id: 3, name: "精品课程", displayIndex: 3 }),
    ];
    expect(portalBlocks(list).map((b) => [b.kind, b.modules.length])).toEqual([
      ["banner", 2],
      ["course", 1],
    ]);
  });
});
