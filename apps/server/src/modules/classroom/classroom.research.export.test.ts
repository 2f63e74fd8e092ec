import {
  formatMetric,
  type HistoryPoint,
  type ResearchLesson,
  type ResearchReport,
  standouts,
  TEACHING_TYPES,
  type TeachingType,
  type UnitMeasures,
} from "@otp/contract";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { renderTermReportPdf } from "./classroom.research.pdf.js";
import { termReportXlsx } from "./classroom.research.xlsx.js";

/* ---------- a hand-built report (a test fixture, not demo data) ---------- */

function measures(over: Partial<UnitMeasures> = {}): UnitMeasures {
  return {
    lessons: 40,
    duration: 40 * 2700,
    attendanceRate: 0.936,
    headUpRate: 0.812,
    concentration: 74.6,
    lectureShare: 0.58,
    teacherShare: 0.66,
    studentShare: 0.14,
    silenceShare: 0.2,
    rt: 0.71,
    ch: 0.23,
    handUp: 1.6,
    standing: 0.4,
    headDown: 3.1,
    warningsPerLesson: 0.45,
    types: { practice: 3, lecture: 22, dialogue: 4, mixed: 9 },
    warnings: 18,
    warningsByRule: { attendance: 2, headUp: 9, lecture: 7 },
    ...over,
  };
}

const TYPES: TeachingType[] = [...TEACHING_TYPES];

function lesson(i: number): ResearchLesson {
  const day = new Date(Date.UTC(2026, 8, 7) + Math.floor(i / 3) * 2 * 86_400_000);
  return {
    id: 100 + i,
    // Some titles are long: the table cuts them with "…".
    title:
      i % 7 === 0 ? `第${i + 1}课：函数的单调性与最值（含课堂练习与小组讨论、例题精讲）` : `第${i + 1}课：集合与函数`,
    lessonAt: new Date(day.getTime() + (i % 3) * 3600_000).toISOString(),
    duration: 2700,
    teacherId: 3,
    teacherName: "王老师",
    courseId: 2,
    courseName: "高一数学",
    classNames: ["高一（1）班"],
    termId: 5,
    attendanceRate: i % 5 === 0 ? null : 0.9 + (i % 4) * 0.02,
    headUpRate: 0.65 + ((i * 7) % 30) / 100,
    concentration: 60 + ((i * 11) % 35),
    lectureShare: 0.5 + (i % 6) * 0.04,
    teacherShare: 0.6,
    studentShare: 0.1 + (i % 5) * 0.02,
    rt: 0.6 + (i % 4) * 0.08,
    ch: 0.2,
    teachingType: i % 9 === 8 ? null : (TYPES[i % 4] as TeachingType),
    warnings: i % 6 === 0 ? 2 : 0,
  };
}

function week(i: number): HistoryPoint {
  const monday = new Date(Date.UTC(2026, 8, 7) + i * 7 * 86_400_000).toISOString().slice(0, 10);
  // Week 4 had no audio: no talk shares, and the chart leaves a gap there.
  const silent = i === 4 ? { lectureShare: null, studentShare: null, teacherShare: null, rt: null, ch: null } : {};
  return {
    key: monday,
    label: `第${i + 1}周 (${monday.slice(5)})`,
    measures: measures({
      lessons: 3,
      headUpRate: 0.72 + (i % 5) * 0.03,
      concentration: 66 + (i % 4) * 3,
      attendanceRate: 0.9 + (i % 3) * 0.02,
      ...silent,
    }),
    school: measures({ lessons: 120, headUpRate: 0.78, concentration: 70.2, attendanceRate: 0.95 }),
  };
}

function report(over: Partial<ResearchReport> = {}, lessonCount = 60, weekCount = 18): ResearchReport {
  const unit = measures();
  const lessons = Array.from({ length: lessonCount }, (_, i) => lesson(i));
  return {
    unit: "teacher",
    unitId: 3,
    unitName: "王老师",
    termId: 5,
    termName: "2026-2027学年第一学期",
    madeAt: "2027-01-20T02:30:00.000Z",
    measures: unit,
    school: measures({ lessons: 1800, headUpRate: 0.78, concentration: 70.2, lectureShare: 0.52 }),
    previous: measures({ lessons: 35, headUpRate: 0.76, concentration: 74.6, attendanceRate: null }),
    weeks: Array.from({ length: weekCount }, (_, i) => week(i)),
    lessons,
    standouts: standouts(lessons, unit),
    paragraphs: [
      "本学期王老师共有 40 节课堂完成 AI 分析，平均抬头率 81.2%，高于全校的 78.0%；专注度 74.6，与上学期持平。",
      "优势：出勤率稳定在 90% 以上，课堂预警较上学期减少。",
      "关注：讲授占比 58.0% 高于全校，学生语言占比偏低，可增加提问与小组讨论。",
    ],
    ...over,
  };
}

function emptyReport(): ResearchReport {
  const none = measures({
    lessons: 0,
    duration: 0,
    attendanceRate: null,
    headUpRate: null,
    concentration: null,
    lectureShare: null,
    teacherShare: null,
    studentShare: null,
    silenceShare: null,
    rt: null,
    ch: null,
    handUp: null,
    standing: null,
    headDown: null,
    warningsPerLesson: null,
    types: { practice: 0, lecture: 0, dialogue: 0, mixed: 0 },
    warnings: 0,
    warningsByRule: { attendance: 0, headUp: 0, lecture: 0 },
  });
  return report({ measures: none, previous: null, standouts: [], paragraphs: [] }, 0, 0);
}

/* ---------- reading the PDF back ---------- */

const pages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

/**
 * A string of the info dictionary (Title, Subject, Keywords). The Chinese on the pages is drawn
 * as glyph outlines (no extractable text), so the document's info carries the searchable words;
 * pdfkit writes each as its own object, a literal string of UTF-16BE bytes with ( ) \\ escaped.
 */
function info(pdf: Buffer, key: "Title" | "Subject" | "Keywords"): string {
  const raw = pdf.toString("latin1");
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  const body = ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([^]*?)\\)\\nendobj`).exec(raw)?.[1] : undefined;
  if (!body) return "";
  const unescaped = body.replace(
    /\\([()\\nrtbf])/g,
    (_, c: string) => ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" })[c] ?? c,
  );
  const bytes = Buffer.from(unescaped, "latin1");
  const start = bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0;
  return Buffer.from(bytes.subarray(start)).swap16().toString("utf16le");
}

describe("the term report PDF", () => {
  it("renders the unit, the term and its values on A4 pages", async () => {
    const r = report();
    const pdf = await renderTermReportPdf(r);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(info(pdf, "Title")).toBe("AI课堂分析学期报告 王老师 2026-2027学年第一学期");
    expect(info(pdf, "Subject")).toContain("教师：王老师");
    expect(info(pdf, "Subject")).toContain("生成时间 2027-01-20 10:30");
    const keywords = info(pdf, "Keywords");
    expect(keywords).toContain(`抬头率 ${formatMetric("headUpRate", r.measures.headUpRate)}`);
    expect(keywords).toContain("抬头率 81.2%");
    expect(keywords).toContain("专注度 74.6");
    expect(keywords).toContain("教师行为占有率 Rt 0.71");
    expect(pages(pdf)).toBeGreaterThanOrEqual(3);
  });

  it("continues a long lesson table on further pages", async () => {
    const short = pages(await renderTermReportPdf(report({}, 6)));
    const long = pages(await renderTermReportPdf(report({}, 150)));
    // About 44 rows fit on a page: 144 more lessons take at least three more pages.
    expect(long).toBeGreaterThanOrEqual(short + 3);
  });

  it("draws a unit without a previous term, a single week and a lone lesson", async () => {
    const r = report({ previous: null }, 1, 1);
    expect(r.standouts).toEqual([]);
    const pdf = await renderTermReportPdf(r);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(info(pdf, "Keywords")).toContain("出勤率 93.6%");
  });

  it("says there is no data for a term without analysed lessons, on one page", async () => {
    const pdf = await renderTermReportPdf(emptyReport());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pages(pdf)).toBe(1);
    expect(info(pdf, "Keywords")).toBe("本学期暂无数据");
    expect(info(pdf, "Title")).toContain("王老师");
  });
});

/* ---------- the xlsx ---------- */

async function workbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}
const header = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);
const rowOf = (ws: ExcelJS.Worksheet, first: string) => {
  for (let i = 1; i <= ws.rowCount; i++) if (ws.getRow(i).getCell(1).value === first) return ws.getRow(i);
  throw new Error(`no row ${first}`);
};

describe("the term report xlsx", () => {
  it("has the four sheets with bold, frozen headers and the report's numbers", async () => {
    const r = report();
    const wb = await workbook(await termReportXlsx(r));
    expect(wb.worksheets.map((w) => w.name)).toEqual(["指标对比", "周趋势", "课堂明细", "典型课堂"]);
    for (const ws of wb.worksheets) {
      expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      expect(ws.getColumn(1).width).toBeGreaterThan(8);
    }

    const kpi = wb.getWorksheet("指标对比") as ExcelJS.Worksheet;
    expect(header(kpi)).toEqual(["指标", "本单位", "全校", "上学期", "变化（对比上学期）", "变化说明"]);
    const headUp = rowOf(kpi, "抬头率");
    expect(headUp.getCell(2).value).toBe(r.measures.headUpRate);
    expect(headUp.getCell(2).numFmt).toBe("0.0%");
    expect(headUp.getCell(3).value).toBe(r.school.headUpRate);
    expect(headUp.getCell(4).value).toBe(r.previous?.headUpRate);
    expect(headUp.getCell(5).value).toBeCloseTo(5.2, 6);
    expect(headUp.getCell(6).value).toBe("提高 5.2 个百分点");
    const concentration = rowOf(kpi, "专注度");
    expect(concentration.getCell(2).value).toBe(74.6);
    expect(concentration.getCell(2).numFmt).toBe("0.0");
    expect(concentration.getCell(6).value).toBe("持平");
    // No previous attendance: empty cells and "—", never a zero.
    const attendance = rowOf(kpi, "出勤率");
    expect(attendance.getCell(4).value).toBeNull();
    expect(attendance.getCell(5).value).toBeNull();
    expect(attendance.getCell(6).value).toBe("—");
    expect(rowOf(kpi, "分析课堂数（节）").getCell(2).value).toBe(40);
    expect(rowOf(kpi, "每节课预警数").getCell(2).value).toBe(0.45);

    const weeks = wb.getWorksheet("周趋势") as ExcelJS.Worksheet;
    expect(header(weeks).slice(0, 6)).toEqual(["周", "周一", "课堂数", "全校课堂数", "出勤率", "全校出勤率"]);
    expect(weeks.rowCount).toBe(1 + r.weeks.length);
    const col = (name: string) => header(weeks).indexOf(name) + 1;
    const w3 = weeks.getRow(4);
    expect(w3.getCell(1).value).toBe(r.weeks[2]?.label);
    expect(w3.getCell(col("抬头率")).value).toBe(r.weeks[2]?.measures.headUpRate);
    expect(w3.getCell(col("全校抬头率")).value).toBe(0.78);
    expect(w3.getCell(col("抬头率")).numFmt).toBe("0.0%");
    expect(weeks.getRow(6).getCell(col("讲授占比")).value).toBeNull();

    const lessons = wb.getWorksheet("课堂明细") as ExcelJS.Worksheet;
    expect(header(lessons)).toContain("抬头率");
    expect(lessons.rowCount).toBe(1 + r.lessons.length);
    const first = r.lessons[1] as ResearchLesson;
    const row = lessons.getRow(3);
    expect(row.getCell(2).value).toBe(first.title);
    expect(row.getCell(8).value).toBe(first.headUpRate);
    expect(row.getCell(9).value).toBe(first.concentration);
    expect(row.getCell(15).value).toBe(first.warnings);
    // China time of the lesson, as Excel shows it (a zone-less date).
    expect((row.getCell(1).value as Date).toISOString().slice(0, 16)).toBe("2026-09-07T09:00");
    expect(lessons.getRow(2).getCell(7).value).toBeNull();

    const best = wb.getWorksheet("典型课堂") as ExcelJS.Worksheet;
    expect(best.rowCount).toBe(1 + r.standouts.length);
    expect(best.getRow(2).getCell(1).value).toBe("表现最好");
    expect(best.getRow(2).getCell(7).value).toBe(r.standouts[0]?.reason);
    expect(best.getRow(3).getCell(1).value).toBe("最需关注");
  });

  it("says there is no data under each header for an empty term", async () => {
    const wb = await workbook(await termReportXlsx(emptyReport()));
    expect(wb.worksheets.map((w) => w.name)).toEqual(["指标对比", "周趋势", "课堂明细", "典型课堂"]);
    for (const name of ["周趋势", "课堂明细", "典型课堂"]) {
      expect((wb.getWorksheet(name) as ExcelJS.Worksheet).getRow(2).getCell(1).value).toBe("本学期暂无数据");
    }
    const kpi = wb.getWorksheet("指标对比") as ExcelJS.Worksheet;
    expect(rowOf(kpi, "抬头率").getCell(2).value).toBeNull();
    expect(rowOf(kpi, "分析课堂数（节）").getCell(2).value).toBe(0);
  });
});
