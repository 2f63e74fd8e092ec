import type { WordCheckResult, WordImportResult, WordListInput, WordSaveInput } from "@otp/contract";
import { WORD_LEVEL, WORD_LEVELS, WORD_MAX_LENGTH } from "@otp/contract";
import ExcelJS from "exceljs";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import { readImportSheet } from "../../platform/http/import-sheet.js";
import type { TextCheck } from "../../platform/text/filter.js";
import { foldWord } from "../../platform/text/normalize.js";
import { WordMatcher } from "./word.matcher.js";
import * as q from "./word.queries.js";

/** Another process may change the library: a compiled matcher is trusted this long. */
const MATCHER_TTL_MS = 60_000;
export const MAX_WORD_IMPORT_ROWS = 20_000;
const LEVEL_BY_NAME = new Map<string, number>([
  ...WORD_LEVELS.map((l) => [l.name, l.id] as [string, number]),
  ["1", WORD_LEVEL.BLOCK],
  ["2", WORD_LEVEL.MASK],
  ["禁止", WORD_LEVEL.BLOCK],
  ["替换", WORD_LEVEL.MASK],
]);
const LEVEL_NAMES = new Map<number, string>(WORD_LEVELS.map((l) => [l.id, l.name]));

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object" && "text" in v) return String(v.text).trim();
  if (typeof v === "object" && "result" in v) return String(v.result ?? "").trim();
  return String(v).trim();
}

/**
 * The sensitive-word library (admin 敏感词库) and the `TextFilter` every domain that stores
 * user text receives: the library compiled into one matcher, rebuilt after a change.
 */
export class WordService {
  private matcher: { built: number; matcher: WordMatcher } | null = null;
  private building: Promise<WordMatcher> | null = null;

  constructor(private readonly db: Db) {}

  /** The TextFilter port (platform/text/filter.ts). */
  readonly filter = async (text: string): Promise<TextCheck> => (await this.current()).check(text);

  private async current(): Promise<WordMatcher> {
    if (this.matcher && Date.now() - this.matcher.built < MATCHER_TTL_MS) return this.matcher.matcher;
    this.building ??= q
      .allWords(this.db)
      .then((words) => {
        const matcher = new WordMatcher(words);
        this.matcher = { built: Date.now(), matcher };
        return matcher;
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  private changed(): void {
    this.matcher = null;
  }

  async list(input: WordListInput) {
    const { rows, count } = await q.pageOfWords(this.db, input, input);
    return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), count };
  }

  async save(input: WordSaveInput, user: Principal): Promise<{ id: number }> {
    const folded = foldWord(input.word);
    if (!folded) throw badRequest("参数 word：敏感词不能只由空格或符号组成");
    const same = await q.findFolded(this.db, folded);
    if (same && same.id !== input.id) throw conflict(`敏感词「${same.word}」已在词库中`);
    let id = input.id;
    if (id) {
      if (!(await q.findWord(this.db, id))) throw notFound("敏感词不存在");
      await q.updateWord(this.db, id, { word: input.word, folded, level: input.level });
    } else {
      id = await q.insertWord(this.db, { word: input.word, folded, level: input.level, createdBy: user.userId });
    }
    this.changed();
    return { id };
  }

  async remove(ids: number[]): Promise<{ deleted: number }> {
    const deleted = await q.deleteWords(this.db, ids);
    this.changed();
    return { deleted };
  }

  /** Tries a text against the library (the admin page's 检测 box). */
  async check(text: string): Promise<WordCheckResult> {
    return this.filter(text);
  }

  async template(): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("敏感词");
    ws.columns = [
      { header: "敏感词", key: "word", width: 24 },
      { header: "等级", key: "level", width: 14 },
    ];
    ws.getRow(1).font = { bold: true };
    ws.addRow({ word: "示例词语", level: "禁止发布" });
    ws.addRow({ word: "示例词二", level: "替换为*" });
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  async export(): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("敏感词");
    ws.columns = [
      { header: "敏感词", key: "word", width: 24 },
      { header: "等级", key: "level", width: 14 },
    ];
    ws.getRow(1).font = { bold: true };
    for (const w of await q.allWords(this.db)) ws.addRow({ word: w.word, level: LEVEL_NAMES.get(w.level) ?? "" });
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /** All rows or none: any bad row is reported and nothing is written. */
  async import(bytes: Buffer, user: Principal): Promise<WordImportResult> {
    const sheet = await readImportSheet(bytes, MAX_WORD_IMPORT_ROWS);
    const header = sheet.header.map(cellText);
    const wordCol = header.indexOf("敏感词") + 1;
    const levelCol = header.indexOf("等级") + 1;
    if (!wordCol || !levelCol) throw badRequest("参数 file：表头应为“敏感词”“等级”，请使用下载的模板");
    const errors: WordImportResult["errors"] = [];
    const byFolded = new Map<string, q.NewWord & { row: number }>();
    for (const row of sheet.rows) {
      const r = row.number;
      const word = cellText(row.cell(wordCol));
      const levelText = cellText(row.cell(levelCol));
      if (!word && !levelText) continue;
      const level = LEVEL_BY_NAME.get(levelText);
      const folded = foldWord(word);
      if (!word) errors.push({ row: r, msg: "敏感词为空" });
      else if (word.length > WORD_MAX_LENGTH) errors.push({ row: r, msg: `敏感词不能超过${WORD_MAX_LENGTH}个字符` });
      else if (!folded) errors.push({ row: r, msg: "敏感词不能只由空格或符号组成" });
      else if (!level) errors.push({ row: r, msg: `等级“${levelText}”无效，应为“禁止发布”或“替换为*”` });
      else if (byFolded.has(folded)) errors.push({ row: r, msg: `与第${byFolded.get(folded)?.row}行重复` });
      else byFolded.set(folded, { row: r, word, folded, level, createdBy: user.userId });
    }
    if (errors.length) return { created: 0, updated: 0, errors };
    if (byFolded.size === 0) throw badRequest("参数 file：文件中没有敏感词");
    const words = [...byFolded.values()].map(({ row: _r, ...w }) => w);
    const created = await this.db.transaction(async (tx) => {
      let n = 0;
      for (let i = 0; i < words.length; i += 1000) n += await q.upsertWords(tx, words.slice(i, i + 1000));
      return n;
    });
    this.changed();
    return { created, updated: words.length - created, errors: [] };
  }
}
