import { writeFile } from "node:fs/promises";
import { type AnyEndpoint, endpoints, TOKEN_NAME, urlOf } from "@otp/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handoutPdf } from "../../seed/demo-documents.js";
import { logoPng } from "../../seed/png.js";
import { newTeacher, userId } from "../../test/accounts.js";
import { expectBad } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { fileOf, saveResource, setResourceAudit } from "../resource/resource.fixtures.js";
import { renditionKey } from "./file.renditions.js";

/**
 * How stored files reach players and pictures: every file route answers byte ranges (the
 * players of phones seek with them), and pictures come in phone sizes (`?w=`).
 */

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
/** A 1200 px picture that belongs to no resource (a cover or an avatar): public. */
let bigPicture: number;
/** The files of two published resources: a picture and a PDF. */
let resourcePicture: number;
let resourcePdf: number;

const get = (url: string, as: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { ...headers, ...(as ? { cookie: `${TOKEN_NAME}=${as}` } : {}) },
  });
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

beforeAll(async () => {
  t = await startTestApp();
  [admin, student] = await Promise.all([t.login("admin"), t.login("student")]);
  teacher = await newTeacher(t, admin, "dlvteacher");
  bigPicture = await fileOf(t, "dlvteacher", "image", "大图.png", logoPng(1200));
  resourcePicture = await fileOf(t, "dlvteacher", "image", "板书.png", logoPng(1000));
  resourcePdf = await fileOf(t, "dlvteacher", "document", "讲义.pdf", handoutPdf("物理", "讲义"));
  await setResourceAudit(t, admin, false);
  for (const [name, type, fileId] of [
    ["板书", "PICTURE", resourcePicture],
    ["讲义", "DOCUMENT", resourcePdf],
  ] as const) {
    const id = await saveResource(t, teacher, { name, kind: 3, type, files: [{ fileId }], visibility: "public" });
    await t.send(endpoints.resource.submit, { id }, { as: teacher });
  }
});
afterAll(() => t.close());

describe("byte ranges", () => {
  /** The first two bytes of the file at `url`: 206 with the range and the whole size. */
  async function expectRange(name: string, url: string, as: string | null) {
    const whole = await get(url, as);
    expect(whole.statusCode, `${name}: ${whole.body.slice(0, 200)}`).toBe(200);
    const part = await get(url, as, { range: "bytes=0-1" });
    expect(part.statusCode, name).toBe(206);
    expect(part.headers["content-range"], name).toBe(`bytes 0-1/${whole.rawPayload.length}`);
    expect(part.rawPayload, name).toEqual(whole.rawPayload.subarray(0, 2));
  }

  it("are answered by every route that serves a stored file", async () => {
    const studentId = await userId(t, "student");
    const classId = (await t.services.users.info(studentId)).classId as number;
    const handout = await fileOf(t, "dlvteacher", "document", "参考.pdf", handoutPdf("物理", "参考"));
    const assignment = await t.send(
      endpoints.assignment.save,
      {
        title: "范围请求练习",
        instructions: "上传实验报告。",
        classIds: [classId],
        dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        fileKinds: ["document"],
        latePolicy: "refuse",
        attachmentIds: [handout],
      },
      { as: teacher },
    );
    const report = await fileOf(t, "student", "document", "报告.pdf", handoutPdf("物理", "报告"));
    const submission = await t.send(
      endpoints.assignment.submit,
      { assignmentId: assignment.id, content: "见附件", fileIds: [report] },
      { as: student },
    );
    const notice = await fileOf(t, "admin", "document", "通知.pdf", handoutPdf("通知", "附件"));
    const announcement = await t.send(
      endpoints.announcement.admin.save,
      { title: "范围请求通知", content: "<p>见附件</p>", publish: true, attachmentIds: [notice] },
      { as: admin },
    );

    const cases: [string, AnyEndpoint, Record<string, number>, Record<string, number> | undefined][] = [
      ["resource.file.stream", endpoints.resource.file.stream, {}, { id: resourcePdf }],
      ["resource.file.openStream", endpoints.resource.file.openStream, {}, { id: resourcePdf }],
      ["assignment.file", endpoints.assignment.file, { id: assignment.id, fileId: handout }, undefined],
      [
        "assignment.submission.file",
        endpoints.assignment.submission.file,
        { id: submission.id, fileId: report },
        undefined,
      ],
      ["announcement.file", endpoints.announcement.file, { id: announcement.id, fileId: notice }, undefined],
      ["file.picture", endpoints.file.picture, { id: bigPicture }, undefined],
      ["file.picture?w=240", endpoints.file.picture, { id: bigPicture }, { w: 240 }],
    ];
    for (const [name, ep, params, query] of cases) await expectRange(name, urlOf(ep, params, query), student);
  });
});

describe("picture sizes", () => {
  it("shrinks a public picture to the asked width, once, and leaves the original alone", async () => {
    const original = await get(urlOf(endpoints.file.picture, { id: bigPicture }), null);
    expect(original.headers["content-type"]).toBe("image/png");
    expect(await widthOf(original.rawPayload)).toBe(1200);

    const url = urlOf(endpoints.file.picture, { id: bigPicture }, { w: 480 });
    const small = await get(url, null);
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/webp");
    expect(small.headers["cache-control"]).toBe(original.headers["cache-control"]);
    expect(small.headers.etag).not.toBe(original.headers.etag);
    expect(await widthOf(small.rawPayload)).toBe(480);
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length);
    // Asked again (its ETag), it is not sent again.
    expect((await get(url, null, { "if-none-match": String(small.headers.etag) })).statusCode).toBe(304);

    // The copy is kept in storage beside the original: a second request reads it as stored.
    const [row] = await t.services.files.many([bigPicture]);
    const key = renditionKey(row?.storageKey as string, 480);
    expect(await t.services.files.storage.size(key)).toBe(small.rawPayload.length);
    const marker = await sharp({ create: { width: 3, height: 3, channels: 3, background: "#00f" } })
      .webp()
      .toBuffer();
    await writeFile((await t.services.files.storage.localCopy(key)).path, marker);
    expect((await get(url, null)).rawPayload).toEqual(marker);
  });

  it("never enlarges, ignores w for other files and downloads, refuses other widths", async () => {
    const little = await fileOf(t, "dlvteacher", "image", "小图.png", logoPng(100));
    const kept = await get(urlOf(endpoints.file.picture, { id: little }, { w: 960 }), null);
    expect(await widthOf(kept.rawPayload)).toBe(100);
    // A tall picture keeps its proportions: w is the width.
    const tallPng = await sharp({ create: { width: 600, height: 1200, channels: 3, background: "#369" } })
      .png()
      .toBuffer();
    const tall = await fileOf(t, "dlvteacher", "image", "长图.png", tallPng);
    const tallSmall = await sharp(
      (await get(urlOf(endpoints.file.picture, { id: tall }, { w: 240 }), null)).rawPayload,
    ).metadata();
    expect([tallSmall.width, tallSmall.height]).toEqual([240, 480]);

    expectBad(await get(urlOf(endpoints.file.picture, { id: bigPicture }, { w: 500 }), null), "w");
    expectBad(await get(urlOf(endpoints.resource.file.stream, {}, { id: resourcePdf, w: 100 }), student), "w");

    // A resource's picture through the checked stream: shrunk for a viewer, the original as a download.
    const stream = (query: Record<string, number>) => get(urlOf(endpoints.resource.file.stream, {}, query), student);
    const shown = await stream({ id: resourcePicture, w: 240 });
    expect(shown.headers["content-type"]).toBe("image/webp");
    expect(await widthOf(shown.rawPayload)).toBe(240);
    const guest = await get(urlOf(endpoints.resource.file.openStream, {}, { id: resourcePicture, w: 240 }), student);
    expect(guest.rawPayload).toEqual(shown.rawPayload);
    const download = await get(
      urlOf(endpoints.resource.file.stream, {}, { id: resourcePicture, w: 240, download: 1 }),
      teacher,
    );
    expect(download.headers["content-type"]).toBe("image/png");
    expect(await widthOf(download.rawPayload)).toBe(1000);
    // A PDF has no smaller size: the same bytes with or without w.
    const pdf = await stream({ id: resourcePdf, w: 240 });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload).toEqual((await stream({ id: resourcePdf })).rawPayload);
  });
});
