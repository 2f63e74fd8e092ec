import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OfficeEditorConfig } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "../../platform/media/jwt.js";
import { expectBad, expectForbidden, expectNoSession, expectNotFound } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { files } from "../file/file.tables.js";
import { saveResource, setResourceAudit } from "../resource/resource.fixtures.js";
import { upload } from "./media.fixtures.js";

const SECRET = "document-server-secret";
let t: TestApp;
let teacher: string;
let student: string;
let admin: string;
let dir: string;
let docServer: Server;
let docUrl: string;
let otherServer: Server;
let otherUrl: string;
let originalPath: string | undefined;
const fetched: string[] = [];

/** A minimal .docx (zip with the OOXML parts file-type looks for). */
function docx(text: string): Buffer {
  // Stored (uncompressed) zip entries, written by hand: enough for file-type and for our checks.
  const entries: [string, string][] = [
    [
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ["_rels/.rels", "<Relationships/>"],
    ["word/document.xml", `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`],
  ];
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fname = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fname.length, 26);
    parts.push(local, fname, data);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(data.length, 24);
    c.writeUInt16LE(fname.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, fname);
    offset += 30 + fname.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

const EDITED = docx("修改后的教案");

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "otp-office-"));
  // A stand-in LibreOffice on PATH: writes a small PDF named after the input, as soffice does.
  const bin = path.join(dir, "bin");
  const script = path.join(bin, "soffice");
  rmSync(bin, { recursive: true, force: true });
  mkdirSync(bin);
  writeFileSync(
    script,
    `#!/bin/sh
out=""; prev=""; in=""
for a in "$@"; do
  if [ "$prev" = "--outdir" ]; then out="$a"; fi
  prev="$a"; in="$a"
done
name=$(basename "$in"); name="\${name%.*}"
printf '%%PDF-1.4\\n%% converted\\n%%%%EOF\\n' > "$out/$name.pdf"
`,
  );
  chmodSync(script, 0o755);
  // Put back in afterAll: test files share the worker's process (isolate: false).
  originalPath = process.env.PATH;
  process.env.PATH = `${bin}${path.delimiter}${process.env.PATH}`;

  // The fake Document Server: serves the edited version of a document.
  docServer = createServer((req, res) => {
    fetched.push(String(req.url));
    if (req.url === "/cache/files/edited.docx") {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      res.end(EDITED);
    } else if (req.url === "/cache/files/redirect") {
      res.writeHead(302, { location: `${otherUrl}/secret` });
      res.end();
    } else if (req.url === "/cache/files/page.docx") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>not a document</html>");
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  otherServer = createServer((req, res) => {
    fetched.push(`other:${req.url}`);
    res.end(EDITED);
  });
  await new Promise<void>((r) => docServer.listen(0, "127.0.0.1", r));
  await new Promise<void>((r) => otherServer.listen(0, "127.0.0.1", r));
  docUrl = `http://127.0.0.1:${(docServer.address() as AddressInfo).port}`;
  otherUrl = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`;

  t = await startTestApp();
  [teacher, student, admin] = await Promise.all([t.login("teacher"), t.login("student"), t.login("admin")]);
});
afterAll(async () => {
  process.env.PATH = originalPath;
  await t.close();
  await new Promise((r) => docServer.close(r));
  await new Promise((r) => otherServer.close(r));
  rmSync(dir, { recursive: true, force: true });
});

const configure = () =>
  t.services.media.configureOffice({ url: `${docUrl}/`, secret: SECRET, platformUrl: "http://platform.test" });
const config = (fileId: number, as: string, edit?: boolean) =>
  t.call("/api/l/only/office/config", edit === undefined ? { fileId } : { fileId, edit }, { as });
const fileRow = async (id: number) => (await t.db.select().from(files).where(eq(files.id, id)))[0];
const callback = (token: string, payload: object, opts: { header?: boolean; secret?: string } = {}) => {
  const jwt = signJwt(payload as Record<string, unknown>, opts.secret ?? SECRET);
  return t.app.inject({
    method: "POST",
    url: `/api/c/only/office/save?token=${token}`,
    // The Document Server sends no CSRF header and no cookie.
    headers: {
      "content-type": "application/json",
      ...(opts.header ? { authorization: `Bearer ${signJwt({ payload }, opts.secret ?? SECRET)}` } : {}),
    },
    payload: JSON.stringify(opts.header ? payload : { ...payload, token: jwt }),
  });
};

describe("office documents", () => {
  let docId: number;

  it("are converted to PDF by LibreOffice when it is installed", async () => {
    const up = await upload(t, teacher, "document", "教案.docx", docx("原始教案"));
    expect(up).toMatchObject({ ext: "docx", mediaStatus: "pending" });
    docId = up.id;
    await t.services.jobs.drain();
    const info = (await t.services.media.info([docId])).get(docId);
    expect(info?.status).toBe("ready");
    const pdf = await fileRow(info?.playFileId as number);
    expect(pdf).toMatchObject({ kind: "document", ext: "pdf", mime: "application/pdf", name: "教案.pdf" });
    expect(await t.services.media.sourceFileId(pdf?.id as number)).toBe(docId);
  });

  it("without ONLYOFFICE_URL the editor config is a clear 400", async () => {
    t.services.media.configureOffice(null);
    const res = await config(docId, teacher);
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain("未配置在线文档服务");
    expect(t.services.media.officeEnabled).toBe(false);
  });

  it("signs an editor config: view for viewers, edit only when asked by the owner or an admin", async () => {
    configure();
    expect(t.services.media.officeEnabled).toBe(true);
    const res = await config(docId, teacher, true);
    expect(res.statusCode).toBe(200);
    const { documentServerUrl, config: c } = body<OfficeEditorConfig>(res).data;
    expect(documentServerUrl).toBe(docUrl);
    expect(c.documentType).toBe("word");
    expect(c.document).toMatchObject({ fileType: "docx", title: "教案.docx" });
    expect(c.document.key).toMatch(new RegExp(`^${docId}-[0-9a-f]{16}$`));
    expect(c.document.permissions).toEqual({
      download: true,
      print: true,
      copy: true,
      review: false,
      edit: true,
      comment: false,
    });
    expect(c.editorConfig.mode).toBe("edit");
    expect(c.editorConfig.lang).toBe("zh-CN");
    expect(c.document.url.startsWith("http://platform.test/api/c/only/office/file?token=")).toBe(true);
    expect(c.editorConfig.callbackUrl.startsWith("http://platform.test/api/c/only/office/save?token=")).toBe(true);
    // The token is an HS256 JWT of the config itself, made with the Document Server's secret.
    const { token, ...signed } = c;
    expect(verifyJwt(token, SECRET)).toEqual(JSON.parse(JSON.stringify(signed)));
    expect(verifyJwt(token, "wrong")).toBeNull();

    const view = body<OfficeEditorConfig>(await config(docId, teacher)).data.config;
    expect(view.editorConfig.mode).toBe("view");
    expect(view.document.permissions.edit).toBe(false);
    expect((await config(docId, admin, true)).statusCode).toBe(200);
  });

  it("the Document Server fetches the document with the URL's token, no cookie", async () => {
    const c = body<OfficeEditorConfig>(await config(docId, teacher)).data.config;
    const res = await t.app.inject({ method: "GET", url: c.document.url.replace("http://platform.test", "") });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(docx("原始教案"))).toBe(true);
    expect(String(res.headers["content-disposition"]).startsWith("attachment;")).toBe(true);
    for (const bad of ["x".repeat(20), c.editorConfig.callbackUrl.split("token=")[1]]) {
      const r = await t.app.inject({ method: "GET", url: `/api/c/only/office/file?token=${bad}` });
      expect(r.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/c/only/office/file" })).statusCode).toBe(400);
  });

  it("refuses other users, other file types and bad input", async () => {
    expectForbidden(await config(docId, student), /没有查看该文件的权限/);
    const pdf = await upload(t, teacher, "document", "a.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"));
    expectBad(await config(pdf.id, teacher), "参数 fileId");
    expectNotFound(await config(99999, teacher));
    for (const [input, field] of [
      [{}, "参数 fileId"],
      [{ fileId: "x" }, "参数 fileId"],
      [{ fileId: docId, edit: "yes" }, "参数 edit"],
    ] as const) {
      expectBad(await t.call("/api/l/only/office/config", input, { as: teacher }), field);
    }
    expectNoSession(await t.call("/api/l/only/office/config", { fileId: docId }));
  });

  it("a viewer that is not the owner cannot ask for edit mode", async () => {
    // Let the resource module's rule (here: everyone) make the student a viewer.
    const media = t.services.media as unknown as { deps: { fileAccess?: () => Promise<unknown> } };
    const original = media.deps.fileAccess;
    media.deps.fileAccess = async () => ({ view: true, download: true });
    try {
      expect((await config(docId, student)).statusCode).toBe(200);
      expectForbidden(await config(docId, student, true), /只有文件所有者或管理员可以编辑/);
    } finally {
      media.deps.fileAccess = original;
    }
  });

  it("offers the editor's download (and print) only to viewers who may download", async () => {
    // A published document resource that refuses downloads: the student views it, read-only.
    await setResourceAudit(t, admin, false);
    const input = { name: "不允许下载的教案", kind: 3, type: "DOCUMENT", files: [{ fileId: docId }] };
    const id = await saveResource(t, teacher, { ...input, allowDownload: false });
    expect(body<{ status: number }>(await t.call("/api/l/resource/submit", { id }, { as: teacher })).data.status).toBe(
      2,
    );
    const denied = await config(docId, student);
    expect(denied.statusCode, denied.body).toBe(200);
    expect(body<OfficeEditorConfig>(denied).data.config.document.permissions).toMatchObject({
      download: false,
      print: false,
      edit: false,
    });
    // The owner may always download.
    expect(body<OfficeEditorConfig>(await config(docId, teacher)).data.config.document.permissions.download).toBe(true);

    await saveResource(t, teacher, { ...input, id, allowDownload: true });
    const allowed = body<OfficeEditorConfig>(await config(docId, student)).data.config;
    expect(allowed.document.permissions).toMatchObject({ download: true, print: true, edit: false });
    await setResourceAudit(t, admin, true);
  });

  it("the save callback checks the JWT, the key and the download origin, then stores the new version", async () => {
    const c = body<OfficeEditorConfig>(await config(docId, teacher, true)).data.config;
    const token = c.editorConfig.callbackUrl.split("token=")[1] as string;
    const key = c.document.key;
    const before = await fileRow(docId);
    const oldPath = (await t.services.files.storage.localCopy(before?.storageKey as string)).path;

    // Editing in progress (status 1) and closed without changes (4): acknowledged, nothing saved.
    for (const status of [1, 4]) {
      const res = await callback(token, { key, status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: 0 });
    }
    // Not authentic: wrong secret, no JWT, a token for another purpose.
    expect(
      (await callback(token, { key, status: 2, url: `${docUrl}/cache/files/edited.docx` }, { secret: "nope" })).json(),
    ).toEqual({ error: 1 });
    const noJwt = await t.app.inject({
      method: "POST",
      url: `/api/c/only/office/save?token=${token}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ key, status: 2, url: `${docUrl}/cache/files/edited.docx` }),
    });
    expect(noJwt.statusCode).toBe(403);
    const fileToken = c.document.url.split("token=")[1] as string;
    expect((await callback(fileToken, { key, status: 2, url: `${docUrl}/cache/files/edited.docx` })).statusCode).toBe(
      403,
    );
    // Another document version's key.
    expect(
      (await callback(token, { key: `${docId}-0000000000000000`, status: 2, url: `${docUrl}/x` })).statusCode,
    ).toBe(403);
    // SSRF guard: only the Document Server's own origin, and no redirects away from it.
    fetched.length = 0;
    for (const url of [
      `${otherUrl}/cache/files/edited.docx`,
      "http://localhost:1/x",
      "file:///etc/passwd",
      `${docUrl}/cache/files/redirect`,
    ]) {
      const res = await callback(token, { key, status: 2, url });
      expect(res.json(), url).toEqual({ error: 1 });
    }
    expect(fetched.some((f) => f.startsWith("other:"))).toBe(false);
    // Not a document: refused, nothing changes.
    expect(
      (await callback(token, { key, status: 2, url: `${docUrl}/cache/files/page.docx`, filetype: "docx" })).json(),
    ).toEqual({ error: 1 });
    expect((await fileRow(docId))?.sha256).toBe(before?.sha256);

    // The real save (JWT in the Authorization header this time, as {payload}).
    const ok = await callback(
      token,
      { key, status: 2, url: `${docUrl}/cache/files/edited.docx`, filetype: "docx" },
      { header: true },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ error: 0 });
    const after = await fileRow(docId);
    expect(after?.id).toBe(docId);
    expect(after?.sha256).not.toBe(before?.sha256);
    expect(after?.size).toBe(EDITED.length);
    expect(after?.storageKey).not.toBe(before?.storageKey);
    expect(
      readFileSync((await t.services.files.storage.localCopy(after?.storageKey as string)).path).equals(EDITED),
    ).toBe(true);
    expect(existsSync(oldPath)).toBe(false);
    // The PDF is made again from the new version; the old one is gone.
    const oldPdf = (await t.services.media.info([docId])).get(docId)?.playFileId as number;
    await t.services.jobs.drain();
    const newPdf = (await t.services.media.info([docId])).get(docId)?.playFileId as number;
    expect(newPdf).not.toBe(oldPdf);
    expect(await fileRow(oldPdf)).toBeUndefined();
    // The next editor session gets a new key (the Document Server must not reuse its cache);
    // its callback URL is bound to that key.
    const next = body<OfficeEditorConfig>(await config(docId, teacher)).data.config;
    expect(next.document.key).not.toBe(key);
    const token2 = next.editorConfig.callbackUrl.split("token=")[1] as string;
    expect((await callback(token2, { key, status: 2, url: `${docUrl}/cache/files/edited.docx` })).statusCode).toBe(403);
    // Force-save (6) with the new key works too.
    expect(
      (await callback(token2, { key: next.document.key, status: 6, url: `${docUrl}/cache/files/edited.docx` })).json(),
    ).toEqual({ error: 0 });
  });
});
