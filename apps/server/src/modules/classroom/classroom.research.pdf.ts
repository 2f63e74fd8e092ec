import {
  changeText,
  dominantType,
  formatMetric,
  metricDelta,
  RESEARCH_METRIC_INFO,
  RESEARCH_UNIT_NAMES,
  type ResearchMetric,
  type ResearchReport,
  TEACHING_TYPE_NAMES,
  TEACHING_TYPES,
  type TeachingType,
  type UnitMeasures,
} from "@otp/contract";
import PDFDocument from "pdfkit";
import { ACCENT, type Doc, GRID, M, MUTED, text, wrap } from "./classroom.report.draw.js";
import {
  type Cell,
  type Column,
  Cursor,
  chinaTime,
  FOOT,
  fit,
  GREEN,
  heading,
  ORANGE,
  PURPLE,
  paragraph,
  RED,
  type Series,
  shareBars,
  table,
  trendChart,
} from "./classroom.research.draw.js";

/**
 * The printable term report of a teacher, a class or a college (/historical-data/report → 导出
 * PDF, issue 26): A4 portrait, the unit against the school and its previous term, the teaching
 * types, the weekly trends, the lessons that stand out, the report's paragraphs and every lesson.
 * Charts are vector drawings made here; Chinese text is drawn as glyph outlines of the npm Noto
 * Sans SC font, as the lesson report and the certificates are. The outlines are not text a reader
 * can extract, so the unit, the term and the headline values are also written into the document's
 * info (Title, Subject, Keywords): the file can be searched and checked.
 */

/** The rows of the KPI table, in the order of the page. */
export const REPORT_METRICS: ResearchMetric[] = [
  "attendanceRate",
  "headUpRate",
  "concentration",
  "lectureShare",
  "studentShare",
  "rt",
  "ch",
  "warningsPerLesson",
];

export const EMPTY_TEXT = "本学期暂无数据";
const TYPE_COLORS: Record<TeachingType, string> = {
  practice: "#52c41a",
  lecture: ACCENT,
  dialogue: ORANGE,
  mixed: PURPLE,
};

/** True when the term has nothing analysed for the unit: the report says so instead of charts. */
export function reportIsEmpty(r: ResearchReport): boolean {
  return r.lessons.length === 0 && r.weeks.length === 0 && r.measures.lessons === 0;
}

/** The headline values in words, for the document's keywords. */
function summary(r: ResearchReport): string {
  if (reportIsEmpty(r)) return EMPTY_TEXT;
  return REPORT_METRICS.map((m) => `${RESEARCH_METRIC_INFO[m].name} ${formatMetric(m, r.measures[m])}`).join("，");
}

function titleBlock(c: Cursor, r: ResearchReport): void {
  const doc = c.doc;
  const mid = doc.page.width / 2;
  text(doc, "AI 课堂分析学期报告", mid, M + 18, 20, { bold: true, align: "center" });
  c.y = M + 44;
  for (const line of wrap(`${RESEARCH_UNIT_NAMES[r.unit]}：${r.unitName}`, 14, c.width)) {
    text(doc, line, mid, c.y, 14, { align: "center" });
    c.y += 19;
  }
  text(doc, r.termName, mid, c.y, 11, { align: "center", color: MUTED });
  c.y += 16;
  const hours = (r.measures.duration / 3600).toFixed(1);
  const info = [
    `分析课堂 ${r.measures.lessons} 节（${hours} 小时）`,
    `全校同期 ${r.school.lessons} 节`,
    `生成时间 ${chinaTime(r.madeAt)}`,
  ].join("    ");
  text(doc, info, mid, c.y, 8.5, { align: "center", color: MUTED });
  c.y += 8;
  doc
    .moveTo(M, c.y)
    .lineTo(doc.page.width - M, c.y)
    .lineWidth(0.8)
    .stroke(ACCENT);
}

function emptyState(c: Cursor, r: ResearchReport): void {
  c.y += 24;
  const doc = c.doc;
  doc.roundedRect(M, c.y, c.width, 86, 6).lineWidth(0.8).stroke(GRID);
  text(doc, EMPTY_TEXT, doc.page.width / 2, c.y + 38, 16, { bold: true, align: "center", color: MUTED });
  const why = `${r.unitName}在${r.termName}没有已完成分析的课堂，因此没有指标、趋势和课堂明细。`;
  text(doc, fit(why, 9, c.width - 24), doc.page.width / 2, c.y + 62, 9, { align: "center", color: MUTED });
  c.y += 86;
}

function kpiTable(c: Cursor, r: ResearchReport): void {
  heading(c, "核心指标对比", 9 * 17);
  const w = c.width;
  const cols: Column[] = [
    { title: "指标", width: w * 0.26 },
    { title: "本单位", width: w * 0.16, align: "right" },
    { title: "全校", width: w * 0.16, align: "right" },
    { title: "上学期", width: w * 0.16, align: "right" },
    { title: "变化（对比上学期）", width: w * 0.26, align: "right" },
  ];
  const rows = REPORT_METRICS.map((m): Cell[] => {
    const info = RESEARCH_METRIC_INFO[m];
    const prev = r.previous?.[m] ?? null;
    const change = changeText(m, prev, r.measures[m]);
    const d = metricDelta(m, prev, r.measures[m]);
    const good = info.better === null || d === null || change === "持平" ? null : d > 0 === (info.better === "up");
    return [
      info.name,
      { text: formatMetric(m, r.measures[m]), bold: true },
      formatMetric(m, r.school[m]),
      formatMetric(m, prev),
      { text: change ?? "—", color: good === null ? undefined : good ? GREEN : RED },
    ];
  });
  table(c, cols, rows, { size: 9 });
  const prev = r.previous ? `上学期 ${r.previous.lessons} 节` : "上学期没有已分析的课堂";
  paragraph(
    c,
    [`全校为同一学期全部已分析课堂的匿名平均；${prev}。绿色表示向好，红色表示需关注，讲授占比、Rt、Ch 无好坏之分。`],
    7.5,
    MUTED,
    13,
  );
}

function typeSection(c: Cursor, r: ResearchReport): void {
  heading(c, "教学类型分布（S-T 分析）", 86);
  const coded = TEACHING_TYPES.reduce((s, t) => s + r.measures.types[t], 0);
  const schoolCoded = TEACHING_TYPES.reduce((s, t) => s + r.school.types[t], 0);
  if (coded === 0) {
    paragraph(c, ["本学期没有可编码教学类型的课堂（无音频或课时过短）。"], 9, MUTED);
    return;
  }
  const rows = TEACHING_TYPES.map((t) => ({
    name: TEACHING_TYPE_NAMES[t],
    count: r.measures.types[t],
    color: TYPE_COLORS[t],
    note: `全校 ${schoolCoded ? ((r.school.types[t] / schoolCoded) * 100).toFixed(1) : "—"}%`,
  }));
  c.y += 4;
  shareBars(c.doc, { x: M, y: c.y, w: c.width, h: 68 }, rows, coded);
  c.y += 68;
  const main = dominantType(r.measures.types);
  const rest = r.measures.lessons - coded;
  const words = [`以${main ? TEACHING_TYPE_NAMES[main] : "—"}为主（${coded} 节已编码）`];
  if (rest > 0) words.push(`另有 ${rest} 节无音频或课时过短，未编码`);
  paragraph(c, [`${words.join("；")}。`], 8, MUTED, 14);
}

const pct = (v: number | null) => (v === null ? null : v * 100);

function trendSection(c: Cursor, r: ResearchReport): void {
  heading(c, "周趋势（实线为本单位，虚线为全校）", 150);
  if (!r.weeks.length) {
    paragraph(c, ["本学期暂无周数据。"], 9, MUTED);
    return;
  }
  const labels = r.weeks.map((w) => w.label.split(/[ (（]/)[0] || w.label);
  const line = (name: string, color: string, dashed: boolean, pick: (m: UnitMeasures) => number | null): Series => ({
    name,
    color,
    dashed,
    values: r.weeks.map((w) => pick(dashed ? w.school : w.measures)),
  });
  const percentTicks = ["0", "25", "50", "75", "100"];
  const W = c.width - 22;
  c.ensure(150);
  trendChart(
    c.doc,
    { x: M + 22, y: c.y + 16, w: W, h: 110 },
    {
      title: "抬头率（%）与专注度",
      labels,
      yMax: 100,
      yTicks: percentTicks,
      series: [
        line("抬头率", ACCENT, false, (m) => pct(m.headUpRate)),
        line("全校抬头率", ACCENT, true, (m) => pct(m.headUpRate)),
        line("专注度", ORANGE, false, (m) => m.concentration),
        line("全校专注度", ORANGE, true, (m) => m.concentration),
      ],
    },
  );
  c.y += 150;
  c.ensure(144);
  const half = (W - 40) / 2;
  trendChart(
    c.doc,
    { x: M + 22, y: c.y + 24, w: half, h: 96 },
    {
      title: "出勤率（%）",
      labels,
      yMax: 100,
      yTicks: percentTicks,
      series: [
        line("出勤率", GREEN, false, (m) => pct(m.attendanceRate)),
        line("全校出勤率", GREEN, true, (m) => pct(m.attendanceRate)),
      ],
    },
  );
  trendChart(
    c.doc,
    { x: M + 22 + half + 40, y: c.y + 24, w: half, h: 96 },
    {
      title: "讲授/学生语言占比（%）",
      labels,
      yMax: 100,
      yTicks: percentTicks,
      series: [
        line("讲授", ACCENT, false, (m) => pct(m.lectureShare)),
        line("全校讲授", ACCENT, true, (m) => pct(m.lectureShare)),
        line("学生语言", PURPLE, false, (m) => pct(m.studentShare)),
        line("全校学生语言", PURPLE, true, (m) => pct(m.studentShare)),
      ],
    },
  );
  c.y += 144;
}

function standoutSection(c: Cursor, r: ResearchReport): void {
  heading(c, "典型课堂", 44);
  if (!r.standouts.length) {
    paragraph(c, ["已分析的课堂少于两节或表现接近，没有突出的课堂。"], 9, MUTED);
    return;
  }
  const doc = c.doc;
  for (const s of r.standouts) {
    const l = s.lesson;
    const reason = wrap(s.reason, 8.5, c.width - 14);
    const h = 20 + reason.length * 13 + 6;
    c.ensure(h);
    const color = s.kind === "best" ? GREEN : RED;
    doc.rect(M, c.y + 4, 2.5, h - 6).fill(color);
    const meta = [chinaTime(l.lessonAt), l.teacherName, l.courseName].filter(Boolean).join(" · ");
    text(doc, fit(l.title, 9.5, c.width - 200), M + 10, c.y + 16, 9.5, { bold: true });
    text(doc, fit(meta, 8, 186), M + c.width, c.y + 16, 8, { color: MUTED, align: "right" });
    reason.forEach((line, i) => {
      text(doc, line, M + 10, c.y + 31 + i * 13, 8.5, { color: i === 0 ? color : undefined });
    });
    c.y += h;
  }
}

function paragraphSection(c: Cursor, r: ResearchReport): void {
  if (!r.paragraphs.length) return;
  heading(c, "分析与建议", 30);
  for (const p of r.paragraphs) {
    paragraph(c, wrap(p, 9.5, c.width), 9.5, undefined, 15);
    c.y += 4;
  }
}

function lessonTable(c: Cursor, r: ResearchReport): void {
  heading(c, `课堂明细（${r.lessons.length} 节）`, 60);
  if (!r.lessons.length) {
    paragraph(c, ["本学期暂无已分析的课堂。"], 9, MUTED);
    return;
  }
  const w = c.width;
  const fixed = 64 + 58 + 50 + 46 + 50 + 34;
  const cols: Column[] = [
    { title: "日期", width: 64 },
    { title: "课堂", width: w - fixed },
    { title: "教师", width: 58 },
    { title: "抬头率", width: 50, align: "right" },
    { title: "专注度", width: 46, align: "right" },
    { title: "类型", width: 50, align: "center" },
    { title: "预警", width: 34, align: "right" },
  ];
  const rows = r.lessons.map((l): Cell[] => [
    chinaTime(l.lessonAt, false),
    l.title,
    l.teacherName || "—",
    formatMetric("headUpRate", l.headUpRate),
    formatMetric("concentration", l.concentration),
    l.teachingType ? TEACHING_TYPE_NAMES[l.teachingType] : "—",
    l.warnings ? { text: String(l.warnings), color: RED, bold: true } : "0",
  ]);
  table(c, cols, rows, { caption: "课堂明细" });
}

function runningHeader(r: ResearchReport) {
  return (doc: Doc): number => {
    const s = fit(`${r.unitName} · ${r.termName} · AI 课堂分析学期报告`, 7.5, doc.page.width - 2 * M);
    text(doc, s, M, M - 14, 7.5, { color: MUTED });
    doc
      .moveTo(M, M - 8)
      .lineTo(doc.page.width - M, M - 8)
      .lineWidth(0.5)
      .stroke(GRID);
    return M - 6;
  };
}

function footers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - FOOT + 24;
    doc
      .moveTo(M, y - 10)
      .lineTo(doc.page.width - M, y - 10)
      .lineWidth(0.5)
      .stroke(GRID);
    const note = "数据由平台模型根据课堂录像自动计算，仅为人数统计，不识别个人身份；全校为匿名平均。";
    text(doc, note, M, y, 7, { color: MUTED });
    text(doc, `第 ${i + 1} / ${range.count} 页`, doc.page.width - M, y, 7, { color: MUTED, align: "right" });
  }
}

export async function renderTermReportPdf(report: ResearchReport): Promise<Buffer> {
  const kind = RESEARCH_UNIT_NAMES[report.unit];
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    info: {
      Title: `AI课堂分析学期报告 ${report.unitName} ${report.termName}`,
      Subject: `${kind}：${report.unitName}；${report.termName}；生成时间 ${chinaTime(report.madeAt)}`,
      Keywords: summary(report),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  const c = new Cursor(doc, runningHeader(report));
  titleBlock(c, report);
  if (reportIsEmpty(report)) {
    emptyState(c, report);
    paragraphSection(c, report);
  } else {
    kpiTable(c, report);
    typeSection(c, report);
    trendSection(c, report);
    standoutSection(c, report);
    paragraphSection(c, report);
    lessonTable(c, report);
  }
  footers(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
