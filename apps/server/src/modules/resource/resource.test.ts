import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userId } from "../../test/accounts.js";
import { expectNoSession, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { makeClip, upload } from "../media/media.fixtures.js";
import { mediaAssets } from "../media/media.tables.js";
import { BYTES, fileOf, publishedVideo, saveResource, setResourceAudit } from "./resource.fixtures.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let other: string;

type Detail = {
  id: number;
  name: string;
  status: number;
  visitCount: number;
  canEdit: boolean;
  collected: boolean;
  rejectReason: string | null;
  allowDownload: boolean;
  fileList: {
    id: number;
    httpPath: string;
    label: string;
    captionUrl: string | null;
    thumbUrl: string | null;
    iconType: number;
  }[];
  docPlay: { mode: string; url: string | null; message?: string } | null;
  coverUrl: string | null;
  ownerName: string;
};
type Page<T> = { list: T[]; count: number };

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, student, other] = await Promise.all([
    t.login("admin"),
    t.login("teacher"),
    t.login("student"),
    t.login("t001"),
  ]);
});
afterAll(() => t.close());

describe("saving a resource", () => {
  it("creates a draft video with a caption and a cover, and lets the owner edit it", async () => {
    const video = await fileOf(t, "teacher", "video", "浮力.mp4", BYTES.mp4());
    const caption = await fileOf(t, "teacher", "document", "浮力.vtt", BYTES.vtt());
    const cover = await fileOf(t, "teacher", "image", "封面.png", BYTES.png());
    const id = await saveResource(t, teacher, {
      name: "浮力的秘密",
      kind: 2,
      type: "VIDEO",
      brief: "<p>阿基米德原理的课堂演示</p>",
      files: [{ fileId: video, captionFileId: caption }],
      coverFileId: cover,
    });
    const d = body<Detail>(await t.call("/api/c/resource/detail", { id }, { as: teacher })).data;
    expect(d).toMatchObject({ name: "浮力的秘密", status: 0, canEdit: true, coverUrl: `/api/c/file/${cover}` });
    expect(d.fileList).toEqual([
      expect.objectContaining({
        id: video,
        httpPath: `/api/l/resource/file/stream?id=${video}`,
        captionUrl: `/api/l/resource/file/stream?id=${caption}`,
        iconType: 1,
      }),
    ]);

    const second = await fileOf(t, "teacher", "video", "第二段.mp4", BYTES.mp4());
    await saveResource(t, teacher, {
      id,
      name: "浮力的秘密（修订）",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: video }, { fileId: second }],
    });
    const again = body<Detail>(await t.call("/api/c/resource/detail", { id }, { as: teacher })).data;
    expect(again.name).toBe("浮力的秘密（修订）");
    expect(again.fileList.map((f) => f.id)).toEqual([video, second]);
    // Left out, the cover stays; null removes it.
    expect(again.coverUrl).toBe(`/api/c/file/${cover}`);
    await saveResource(t, teacher, {
      id,
      name: "浮力的秘密（修订）",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: video, captionFileId: caption }],
      coverFileId: null,
    });
    const third = body<Detail & { coverFileId: number | null }>(
      await t.call("/api/c/resource/detail", { id }, { as: teacher }),
    ).data;
    expect(third.coverFileId).toBeNull();
    expect(third.fileList[0]).toMatchObject({ captionFileId: caption });
  });

  it("checks that the files fit the type", async () => {
    const video = await fileOf(t, "teacher", "video", "a.mp4", BYTES.mp4());
    const pdf = await fileOf(t, "teacher", "document", "a.pdf", BYTES.pdf());
    const png = await fileOf(t, "teacher", "image", "a.png", BYTES.png());
    const vtt = await fileOf(t, "teacher", "document", "a.vtt", BYTES.vtt());
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: "DOCUMENT", files: [{ fileId: video }] }, /参数 files：文档资源只能包含文档文件/],
      [{ type: "VIDEO", files: [{ fileId: pdf }] }, /参数 files：视频资源只能包含视频文件/],
      [{ type: "AUDIO", files: [{ fileId: video }] }, /音频资源只能包含音频文件/],
      [{ type: "PICTURE", files: [{ fileId: pdf }] }, /图片资源只能包含图片文件/],
      [{ type: "DOCUMENT", files: [{ fileId: vtt }] }, /文档资源只能包含文档文件/],
      [{ type: "MULTISCREEN", files: [{ fileId: video, label: "教师" }] }, /多屏视频需要2至6个视频/],
      [{ type: "VIDEO", files: [{ fileId: video, captionFileId: pdf }] }, /参数 captionFileId：字幕必须是WebVTT/],
      [{ type: "DOCUMENT", files: [{ fileId: pdf, captionFileId: vtt }] }, /只有视频可以添加字幕/],
      [{ type: "VIDEO", files: [{ fileId: video }], coverFileId: pdf }, /参数 coverFileId：封面必须是图片/],
      [{ type: "VIDEO", files: [{ fileId: video }, { fileId: video }] }, /同一文件不能重复添加/],
      [{ type: "VIDEO", files: [{ fileId: 999999 }] }, /参数 files：文件不存在/],
      [{ type: "PICTURE", files: [{ fileId: png }], orgId: 99999 }, /参数 orgId：所属机构不存在/],
      [{ type: "PICTURE", files: [{ fileId: png }], subjectId: 99999 }, /参数 subjectId：学科不存在/],
      [{ type: "PICTURE", files: [{ fileId: png }], termId: 99999 }, /参数 termId：学期不存在/],
    ];
    for (const [input, msg] of cases) {
      const res = await t.call("/api/l/resource/save", { name: "x", kind: 1, ...input }, { as: teacher });
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(body(res).msg).toMatch(msg);
    }
    const second = await fileOf(t, "teacher", "video", "b.mp4", BYTES.mp4());
    const multi = await t.call(
      "/api/l/resource/save",
      { name: "多屏", kind: 4, type: "MULTISCREEN", files: [{ fileId: video, label: "教师" }, { fileId: second }] },
      { as: teacher },
    );
    expect(body(multi).msg).toBe("参数 files：请填写每个画面的名称");
    ok(
      await t.call(
        "/api/l/resource/save",
        {
          name: "多屏",
          kind: 4,
          type: "MULTISCREEN",
          files: [
            { fileId: video, label: "教师" },
            { fileId: second, label: "学生" },
          ],
        },
        { as: teacher },
      ),
    );
  });

  it("rejects bad input with Chinese messages naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 1, type: "VIDEO", files: [{ fileId: 1 }] }, "参数 name：请输入资源名称"],
      [{ name: "x", kind: 9, type: "VIDEO", files: [{ fileId: 1 }] }, "参数 kind：资源类别不正确"],
      [{ name: "x", kind: 1, type: "GAME", files: [{ fileId: 1 }] }, "参数 type：资源类型不正确"],
      [{ name: "x", kind: 1, type: "VIDEO", files: [] }, "参数 files：请上传资源文件"],
      [
        { name: "x", kind: 1, type: "VIDEO", files: [{ fileId: 1 }], visibility: "all" },
        "参数 visibility：查看权限不正确",
      ],
    ];
    for (const [input, msg] of cases) {
      const res = await t.call("/api/l/resource/save", input, { as: teacher });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe(msg);
    }
  });

  it("only uses the caller's own uploads, and only the owner or an administrator edits", async () => {
    const theirs = await fileOf(t, "t001", "video", "别人的.mp4", BYTES.mp4());
    const res = await t.call(
      "/api/l/resource/save",
      { name: "借用", kind: 2, type: "VIDEO", files: [{ fileId: theirs }] },
      { as: teacher },
    );
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe("参数 files：只能使用自己上传的文件");

    const mine = await fileOf(t, "teacher", "video", "我的.mp4", BYTES.mp4());
    const input = { name: "教师的资源", kind: 2, type: "VIDEO", files: [{ fileId: mine }] };
    const id = await saveResource(t, teacher, input);
    expect((await t.call("/api/l/resource/save", { ...input, id }, { as: other })).statusCode).toBe(403);
    expect((await t.call("/api/l/resource/save", { ...input, id: 999999 }, { as: teacher })).statusCode).toBe(404);
    // An administrator edits it, keeping the teacher's files and the teacher as owner.
    const edited = await t.call("/api/l/resource/save", { ...input, id, name: "管理员改过" }, { as: admin });
    expect(edited.statusCode).toBe(200);
    const d = body<Detail & { ownerId: number }>(await t.call("/api/c/resource/detail", { id }, { as: teacher })).data;
    expect(d.name).toBe("管理员改过");
    expect(d.canEdit).toBe(true);
    expectNoSession(await t.call("/api/l/resource/save", input));
  });
});

describe("submitting and deleting", () => {
  it("sends a draft to audit by default and publishes at once when audit is off for the kind", async () => {
    const fileId = await fileOf(t, "teacher", "document", "讲义.pdf", BYTES.pdf());
    const id = await saveResource(t, teacher, { name: "讲义", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    expect((await t.call("/api/l/resource/submit", { id }, { as: other })).statusCode).toBe(403);
    expect(body(await t.call("/api/l/resource/submit", { id }, { as: teacher })).data).toEqual({ status: 1 });
    // Submitting again changes nothing.
    expect(body(await t.call("/api/l/resource/submit", { id }, { as: teacher })).data).toEqual({ status: 1 });

    const settings = body<{ course: boolean; resource: Record<string, boolean> }>(
      await t.call("/api/m/audit/setting/detail", {}, { as: admin }),
    ).data;
    await t.call(
      "/api/m/audit/setting/save",
      { course: settings.course, resource: { ...settings.resource, "3": false } },
      { as: admin },
    );
    const id2 = await saveResource(t, teacher, { name: "讲义二", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    expect(body(await t.call("/api/l/resource/submit", { id: id2 }, { as: teacher })).data).toEqual({ status: 2 });
    await setResourceAudit(t, admin, true);

    expect((await t.call("/api/l/resource/submit", { id: 999999 }, { as: teacher })).statusCode).toBe(404);
    expect(body(await t.call("/api/l/resource/submit", { id: "x" }, { as: teacher })).msg).toMatch(/^参数 id：/);
    expectNoSession(await t.call("/api/l/resource/submit", { id }));
  });

  it("sends a changed published resource back to draft while its kind is audited", async () => {
    await setResourceAudit(t, admin, false);
    const { id, fileId } = await publishedVideo(t, teacher, "teacher");
    await setResourceAudit(t, admin, true);
    await saveResource(t, teacher, { id, name: "改了名字", kind: 2, type: "VIDEO", files: [{ fileId }] });
    expect(body<Detail>(await t.call("/api/c/resource/detail", { id }, { as: teacher })).data.status).toBe(0);
  });

  it("lets the owner or an administrator delete, and nobody else", async () => {
    await setResourceAudit(t, admin, false);
    const { id } = await publishedVideo(t, teacher, "teacher");
    await setResourceAudit(t, admin, true);
    await t.call("/api/l/collect/toggle", { targetType: "resource", targetId: id }, { as: student });
    expect((await t.call("/api/l/resource/delete", { id }, { as: other })).statusCode).toBe(403);
    expect((await t.call("/api/l/resource/delete", { id }, { as: student })).statusCode).toBe(403);
    expect((await t.call("/api/l/resource/delete", { id }, { as: teacher })).statusCode).toBe(200);
    expect((await t.call("/api/c/resource/detail", { id }, { as: teacher })).statusCode).toBe(404);
    expect((await t.call("/api/l/resource/delete", { id }, { as: teacher })).statusCode).toBe(404);
    // Deleted resources leave collections too.
    const collected = body<Page<{ targetId: number }>>(
      await t.call("/api/l/collect/list", { targetType: "resource" }, { as: student }),
    ).data;
    expect(collected.list.map((c) => c.targetId)).not.toContain(id);

    const fileId = await fileOf(t, "teacher", "document", "x.pdf", BYTES.pdf());
    const id2 = await saveResource(t, teacher, { name: "管理员删", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    expect((await t.call("/api/l/resource/delete", { id: id2 }, { as: admin })).statusCode).toBe(200);
    expect((await t.call("/api/l/resource/delete", {}, { as: admin })).statusCode).toBe(400);
    expectNoSession(await t.call("/api/l/resource/delete", { id: id2 }));
  });
});

describe("viewing", () => {
  it("shows drafts to the owner and administrators only", async () => {
    const fileId = await fileOf(t, "teacher", "document", "草稿.pdf", BYTES.pdf());
    const id = await saveResource(t, teacher, { name: "草稿资源", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    expect((await t.call("/api/c/resource/detail", { id }, { as: student })).statusCode).toBe(403);
    expect((await t.call("/api/c/resource/detail", { id }, { as: other })).statusCode).toBe(403);
    const asAdmin = body<Detail>(await t.call("/api/c/resource/detail", { id }, { as: admin })).data;
    expect(asAdmin.canEdit).toBe(true);
    const auditor = await t.login("auditor");
    expect((await t.call("/api/c/resource/detail", { id }, { as: auditor })).statusCode).toBe(200);
    expect((await t.call("/api/c/resource/detail", { id: 999999 }, { as: student })).statusCode).toBe(404);
    expect((await t.call("/api/c/resource/detail", { id: 0 }, { as: student })).statusCode).toBe(400);
    // Beyond PostgreSQL's integer: a 400 naming the field, not a database error.
    const huge = await t.call("/api/c/resource/detail", { id: 3_000_000_000 }, { as: student });
    expect(huge.statusCode).toBe(400);
    expect(body(huge).msg).toBe("参数 id：编号不正确");
    const note = await t.call("/api/c/course/section/resource/note/list/rand", { key: 3_000_000_000 });
    expect(note.statusCode).toBe(400);
    expect(body(note).msg).toContain("key");
  });

  it("lets guests see public resources only, and only in guest mode", async () => {
    await setResourceAudit(t, admin, false);
    const pub = await publishedVideo(t, teacher, "teacher", { name: "公开课浮力", visibility: "public" });
    const school = await publishedVideo(t, teacher, "teacher", { name: "校内浮力" });
    await setResourceAudit(t, admin, true);
    const guestMode = (isUsing: boolean) =>
      t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing }, { as: admin });
    await guestMode(false);
    try {
      expectNoSession(await t.call("/api/c/resource/detail", { id: pub.id }));
    } finally {
      // The demo school runs with guest mode on.
      await guestMode(true);
    }
    const d = body<Detail>(await t.call("/api/c/resource/detail", { id: pub.id })).data;
    expect(d.canEdit).toBe(false);
    // Published for everybody: the preview streams through the guest-open route.
    expect(d.fileList[0]?.httpPath).toBe(`/api/c/resource/file/stream?id=${pub.fileId}`);
    const hidden = await t.call("/api/c/resource/detail", { id: school.id });
    expect(hidden.statusCode).toBe(403);
    expect(body(hidden).msg).toBe("该资源仅限校内用户登录后查看");
    const list = body<Page<{ id: number }>>(await t.call("/api/c/resource/list", { keyword: "浮力" })).data;
    expect(list.list.map((r) => r.id)).toContain(pub.id);
    expect(list.list.map((r) => r.id)).not.toContain(school.id);
    // The checked stream needs a session; the open one plays the public resource to a guest.
    const stream = await t.app.inject({ method: "GET", url: `/api/l/resource/file/stream?id=${pub.fileId}` });
    expectNoSession(stream);
    const open = (id: number, q = "") =>
      t.app.inject({ method: "GET", url: `/api/c/resource/file/stream?id=${id}${q}` });
    const played = await open(pub.fileId);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.length).toBeGreaterThan(0);
    // Never a download for a guest, nothing of a school-only resource, a bad id named.
    expect(body(await open(pub.fileId, "&download=1")).msg).toBe("该资源不允许下载");
    expect((await open(school.fileId)).statusCode).toBe(403);
    expect(body(await t.app.inject({ method: "GET", url: "/api/c/resource/file/stream?id=abc" })).msg).toMatch(
      /^参数 id：/,
    );
    // A logged-in viewer may use it too (same checks); the school resource keeps the checked link.
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/c/resource/file/stream?id=${school.fileId}`,
          headers: { cookie: `Token=${student}` },
        })
      ).statusCode,
    ).toBe(200);
    const sd = body<Detail>(await t.call("/api/c/resource/detail", { id: school.id }, { as: student })).data;
    expect(sd.fileList[0]?.httpPath).toBe(`/api/l/resource/file/stream?id=${school.fileId}`);
    await guestMode(false);
    try {
      expectNoSession(await open(pub.fileId));
    } finally {
      await guestMode(true);
    }
  });

  it("counts a visit once per viewer per hour", async () => {
    await setResourceAudit(t, admin, false);
    const { id } = await publishedVideo(t, teacher, "teacher");
    await setResourceAudit(t, admin, true);
    const count = async (as: string) =>
      body<Detail>(await t.call("/api/c/resource/detail", { id }, { as })).data.visitCount;
    expect(await count(student)).toBe(1);
    expect(await count(student)).toBe(1);
    expect(await count(other)).toBe(2);
    expect(await t.services.resources.markVisit("course", 1, "u:1")).toBe(true);
    expect(await t.services.resources.markVisit("course", 1, "u:1")).toBe(false);
  });

  it("offers a document by extension: pdf and text inline, office for download, zip with the message", async () => {
    await setResourceAudit(t, admin, false);
    const make = async (name: string, bytes: Buffer, allowDownload = true) => {
      const fileId = await fileOf(t, "teacher", "document", name, bytes);
      const id = await saveResource(t, teacher, {
        name,
        kind: 3,
        type: "DOCUMENT",
        files: [{ fileId }],
        allowDownload,
      });
      await t.call("/api/l/resource/submit", { id }, { as: teacher });
      return { id, fileId, d: body<Detail>(await t.call("/api/c/resource/detail", { id }, { as: student })).data };
    };
    const pdf = await make("教案.pdf", BYTES.pdf());
    expect(pdf.d.docPlay).toEqual({ mode: "pdf", url: `/api/l/resource/file/stream?id=${pdf.fileId}` });
    expect(pdf.d.fileList[0]?.iconType).toBe(5);
    const txt = await make("说明.txt", BYTES.txt());
    expect(txt.d.docPlay?.mode).toBe("text");
    expect(txt.d.fileList[0]?.iconType).toBe(6);
    const docx = await make("教学设计.docx", BYTES.docx());
    expect(docx.d.docPlay).toMatchObject({
      mode: "download",
      url: `/api/l/resource/file/stream?id=${docx.fileId}&download=1`,
    });
    expect(docx.d.docPlay?.message).toMatch(/下载/);
    expect(docx.d.fileList[0]?.iconType).toBe(2);
    const zip = await make("素材包.zip", BYTES.zip());
    expect(zip.d.docPlay).toMatchObject({ mode: "zip", message: "zip文件，请下载后在本地查看" });
    const locked = await make("不许下载.docx", BYTES.docx(), false);
    expect(locked.d.docPlay?.url).toBeNull();
    await setResourceAudit(t, admin, true);
  });
});

describe("lists", () => {
  it("the public list shows published resources by kind, keyword and pinyin initials", async () => {
    await setResourceAudit(t, admin, false);
    const a = await publishedVideo(t, teacher, "teacher", { name: "高中化学氧化还原", kind: 5 });
    const draftFile = await fileOf(t, "teacher", "video", "d.mp4", BYTES.mp4());
    const draft = await saveResource(t, teacher, {
      name: "高中化学草稿",
      kind: 5,
      type: "VIDEO",
      files: [{ fileId: draftFile }],
    });
    await setResourceAudit(t, admin, true);
    const ids = async (input: object) =>
      body<Page<{ id: number }>>(await t.call("/api/c/resource/list", input, { as: student })).data.list.map(
        (r) => r.id,
      );
    expect(await ids({ kind: 5 })).toContain(a.id);
    expect(await ids({ kind: 5 })).not.toContain(draft);
    expect(await ids({ kind: 4 })).not.toContain(a.id);
    expect(await ids({ keyword: "氧化" })).toContain(a.id);
    expect(await ids({ keyword: "hx" })).toContain(a.id);
    expect(await ids({ keyword: "不存在的词语" })).toEqual([]);
    expect(await ids({ sort: "hot", kind: 5 })).toContain(a.id);
    const bad = await t.call("/api/c/resource/list", { kind: 8 }, { as: student });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe("参数 kind：资源类别不正确");
    expect((await t.call("/api/c/resource/list", { sort: "best" }, { as: student })).statusCode).toBe(400);
  });

  it("shows each listed picture resource with its own picture, as its detail does", async () => {
    const owner = await t.login("t003");
    await setResourceAudit(t, admin, false);
    const made: number[] = [];
    for (const name of ["封面核对甲", "封面核对乙"]) {
      const fileId = await fileOf(t, "t003", "image", `${name}.png`, BYTES.png());
      const id = await saveResource(t, owner, {
        name,
        kind: 3,
        type: "PICTURE",
        files: [{ fileId }],
        visibility: "public",
      });
      await t.call("/api/l/resource/submit", { id }, { as: owner });
      made.push(id);
    }
    await setResourceAudit(t, admin, true);
    const listed = body<Page<{ id: number; coverUrl: string | null }>>(
      await t.call(
        "/api/c/resource/list",
        { type: "PICTURE", ownerId: await userId(t, "t003"), pageSize: 50 },
        { as: student },
      ),
    ).data.list;
    for (const id of made) {
      const detail = body<{ coverUrl: string | null }>(
        await t.call("/api/c/resource/detail", { id }, { as: student }),
      ).data;
      expect(listed.find((r) => r.id === id)?.coverUrl, `resource ${id}`).toBe(detail.coverUrl);
    }
  });

  it("my list has the caller's resources in every state; pick list adds published ones", async () => {
    const fileId = await fileOf(t, "t001", "image", "p.png", BYTES.png());
    const mine = await saveResource(t, other, { name: "我的图片", kind: 1, type: "PICTURE", files: [{ fileId }] });
    const my = body<Page<{ id: number; status: number; ownerAccount: string; fileCount: number }>>(
      await t.call("/api/l/resource/my/list", {}, { as: other }),
    ).data;
    expect(my.list.map((r) => r.id)).toContain(mine);
    expect(my.list.find((r) => r.id === mine)).toMatchObject({
      status: 0,
      ownerAccount: "t001",
      fileCount: 1,
      fileList: [{ id: fileId, fileName: "p.png", mediaStatus: "none", progress: 0 }],
    });
    const teacherMine = body<Page<{ id: number }>>(await t.call("/api/l/resource/my/list", {}, { as: teacher })).data;
    expect(teacherMine.list.map((r) => r.id)).not.toContain(mine);
    expect(
      body<Page<{ id: number }>>(await t.call("/api/l/resource/my/list", { status: 2 }, { as: other })).data.list,
    ).toEqual([]);
    expect((await t.call("/api/l/resource/my/list", { status: 7 }, { as: other })).statusCode).toBe(400);
    expectNoSession(await t.call("/api/l/resource/my/list", {}));

    const pick = body<Page<{ id: number; status: number; ownerId: number }>>(
      await t.call("/api/l/resource/pick/list", { pageSize: 100 }, { as: other }),
    ).data;
    expect(pick.list.map((r) => r.id)).toContain(mine);
    expect(pick.list.every((r) => r.status === 2 || r.id === mine)).toBe(true);
    const teacherPick = body<Page<{ id: number }>>(
      await t.call("/api/l/resource/pick/list", { pageSize: 100 }, { as: teacher }),
    ).data;
    expect(teacherPick.list.map((r) => r.id)).not.toContain(mine);
    expect((await t.call("/api/l/resource/pick/list", { pageSize: 1000 }, { as: other })).statusCode).toBe(400);
    expectNoSession(await t.call("/api/l/resource/pick/list", {}));

    expect(await t.services.resources.attachable([mine, 999999], await principal("t001"))).toEqual([mine]);
    expect(await t.services.resources.attachable([mine], await principal("teacher"))).toEqual([]);
  });
});

async function principal(account: string) {
  const u = await t.services.users.findByAccount(account);
  const p = await t.services.users.load(u?.id as number);
  return { ...(p as NonNullable<typeof p>), sessionId: 0 };
}

describe("details for the course module", () => {
  it("keeps the given order and leaves out what the viewer may not see", async () => {
    await setResourceAudit(t, admin, false);
    const a = await publishedVideo(t, teacher, "teacher", { name: "甲" });
    const b = await publishedVideo(t, teacher, "teacher", { name: "乙", visibility: "public" });
    await setResourceAudit(t, admin, true);
    const fileId = await fileOf(t, "teacher", "document", "c.pdf", BYTES.pdf());
    const draft = await saveResource(t, teacher, { name: "丙", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    const s = await principal("student");
    expect((await t.services.resources.details([b.id, draft, a.id, 999999], s)).map((d) => d.id)).toEqual([b.id, a.id]);
    expect((await t.services.resources.details([a.id, b.id], null)).map((d) => d.id)).toEqual([b.id]);
    expect((await t.services.resources.details([draft], await principal("teacher"))).map((d) => d.id)).toEqual([draft]);
  });
});

describe("downloads", () => {
  it("records a download and lists it; refuses when downloads are off unless the owner asks", async () => {
    await setResourceAudit(t, admin, false);
    const open = await publishedVideo(t, teacher, "teacher", { name: "可下载" });
    const closed = await publishedVideo(t, teacher, "teacher", { name: "不可下载", allowDownload: false });
    await setResourceAudit(t, admin, true);

    const res = await t.call("/api/l/resource/download", { id: open.id, fileId: open.fileId }, { as: student });
    expect(body(res).data).toEqual({ url: `/api/l/resource/file/stream?id=${open.fileId}&download=1` });
    const denied = await t.call("/api/l/resource/download", { id: closed.id, fileId: closed.fileId }, { as: student });
    expect(denied.statusCode).toBe(403);
    expect(body(denied).msg).toBe("该资源不允许下载");
    expect(
      (await t.call("/api/l/resource/download", { id: closed.id, fileId: closed.fileId }, { as: teacher })).statusCode,
    ).toBe(200);
    const wrongFile = await t.call("/api/l/resource/download", { id: open.id, fileId: closed.fileId }, { as: student });
    expect(wrongFile.statusCode).toBe(400);
    expect(body(wrongFile).msg).toBe("参数 fileId：该文件不属于此资源");
    expect((await t.call("/api/l/resource/download", { id: open.id }, { as: student })).statusCode).toBe(400);
    expect(
      (await t.call("/api/l/resource/download", { id: 999999, fileId: open.fileId }, { as: student })).statusCode,
    ).toBe(404);
    expectNoSession(await t.call("/api/l/resource/download", { id: open.id, fileId: open.fileId }));

    const list = body<Page<{ resourceId: number; resourceName: string; fileName: string; size: number }>>(
      await t.call("/api/l/download/list", {}, { as: student }),
    ).data;
    expect(list.count).toBe(1);
    expect(list.list[0]).toMatchObject({ resourceId: open.id, resourceName: "可下载", fileName: "课堂实录.mp4" });
    expect(list.list[0]?.size).toBeGreaterThan(0);
    expect(
      body<Detail & { downloadCount: number }>(await t.call("/api/c/resource/detail", { id: open.id }, { as: teacher }))
        .data.downloadCount,
    ).toBe(1);
    expect((await t.call("/api/l/download/list", { pageNo: 0 }, { as: student })).statusCode).toBe(400);
    expectNoSession(await t.call("/api/l/download/list", {}));
  });
});

describe("GET /api/l/resource/file/stream", () => {
  const get = (id: number, as: string | null, headers: Record<string, string> = {}, download = false) =>
    t.app.inject({
      method: "GET",
      url: `/api/l/resource/file/stream?id=${id}${download ? "&download=1" : ""}`,
      headers: { ...(as ? { cookie: `Token=${as}` } : {}), ...headers },
    });

  it("serves byte ranges of a published resource's file to logged-in users", async () => {
    await setResourceAudit(t, admin, false);
    const fileId = await fileOf(t, "teacher", "document", "范围.pdf", BYTES.pdf());
    const id = await saveResource(t, teacher, { name: "范围请求", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    await t.call("/api/l/resource/submit", { id }, { as: teacher });
    await setResourceAudit(t, admin, true);
    const size = BYTES.pdf().length;

    const whole = await get(fileId, student);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-type"]).toBe("application/pdf");
    expect(whole.rawPayload.equals(BYTES.pdf())).toBe(true);

    const part = await get(fileId, student, { range: "bytes=0-7" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-7/${size}`);
    expect(part.body).toBe("%PDF-1.4");
    const tail = await get(fileId, student, { range: "bytes=-6" });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe("%%EOF\n");
    expect((await get(fileId, student, { range: `bytes=${size + 10}-` })).statusCode).toBe(416);

    const dl = await get(fileId, student, {}, true);
    expect(dl.statusCode).toBe(200);
    expect(String(dl.headers["content-disposition"])).toMatch(/^attachment;/);
  });

  it("refuses guests, other users on a draft, and downloads the resource does not allow", async () => {
    const fileId = await fileOf(t, "teacher", "video", "草稿视频.mp4", BYTES.mp4());
    const id = await saveResource(t, teacher, { name: "草稿视频", kind: 2, type: "VIDEO", files: [{ fileId }] });
    expectNoSession(await get(fileId, null));
    expect((await get(fileId, student)).statusCode).toBe(403);
    expect((await get(fileId, other)).statusCode).toBe(403);
    expect((await get(fileId, teacher, { range: "bytes=0-3" })).statusCode).toBe(206);
    expect((await get(fileId, admin)).statusCode).toBe(200);

    await setResourceAudit(t, admin, false);
    await saveResource(t, teacher, {
      id,
      name: "草稿视频",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId }],
      allowDownload: false,
    });
    await t.call("/api/l/resource/submit", { id }, { as: teacher });
    await setResourceAudit(t, admin, true);
    expect((await get(fileId, student)).statusCode).toBe(200);
    const dl = await get(fileId, student, {}, true);
    expect(dl.statusCode).toBe(403);
    expect(body(dl).msg).toBe("该资源不允许下载");
    expect((await get(fileId, teacher, {}, true)).statusCode).toBe(200);

    // Files in no resource: only their uploader (or an administrator).
    const loose = await fileOf(t, "t001", "document", "散件.pdf", BYTES.pdf());
    expect((await get(loose, student)).statusCode).toBe(403);
    expect((await get(loose, other)).statusCode).toBe(200);
    expect((await get(999999, student)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/l/resource/file/stream?id=abc",
      headers: { cookie: `Token=${student}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/^参数 id：/);
  });

  it("serves caption files to whoever may view the video", async () => {
    await setResourceAudit(t, admin, false);
    const video = await fileOf(t, "teacher", "video", "v.mp4", BYTES.mp4());
    const caption = await fileOf(t, "teacher", "document", "v.vtt", BYTES.vtt());
    const id = await saveResource(t, teacher, {
      name: "带字幕",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: video, captionFileId: caption }],
    });
    await t.call("/api/l/resource/submit", { id }, { as: teacher });
    await setResourceAudit(t, admin, true);
    const res = await get(caption, student);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("浮力实验字幕");
  });
});

describe("without the download right", () => {
  const get = (id: number, as: string | null, download = false) =>
    t.app.inject({
      method: "GET",
      url: `/api/l/resource/file/stream?id=${id}${download ? "&download=1" : ""}`,
      headers: as ? { cookie: `Token=${as}` } : {},
    });
  /** A published resource of teacher's (audit off meanwhile). */
  const published = async (input: Record<string, unknown>) => {
    await setResourceAudit(t, admin, false);
    const id = await saveResource(t, teacher, { kind: 3, visibility: "school", ...input });
    await t.call("/api/l/resource/submit", { id }, { as: teacher });
    await setResourceAudit(t, admin, true);
    return id;
  };
  /** Processing results as the media module records them. */
  const processed = (fileId: number, made: { playFileId?: number; thumbFileId?: number }) =>
    t.db.insert(mediaAssets).values({ fileId, status: "ready", progress: 100, ...made });

  it("streams only what the preview plays, and refuses the originals behind it", async () => {
    // A video with a web rendition, a thumbnail and captions.
    const video = await fileOf(t, "teacher", "video", "原始视频.mp4", BYTES.mp4());
    const rendition = await fileOf(t, "teacher", "video", "网页播放版.mp4", BYTES.mp4());
    const thumb = await fileOf(t, "teacher", "image", "缩略图.png", BYTES.png());
    const caption = await fileOf(t, "teacher", "document", "字幕.vtt", BYTES.vtt());
    await processed(video, { playFileId: rendition, thumbFileId: thumb });
    await published({
      name: "不许下载的视频",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: video, captionFileId: caption }],
      allowDownload: false,
    });
    expect((await get(rendition, student)).statusCode).toBe(200);
    expect((await get(thumb, student)).statusCode).toBe(200);
    expect((await get(caption, student)).statusCode).toBe(200);
    const original = await get(video, student);
    expect(original.statusCode).toBe(403);
    expect(body(original).msg).toBe("该资源不允许下载");
    expect((await get(rendition, student, true)).statusCode).toBe(403);
    // The owner and administrators keep everything.
    expect((await get(video, teacher)).statusCode).toBe(200);
    expect((await get(video, admin, true)).statusCode).toBe(200);

    // Documents: a PDF plays; a zip and an office original without a converted PDF do not.
    const pdf = await fileOf(t, "teacher", "document", "讲义.pdf", BYTES.pdf());
    const zip = await fileOf(t, "teacher", "document", "素材.zip", BYTES.zip());
    const docx = await fileOf(t, "teacher", "document", "教案.docx", BYTES.docx());
    const converted = await fileOf(t, "teacher", "document", "教案转换.pdf", BYTES.pdf());
    const docx2 = await fileOf(t, "teacher", "document", "教案二.docx", BYTES.docx());
    await processed(docx2, { playFileId: converted });
    const docs = await published({
      name: "不许下载的文档",
      type: "DOCUMENT",
      files: [{ fileId: pdf }, { fileId: zip }, { fileId: docx }, { fileId: docx2 }],
      allowDownload: false,
    });
    expect((await get(pdf, student)).statusCode).toBe(200);
    expect((await get(converted, student)).statusCode).toBe(200);
    for (const refused of [zip, docx, docx2]) {
      const res = await get(refused, student);
      expect(res.statusCode, String(refused)).toBe(403);
      expect(body(res).msg).toBe("该资源不允许下载");
    }
    expect((await get(zip, teacher)).statusCode).toBe(200);

    // Once downloads are allowed, the originals are served too.
    await setResourceAudit(t, admin, false);
    await saveResource(t, teacher, {
      id: docs,
      name: "不许下载的文档",
      kind: 3,
      type: "DOCUMENT",
      visibility: "school",
      files: [{ fileId: pdf }, { fileId: zip }, { fileId: docx }, { fileId: docx2 }],
      allowDownload: true,
    });
    await setResourceAudit(t, admin, true);
    expect((await get(zip, student)).statusCode).toBe(200);
    expect((await get(docx, student, true)).statusCode).toBe(200);
  });
});

describe("resource pictures and thumbnails on the public picture route", () => {
  const pic = (id: number) => t.app.inject({ method: "GET", url: `/api/c/file/${id}` });
  const stream = (id: number, as: string) =>
    t.app.inject({ method: "GET", url: `/api/l/resource/file/stream?id=${id}`, headers: { cookie: `Token=${as}` } });
  const detail = async (id: number, as?: string) =>
    body<Detail>(await t.call("/api/c/resource/detail", { id }, { as })).data;

  it("are public only while a resource using them is published for everybody", async () => {
    const picture = await fileOf(t, "teacher", "image", "实验照片.png", BYTES.png());
    const input = { name: "实验照片集", kind: 3, type: "PICTURE", files: [{ fileId: picture }], visibility: "public" };
    const id = await saveResource(t, teacher, input);

    // A draft: guests walking ids get nothing; the owner sees it through the checked stream route.
    expect((await pic(picture)).statusCode).toBe(404);
    const draft = await detail(id, teacher);
    expect(draft.coverUrl).toBe(`/api/l/resource/file/stream?id=${picture}`);
    expect(draft.fileList[0]?.thumbUrl).toBe(`/api/l/resource/file/stream?id=${picture}`);
    expect((await stream(picture, teacher)).statusCode).toBe(200);
    expect((await stream(picture, student)).statusCode).toBe(403);

    // Published for everybody: public (briefly cached, it can be taken back).
    await setResourceAudit(t, admin, false);
    await t.call("/api/l/resource/submit", { id }, { as: teacher });
    const open = await pic(picture);
    expect(open.statusCode).toBe(200);
    expect(open.headers["cache-control"]).toBe("public, max-age=300");
    expect((await detail(id)).coverUrl).toBe(`/api/c/file/${picture}`);
    const card = body<Page<{ id: number; coverUrl: string | null }>>(
      await t.call("/api/c/resource/list", { keyword: "实验照片集" }),
    ).data.list.find((r) => r.id === id);
    expect(card?.coverUrl).toBe(`/api/c/file/${picture}`);

    // School only: not for guests any more; logged-in viewers use the stream route.
    await saveResource(t, teacher, { ...input, id, visibility: "school" });
    await setResourceAudit(t, admin, true);
    expect((await pic(picture)).statusCode).toBe(404);
    const school = await detail(id, student);
    expect(school.coverUrl).toBe(`/api/l/resource/file/stream?id=${picture}`);
    expect((await stream(picture, student)).statusCode).toBe(200);
  });

  it("a draft video's thumbnail is not public; an uploaded cover is", async () => {
    const video = await fileOf(t, "teacher", "video", "草稿课.mp4", BYTES.mp4());
    const thumb = await fileOf(t, "teacher", "image", "草稿课缩略图.png", BYTES.png());
    await t.db.insert(mediaAssets).values({ fileId: video, status: "ready", progress: 100, thumbFileId: thumb });
    const id = await saveResource(t, teacher, { name: "草稿课", kind: 2, type: "VIDEO", files: [{ fileId: video }] });
    expect((await pic(thumb)).statusCode).toBe(404);
    const d = await detail(id, teacher);
    expect(d.coverUrl).toBe(`/api/l/resource/file/stream?id=${thumb}`);
    expect(d.fileList[0]?.thumbUrl).toBe(`/api/l/resource/file/stream?id=${thumb}`);
    expect((await stream(thumb, teacher)).statusCode).toBe(200);
    expect((await stream(thumb, student)).statusCode).toBe(403);

    // A cover chosen through the picture upload belongs to no resource: public, cached a day.
    const cover = await fileOf(t, "teacher", "image", "草稿课封面.png", BYTES.png());
    await saveResource(t, teacher, {
      id,
      name: "草稿课",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: video }],
      coverFileId: cover,
    });
    expect((await detail(id, teacher)).coverUrl).toBe(`/api/c/file/${cover}`);
    const res = await pic(cover);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await pic(thumb)).statusCode).toBe(404);
  });
});

describe("knowledge-point notes", () => {
  type Note = { id: number; content: string; second: number; imgUrl: string | null; canDelete: boolean };

  it("are added by viewers, listed per resource in playback order and found by keyword", async () => {
    await setResourceAudit(t, admin, false);
    const cover = await fileOf(t, "teacher", "image", "cover.png", BYTES.png());
    const { id } = await publishedVideo(t, teacher, "teacher", { name: "牛顿定律", coverFileId: cover });
    await setResourceAudit(t, admin, true);
    const img = await fileOf(t, "student", "image", "截图.png", BYTES.png());
    const n1 = await t.call(
      "/api/l/resource/note/save",
      { resourceId: id, second: 90, content: "惯性定律的定义", imgFileId: img },
      { as: student },
    );
    expect(n1.statusCode).toBe(200);
    await t.call("/api/l/resource/note/save", { resourceId: id, second: 30, content: "受力分析" }, { as: other });

    const list = body<Page<Note>>(
      await t.call("/api/c/course/section/resource/note/list/rand", { key: id }, { as: student }),
    ).data;
    expect(list.count).toBe(2);
    expect(list.list.map((n) => n.second)).toEqual([30, 90]);
    expect(list.list[1]).toMatchObject({ imgUrl: `/api/c/file/${img}`, canDelete: true });
    expect(list.list[0]).toMatchObject({ imgUrl: `/api/c/file/${cover}`, canDelete: false });

    const found = body<Page<Note>>(
      await t.call("/api/c/course/section/resource/note/list/rand", { content: "惯性" }, { as: student }),
    ).data;
    expect(found.list.map((n) => n.content)).toEqual(["惯性定律的定义"]);
    const byInitials = body<Page<Note>>(
      await t.call("/api/c/course/section/resource/note/list/rand", { content: "slfx" }, { as: student }),
    ).data;
    expect(byInitials.list.map((n) => n.content)).toEqual(["受力分析"]);
    const rand = body<Page<Note>>(
      await t.call("/api/c/course/section/resource/note/list/rand", { pageSize: 12 }, { as: student }),
    ).data;
    expect(rand.count).toBeGreaterThanOrEqual(2);
    const search = await t.services.resources.searchNotes("惯性", { pageNo: 1, pageSize: 10 }, null);
    expect(search.count).toBe(0); // a school-only resource: guests see none of its notes
    expect(
      (await t.services.resources.searchNotes("惯性", { pageNo: 1, pageSize: 10 }, await principal("student"))).count,
    ).toBe(1);

    expect(
      (await t.call("/api/c/course/section/resource/note/list/rand", { pageSize: 100 }, { as: student })).statusCode,
    ).toBe(400);
    expect(
      (await t.call("/api/c/course/section/resource/note/list/rand", { key: 999999 }, { as: student })).statusCode,
    ).toBe(404);
    // Guests (guest mode is on in the demo school) see notes of public resources only.
    expect(
      body<Page<Note>>(await t.call("/api/c/course/section/resource/note/list/rand", { content: "惯性" })).data.count,
    ).toBe(0);
    expect((await t.call("/api/c/course/section/resource/note/list/rand", { key: id })).statusCode).toBe(403);
  });

  it("check who may write, edit and delete them", async () => {
    await setResourceAudit(t, admin, false);
    const { id } = await publishedVideo(t, teacher, "teacher", { name: "笔记权限" });
    await setResourceAudit(t, admin, true);
    const fileId = await fileOf(t, "teacher", "document", "d.pdf", BYTES.pdf());
    const draft = await saveResource(t, teacher, { name: "草稿", kind: 3, type: "DOCUMENT", files: [{ fileId }] });
    const save = (as: string, input: object) => t.call("/api/l/resource/note/save", input, { as });

    expect((await save(student, { resourceId: draft, second: 1, content: "看不到" })).statusCode).toBe(403);
    expect((await save(student, { resourceId: 999999, second: 1, content: "x" })).statusCode).toBe(404);
    const noContent = await save(student, { resourceId: id, second: 1 });
    expect(noContent.statusCode).toBe(400);
    expect(body(noContent).msg).toBe("参数 content：请输入知识点内容");
    expect(body(await save(student, { resourceId: id, second: -1, content: "x" })).msg).toBe(
      "参数 second：时间点不能小于0",
    );
    const theirImg = await fileOf(t, "t001", "image", "他的.png", BYTES.png());
    expect((await save(student, { resourceId: id, second: 1, content: "x", imgFileId: theirImg })).statusCode).toBe(
      403,
    );
    const pdf = await fileOf(t, "student", "document", "x.pdf", BYTES.pdf());
    expect(body(await save(student, { resourceId: id, second: 1, content: "x", imgFileId: pdf })).msg).toBe(
      "参数 imgFileId：必须是图片",
    );
    expect(
      body(await save(student, { resourceId: id, second: 1, content: "x", courseId: 999, sectionId: 999 })).msg,
    ).toBe("参数 sectionId：该资源不在此课程小节中");
    expectNoSession(await t.call("/api/l/resource/note/save", { resourceId: id, second: 1, content: "x" }));

    const noteId = body<{ id: number }>(await save(student, { resourceId: id, second: 5, content: "学生的笔记" })).data
      .id;
    expect((await save(other, { id: noteId, resourceId: id, second: 5, content: "改别人的" })).statusCode).toBe(403);
    expect((await save(student, { id: noteId, resourceId: id, second: 6, content: "改过的笔记" })).statusCode).toBe(
      200,
    );
    expect((await save(student, { id: 999999, resourceId: id, second: 6, content: "x" })).statusCode).toBe(404);

    const del = (as: string, noteIdToDelete: number) =>
      t.call("/api/l/resource/note/delete", { id: noteIdToDelete }, { as });
    expect((await del(other, noteId)).statusCode).toBe(403);
    expect((await del(teacher, noteId)).statusCode).toBe(200); // the resource's owner
    const second = body<{ id: number }>(await save(other, { resourceId: id, second: 8, content: "t001的笔记" })).data
      .id;
    expect((await del(other, second)).statusCode).toBe(200); // the author
    const third = body<{ id: number }>(await save(other, { resourceId: id, second: 9, content: "再一条" })).data.id;
    expect((await del(admin, third)).statusCode).toBe(200);
    expect((await del(admin, third)).statusCode).toBe(404);
    expect((await t.call("/api/l/resource/note/delete", { id: "x" }, { as: admin })).statusCode).toBe(400);
    expectNoSession(await t.call("/api/l/resource/note/delete", { id: 1 }));
  });
});

describe("search for the search module", () => {
  it("finds published resources by Chinese words and pinyin initials, with an excerpt", async () => {
    await setResourceAudit(t, admin, false);
    const { id } = await publishedVideo(t, teacher, "teacher", {
      name: "初中物理压强实验",
      brief: "本节课通过托里拆利实验测量大气压强，并讨论液体压强与深度的关系。",
    });
    await setResourceAudit(t, admin, true);
    const s = await principal("student");
    const hit = await t.services.resources.search("压强", { pageNo: 1, pageSize: 10 }, s);
    expect(hit.list.map((r) => r.id)).toContain(id);
    expect(hit.list.find((r) => r.id === id)?.excerpt).toContain("压强");
    expect((await t.services.resources.search("wl", { pageNo: 1, pageSize: 50 }, s)).list.map((r) => r.id)).toContain(
      id,
    );
    expect((await t.services.resources.search("托里拆利", { pageNo: 1, pageSize: 10 }, s)).count).toBe(1);
    expect((await t.services.resources.search("压强", { pageNo: 1, pageSize: 10 }, null)).count).toBe(0);
    expect((await t.services.resources.search("压强", { pageNo: 1, pageSize: 10, kind: 3 }, s)).count).toBe(0);
    expect((await t.services.resources.search("!!", { pageNo: 1, pageSize: 10 }, s)).count).toBe(0);
  });
});

describe("with real media processing", () => {
  it("lists a video's duration once its processing finished, without any detail read", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "resource-duration-"));
    try {
      const uploaded = await upload(t, teacher, "video", "后处理时长.mp4", makeClip(dir, "late.mp4", { seconds: 2 }));
      expect(uploaded.mediaStatus).toBe("pending");
      const id = await saveResource(t, teacher, {
        name: "后处理时长",
        kind: 2,
        type: "VIDEO",
        files: [{ fileId: uploaded.id }],
      });
      const listed = async () =>
        ok<Page<{ id: number; duration: number | null }>>(
          await t.call("/api/l/resource/my/list", { keyword: "后处理时长" }, { as: teacher }),
        ).list.find((r) => r.id === id)?.duration;
      expect(await listed()).toBeNull();
      // Processing fires the media module's onProcessed hook, which wiring/content.ts connects to the resources.
      await t.services.media.processNow(uploaded.id);
      expect(await listed()).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes duration, thumbnail and web rendition from the upload, and streams the rendition to viewers", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "resource-media-"));
    try {
      const clip = makeClip(dir, "clip.mp4", { seconds: 3 });
      const uploaded = await upload(t, teacher, "video", "实验录像.mp4", clip);
      const info = await t.services.media.processNow(uploaded.id);
      expect(info.status).toBe("ready");
      // Not fast-start: a web rendition is made, so the stream check goes through its source.
      expect(info.playFileId).toBeTruthy();
      const id = await saveResource(t, teacher, {
        name: "真实视频",
        kind: 2,
        type: "VIDEO",
        files: [{ fileId: uploaded.id }],
      });
      const d = body<Detail & { duration: number | null }>(
        await t.call("/api/c/resource/detail", { id }, { as: teacher }),
      ).data;
      expect(d.duration).toBe(3);
      const playId = info.playFileId ?? uploaded.id;
      expect(d.fileList[0]).toMatchObject({
        httpPath: `/api/l/resource/file/stream?id=${playId}`,
        mediaStatus: "ready",
        duration: 3,
      });
      if (info.thumbFileId) {
        // A draft's thumbnail goes through the checked stream route, not the public picture route.
        expect(d.fileList[0]?.thumbUrl).toBe(`/api/l/resource/file/stream?id=${info.thumbFileId}`);
        expect(d.coverUrl).toBe(`/api/l/resource/file/stream?id=${info.thumbFileId}`);
        expect((await t.app.inject({ method: "GET", url: `/api/c/file/${info.thumbFileId}` })).statusCode).toBe(404);
      }
      const stream = (as: string) =>
        t.app.inject({
          method: "GET",
          url: `/api/l/resource/file/stream?id=${playId}`,
          headers: { cookie: `Token=${as}`, range: "bytes=0-99" },
        });
      expect((await stream(teacher)).statusCode).toBe(206);
      expect((await stream(student)).statusCode).toBe(403);
      await setResourceAudit(t, admin, false);
      await t.call("/api/l/resource/submit", { id }, { as: teacher });
      await setResourceAudit(t, admin, true);
      const res = await stream(student);
      expect(res.statusCode).toBe(206);
      expect(res.headers["content-range"]).toMatch(/^bytes 0-99\//);
      expect(await t.services.resources.canViewFile(await principal("student"), uploaded.id)).toEqual({
        view: true,
        download: true,
      });
      expect((await t.services.resources.canViewFile(await principal("t001"), 999999)).view).toBe(false);
      // The card shows the duration too, once known.
      const card = body<Page<{ id: number; duration: number | null }>>(
        await t.call("/api/c/resource/list", { keyword: "真实视频" }, { as: student }),
      ).data.list.find((r) => r.id === id);
      expect(card?.duration).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
