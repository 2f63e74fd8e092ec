import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { expectBad, expectForbidden, expectNoSession, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let admin: string;
let student: string;
/** Holds only 学生管理: imports and exports students, nobody else. */
let studentManager: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  student = await t.login("student");
  studentManager = await userWithScreens(t, admin, "smgr03", ["system.studentUser"]);
});
afterAll(() => t.close());

const get = (url: string, as?: string) =>
  t.app.inject({ method: "GET", url, headers: as ? { cookie: `Token=${as}` } : {} });

const upload = (bytes: Buffer, as?: string) => {
  const boundary = "----xlsx";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/m/base/user/import",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-requested-with": "XMLHttpRequest",
      ...(as ? { cookie: `Token=${as}` } : {}),
    },
    payload,
  });
};

/** The downloaded template with its sample row replaced by these rows. */
async function sheet(rows: string[][]) {
  const tpl = await get("/api/m/base/user/template", admin);
  expect(tpl.headers["content-type"]).toContain("spreadsheetml");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  ws.spliceRows(2, 1);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const count = async (keyword: string) =>
  ok<{ count: number }>(await t.call("/api/c/base/user/list", { keyword }, { as: admin })).count;

describe("xlsx template, import and export", () => {
  it("the template is for user managers", async () => {
    expectNoSession(await get("/api/m/base/user/template"));
    expectForbidden(await get("/api/m/base/user/template", student));
    expect((await get("/api/m/base/user/template", studentManager)).headers["content-type"]).toContain("spreadsheetml");
  });

  it("reports every bad row and imports nothing, then imports a clean sheet", async () => {
    const bad = await sheet([
      ["imp01", "导入一", "学生", "男", "13900000001", "", "高中部", "高一（1）班", "", ""],
      ["imp02", "导入二", "外星人", "", "", "", "", "", "", ""],
      ["imp01", "重复", "学生", "", "123", "", "不存在的院系", "", "", ""],
      ["T001", "已有账号", "教师", "", "", "", "", "", "", ""],
    ]);
    const report = ok<{ created: number; errors: { row: number; msg: string }[] }>(await upload(bad, admin));
    expect(report.created).toBe(0);
    expect(report.errors.map((e) => e.row)).toEqual(expect.arrayContaining([3, 4, 5]));
    expect(report.errors.find((e) => e.row === 5)?.msg).toBe("账号已存在");
    expect(await count("imp01")).toBe(0);

    const good = await sheet([
      ["imp01", "导入一", "学生", "男", "13900000001", "", "高中部", "高一（1）班", "", ""],
      ["imp02", "导入二", "教师", "女", "", "imp02@xinghe.edu.cn", "高中物理教研组", "", "一级教师", "Imp@20261"],
    ]);
    const done = ok<{ created: number; passwords: { account: string; password: string }[] }>(await upload(good, admin));
    expect(done.created).toBe(2);
    ok(await t.call("/api/login", { account: "imp02", password: "Imp@20261" }));
    const gen = done.passwords.find((p) => p.account === "imp01")?.password as string;
    ok(await t.call("/api/login", { account: "imp01", password: gen }));
  });

  it("imports only the user types the caller manages", async () => {
    const mixed = await sheet([
      ["imp11", "导入学生", "学生", "", "", "", "", "", "", ""],
      ["imp12", "导入教师", "教师", "", "", "", "", "", "", ""],
    ]);
    expectNoSession(await upload(mixed));
    expectForbidden(await upload(mixed, student));
    const report = ok<{ created: number; errors: { row: number; msg: string }[] }>(await upload(mixed, studentManager));
    expect(report).toMatchObject({ created: 0, errors: [{ row: 3, msg: "无权导入该类型的用户" }] });
    const students = await sheet([["imp11", "导入学生", "学生", "", "", "", "", "", "", ""]]);
    expect(ok<{ created: number }>(await upload(students, studentManager)).created).toBe(1);
  });

  it("refuses a file that is not a workbook or has no rows", async () => {
    expectBad(await upload(Buffer.from("not excel"), admin), "file");
    expectBad(await upload(await sheet([]), admin), "file");
  });

  it("exports the users of the types the caller manages", async () => {
    expectNoSession(await get("/api/m/base/user/export?userType=teacher"));
    expectForbidden(await get("/api/m/base/user/export?userType=teacher", student));
    expectForbidden(await get("/api/m/base/user/export?userType=teacher", studentManager));
    const exp = await get("/api/m/base/user/export?userType=teacher", admin);
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.actualRowCount).toBeGreaterThan(30);
    expectBad(await get("/api/m/base/user/export?userType=x", admin), "userType");

    const own = await get("/api/m/base/user/export", studentManager);
    const students = new ExcelJS.Workbook();
    await students.xlsx.load(own.rawPayload as unknown as ArrayBuffer);
    const types = new Set<string>();
    students.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) types.add(String(row.getCell(3).value));
    });
    expect([...types]).toEqual(["学生"]);
  });
});
