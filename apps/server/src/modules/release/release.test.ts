import type { AppVersionItem, LatestAppVersions, ListResult } from "@otp/contract";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildZip } from "../../seed/zip.js";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { fileOf } from "../resource/resource.fixtures.js";

let t: TestApp;
let admin: string;
let student: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  other = await userWithScreens(t, admin, "appother", ["business.course"]);
});
afterAll(() => t.close());

const v = {
  platform: "android",
  version: "2.3.0",
  downloadUrl: "https://app.example.edu.cn/x.apk",
  notes: "修复已知问题",
};

describe("app versions", () => {
  it("save, list and delete need the APP版本 screen; fields are checked", async () => {
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/app/version/save",
      as: admin,
      body: v,
      bad: { body: { ...v, version: "v2" }, field: "版本号" },
      wrongRole: student,
    });
    expectBad(
      await t.call("/api/m/app/version/save", { ...v, downloadUrl: "javascript:alert(1)" }, { as: admin }),
      "下载地址",
    );
    expect((await t.call("/api/m/app/version/save", v, { as: admin })).statusCode).toBe(409);
    expect((await t.call("/api/m/app/version/save", v, { as: other })).statusCode).toBe(403);
    const list = await checkEndpoint<ListResult<AppVersionItem>>(t, {
      url: "/api/m/app/version/list",
      as: admin,
      body: {},
      bad: { body: { pageSize: 1000 }, field: "每页条数" },
      wrongRole: student,
    });
    expect(list.list.map((x) => x.version)).toContain("2.3.0");
    const { id: old } = ok<{ id: number }>(
      await t.call("/api/m/app/version/save", { ...v, version: "2.2.0", published: false }, { as: admin }),
    );
    await checkEndpoint(t, {
      url: "/api/m/app/version/delete",
      as: admin,
      body: { ids: [old] },
      bad: { body: { ids: [] }, field: "请选择" },
      wrongRole: student,
    });
    expect(id).toBeGreaterThan(0);
  });

  it("/app-download reads the newest published version of each platform, with a QR code", async () => {
    ok(
      await t.call(
        "/api/m/app/version/save",
        { ...v, platform: "ios", version: "1.0.0", downloadUrl: "/app-download" },
        { as: admin },
      ),
    );
    ok(await t.call("/api/m/app/version/save", { ...v, version: "2.4.0", published: false }, { as: admin }));
    const latest = ok<LatestAppVersions>(await t.call("/api/c/app/version/latest", {}));
    expect(latest.android?.version).toBe("2.3.0");
    expect(latest.ios?.version).toBe("1.0.0");
    const qrOf = () =>
      t.app.inject({ method: "GET", url: latest.ios?.qrUrl as string, headers: { host: "evil.example" } });
    // Before a site address is configured the request's origin serves, for that requester only:
    // no shared cache may keep a picture a forged Host made.
    const unset = await qrOf();
    expect(unset.statusCode).toBe(200);
    expect(unset.headers["cache-control"]).toBe("private, no-store");
    expect(
      unset.rawPayload.equals(await QRCode.toBuffer("http://evil.example/app-download", { width: 240, margin: 1 })),
    ).toBe(true);
    ok(await t.call("/api/m/site/mobile/save", { siteUrl: "https://m.school.cn/", welcome: "" }, { as: admin }));
    // Configured: the site address, whatever the Host, and public caches may keep it.
    const qr = await qrOf();
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toBe("image/png");
    expect(qr.headers["cache-control"]).toBe("public, max-age=300");
    expect(
      qr.rawPayload.equals(await QRCode.toBuffer("https://m.school.cn/app-download", { width: 240, margin: 1 })),
    ).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/c/app/version/99999/qr" })).statusCode).toBe(404);
  });

  it("takes an uploaded install package (apk for Android, ipa for iOS) and serves it for download", async () => {
    const clerk = await userWithScreens(t, admin, "appclerk", ["business.app"]);
    const pkg = buildZip([{ name: "AndroidManifest.xml", data: Buffer.from("<manifest/>") }]);
    const apk = await fileOf(t, "appclerk", "package", "星河-3.0.0.apk", pkg);
    const ipa = await fileOf(t, "appclerk", "package", "星河-3.0.0.ipa", pkg);
    const android = { platform: "android", version: "3.0.0", notes: "全新界面", fileId: apk };
    const { id } = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/app/version/save",
      as: clerk,
      body: android,
      bad: { body: { ...android, fileId: ipa }, field: "fileId" },
      wrongRole: student,
    });
    // Neither a package nor an address; someone else's upload; a file that is no package.
    expectBad(
      await t.call("/api/m/app/version/save", { ...android, version: "3.0.1", fileId: null }, { as: clerk }),
      "downloadUrl",
    );
    const mine = await fileOf(t, "admin", "package", "admin.apk", pkg);
    expect(
      (await t.call("/api/m/app/version/save", { ...android, version: "3.0.2", fileId: mine }, { as: clerk }))
        .statusCode,
    ).toBe(403);
    const pdf = await fileOf(t, "appclerk", "document", "说明.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"));
    expectBad(
      await t.call("/api/m/app/version/save", { ...android, version: "3.0.3", fileId: pdf }, { as: clerk }),
      "fileId",
    );
    await expect(fileOf(t, "appclerk", "package", "假的.apk", Buffer.from("not a zip"))).rejects.toThrow(/安装包/);

    const latest = ok<LatestAppVersions>(await t.call("/api/c/app/version/latest", {}));
    expect(latest.android).toMatchObject({
      version: "3.0.0",
      fileId: apk,
      fileName: "星河-3.0.0.apk",
      fileSize: pkg.length,
      downloadUrl: `/api/c/app/version/${id}/download`,
    });
    const dl = await t.app.inject({ method: "GET", url: `/api/c/app/version/${id}/download` });
    expect(dl.statusCode).toBe(200);
    expect(String(dl.headers["content-disposition"])).toMatch(/^attachment;/);
    expect(dl.rawPayload.equals(pkg)).toBe(true);
    const qr = await t.app.inject({
      method: "GET",
      url: `/api/c/app/version/${id}/qr`,
      headers: { host: "school.example.cn" },
    });
    expect(qr.statusCode).toBe(200);
    // Unpublished or without a package: nothing to download.
    ok(await t.call("/api/m/app/version/save", { ...android, id, published: false }, { as: clerk }));
    expect((await t.app.inject({ method: "GET", url: `/api/c/app/version/${id}/download` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/c/app/version/abc/download" })).statusCode).toBe(400);
  });
});
