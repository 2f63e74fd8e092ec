import {
  type AnalysisDetail,
  type LessonMeasures,
  type StThresholds,
  TEACHING_TYPE_NAMES,
  type TeachingType,
  teachingType,
} from "@otp/contract";
import { clock, pairs, pct } from "./classroomFormat";
import type { DataTable } from "./components/ChartFigure";

/**
 * ECharts options and their data tables for one lesson's report. Pure, so the tests check that
 * each chart draws what the measures say and the table carries the same numbers.
 */

export const COLORS = {
  headUp: "#13a8a8",
  concentration: "#1f6fd1",
  handUp: "#f08a24",
  standing: "#7b61c6",
  headDown: "#d9534f",
  teacher: "#1f6fd1",
  student: "#f08a24",
  silence: "#b0b7c3",
};

const timeAxis = (duration: number) => ({
  type: "value" as const,
  min: 0,
  max: Math.max(1, Math.ceil(duration)),
  axisLabel: { formatter: (v: number) => clock(v) },
});
const grid = { left: 48, right: 24, top: 36, bottom: 32 };

export interface Chart {
  option: object;
  table: DataTable;
  empty: string | false;
}

/** 抬头率 and 专注度 over the lesson (both as 0–100). */
export function attentionChart(m: LessonMeasures): Chart {
  const byT = new Map<number, [number | null, number | null]>();
  for (const p of m.headUp.curve) byT.set(p.t, [p.value, null]);
  for (const p of m.concentration.curve) byT.set(p.t, [byT.get(p.t)?.[0] ?? null, p.value]);
  return {
    option: {
      color: [COLORS.headUp, COLORS.concentration],
      tooltip: { trigger: "axis", valueFormatter: (v: number) => v.toFixed(0) },
      legend: { top: 0 },
      grid,
      xAxis: timeAxis(m.duration),
      yAxis: { type: "value", min: 0, max: 100 },
      series: [
        { name: "抬头率(%)", type: "line", showSymbol: false, data: pairs(m.headUp.curve, 100) },
        { name: "专注度", type: "line", showSymbol: false, data: pairs(m.concentration.curve) },
      ],
    },
    table: {
      columns: ["时刻", "抬头率", "专注度"],
      rows: [...byT.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([t, [h, c]]) => [clock(t), h === null ? "—" : pct(h), c === null ? "—" : c.toFixed(0)]),
    },
    empty: m.headUp.curve.length === 0 ? "没有学生画面的抽帧结果" : false,
  };
}

/** Detected people per sample, with the expected number as a line when there is a class list. */
export function attendanceChart(m: LessonMeasures): Chart {
  const a = m.attendance;
  return {
    option: {
      color: [COLORS.concentration],
      tooltip: { trigger: "axis" },
      grid,
      xAxis: timeAxis(m.duration),
      yAxis: { type: "value", minInterval: 1, min: 0 },
      series: [
        {
          name: "检测人数",
          type: "line",
          step: "middle",
          showSymbol: false,
          data: pairs(a.curve),
          markLine:
            a.expected === null
              ? undefined
              : {
                  symbol: "none",
                  data: [{ yAxis: a.expected, name: "应到" }],
                  label: { formatter: `应到 ${a.expected}` },
                },
        },
      ],
    },
    table: { columns: ["时刻", "检测人数"], rows: a.curve.map((p) => [clock(p.t), p.value]) },
    empty: a.curve.length === 0 ? "没有学生画面的抽帧结果" : false,
  };
}

export const BEHAVIOURS = [
  { key: "handUp", name: "举手" },
  { key: "standing", name: "起立" },
  { key: "headDown", name: "低头" },
] as const;

/** Hand-up, standing and head-down counts over time; each peak is a mark the user can click. */
export function behaviourChart(m: LessonMeasures): Chart {
  const b = m.behaviours;
  const times = [...new Set(BEHAVIOURS.flatMap(({ key }) => b[key].curve.map((p) => p.t)))].sort((x, y) => x - y);
  // Hands and standing are looked at on some frames only (bodyEverySec): elsewhere not known, not 0.
  const at = (key: (typeof BEHAVIOURS)[number]["key"], t: number) => b[key].curve.find((p) => p.t === t)?.value ?? "—";
  return {
    option: {
      color: [COLORS.handUp, COLORS.standing, COLORS.headDown],
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid,
      xAxis: timeAxis(m.duration),
      yAxis: { type: "value", minInterval: 1, min: 0 },
      series: BEHAVIOURS.map(({ key, name }) => ({
        name,
        type: "line",
        showSymbol: false,
        data: pairs(b[key].curve),
        markPoint:
          b[key].peakT === null
            ? undefined
            : { data: [{ coord: [b[key].peakT, b[key].peak], value: b[key].peak, name: `${name}高峰` }] },
      })),
    },
    table: {
      columns: ["时刻", ...BEHAVIOURS.map((x) => `${x.name}人数`)],
      rows: times.map((t) => [clock(t), ...BEHAVIOURS.map(({ key }) => at(key, t))]),
    },
    empty: times.length === 0 ? "没有学生画面的抽帧结果" : false,
  };
}

/** Teacher talk, student talk and silence shares of the lesson. */
export function talkChart(m: LessonMeasures): Chart {
  const a = m.audio;
  const data = [
    { name: "教师语言", value: a.teacherShare },
    { name: "学生语言", value: a.studentShare },
    { name: "沉寂", value: a.silenceShare },
  ];
  return {
    option: {
      color: [COLORS.teacher, COLORS.student, COLORS.silence],
      tooltip: { trigger: "item", valueFormatter: (v: number) => pct(v, 1) },
      legend: { bottom: 0 },
      series: [
        {
          type: "pie",
          radius: ["40%", "68%"],
          center: ["50%", "45%"],
          data: data.map((d) => ({ ...d, value: Number(d.value.toFixed(4)) })),
          label: { formatter: (p: { name: string; value: number }) => `${p.name}\n${pct(p.value, 1)}` },
        },
      ],
    },
    table: {
      columns: ["类别", "占比"],
      rows: [...data.map((d) => [d.name, pct(d.value, 1)]), ["讲授时间占比", pct(a.lectureShare, 1)]],
    },
    empty: a.hasAudio ? false : "这节课的录像没有音轨",
  };
}

/** The S-T curve: S count on x, T count on y, one step per 30-second code. */
export function stCurveChart(m: LessonMeasures): Chart {
  const curve = m.st?.curve ?? [];
  const max = Math.max(1, ...curve.map((p) => Math.max(p.s, p.t)));
  return {
    option: {
      color: [COLORS.teacher],
      tooltip: { trigger: "axis", axisPointer: { type: "cross" } },
      grid,
      xAxis: { type: "value", name: "S", min: 0, max, minInterval: 1 },
      yAxis: { type: "value", name: "T", min: 0, max, minInterval: 1 },
      series: [{ name: "S-T曲线", type: "line", symbolSize: 4, data: curve.map((p) => [p.s, p.t]) }],
    },
    table: {
      columns: ["序号", "编码", "S累计", "T累计"],
      rows: curve.slice(1).map((p, i) => [i + 1, m.st?.codes[i] ?? "", p.s, p.t]),
    },
    empty: curve.length <= 1 ? "没有语音数据，无法进行 S-T 分析" : false,
  };
}

/**
 * The Rt–Ch chart: the four regions as areas and the lesson's point. Each region's type is asked
 * of the contract's `teachingType` at the region's centre, so the picture follows the same
 * precedence rule the server classifies with, whatever the thresholds are.
 */
export function rtChChart(points: Array<{ name: string; rt: number; ch: number }>, th: StThresholds): Chart {
  const xs = [0, th.practiceRt, th.lectureRt, 1];
  const ys = [0, th.dialogueCh, 1];
  const colors: Record<TeachingType, string> = {
    practice: "rgba(90,164,84,0.18)",
    lecture: "rgba(31,111,209,0.15)",
    dialogue: "rgba(240,138,36,0.18)",
    mixed: "rgba(123,97,198,0.15)",
  };
  const areas: object[] = [];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++) {
      const [x0, x1, y0, y1] = [xs[i], xs[i + 1], ys[j], ys[j + 1]];
      if (x1 <= x0 || y1 <= y0) continue;
      const type = teachingType((x0 + x1) / 2, (y0 + y1) / 2, th);
      areas.push([
        { xAxis: x0, yAxis: y0, name: TEACHING_TYPE_NAMES[type], itemStyle: { color: colors[type] } },
        { xAxis: x1, yAxis: y1 },
      ]);
    }
  return {
    option: {
      tooltip: {
        trigger: "item",
        formatter: (p: { data: [number, number, string] }) => `${p.data[2]}<br/>Rt ${p.data[0]} · Ch ${p.data[1]}`,
      },
      grid: { left: 48, right: 24, top: 24, bottom: 40 },
      xAxis: { type: "value", name: "Rt", min: 0, max: 1, nameLocation: "middle", nameGap: 24 },
      yAxis: { type: "value", name: "Ch", min: 0, max: 1 },
      series: [
        {
          name: "Rt-Ch",
          type: "scatter",
          symbolSize: 12,
          itemStyle: { color: "#d9534f" },
          data: points.map((p) => [Number(p.rt.toFixed(3)), Number(p.ch.toFixed(3)), p.name]),
          markArea: { silent: true, label: { position: "inside", color: "#555" }, data: areas },
        },
      ],
    },
    table: {
      columns: ["课堂", "Rt", "Ch", "教学类型"],
      rows: points.map((p) => [
        p.name,
        p.rt.toFixed(3),
        p.ch.toFixed(3),
        TEACHING_TYPE_NAMES[teachingType(p.rt, p.ch, th)],
      ]),
    },
    empty: points.length === 0 ? "没有 S-T 数据" : false,
  };
}

/** The teacher's position heat map (rows × cols of the teacher camera). */
export function heatChart(teacher: NonNullable<LessonMeasures["teacher"]>): Chart {
  const rows = teacher.heat.length;
  const cols = teacher.heat[0]?.length ?? 0;
  const data: Array<[number, number, number]> = [];
  teacher.heat.forEach((row, r) => {
    row.forEach((v, c) => {
      data.push([c, rows - 1 - r, Number((v * 100).toFixed(1))]);
    });
  });
  return {
    option: {
      tooltip: { formatter: (p: { data: [number, number, number] }) => `${p.data[2]}%` },
      grid: { left: 16, right: 16, top: 8, bottom: 48 },
      xAxis: { type: "category", data: Array.from({ length: cols }, (_, i) => `${i + 1}`), show: false },
      yAxis: { type: "category", data: Array.from({ length: rows }, (_, i) => `${i + 1}`), show: false },
      visualMap: {
        min: 0,
        max: Math.max(1, ...data.map((d) => d[2])),
        calculable: false,
        orient: "horizontal",
        left: "center",
        bottom: 0,
        inRange: { color: ["#f5f8ff", "#f08a24", "#d9534f"] },
      },
      series: [{ type: "heatmap", data, label: { show: false } }],
    },
    table: {
      columns: ["行\\列", ...Array.from({ length: cols }, (_, i) => `第${i + 1}列`)],
      rows: teacher.heat.map((row, r) => [`第${r + 1}行`, ...row.map((v) => pct(v, 1))]),
    },
    empty: data.length === 0 ? "没有教师画面" : false,
  };
}

/** A plain bar chart of named counts (zones, warnings by rule/teacher/class). */
export function barChart(items: Array<{ name: string; value: number }>, label: string, asPct = false): Chart {
  return {
    option: {
      color: ["#1f6fd1"],
      tooltip: { trigger: "axis", valueFormatter: (v: number) => (asPct ? `${v}%` : String(v)) },
      grid: { left: 48, right: 16, top: 16, bottom: 56 },
      xAxis: {
        type: "category",
        data: items.map((i) => i.name),
        axisLabel: { interval: 0, rotate: items.length > 5 ? 30 : 0 },
      },
      yAxis: { type: "value", minInterval: 1 },
      series: [
        {
          name: label,
          type: "bar",
          barMaxWidth: 36,
          data: items.map((i) => (asPct ? Number((i.value * 100).toFixed(1)) : i.value)),
        },
      ],
    },
    table: { columns: ["名称", label], rows: items.map((i) => [i.name, asPct ? pct(i.value, 1) : i.value]) },
    empty: items.every((i) => i.value === 0) ? "暂无数据" : false,
  };
}

/** Headline numbers of a lesson (the dashboard's and the report's key figures). */
export function headline(d: AnalysisDetail) {
  const m = d.measures;
  return [
    { label: "检测人数", value: m ? String(m.attendance.detected) : "—" },
    { label: "出勤率", value: pct(m?.attendance.rate ?? null) },
    { label: "平均抬头率", value: pct(m?.headUp.average ?? null) },
    { label: "专注度", value: m ? m.concentration.average.toFixed(0) : "—" },
    { label: "讲授占比", value: pct(m?.audio.hasAudio ? m.audio.lectureShare : null) },
    // No S-T code (audio under 30 s): the type the contract answers then says nothing.
    { label: "教学类型", value: m?.st?.n ? TEACHING_TYPE_NAMES[m.st.type] : "—" },
  ];
}
