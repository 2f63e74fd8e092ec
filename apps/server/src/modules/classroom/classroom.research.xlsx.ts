import {
  changeText,
  metricDelta,
  RESEARCH_METRIC_INFO,
  type ResearchLesson,
  type ResearchMetric,
  type ResearchReport,
  TEACHING_TYPE_NAMES,
  type UnitMeasures,
} from "@otp/contract";
import ExcelJS from "exceljs";
import { EMPTY_TEXT, REPORT_METRICS } from "./classroom.research.pdf.js";

/**
 * The term report's tables as an xlsx (/historical-data/report → 导出 Excel, issue 26): 指标对比,
 * 周趋势, 课堂明细 and 典型课堂. Values are the report's own numbers, unrounded, with number formats
 * that show them as the pages do (shares as percentages); a missing measure is an empty cell,
 * never a zero. Each sheet's header row is bold and frozen. A sheet with no rows says
 * "本学期暂无数据" under its header.
 */

type Value = string | number | Date | null;
interface Col {
  header: string;
  width: number;
  /** Excel number format of the column's values. */
  fmt?: string;
}

const PERCENT = "0.0%";
/** The number format of a metric's value. */
function metricFormat(m: ResearchMetric): string {
  if (RESEARCH_METRIC_INFO[m].unit === "%") return PERCENT;
  return m === "rt" || m === "ch" ? "0.00" : "0.0";
}
/** The change's format: percentage points for shares, "持平" at zero. */
function deltaFormat(m: ResearchMetric): string {
  const unit = RESEARCH_METRIC_INFO[m].unit === "%" ? '" 个百分点"' : "";
  const n = m === "rt" || m === "ch" ? "0.00" : "0.0";
  return `+${n}${unit};-${n}${unit};"持平"`;
}

function sheet(
  wb: ExcelJS.Workbook,
  name: string,
  cols: Col[],
  rows: Value[][],
  fmts?: Array<Array<string | undefined>>,
) {
  const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = cols.map((c) => ({ header: c.header, width: c.width }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF0F5FF" } };
  });
  rows.forEach((values, r) => {
    const row = ws.addRow(values.map((v) => (v === null ? undefined : v)));
    cols.forEach((c, i) => {
      const fmt = fmts?.[r]?.[i] ?? c.fmt;
      if (fmt) row.getCell(i + 1).numFmt = fmt;
    });
  });
  if (!rows.length) ws.addRow([EMPTY_TEXT]);
  return ws;
}

/** The instant as China time, in a Date that Excel (which has no zones) shows as that time. */
const excelChinaTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600_000);

function kpiSheet(wb: ExcelJS.Workbook, r: ResearchReport): void {
  const rows: Value[][] = [];
  const fmts: Array<Array<string | undefined>> = [];
  const prevLessons = r.previous ? r.previous.lessons : null;
  const more = prevLessons === null ? null : r.measures.lessons - prevLessons;
  rows.push([
    "分析课堂数（节）",
    r.measures.lessons,
    r.school.lessons,
    prevLessons,
    more,
    more === null ? "—" : more === 0 ? "持平" : `${more > 0 ? "增加" : "减少"} ${Math.abs(more)} 节`,
  ]);
  fmts.push(["", "0", "0", "0", '+0;-0;"持平"']);
  for (const m of REPORT_METRICS) {
    const prev = r.previous?.[m] ?? null;
    const f = metricFormat(m);
    rows.push([
      RESEARCH_METRIC_INFO[m].name,
      r.measures[m],
      r.school[m],
      prev,
      metricDelta(m, prev, r.measures[m]),
      changeText(m, prev, r.measures[m]) ?? "—",
    ]);
    fmts.push(["", f, f, f, deltaFormat(m)]);
  }
  const ws = sheet(
    wb,
    "指标对比",
    [
      { header: "指标", width: 22 },
      { header: "本单位", width: 12 },
      { header: "全校", width: 12 },
      { header: "上学期", width: 12 },
      { header: "变化（对比上学期）", width: 20 },
      { header: "变化说明", width: 22 },
    ],
    rows,
    fmts,
  );
  ws.addRow([]);
  ws.addRow([`${r.unitName} · ${r.termName}；全校为同一学期全部已分析课堂的匿名平均`]);
}

const WEEK_METRICS: ResearchMetric[] = [
  "attendanceRate",
  "headUpRate",
  "concentration",
  "lectureShare",
  "teacherShare",
  "studentShare",
  "rt",
  "ch",
  "warningsPerLesson",
];

function weekSheet(wb: ExcelJS.Workbook, r: ResearchReport): void {
  const cols: Col[] = [
    { header: "周", width: 18 },
    { header: "周一", width: 12 },
    { header: "课堂数", width: 8, fmt: "0" },
    { header: "全校课堂数", width: 10, fmt: "0" },
  ];
  for (const m of WEEK_METRICS) {
    const name = RESEARCH_METRIC_INFO[m].name;
    cols.push({ header: name, width: Math.max(10, name.length * 2 + 2), fmt: metricFormat(m) });
    cols.push({ header: `全校${name}`, width: Math.max(12, name.length * 2 + 6), fmt: metricFormat(m) });
  }
  const rows = r.weeks.map((w): Value[] => [
    w.label,
    w.key,
    w.measures.lessons,
    w.school.lessons,
    ...WEEK_METRICS.flatMap((m) => [w.measures[m], w.school[m]]),
  ]);
  sheet(wb, "周趋势", cols, rows);
}

const pick = (l: ResearchLesson, m: keyof UnitMeasures & keyof ResearchLesson) => l[m] as number | null;

function lessonSheet(wb: ExcelJS.Workbook, r: ResearchReport): void {
  const cols: Col[] = [
    { header: "上课时间", width: 17, fmt: "yyyy-mm-dd hh:mm" },
    { header: "课堂", width: 36 },
    { header: "课程", width: 16 },
    { header: "教师", width: 10 },
    { header: "班级", width: 18 },
    { header: "时长（分钟）", width: 11, fmt: "0.0" },
    { header: "出勤率", width: 9, fmt: PERCENT },
    { header: "抬头率", width: 9, fmt: PERCENT },
    { header: "专注度", width: 9, fmt: "0.0" },
    { header: "讲授占比", width: 10, fmt: PERCENT },
    { header: "学生语言占比", width: 13, fmt: PERCENT },
    { header: "Rt", width: 7, fmt: "0.00" },
    { header: "Ch", width: 7, fmt: "0.00" },
    { header: "教学类型", width: 10 },
    { header: "预警数", width: 8, fmt: "0" },
  ];
  const rows = r.lessons.map((l): Value[] => [
    excelChinaTime(l.lessonAt),
    l.title,
    l.courseName,
    l.teacherName,
    l.classNames.join("、"),
    l.duration / 60,
    pick(l, "attendanceRate"),
    pick(l, "headUpRate"),
    pick(l, "concentration"),
    pick(l, "lectureShare"),
    pick(l, "studentShare"),
    pick(l, "rt"),
    pick(l, "ch"),
    l.teachingType ? TEACHING_TYPE_NAMES[l.teachingType] : null,
    l.warnings,
  ]);
  sheet(wb, "课堂明细", cols, rows);
}

function standoutSheet(wb: ExcelJS.Workbook, r: ResearchReport): void {
  const cols: Col[] = [
    { header: "类别", width: 10 },
    { header: "上课时间", width: 17, fmt: "yyyy-mm-dd hh:mm" },
    { header: "课堂", width: 36 },
    { header: "教师", width: 10 },
    { header: "抬头率", width: 9, fmt: PERCENT },
    { header: "专注度", width: 9, fmt: "0.0" },
    { header: "原因", width: 70 },
  ];
  const rows = r.standouts.map((s): Value[] => [
    s.kind === "best" ? "表现最好" : "最需关注",
    excelChinaTime(s.lesson.lessonAt),
    s.lesson.title,
    s.lesson.teacherName,
    s.lesson.headUpRate,
    s.lesson.concentration,
    s.reason,
  ]);
  const ws = sheet(wb, "典型课堂", cols, rows);
  ws.getColumn(7).alignment = { wrapText: true, vertical: "top" };
}

export async function termReportXlsx(report: ResearchReport): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.title = `AI课堂分析学期报告 ${report.unitName} ${report.termName}`;
  wb.created = new Date(report.madeAt);
  kpiSheet(wb, report);
  weekSheet(wb, report);
  lessonSheet(wb, report);
  standoutSheet(wb, report);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
