import type { AreaPic } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { phoneLink, portalBlocks, sectionKind } from "./blocks";

const m = (id: number, name: string, content: string, displayIndex: number, isUsing = true): AreaPic => ({
  id,
  name,
  content,
  displayIndex,
  isUsing,
  areaCode: "INDEX",
  remark: "",
  imgId: null,
  imgUrl: null,
  linkUrl: "",
  alt: "",
});

describe("portal blocks", () => {
  it("keeps the administrator's order, leaves switched-off modules out, joins neighbouring banners", () => {
    const blocks = portalBlocks([
      m(1, "名师风采", "teacher", 5),
      m(2, "轮播一", "banner", 1),
      m(3, "轮播二", "banner", 2),
      m(4, "精品课程", "course", 3),
      m(5, "教学资源", "resource", 4, false),
    ]);
    expect(blocks.map((b) => [b.kind, b.modules.map((x) => x.id)])).toEqual([
      ["banner", [2, 3]],
      ["course", [4]],
      ["teacher", [1]],
    ]);
  });

  it("reads the kind from content, else from a keyword of the name, else a link module", () => {
    expect(sectionKind({ content: "live", name: "x" })).toBe("live");
    expect(sectionKind({ content: "", name: "通知公告" })).toBe("announcement");
    expect(sectionKind({ content: "", name: "友情链接" })).toBe("link");
  });

  it("maps a module's desktop link to the phone's page, keeps other sites external", () => {
    expect(phoneLink("/menu3")).toEqual({ internal: true, to: "/course?menu=3" });
    expect(phoneLink("/live/9")).toEqual({ internal: true, to: "/live/wap/9" });
    expect(phoneLink("https://example.org/a")).toEqual({ internal: false, to: "https://example.org/a" });
    expect(phoneLink("//evil.example")).toBeNull();
    expect(phoneLink("")).toBeNull();
  });
});
