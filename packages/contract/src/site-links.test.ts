import { describe, expect, it } from "vitest";
import { appVersionSaveSchema } from "./release.js";
import { areaPicSaveSchema, isSiteLink, navSaveSchema } from "./site.js";

const OFF_SITE = [
  "//evil.example",
  "//evil.example/path",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "https:\\\\evil.example",
];

describe("site links (navigation, pictures' links, app download addresses)", () => {
  it("takes site paths and http(s) addresses", () => {
    for (const v of ["/", "/course/list?x=1", "https://www.school.cn/a", "http://10.1.1.1:8080/"])
      expect(isSiteLink(v), v).toBe(true);
  });

  it("refuses protocol-relative, backslash and white-space forms that leave the site", () => {
    for (const v of [...OFF_SITE, "javascript:alert(1)", "https://", "ftp://x"]) expect(isSiteLink(v), v).toBe(false);
    const nav = { id: 1, name: "菜单", loginVisit: false };
    for (const url of OFF_SITE) {
      const r = navSaveSchema.safeParse({ ...nav, url });
      expect(r.success, url).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(["url"]);
      const pic = areaPicSaveSchema.safeParse({ linkUrl: url });
      expect(
        pic.error?.issues.some((i) => i.path[0] === "linkUrl"),
        url,
      ).toBe(true);
      const app = appVersionSaveSchema.safeParse({ platform: "android", version: "1.0.0", downloadUrl: url });
      expect(
        app.error?.issues.map((i) => i.path[0]),
        url,
      ).toEqual(["downloadUrl"]);
    }
    expect(navSaveSchema.safeParse({ ...nav, url: "/course" }).success).toBe(true);
  });
});
