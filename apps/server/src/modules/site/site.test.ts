import { AREA_CODES } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoPng } from "../../seed/png.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
});
afterAll(() => t.close());

function upload(name: string, bytes: Buffer, as: string | null) {
  const boundary = "----otpboundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/l/file/upload",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-requested-with": "XMLHttpRequest",
      ...(as ? { cookie: `Token=${as}` } : {}),
    },
    payload,
  });
}

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
    expect((await t.call("/api/c/cms/area/pic/ACCESS_IP/detail", {}, { as: student })).statusCode).toBe(403);
    expect((await t.call("/api/c/cms/area/pic/ACCESS_IP/detail", {}, { as: admin })).statusCode).toBe(200);
    expect((await t.call("/api/c/cms/area/pic/NOPE/detail")).statusCode).toBe(404);
  });

  it("portal modules come in display order and can be added, edited and deleted", async () => {
    const list = body<{ id: number; displayIndex: number; content: string }[]>(
      await t.call("/api/c/cms/area/pic/index/list"),
    ).data;
    expect(list.map((m) => m.content)).toEqual(["banner", "course", "resource", "live", "announcement", "teacher"]);
    const created = await t.call(
      "/api/m/cms/area/pic/save",
      { areaCode: "INDEX", name: "专题'; drop table users;--", displayIndex: 0, isUsing: true, linkUrl: "/portal" },
      { as: admin },
    );
    expect(created.statusCode).toBe(200);
    const id = body<{ id: number }>(created).data.id;
    const again = body<{ name: string }[]>(await t.call("/api/c/cms/area/pic/index/list")).data;
    expect(again[0]?.name).toBe("专题'; drop table users;--");
    expect((await t.call("/api/m/cms/area/pic/delete", { id }, { as: admin })).statusCode).toBe(200);
    expect((await t.call("/api/m/cms/area/pic/delete", { id }, { as: admin })).statusCode).toBe(404);
  });

  it("saving validates input, needs the screen's permission, and is logged", async () => {
    expect(
      (await t.call("/api/m/cms/area/pic/save", { areaCode: "grey", isUsing: "yes" }, { as: admin })).statusCode,
    ).toBe(400);
    expect((await t.call("/api/m/cms/area/pic/save", { areaCode: "bogus" }, { as: admin })).statusCode).toBe(400);
    expect(
      (await t.call("/api/m/cms/area/pic/save", { areaCode: "logo", linkUrl: "javascript:alert(1)" }, { as: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call("/api/m/cms/area/pic/save", { areaCode: "logo", imgId: 99999 }, { as: admin })).statusCode,
    ).toBe(400);
    expect(
      (await t.call("/api/m/cms/area/pic/save", { areaCode: "grey", isUsing: true }, { as: student })).statusCode,
    ).toBe(403);
    const ok = await t.call("/api/m/cms/area/pic/save", { areaCode: "grey", isUsing: true }, { as: admin });
    expect(body<{ isUsing: boolean }>(ok).data.isUsing).toBe(true);
    const logs = body<{ list: { action: string; detail: { areaCode: string } }[] }>(
      await t.call("/api/m/base/log/list", { category: "operation", keyword: "站点配置" }, { as: admin }),
    ).data.list;
    expect(logs[0]?.detail.areaCode).toBe("grey");
  });

  it("properties: public app keys, admin-only others", async () => {
    expect(body(await t.call("/api/properties/detail", { key: "tv_simple" })).data).toBe("false");
    expect(
      (await t.call("/api/properties/detail", { key: "bucket", file: "storage" }, { as: student })).statusCode,
    ).toBe(403);
    expect((await t.call("/api/properties/detail", {})).statusCode).toBe(400);
    expect(
      (await t.call("/api/m/properties/save", { key: "tv_simple", value: "true" }, { as: admin })).statusCode,
    ).toBe(200);
    expect(body(await t.call("/api/properties/detail", { key: "tv_simple" })).data).toBe("true");
  });
});

describe("mobile settings", () => {
  it("are public to read, saved by the mobile screen, validated", async () => {
    expect(body(await t.call("/api/c/site/mobile/detail")).data).toEqual({ siteUrl: "", welcome: "" });
    const saved = await t.call(
      "/api/m/site/mobile/save",
      { siteUrl: "https://m.xinghe.edu.cn", welcome: "欢迎使用移动端" },
      { as: admin },
    );
    expect(body(saved).data).toEqual({ siteUrl: "https://m.xinghe.edu.cn", welcome: "欢迎使用移动端" });
    expect(body(await t.call("/api/c/site/mobile/detail")).data).toMatchObject({ siteUrl: "https://m.xinghe.edu.cn" });
    expect(
      (await t.call("/api/m/site/mobile/save", { siteUrl: "javascript:alert(1)", welcome: "" }, { as: admin }))
        .statusCode,
    ).toBe(400);
    expect((await t.call("/api/m/site/mobile/save", { siteUrl: "", welcome: "" }, { as: student })).statusCode).toBe(
      403,
    );
  });
});

describe("storage screen", () => {
  it("shows where files live, room left, use per kind, and lists files with owners", async () => {
    const d = body<{
      driver: string;
      fileCount: number;
      disk: { freeBytes: number };
      kinds: { kind: string; count: number }[];
    }>(await t.call("/api/m/site/storage/detail", {}, { as: admin })).data;
    expect(d.driver).toBe("local");
    expect(d.fileCount).toBeGreaterThanOrEqual(5);
    expect(d.disk.freeBytes).toBeGreaterThan(0);
    expect(d.kinds.find((k) => k.kind === "image")?.count).toBe(d.fileCount);
    const files = body<{ list: { name: string; ownerAccount: string; url: string }[]; count: number }>(
      await t.call("/api/m/site/storage/file/list", { kind: "image", keyword: "logo" }, { as: admin }),
    ).data;
    expect(files.list.map((f) => f.name)).toEqual(expect.arrayContaining(["logo.png", "logo-wide.png"]));
    expect(files.list[0]?.ownerAccount).toBe("admin");
    for (const h of ["%", "_", "'; drop table files; --", "校徽"]) {
      expect((await t.call("/api/m/site/storage/file/list", { keyword: h }, { as: admin })).statusCode, h).toBe(200);
    }
    expect((await t.call("/api/m/site/storage/file/list", { pageSize: 0 }, { as: admin })).statusCode).toBe(400);
    expect((await t.call("/api/m/site/storage/detail", {}, { as: student })).statusCode).toBe(403);
  });
});

describe("picture upload", () => {
  it("stores a real picture and serves it with its sniffed type", async () => {
    const res = await upload("校徽.png", logoPng(32), admin);
    expect(res.statusCode).toBe(200);
    const file = body<{ id: number; url: string; name: string }>(res).data;
    expect(file.name).toBe("校徽.png");
    const saved = await t.call("/api/m/cms/area/pic/save", { areaCode: "logo", imgId: file.id }, { as: admin });
    expect(body<{ imgUrl: string }>(saved).data.imgUrl).toBe(file.url);
  });

  it("refuses HTML renamed to .png, a path-traversal name keeps only the base name, and needs a session", async () => {
    const html = await upload("evil.png", Buffer.from("<html><script>alert(1)</script></html>"), admin);
    expect(html.statusCode).toBe(400);
    expect(html.json().msg).toContain("图片");
    const trav = await upload("../../etc/passwd.png", logoPng(8), admin);
    expect(body<{ name: string }>(trav).data.name).toBe("passwd.png");
    expect((await upload("a.png", logoPng(8), null)).json().code).toBe(1004);
  });

  it("limits uploads per user per hour", async () => {
    const tok = await t.login("s0002");
    for (let i = 0; i < 60; i++) expect((await upload(`p${i}.png`, logoPng(4), tok)).statusCode).toBe(200);
    const over = await upload("p61.png", logoPng(4), tok);
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toContain("上传过于频繁");
  });

  it("refuses an oversize picture with 413", async () => {
    const big = Buffer.concat([logoPng(8), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload("big.png", big, admin)).statusCode).toBe(413);
  });
});
