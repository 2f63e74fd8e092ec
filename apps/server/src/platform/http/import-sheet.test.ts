import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors.js";
import { IMPORT_MAX_PART_BYTES, readImportSheet, zipEntries } from "./import-sheet.js";

async function workbook(rows: (string | number | null)[][], extraSheet = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("导入");
  for (const r of rows) ws.addRow(r);
  if (extraSheet) wb.addWorksheet("其他").addRow(["不读"]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same workbook with the sheet's declared uncompressed size set to `size` (a zip bomb's lie). */
function declaring(bytes: Buffer, part: string, size: number): Buffer {
  const out = Buffer.from(bytes);
  const { directoryAt } = zipEntries(out);
  for (let at = directoryAt; out.readUInt32LE(at) === 0x02014b50; ) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString("utf8", at + 46, at + 46 + nameLength) === part) out.writeUInt32LE(size, at + 24);
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("reading an import sheet", () => {
  it("reads the first sheet's header and rows (shared strings stored after the sheets), skipping empty rows", async () => {
    const bytes = await workbook(
      [
        ["敏感词", "等级"],
        ["赌博", "禁止发布"],
        [null, null],
        ["傻瓜", "替换为*"],
        [7, null],
      ],
      true,
    );
    const zipOrder = zipEntries(bytes).entries.map((e) => e.name);
    expect(zipOrder.indexOf("xl/sharedStrings.xml")).toBeGreaterThan(zipOrder.indexOf("xl/worksheets/sheet1.xml"));
    const sheet = await readImportSheet(bytes, 10);
    expect(sheet.header).toEqual(["敏感词", "等级"]);
    expect(sheet.rows.map((r) => [r.number, r.cell(1), r.cell(2)])).toEqual([
      [2, "赌博", "禁止发布"],
      [4, "傻瓜", "替换为*"],
      [5, 7, null],
    ]);
  });

  it("stops at the row limit with a 400 naming file", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`词${i}`, "禁止发布"]);
    const err = await refusal(readImportSheet(await workbook([["敏感词", "等级"], ...rows]), 29));
    expect(err.status).toBe(400);
    expect(err.message).toBe("参数 file：一次最多导入29行");
    expect((await readImportSheet(await workbook([["敏感词", "等级"], ...rows]), 30)).rows).toHaveLength(30);
    // Far over the limit: refused by the quick count of row elements, before the sheet is parsed.
    const many = await workbook([
      ["敏感词", "等级"],
      ...Array.from({ length: 3000 }, (_, i) => [`词${i}`, "禁止发布"]),
    ]);
    await expect(readImportSheet(many, 10)).rejects.toMatchObject({
      status: 400,
      message: "参数 file：一次最多导入10行",
    });
  });

  it("refuses a sheet that declares more than the unpacked cap with 413, and bytes that are no workbook with 400", async () => {
    const bytes = await workbook([["敏感词"], ["赌博"]]);
    const bomb = declaring(bytes, "xl/worksheets/sheet1.xml", IMPORT_MAX_PART_BYTES + 1);
    const big = await refusal(readImportSheet(bomb, 10));
    expect(big.status).toBe(413);
    expect(big.message).toMatch(/^参数 file：表格内容过大/);
    const bad = await refusal(readImportSheet(Buffer.from("账号,姓名\nt001,张三"), 10));
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^参数 file：无法读取Excel文件/);
  });
});
