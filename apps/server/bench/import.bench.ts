/**
 * npm run bench:import — an Excel import of a million rows (issue 23, finding 5; decision 0037).
 * Makes the file once (the word library's two columns, shared strings, as Excel writes them),
 * then reads it in a fresh process per run and prints the time to the refusal and the peak RSS
 * beside the figures the issue measured before the fix. BENCH_OLD=1 also runs the old path (a
 * whole-workbook load, then the row count) on this machine: about 20 s and 2.6 GB.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import ExcelJS from "exceljs";
import { readImportSheet } from "../src/platform/http/import-sheet.js";

/** The word library's limit (word.service.ts): the row count the old path checked after loading. */
const MAX_ROWS = 20_000;
/** Measured for the issue on the old path: 8.5 MB, a million rows. */
const BASELINE = { seconds: 18.7, rssBeforeMb: 1100, rssPeakMb: 2600 };

async function makeFile(rows: number): Promise<string> {
  const file = path.join(tmpdir(), `otp-bench-import-${rows}.xlsx`);
  if (existsSync(file)) return file;
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const ws = wb.addWorksheet("敏感词");
  ws.addRow(["敏感词", "等级"]).commit();
  for (let i = 0; i < rows; i++) ws.addRow([`词语${i}`, i % 2 ? "禁止发布" : "替换为*"]).commit();
  ws.commit();
  await wb.commit();
  return file;
}

/** One run in this process: reads the file the given way, prints a JSON line. */
async function runOnce(mode: "old" | "new", file: string) {
  const bytes = readFileSync(file);
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  let outcome = "";
  try {
    if (mode === "old") {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      outcome = ws && ws.rowCount - 1 > MAX_ROWS ? `一次最多导入${MAX_ROWS}行` : "accepted";
    } else {
      await readImportSheet(bytes, MAX_ROWS);
      outcome = "accepted";
    }
  } catch (err) {
    outcome = (err as Error).message;
  }
  const seconds = (performance.now() - t0) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ seconds, rssBefore, peak, outcome }));
}

function measure(mode: "old" | "new", file: string) {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [...process.execArgv, self, "--run", mode, file], { encoding: "utf8" });
  const line = r.stdout.trim().split("\n").pop() ?? "";
  try {
    return JSON.parse(line) as { seconds: number; rssBefore: number; peak: number; outcome: string };
  } catch {
    throw new Error(`bench child failed: ${r.stderr}`);
  }
}

const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;

if (process.argv[2] === "--run") {
  await runOnce(process.argv[3] as "old" | "new", process.argv[4] as string);
} else {
  for (const rows of [1_000_000, 300_000]) {
    const file = await makeFile(rows);
    const size = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(`\n${rows.toLocaleString("en")} rows, ${size} MB xlsx (limit ${MAX_ROWS} rows)`);
    const now = measure("new", file);
    console.log(
      `  streamed (now):  ${now.seconds.toFixed(2)} s, RSS ${mb(now.rssBefore)} → peak ${mb(now.peak)}  「${now.outcome}」`,
    );
    if (rows === 1_000_000) {
      console.log(
        `  baseline (issue, whole-workbook load): ${BASELINE.seconds} s, RSS ${BASELINE.rssBeforeMb} → ${BASELINE.rssPeakMb} MB`,
      );
    }
    if (process.env.BENCH_OLD === "1") {
      const old = measure("old", file);
      console.log(
        `  whole load (this machine): ${old.seconds.toFixed(2)} s, RSS ${mb(old.rssBefore)} → peak ${mb(old.peak)}  「${old.outcome}」`,
      );
    }
  }
}
