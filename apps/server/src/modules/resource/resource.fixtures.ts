import type { UploadKind } from "../../platform/storage/sniff.js";
import { logoPng } from "../../seed/png.js";
import { buildZip } from "../../seed/zip.js";
import { userId } from "../../test/accounts.js";
import { body, type TestApp } from "../../test/harness.js";

/** The smallest bytes each type is recognised by (magic numbers), for resource tests. */
export const BYTES = {
  mp4: () =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom"),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from("isomiso2"),
      Buffer.alloc(4000, 7),
    ]),
  mp3: () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(2000, 1)]),
  pdf: () =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${"% filler line for range tests\n".repeat(40)}trailer\n<<>>\n%%EOF\n`,
    ),
  txt: () => Buffer.from("牛顿第一定律：一切物体在没有受到力的作用时，总保持静止状态或匀速直线运动状态。\n"),
  vtt: () => Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\n浮力实验字幕\n"),
  png: () => logoPng(16),
  docx: () =>
    buildZip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
    ]),
  zip: () => buildZip([{ name: "readme.txt", data: Buffer.from("hello") }]),
};

/** Stores a file as if `account` had uploaded it; returns its id. */
export async function fileOf(t: TestApp, account: string, kind: UploadKind, name: string, bytes: Buffer) {
  return (await t.services.files.save(kind, name, bytes, await userId(t, account))).id;
}

/** Saves a resource through the API and returns its id (throws on failure). */
export async function saveResource(t: TestApp, as: string, input: Record<string, unknown>): Promise<number> {
  const res = await t.call("/api/l/resource/save", input, { as });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return body<{ id: number }>(res).data.id;
}

/** Switches resource audit off (or on) for every kind, as an administrator would. */
export async function setResourceAudit(t: TestApp, admin: string, on: boolean, course = true) {
  const resource = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((k) => [k, on]));
  const res = await t.call("/api/m/audit/setting/save", { course, resource }, { as: admin });
  if (res.statusCode !== 200) throw new Error(`audit settings failed: ${res.body}`);
}

/** A published video resource of `account` (audit must be off). */
export async function publishedVideo(
  t: TestApp,
  as: string,
  account: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; fileId: number }> {
  const fileId = await fileOf(t, account, "video", "课堂实录.mp4", BYTES.mp4());
  const id = await saveResource(t, as, {
    name: "初中物理浮力实验",
    kind: 2,
    type: "VIDEO",
    files: [{ fileId }],
    visibility: "school",
    ...extra,
  });
  const res = await t.call("/api/l/resource/submit", { id }, { as });
  if (body<{ status: number }>(res).data?.status !== 2) throw new Error(`not published: ${res.body}`);
  return { id, fileId };
}
