import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoPng } from "../../seed/png.js";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { upload as chunkedUpload } from "../media/media.fixtures.js";

let t: TestApp;
let admin: string;
let student: string;
/** Holds a different back-office screen than the storage screen. */
let otherScreen: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  otherScreen = await userWithScreens(t, admin, "greyonly", ["site.webGrey"]);
});
afterAll(() => t.close());

function upload(name: string, bytes: Buffer, as: string | null, kind = "image") {
  const boundary = "----otpboundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
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

const picture = (id: number | string) => t.app.inject({ method: "GET", url: `/api/c/file/${id}` });

type StorageFile = { id: number; name: string; kind: string; ownerAccount: string | null; url: string | null };

describe("storage screen", () => {
  it("shows where files live, room left and use per kind, to the storage screen only", async () => {
    const d = await checkEndpoint<{
      driver: string;
      fileCount: number;
      totalBytes: number;
      disk: { freeBytes: number };
      kinds: { kind: string; count: number; bytes: number }[];
    }>(t, { url: "/api/m/site/storage/detail", body: {}, as: admin, wrongRole: student });
    expect(d.driver).toBe("local");
    expect(d.fileCount).toBeGreaterThanOrEqual(5);
    expect(d.disk.freeBytes).toBeGreaterThan(0);
    expect(d.kinds.find((k) => k.kind === "image")?.count).toBe(d.fileCount);
    expect(d.kinds.reduce((n, k) => n + k.bytes, 0)).toBe(d.totalBytes);
    expectForbidden(await t.call("/api/m/site/storage/detail", {}, { as: otherScreen }));
  });

  it("lists files with owners, filtered by kind and keyword, one page with its total", async () => {
    const files = await checkEndpoint<{ list: StorageFile[]; count: number }>(t, {
      url: "/api/m/site/storage/file/list",
      body: { kind: "image", keyword: "logo" },
      as: admin,
      wrongRole: student,
      bad: { body: { pageSize: 0 }, field: "pageSize" },
    });
    expect(files.list.map((f) => f.name)).toEqual(expect.arrayContaining(["logo.png", "logo-wide.png"]));
    expect(files.count).toBe(files.list.length);
    expect(files.list[0]?.ownerAccount).toBe("admin");
    expect(files.list[0]?.url).toBe(`/api/c/file/${files.list[0]?.id}`);
    expectForbidden(await t.call("/api/m/site/storage/file/list", {}, { as: otherScreen }));
    for (const h of ["%", "_", "'; drop table files; --", "校徽"]) {
      expect((await t.call("/api/m/site/storage/file/list", { keyword: h }, { as: admin })).statusCode, h).toBe(200);
    }
    expect(
      ok<{ count: number }>(await t.call("/api/m/site/storage/file/list", { keyword: "%" }, { as: admin })).count,
    ).toBe(0);

    const all = ok<{ list: StorageFile[]; count: number }>(
      await t.call("/api/m/site/storage/file/list", {}, { as: admin }),
    );
    const ids = all.list.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = ok<{ list: StorageFile[]; count: number }>(
      await t.call("/api/m/site/storage/file/list", { pageNo: 2, pageSize: 2 }, { as: admin }),
    );
    expect(second).toEqual({ list: all.list.slice(2, 4), count: all.count });
    expect(
      ok<{ list: StorageFile[]; count: number }>(
        await t.call("/api/m/site/storage/file/list", { pageNo: 500, pageSize: 2 }, { as: admin }),
      ),
    ).toEqual({ list: [], count: all.count });
  });
});

describe("picture upload", () => {
  it("stores a real picture and serves it with its sniffed type", async () => {
    const res = await upload("校徽.png", logoPng(32), admin);
    expect(res.statusCode).toBe(200);
    const file = body<{ id: number; url: string; name: string }>(res).data;
    expect(file.name).toBe("校徽.png");
    const served = await picture(file.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const saved = await t.call("/api/m/cms/area/pic/save", { areaCode: "logo", imgId: file.id }, { as: admin });
    expect(body<{ imgUrl: string }>(saved).data.imgUrl).toBe(file.url);
  });

  it("refuses HTML renamed to .png, a path-traversal name keeps only the base name, and needs a session", async () => {
    const html = await upload("evil.png", Buffer.from("<html><script>alert(1)</script></html>"), admin);
    expectBad(html, "file");
    expect(html.json().msg).toContain("图片");
    expectBad(await upload("a.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"), admin, "document"), "kind");
    const trav = await upload("../../etc/passwd.png", logoPng(8), admin);
    expect(body<{ name: string }>(trav).data.name).toBe("passwd.png");
    expectNoSession(await upload("a.png", logoPng(8), null));
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

describe("public pictures", () => {
  it("answers an unknown or malformed id, and files that are no pictures, as unknown", async () => {
    const teacher = await t.login("teacher");
    const pdf = await chunkedUpload(t, teacher, "document", "讲义.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"));
    for (const id of [999_999, "abc", -1, pdf.id]) expectNotFound(await picture(id));
  });
});
