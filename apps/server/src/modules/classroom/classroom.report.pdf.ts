import {
  ANALYSIS_STATUS_NAMES,
  type AnalysisDetail,
  type CurvePoint,
  type LessonMeasures,
  TEACHING_TYPE_NAMES,
} from "@otp/contract";
import PDFDocument from "pdfkit";
import { ACCENT, axes, type Box, type Doc, GRID, M, MUTED, polyline, text, wrap } from "./classroom.report.draw.js";

/**
 * The printable report of one analysed lesson (/ai-analyse1 → 导出 PDF): A4 portrait, the lesson,
 * the headline measures, small vector charts (head-up curve, S-T curve, Rt–Ch chart, behaviour
 * bars), the FIAS matrix with its ratios and Flanders' norms, and the warnings. Chinese text is
 * drawn as glyph outlines of Noto Sans SC from an npm package, as the certificates are (no system
 * font needed); the title and subject are also in the document's info so the file can be searched.
 */

const pct = (v: number | null | undefined) => (v === null || v === undefined ? "—" : `${Math.round(v * 100)}%`);
const minutes = (sec: number) => `${Math.floor(sec / 60)}分${String(Math.round(sec % 60)).padStart(2, "0")}秒`;
const clock = (sec: number) => `${Math.floor(sec / 60)}:${String(Math.floor(sec % 60)).padStart(2, "0")}`;
function chinaTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

function heading(doc: Doc, s: string, y: number): number {
  doc.rect(M, y - 11, 3, 13).fill(ACCENT);
  text(doc, s, M + 8, y, 12, { bold: true });
  return y + 14;
}

function curveChart(doc: Doc, b: Box, curve: CurvePoint[], duration: number, title: string) {
  const { sx, sy } = axes(doc, b, Math.max(1, duration), 1, {
    x: "时间（分钟）",
    y: title,
    yTicks: ["0%", "", "50%", "", "100%"],
  });
  for (let m = 0; m <= duration / 60; m += Math.max(1, Math.ceil(duration / 60 / 8))) {
    text(doc, String(m), sx(m * 60), b.y + b.h + 9, 7, { color: MUTED, align: "center" });
  }
  polyline(
    doc,
    curve.map((p) => [sx(p.t), sy(Math.max(0, Math.min(1, p.value)))]),
    ACCENT,
  );
}

function stChart(doc: Doc, b: Box, m: LessonMeasures) {
  const st = m.st;
  if (!st) return;
  const max = Math.max(1, st.n);
  const { sx, sy } = axes(doc, b, max, max, { x: "S（学生行为）", y: "T（教师行为）", yTicks: ["0", String(max)] });
  polyline(
    doc,
    st.curve.map((p) => [sx(p.s), sy(p.t)]),
    "#d4380d",
  );
}

/** The Rt–Ch plane with the four teaching-type regions of the run's thresholds. */
function rtChChart(doc: Doc, b: Box, d: AnalysisDetail) {
  const st = d.measures?.st;
  const th = d.settings.st;
  const { sx, sy } = axes(doc, b, 1, 1, { x: "Rt", y: "Ch", yTicks: ["0", "", "0.5", "", "1"] });
  const fill = (x0: number, y0: number, x1: number, y1: number, color: string) =>
    doc
      .rect(sx(x0), sy(y1), sx(x1) - sx(x0), sy(y0) - sy(y1))
      .fillOpacity(0.18)
      .fill(color)
      .fillOpacity(1);
  fill(0, 0, th.practiceRt, 1, "#52c41a");
  fill(th.lectureRt, 0, 1, 1, "#1677ff");
  fill(th.practiceRt, th.dialogueCh, th.lectureRt, 1, "#fa8c16");
  text(doc, "练习型", sx(th.practiceRt / 2), sy(0.1), 7, { align: "center", color: MUTED });
  text(doc, "讲授型", sx((1 + th.lectureRt) / 2), sy(0.1), 7, { align: "center", color: MUTED });
  text(doc, "对话型", sx((th.practiceRt + th.lectureRt) / 2), sy(0.9), 7, { align: "center", color: MUTED });
  text(doc, "混合型", sx((th.practiceRt + th.lectureRt) / 2), sy(0.15), 7, { align: "center", color: MUTED });
  if (st) doc.circle(sx(st.rt), sy(Math.min(1, st.ch)), 3.5).fill("#d4380d");
}

function behaviourBars(doc: Doc, b: Box, m: LessonMeasures) {
  const rows = [
    ["举手", m.behaviours.handUp],
    ["站立", m.behaviours.standing],
    ["低头", m.behaviours.headDown],
  ] as const;
  const max = Math.max(1, ...rows.map(([, s]) => s.peak));
  rows.forEach(([name, s], i) => {
    const y = b.y + i * (b.h / 3);
    text(doc, name, b.x, y + 11, 9);
    doc.rect(b.x + 30, y + 3, ((b.w - 150) * s.peak) / max, 10).fill("#13c2c2");
    const peak = s.peakT === null ? "" : `，峰值在 ${clock(s.peakT)}`;
    // Hands and standing are counted on fewer frames than head-down (bodyEverySec): say over how many.
    text(doc, `最多 ${s.peak} 人${peak}，${s.curve.length} 帧累计 ${s.total} 人次`, b.x + b.w - 2, y + 11, 8, {
      align: "right",
      color: MUTED,
    });
  });
}

function kpis(doc: Doc, y: number, m: LessonMeasures): number {
  const st = m.st;
  const att = m.attendance;
  const cards: Array<[string, string, string]> = [
    ["检测人数", String(att.detected), att.expected === null ? "无班级名单" : `应到 ${att.expected} 人`],
    ["出勤率", pct(att.rate), "检测人数 / 应到人数"],
    ["平均抬头率", pct(m.headUp.average), `${m.samples} 个学生画面样本`],
    ["专注度", String(Math.round(m.concentration.average)), "0–100"],
    [
      "教学类型",
      st?.n ? TEACHING_TYPE_NAMES[st.type] : "—",
      st ? `Rt ${st.rt.toFixed(2)}  Ch ${st.ch.toFixed(2)}` : "无音频",
    ],
    ["教师讲话", m.audio.hasAudio ? pct(m.audio.teacherShare) : "—", "占课堂时长"],
    [
      "学生讲话",
      m.audio.hasAudio ? pct(m.audio.studentShare) : "—",
      `沉寂 ${m.audio.hasAudio ? pct(m.audio.silenceShare) : "—"}`,
    ],
    ["讲授占比", m.audio.hasAudio ? pct(m.audio.lectureShare) : "—", "连续讲话60秒以上"],
  ];
  const w = (doc.page.width - 2 * M - 3 * 8) / 4;
  cards.forEach(([label, value, note], i) => {
    const x = M + (i % 4) * (w + 8);
    const top = y + Math.floor(i / 4) * 62;
    doc.roundedRect(x, top, w, 54, 4).lineWidth(0.6).stroke(GRID);
    text(doc, label, x + 8, top + 14, 8, { color: MUTED });
    text(doc, value, x + 8, top + 34, 16, { bold: true, color: ACCENT });
    text(doc, note, x + 8, top + 48, 7, { color: MUTED });
  });
  return y + 2 * 62 + 4;
}

function footer(doc: Doc) {
  const y = doc.page.height - 28;
  doc
    .moveTo(M, y - 10)
    .lineTo(doc.page.width - M, y - 10)
    .lineWidth(0.5)
    .stroke(GRID);
  text(doc, "以上数据由平台模型根据课堂录像自动计算，仅为人数统计，不识别任何个人身份，不做情绪分析。", M, y, 7.5, {
    color: MUTED,
  });
}

function titleBlock(doc: Doc, d: AnalysisDetail): number {
  text(doc, "AI 课堂分析报告", doc.page.width / 2, M + 18, 20, { bold: true, align: "center" });
  let y = M + 44;
  for (const line of wrap(d.title, 13, doc.page.width - 2 * M)) {
    text(doc, line, doc.page.width / 2, y, 13, { align: "center" });
    y += 18;
  }
  const info: Array<[string, string]> = [
    ["授课教师", d.teacherName || "—"],
    ["课程", d.courseName || "—"],
    ["班级", d.classNames.join("、") || "—"],
    ["上课时间", chinaTime(d.lessonAt)],
    ["时长", minutes(d.duration)],
    ["所属单位", [d.orgName, d.termName].filter(Boolean).join(" · ") || "—"],
  ];
  const colW = (doc.page.width - 2 * M) / 2;
  info.forEach(([k, v], i) => {
    const x = M + (i % 2) * colW;
    const top = y + 6 + Math.floor(i / 2) * 15;
    text(doc, `${k}：`, x, top, 9, { color: MUTED });
    text(doc, wrap(v, 9, colW - 60)[0] ?? "", x + 50, top, 9);
  });
  return y + 6 + 3 * 15 + 8;
}

function fiasTable(doc: Doc, y: number, d: AnalysisDetail): number {
  const f = d.fias;
  const cell = 20;
  const x0 = M + 16;
  const note = f.prefilled
    ? "（由音频预填：教师讲话、学生讲话、沉寂）"
    : f.coderName
      ? `（${f.coderName} 手工编码）`
      : "";
  y = heading(doc, `弗兰德斯互动分析（FIAS）矩阵 ${note}`, y + 6) + 4;
  const max = Math.max(1, ...f.matrix.flat());
  for (let c = 0; c < 10; c++)
    text(doc, String(c + 1), x0 + c * cell + cell / 2, y + 8, 7, { align: "center", color: MUTED });
  for (let r = 0; r < 10; r++) {
    const top = y + 12 + r * cell;
    text(doc, String(r + 1), x0 - 6, top + 13, 7, { align: "right", color: MUTED });
    for (let c = 0; c < 10; c++) {
      const v = f.matrix[r]?.[c] ?? 0;
      const x = x0 + c * cell;
      if (v)
        doc
          .rect(x, top, cell, cell)
          .fillOpacity(0.15 + (0.6 * v) / max)
          .fill(ACCENT)
          .fillOpacity(1);
      doc.rect(x, top, cell, cell).lineWidth(0.4).stroke(GRID);
      if (v) text(doc, String(v), x + cell / 2, top + 13, 7, { align: "center" });
    }
  }
  // The ratios beside the matrix, with the norm where Flanders gave one.
  const rx = x0 + 10 * cell + 24;
  text(doc, `比率（${f.pairs} 个编码对）`, rx, y + 8, 8, { color: MUTED });
  text(doc, "常模", doc.page.width - M, y + 8, 8, { color: MUTED, align: "right" });
  f.ratios.forEach((r, i) => {
    const top = y + 24 + i * 18;
    const plain = r.key === "indirectDirect" || r.key === "indirectDirectRevised";
    text(doc, r.name, rx, top, 8);
    text(doc, plain ? r.value.toFixed(2) : pct(r.value), doc.page.width - M - 50, top, 8, {
      align: "right",
      bold: true,
    });
    text(doc, r.norm === null ? "—" : pct(r.norm), doc.page.width - M, top, 8, { align: "right", color: MUTED });
  });
  return y + 12 + 10 * cell + 8;
}

function teacherBlock(doc: Doc, y: number, m: LessonMeasures): number {
  y = heading(doc, "教师走动", y + 6) + 4;
  if (!m.teacher) {
    text(doc, "该录像没有教师画面，未分析教师位置。", M, y + 8, 9, { color: MUTED });
    return y + 18;
  }
  const zones = m.teacher.zones.map((z) => `${z.name} ${pct(z.share)}`).join("    ");
  text(doc, `${zones}    离开讲台 ${m.teacher.patrols} 次（${m.teacher.samples} 个教师画面样本）`, M, y + 8, 9);
  return y + 18;
}

function warningsBlock(doc: Doc, y: number, d: AnalysisDetail): number {
  y = heading(doc, "课堂预警", y + 6) + 4;
  if (!d.warnings.length) {
    text(doc, "本节课没有触发预警规则。", M, y + 8, 9, { color: MUTED });
    return y + 18;
  }
  for (const w of d.warnings.slice(0, 12)) {
    const at = w.at === null ? "全课" : clock(w.at);
    for (const line of wrap(`【${w.ruleName}】${at}：${w.message}`, 9, doc.page.width - 2 * M)) {
      text(doc, line, M, y + 8, 9);
      y += 14;
    }
  }
  return y + 4;
}

export async function renderAnalysisPdf(detail: AnalysisDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    info: { Title: `AI课堂分析报告 ${detail.title}`, Subject: `${detail.teacherName} ${detail.courseName}`.trim() },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  let y = titleBlock(doc, detail);
  const m = detail.measures;
  if (!m) {
    const state = ANALYSIS_STATUS_NAMES[detail.status];
    text(doc, `该课堂尚未完成分析（当前状态：${state}），暂无分析结果。`, M, y + 24, 12);
    if (detail.error) text(doc, `原因：${detail.error}`.slice(0, 80), M, y + 44, 10, { color: MUTED });
    footer(doc);
  } else {
    const W = doc.page.width - 2 * M;
    y = heading(doc, "核心指标", y + 4) + 4;
    y = kpis(doc, y, m);
    y = heading(doc, "抬头率变化", y + 10);
    curveChart(doc, { x: M + 24, y: y + 8, w: W - 24, h: 110 }, m.headUp.curve, m.duration, "抬头率");
    y += 140;
    y = heading(doc, "S-T 分析", y + 6);
    if (m.st) {
      const half = (W - 40) / 2;
      stChart(doc, { x: M + 24, y: y + 10, w: half - 24, h: half - 60 }, m);
      rtChChart(doc, { x: M + half + 64, y: y + 10, w: half - 24, h: half - 60 }, detail);
      y += half - 20;
    } else {
      text(doc, "该录像没有可用的音频，无法进行 S-T 分析。", M, y + 12, 9, { color: MUTED });
      y += 24;
    }
    const talk = m.audio.hasAudio
      ? `教师讲话 ${pct(m.audio.teacherShare)}，学生讲话 ${pct(m.audio.studentShare)}，沉寂 ${pct(m.audio.silenceShare)}。${m.audio.method}`
      : "该录像没有音频，讲话占比与 S-T 分析不可用。";
    for (const line of wrap(talk, 8, W)) {
      text(doc, line, M, y, 8, { color: MUTED });
      y += 12;
    }
    footer(doc);

    doc.addPage({ size: "A4", margin: 0 });
    y = M;
    y = heading(doc, "课堂行为（学生画面样本中同时出现的最多人数）", y + 10) + 4;
    behaviourBars(doc, { x: M, y, w: W, h: 60 }, m);
    y += 66;
    y = teacherBlock(doc, y, m);
    y = fiasTable(doc, y, detail);
    y = warningsBlock(doc, y, detail);
    footer(doc);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
