import { WORD_LEVEL, type WordImportResult } from "@otp/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectNoSession, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";

let t: TestApp;
let admin: string;
let auditor: string;
let teacher: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, auditor, teacher] = await Promise.all(["admin", "auditor", "t001"].map((a) => t.login(a)));
  other = await userWithScreens(t, admin, "wordother", ["audit.course"]);
});
afterAll(() => t.close());

type WordPage = { list: { id: number; word: string; level: number }[]; count: number };

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("敏感词");
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(as: string, bytes: Buffer) {
  const boundary = "----wordtest";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="words.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/m/audit/word/import",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-requested-with": "XMLHttpRequest",
      cookie: `Token=${as}`,
    },
    payload,
  });
}

describe("the sensitive-word library", () => {
  it("adds words (the auditor holds the screen); a student or another screen's holder is refused", async () => {
    const student = await t.login("student");
    const created = await checkEndpoint<{ id: number }>(t, {
      url: "/api/m/audit/word/save",
      body: { word: "赌博", level: WORD_LEVEL.BLOCK },
      as: auditor,
      wrongRole: student,
      bad: { body: { word: "", level: 1 }, field: "word" },
    });
    expect(created.id).toBeGreaterThan(0);
    expectBad(await t.call("/api/m/audit/word/save", { word: "词", level: 3 }, { as: auditor }), "level");
    expectBad(await t.call("/api/m/audit/word/save", { word: "-- --", level: 1 }, { as: auditor }), "word");
    // Another spelling of a word already there (traditional, spaced) is the same entry.
    const dup = await t.call("/api/m/audit/word/save", { word: "賭 博", level: 2 }, { as: auditor });
    expect(dup.statusCode).toBe(409);
    ok(await t.call("/api/m/audit/word/save", { word: "傻瓜", level: WORD_LEVEL.MASK }, { as: admin }));
    expect((await t.call("/api/m/audit/word/list", {}, { as: other })).statusCode).toBe(403);
  });

  it("lists, filters and checks texts against the library", async () => {
    const page = await checkEndpoint<WordPage>(t, {
      url: "/api/m/audit/word/list",
      body: { keyword: "赌" },
      as: auditor,
      bad: { body: { pageSize: 1000 }, field: "pageSize" },
    });
    expect(page.list.map((w) => w.word)).toEqual(["赌博"]);
    const check = await checkEndpoint<{ text: string; blocked: string[]; masked: string[] }>(t, {
      url: "/api/m/audit/word/check",
      body: { text: "你这个傻瓜，去賭・博吧" },
      as: auditor,
      bad: { body: { text: "" }, field: "text" },
    });
    expect(check).toEqual({ text: "你这个**，去賭・博吧", blocked: ["赌博"], masked: ["傻瓜"] });
  });

  it("imports all rows or none, reporting the bad ones", async () => {
    const bad = ok<WordImportResult>(
      await upload(
        auditor,
        await xlsx([
          ["敏感词", "等级"],
          ["代开发票", "禁止发布"],
          ["", "禁止发布"],
          ["刷单", "不知道"],
          ["代開發票", "替换为*"],
        ]),
      ),
    );
    expect(bad.created).toBe(0);
    expect(bad.errors.map((e) => e.row)).toEqual([3, 4, 5]);
    expect(bad.errors[2]?.msg).toContain("第2行");
    const before = ok<WordPage>(await t.call("/api/m/audit/word/list", {}, { as: auditor })).count;
    expect(before).toBe(2);
    const good = ok<WordImportResult>(
      await upload(
        auditor,
        await xlsx([
          ["敏感词", "等级"],
          ["代开发票", "禁止发布"],
          ["刷单", 2],
          ["傻瓜", "禁止发布"],
        ]),
      ),
    );
    expect(good).toEqual({ created: 2, updated: 1, errors: [] });
    const check = ok<{ blocked: string[] }>(await t.call("/api/m/audit/word/check", { text: "傻瓜" }, { as: auditor }));
    expect(check.blocked).toEqual(["傻瓜"]);
    expectBad(await upload(auditor, Buffer.from("not a workbook")), "file");
    expectBad(
      await upload(
        auditor,
        await xlsx([
          ["词", "级别"],
          ["a", 1],
        ]),
      ),
      "file",
    );
  });

  it("exports the library as xlsx", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/m/audit/word/export",
      headers: { cookie: `Token=${auditor}` },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const words = (wb.worksheets[0]?.getColumn(1).values ?? []).slice(2);
    expect(words).toEqual(expect.arrayContaining(["赌博", "代开发票", "刷单", "傻瓜"]));
    expectNoSession(await t.app.inject({ method: "GET", url: "/api/m/audit/word/export" }));
  });

  it("deletes words", async () => {
    const { list } = ok<WordPage>(await t.call("/api/m/audit/word/list", { keyword: "刷单" }, { as: auditor }));
    await checkEndpoint(t, {
      url: "/api/m/audit/word/delete",
      body: { ids: list.map((w) => w.id) },
      as: auditor,
      bad: { body: { ids: [] }, field: "" },
    });
    expect(ok<WordPage>(await t.call("/api/m/audit/word/list", { keyword: "刷单" }, { as: auditor })).count).toBe(0);
  });
});

describe("texts users write pass the library", () => {
  it("a comment with a blocked word is refused naming the field and the word; a masked word is stored masked", async () => {
    const { id: courseId } = await newCourse(t, teacher, "敏感词测试课");
    const refused = await t.call("/api/l/course/comment/save", { courseId, content: "一起去赌博" }, { as: teacher });
    expectBad(refused, "content");
    expect(body(refused).msg).toContain("赌博");
    ok(await t.call("/api/l/course/comment/save", { courseId, content: "ＦＵＬＬ width 无事" }, { as: teacher }));
    ok(await t.call("/api/m/audit/word/save", { word: "笨蛋", level: WORD_LEVEL.MASK }, { as: admin }));
    ok(await t.call("/api/l/course/comment/save", { courseId, content: "你这个笨 蛋" }, { as: teacher }));
    const list = ok<{ list: { content: string }[] }>(
      await t.call("/api/c/course/comment/list", { courseId }, { as: teacher }),
    );
    expect(list.list.map((c) => c.content)).toContain("你这个***");
  });

  it("course names, resource names and user names are checked too", async () => {
    expectBad(await t.call("/api/l/course/create", { name: "代开发票课程" }, { as: teacher }), "name");
    expectBad(
      await t.call(
        "/api/l/base/user/save",
        { account: "wordname", realName: "赌博王", userType: "student", password: "Word@2026x" },
        { as: admin },
      ),
      "realName",
    );
  });

  it("navigation names an administrator gives are checked, and a refused 编辑导航 changes nothing", async () => {
    type Nav = {
      id: number;
      name: string;
      url: string;
      alt: string;
      css: string;
      loginVisit: boolean;
      hidden?: boolean;
    };
    const navOf = async () =>
      (
        ok<{ code: string; subList: Nav[] }[]>(await t.call("/api/m/base/menu/tree", {}, { as: admin })).find(
          (g) => g.code === "nav",
        )?.subList ?? []
      ).map(({ id, name, url, alt, css, loginVisit, hidden }) => ({
        id,
        name,
        url,
        alt,
        css,
        loginVisit,
        hidden: hidden ?? false,
      }));
    const before = await navOf();
    const first = before[0] as Nav;
    expectBad(await t.call("/api/m/base/nav/save", { ...first, name: "赌博导航" }, { as: admin }), "name");
    const items = before.map((m, i) => (i === 0 ? { ...m, name: "改名" } : i === 1 ? { ...m, name: "代开发票" } : m));
    expectBad(await t.call("/api/m/site/navigation/edit/save", { items }, { as: admin }), "items[1].name");
    expect((await navOf()).map((m) => m.name)).toEqual(before.map((m) => m.name));
  });
});
