import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import ExcelJS from "exceljs";
import { AppError, badRequest } from "./errors.js";

/**
 * Reading the first sheet of an Excel import (decision 0037): the workbook is streamed
 * (exceljs `WorkbookReader`), rows are counted as they arrive and reading stops at the row
 * limit, so a file of a million rows is refused after the first rows instead of after parsing
 * them all. Before that, the sizes the zip declares are checked: a small file that unpacks into
 * a huge sheet is refused without inflating it. The zip's records are handed over with the
 * shared strings first, so no sheet is copied to a temp file.
 */

/** At most this many bytes in one unpacked part (a sheet, the shared strings). */
export const IMPORT_MAX_PART_BYTES = 64 * 1024 * 1024;
/** At most this many bytes unpacked in all. */
export const IMPORT_MAX_UNPACKED_BYTES = 128 * 1024 * 1024;

const UNREADABLE = "参数 file：无法读取Excel文件，请使用下载的模板（.xlsx）";

/** One data row: its number in the sheet (1 = the header) and its cells by column (1-based). */
export interface SheetRow {
  number: number;
  cell(column: number): ExcelJS.CellValue;
}

export interface ImportSheet {
  /** The header row's cells, column 1 first. */
  header: ExcelJS.CellValue[];
  rows: SheetRow[];
}

interface ZipEntry {
  name: string;
  /** The uncompressed size the central directory declares. */
  size: number;
  /** Where the entry's local record starts. */
  offset: number;
  compressedSize: number;
  /** 0 stored, 8 deflated. */
  method: number;
}

/** The entries of a zip as its central directory lists them; the "cannot read" 400 when it is not a zip. */
export function zipEntries(bytes: Buffer): { entries: ZipEntry[]; directoryAt: number } {
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65535.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw badRequest(UNREADABLE);
  const count = bytes.readUInt16LE(end + 10);
  const directoryAt = bytes.readUInt32LE(end + 16);
  let at = directoryAt;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw badRequest(UNREADABLE);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const offset = bytes.readUInt32LE(at + 42);
    if (offset >= directoryAt) throw badRequest(UNREADABLE);
    // 0xffffffff: the real size is in a ZIP64 field, so at least 4 GB.
    entries.push({
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
      size: size === 0xffffffff ? Number.POSITIVE_INFINITY : size,
      offset,
      compressedSize: bytes.readUInt32LE(at + 20),
      method: bytes.readUInt16LE(at + 10),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, directoryAt };
}

/**
 * Counts the elements matching `tag` in one part as it is inflated, and stops as soon as there
 * are more than `max`: a sheet of a million rows is refused after inflating its first rows.
 */
function countsOver(bytes: Buffer, entry: ZipEntry, tag: RegExp, max: number): Promise<boolean> {
  const start = entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  return new Promise((resolve, reject) => {
    let count = 0;
    let tail = "";
    const scan = (chunk: string) => {
      const text = tail + chunk;
      count += text.match(tag)?.length ?? 0;
      // Keep a tag cut at the chunk's end for the next one (and never count it twice).
      const cut = text.lastIndexOf("<");
      tail = cut >= 0 && text.indexOf(">", cut) < 0 ? text.slice(cut) : "";
      if (tail) count -= tail.match(tag)?.length ?? 0;
      return count > max;
    };
    if (entry.method === 0) return resolve(scan(data.toString("latin1")));
    if (entry.method !== 8) return reject(badRequest(UNREADABLE));
    const inflate = createInflateRaw();
    inflate.on("data", (chunk: Buffer) => {
      if (scan(chunk.toString("latin1"))) {
        inflate.destroy();
        resolve(true);
      }
    });
    inflate.on("end", () => resolve(false));
    inflate.on("error", () => reject(badRequest(UNREADABLE)));
    inflate.end(data);
  });
}

/** Sheets may carry empty (formatted) rows: the quick count allows this many row elements per data row. */
const ROW_ELEMENTS_PER_ROW = 2;
/** And at most this many distinct texts per row allowed. */
const TEXTS_PER_ROW = 64;

/**
 * A first, cheap look at the first sheet and the shared strings: far more row elements (or
 * texts) than the limit allows is refused before anything is parsed.
 */
async function quickCount(bytes: Buffer, entries: ZipEntry[], maxRows: number) {
  const sheet = entries
    .filter((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))[0];
  if (sheet && (await countsOver(bytes, sheet, /<(?:\w+:)?row[\s>/]/g, (maxRows + 1) * ROW_ELEMENTS_PER_ROW))) {
    throw badRequest(`参数 file：一次最多导入${maxRows}行`);
  }
  const strings = entries.find((e) => e.name === "xl/sharedStrings.xml");
  if (strings && (await countsOver(bytes, strings, /<(?:\w+:)?si[\s>/]/g, (maxRows + 1) * TEXTS_PER_ROW))) {
    throw badRequest(`参数 file：一次最多导入${maxRows}行`);
  }
}

/** Parts the sheets need, read first so exceljs streams a sheet instead of copying it to a temp file. */
const FIRST = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/sharedStrings.xml", "xl/styles.xml"];

/**
 * Checks the declared sizes (413 over the caps) and returns the zip's local records with the
 * parts the sheets need first (Excel writes the shared strings after the sheets).
 */
async function checkedRecords(bytes: Buffer, maxRows: number): Promise<Buffer[]> {
  const { entries, directoryAt } = zipEntries(bytes);
  let total = 0;
  for (const { size } of entries) {
    total += size;
    if (size > IMPORT_MAX_PART_BYTES || total > IMPORT_MAX_UNPACKED_BYTES) {
      throw new AppError(
        413,
        `参数 file：表格内容过大（解压后超过${IMPORT_MAX_PART_BYTES / 1024 / 1024}MB），请分批导入`,
      );
    }
  }
  await quickCount(bytes, entries, maxRows);
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  const records = byOffset.map((e, i) => ({
    name: e.name,
    bytes: bytes.subarray(e.offset, byOffset[i + 1]?.offset ?? directoryAt),
  }));
  const rank = (name: string) => {
    const i = FIRST.indexOf(name);
    return i < 0 ? FIRST.length : i;
  };
  return records.sort((a, b) => rank(a.name) - rank(b.name)).map((r) => r.bytes);
}

/**
 * The header and the data rows of the first sheet; 400 naming `file` when the bytes are not a
 * workbook or it has no sheet, when it has more than `maxRows` data rows (empty rows are not
 * counted), and 413 when it unpacks too large.
 */
export async function readImportSheet(bytes: Buffer, maxRows: number): Promise<ImportSheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(await checkedRecords(bytes, maxRows)), {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  let sheets = 0;
  let header: ExcelJS.CellValue[] = [];
  const rows: SheetRow[] = [];
  let over = false;
  try {
    for await (const sheet of reader) {
      // Later sheets are skipped (their parts are drained, within the size caps).
      if (sheets++ > 0) continue;
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        if (row.number === 1) {
          header = values.slice(1);
          continue;
        }
        if (values.every((v) => v === null || v === undefined || v === "")) continue;
        if (rows.length >= maxRows) {
          over = true;
          break;
        }
        rows.push({ number: row.number, cell: (column) => values[column] ?? null });
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(UNREADABLE);
  }
  if (!sheets) throw badRequest("参数 file：Excel中没有工作表");
  if (over) throw badRequest(`参数 file：一次最多导入${maxRows}行`);
  return { header, rows };
}
