import { AREA_CODES } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
/** Holds only the 网站置灰 screen: may save that switch, nothing else of the site. */
let greyOnly: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  greyOnly = await userWithScreens(t, admin, "greyonly", ["site.webGrey"]);
});
afterAll(() => t.close());

type AreaPic = { id: number; name: string; areaCode: string; isUsing: boolean; content: string; imgUrl: string };

describe("site configs", () => {
  it("every public detail answers for a guest", async () => {
    for (const code of AREA_CODES.filter((c) => c !== "ACCESS_IP")) {
      const res = await t.call(`/api/c/cms/area/pic/${code}/detail`);
      expect(res.statusCode, code).toBe(200);
      expect(body<{ areaCode: string }>(res).data.areaCode).toBe(code);
    }
    const logo = body<{ imgUrl: string; isUsing: boolean }>(await t.call("/api/c/cms/area/pic/logo/detail")).data;
    expect(logo.isUsing).toBe(true);
    const img = await t.app.inject({ method: "GET", url: logo.imgUrl });
    expect(img.headers["content-type"]).toBe("image/png");
  });

  it("the access list is for its admin screen only; unknown codes are 404", async () => {
    expectNoSession(await t.call("/api/c/cms/area/pic/ACCESS_IP/detail"));
    expectForbidden(await t.call("/api/c/cms/area/pic/ACCESS_IP/detail", {}, { as: student }));
    expectForbidden(await t.call("/api/c/cms/area/pic/ACCESS_IP/detail", {}, { as: greyOnly }));
    expect(ok<AreaPic>(await t.call("/api/c/cms/area/pic/ACCESS_IP/detail", {}, { as: admin })).areaCode).toBe(
      "ACCESS_IP",
    );
    expectNotFound(await t.call("/api/c/cms/area/pic/NOPE/detail"));
  });

  it("portal modules come in display order and can be added, edited and deleted", async () => {
    const list = ok<{ id: number; displayIndex: number; content: string }[]>(
      await t.call("/api/c/cms/area/pic/index/list"),
    );
    expect(list.map((m) => m.content)).toEqual(["banner", "course", "resource", "live", "announcement", "teacher"]);
    expectBad(await t.call("/api/m/cms/area/pic/save", { areaCode: "INDEX", isUsing: true }, { as: admin }), "name");
    const created = ok<AreaPic>(
      await t.call(
        "/api/m/cms/area/pic/save",
        { areaCode: "INDEX", name: "专题'; drop table users;--", displayIndex: 0, isUsing: true, linkUrl: "/portal" },
        { as: admin },
      ),
    );
    const again = ok<{ name: string }[]>(await t.call("/api/c/cms/area/pic/index/list"));
    expect(again[0]?.name).toBe("专题'; drop table users;--");
    const renamed = ok<AreaPic>(
      await t.call("/api/m/cms/area/pic/save", { id: created.id, areaCode: "INDEX", name: "专题" }, { as: admin }),
    );
    expect(renamed).toMatchObject({ id: created.id, name: "专题", isUsing: true });
    expectNotFound(
      await t.call("/api/m/cms/area/pic/save", { id: 999_999, areaCode: "INDEX", name: "x" }, { as: admin }),
    );

    expectForbidden(await t.call("/api/m/cms/area/pic/delete", { id: created.id }, { as: greyOnly }));
    await checkEndpoint(t, {
      url: "/api/m/cms/area/pic/delete",
      body: { id: created.id },
      as: admin,
      wrongRole: student,
      bad: { body: { id: "x" }, field: "id" },
    });
    expectNotFound(await t.call("/api/m/cms/area/pic/delete", { id: created.id }, { as: admin }));
  });

  it("saving validates input, needs the screen of that config, and is logged", async () => {
    const save = (input: object, as: string | null = admin) => t.call("/api/m/cms/area/pic/save", input, { as });
    expectBad(await save({ areaCode: "grey", isUsing: "yes" }), "isUsing");
    expectBad(await save({ areaCode: "bogus" }), "areaCode");
    expectBad(await save({ areaCode: "logo", linkUrl: "javascript:alert(1)" }), "linkUrl");
    expectBad(await save({ areaCode: "logo", imgId: 99999 }), "imgId");
    expectBad(await save({ areaCode: "ACCESS_IP", content: "10.0.0.1 not-an-ip" }), "content");
    expectNoSession(await save({ areaCode: "grey", isUsing: true }, null));
    expectForbidden(await save({ areaCode: "grey", isUsing: true }, student));
    // A screen's holder saves that screen's config only.
    expectForbidden(await save({ areaCode: "logo", name: "别的学校" }, greyOnly));
    expect(ok<AreaPic>(await save({ areaCode: "grey", isUsing: true }, greyOnly)).isUsing).toBe(true);
    expect(ok<AreaPic>(await t.call("/api/c/cms/area/pic/grey/detail")).isUsing).toBe(true);
    const logs = ok<{ list: { action: string; account: string; detail: { areaCode: string } }[] }>(
      await t.call("/api/m/base/log/list", { category: "operation", keyword: "站点配置" }, { as: admin }),
    ).list;
    expect(logs[0]).toMatchObject({ account: "greyonly", detail: { areaCode: "grey" } });
  });

  it("properties: public app keys, admin-only others", async () => {
    expect(ok(await t.call("/api/properties/detail", { key: "tv_simple" }))).toBe("false");
    expectNoSession(await t.call("/api/properties/detail", { key: "bucket", file: "storage" }));
    expectForbidden(await t.call("/api/properties/detail", { key: "bucket", file: "storage" }, { as: student }));
    expect(ok(await t.call("/api/properties/detail", { key: "bucket", file: "storage" }, { as: admin }))).toBeNull();
    expectBad(await t.call("/api/properties/detail", {}), "key");
    expectForbidden(await t.call("/api/m/properties/save", { key: "tv_simple", value: "true" }, { as: greyOnly }));
    await checkEndpoint(t, {
      url: "/api/m/properties/save",
      body: { key: "tv_simple", value: "true" },
      as: admin,
      wrongRole: student,
      bad: { body: { key: "", value: "true" }, field: "key" },
    });
    expect(ok(await t.call("/api/properties/detail", { key: "tv_simple" }))).toBe("true");
  });
});

describe("mobile settings", () => {
  it("are public to read, saved by the mobile screen, validated", async () => {
    expect(ok(await t.call("/api/c/site/mobile/detail"))).toEqual({ siteUrl: "", welcome: "" });
    const input = { siteUrl: "https://m.xinghe.edu.cn", welcome: "欢迎使用移动端" };
    expectForbidden(await t.call("/api/m/site/mobile/save", input, { as: greyOnly }));
    const saved = await checkEndpoint(t, {
      url: "/api/m/site/mobile/save",
      body: input,
      as: admin,
      wrongRole: student,
      bad: { body: { siteUrl: "javascript:alert(1)", welcome: "" }, field: "siteUrl" },
    });
    expect(saved).toEqual({ siteUrl: "https://m.xinghe.edu.cn", welcome: "欢迎使用移动端" });
    expect(ok(await t.call("/api/c/site/mobile/detail"))).toMatchObject({ siteUrl: "https://m.xinghe.edu.cn" });
  });
});

describe("platform status", () => {
  it("tells whether access is restricted and which version runs, to anyone", async () => {
    expect(ok(await t.call("/api/c/access/status"))).toEqual({ restricted: false });
    expect(ok<{ version: string }>(await t.call("/api/c/version")).version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
