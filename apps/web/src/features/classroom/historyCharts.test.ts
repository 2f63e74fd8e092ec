import type { HistoryPoint, UnitMeasures } from "@otp/contract";
import { describe, expect, it } from "vitest";
import {
  axisValue,
  historyChart,
  historyHasData,
  historyRows,
  historySummary,
  kpiRows,
  normText,
  REPORT_KPI_METRICS,
  tone,
  typeShareChart,
  typesByPeriodChart,
} from "./historyCharts";

function measures(over: Partial<UnitMeasures> = {}): UnitMeasures {
  return {
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
    warningsByRule: {} as UnitMeasures["warningsByRule"],
    ...over,
  };
}

const school = measures({ lessons: 40, headUpRate: 0.7, concentration: 70, rt: 0.5 });
const point = (key: string, over: Partial<UnitMeasures>): HistoryPoint => ({
  key,
  label: `第${key}周`,
  measures: measures(over),
  school,
});

// Week 2 has no lesson of the unit: a gap, not a zero, and week 3 compares with week 1.
const weeks = [
  point("1", {
    lessons: 3,
    headUpRate: 0.72,
    concentration: 68,
    types: { practice: 0, lecture: 2, dialogue: 1, mixed: 0 },
  }),
  point("2", { lessons: 0 }),
  point("3", {
    lessons: 2,
    headUpRate: 0.8,
    concentration: null,
    types: { practice: 1, lecture: 1, dialogue: 0, mixed: 0 },
  }),
];

describe("history values and words", () => {
  it("puts shares on a percent axis and keeps null as a gap", () => {
    expect(axisValue("headUpRate", 0.7234)).toBe(72.3);
    expect(axisValue("rt", 0.12345)).toBe(0.123);
    expect(axisValue("concentration", null)).toBeNull();
    expect(axisValue("handUp", Number.NaN)).toBeNull();
  });

  it("names the difference against the school's norm", () => {
    expect(normText("headUpRate", 0.7, 0.8)).toBe("高于全校 10.0 个百分点");
    expect(normText("rt", 0.5, 0.38)).toBe("低于全校 0.12");
    expect(normText("concentration", 70, 70)).toBe("与全校持平");
    expect(normText("headUpRate", null, 0.8)).toBeNull();
    expect(normText("headUpRate", 0.7, 0.8, true)).toBe("高 10.0 个百分点");
    expect(normText("rt", 0.5, 0.38, true)).toBe("低 0.12");
    expect(normText("concentration", 70, 70.01, true)).toBe("持平");
  });

  it("says whether a change is better by the metric's direction", () => {
    expect(tone("headUpRate", 0.7, 0.8)).toBe("good");
    expect(tone("headDown", 1, 2)).toBe("bad");
    expect(tone("warningsPerLesson", 2, 1)).toBe("good");
    expect(tone("lectureShare", 0.4, 0.6)).toBe("neutral");
    expect(tone("headUpRate", null, 0.6)).toBe("neutral");
    // 0.167 against 0.168 people both read 0.2人: "持平", neither better nor worse.
    expect(tone("handUp", 0.168, 0.167)).toBe("neutral");
  });
});

describe("history chart", () => {
  it("draws the unit solid and the school's norm dashed over the same periods", () => {
    const c = historyChart(weeks, ["headUpRate"], "初中部");
    const opt = c.option as {
      series: Array<{ name: string; data: Array<number | null>; lineStyle?: { type: string } }>;
      xAxis: { data: string[] };
      yAxis: { max: number };
    };
    expect(opt.xAxis.data).toEqual(["第1周", "第2周", "第3周"]);
    expect(opt.series[0]).toMatchObject({ name: "初中部", data: [72, null, 80] });
    expect(opt.series[1]).toMatchObject({ name: "全校常模", data: [70, 70, 70], lineStyle: { type: "dashed" } });
    expect(opt.yAxis.max).toBe(100);
    expect(c.table.columns).toEqual(["周期", "课堂数", "初中部", "全校常模"]);
    expect(c.table.rows[1]).toEqual(["第2周", 0, "—", "70.0%"]);
    expect(c.empty).toBe(false);
  });

  it("names each metric's pair when a chart holds several", () => {
    const c = historyChart(weeks, ["headUpRate", "attendanceRate"], "张老师");
    const names = (c.option as { series: Array<{ name: string }> }).series.map((s) => s.name);
    expect(names).toEqual(["抬头率", "抬头率（全校）", "出勤率", "出勤率（全校）"]);
  });

  it("never draws a chart of zeros when the unit has no value", () => {
    expect(historyChart(weeks, ["handUp"], "x").empty).toBeTruthy();
    expect(historyChart([], ["headUpRate"], "x").empty).toBeTruthy();
    expect(historyHasData([point("1", { lessons: 0 })])).toBe(false);
    expect(historyHasData(weeks)).toBe(true);
  });
});

describe("history table and summary", () => {
  it("compares each period with the previous one that had lessons, and with the norm", () => {
    const rows = historyRows(weeks, "headUpRate");
    expect(rows.map((r) => r.value)).toEqual(["72.0%", "—", "80.0%"]);
    expect(rows[0]?.change).toBeNull();
    expect(rows[1]?.change).toBeNull();
    expect(rows[2]).toMatchObject({ change: "提高 8.0 个百分点", changeTone: "good" });
    expect(rows[0]).toMatchObject({ school: "70.0%", vsSchool: "高 2.0 个百分点", vsSchoolTone: "good" });
    expect(rows[2]?.lessons).toBe(2);
  });

  it("sums the latest period up against the previous one and the norm", () => {
    const s = historySummary(weeks, ["headUpRate", "concentration"]);
    expect(s).toBe(
      "最近一期为第3周，共 2 节课：抬头率 80.0%，较上一期提高 8.0 个百分点，高于全校 10.0 个百分点；专注度暂无数据。上一期为第1周。",
    );
    expect(historySummary(weeks.slice(0, 1), ["headUpRate"])).toBe(
      "最近一期为第1周，共 3 节课：抬头率 72.0%，高于全校 2.0 个百分点。此前没有可比较的一期。",
    );
    expect(historySummary([point("1", { lessons: 0 })], ["headUpRate"])).toBeNull();
  });
});

describe("teaching types", () => {
  it("stacks each period's lessons by type and totals them in the table", () => {
    const c = typesByPeriodChart(weeks);
    const series = (c.option as { series: Array<{ name: string; data: number[] }> }).series;
    expect(series.find((s) => s.name === "讲授型")?.data).toEqual([2, 0, 1]);
    expect(c.table.rows[0]).toEqual(["第1周", 0, 2, 1, 0, 3]);
    expect(typesByPeriodChart([point("1", { lessons: 1 })]).empty).toBeTruthy();
  });

  it("sets the unit's type shares beside the school's", () => {
    const unit = measures({ types: { practice: 1, lecture: 3, dialogue: 0, mixed: 0 } });
    const all = measures({ types: { practice: 0, lecture: 1, dialogue: 1, mixed: 0 } });
    const c = typeShareChart(unit, all, "张老师");
    const series = (c.option as { series: Array<{ data: Array<number | null> }> }).series;
    expect(series[0]?.data).toEqual([25, 75, 0, 0]);
    expect(series[1]?.data).toEqual([0, 50, 50, 0]);
    expect(c.table.rows[1]).toEqual(["讲授型", 3, "75.0%", "50.0%"]);
    expect(typeShareChart(measures(), all, "x").empty).toBeTruthy();
  });
});

describe("term report KPI table", () => {
  it("has one row per report metric against the school and the previous term", () => {
    const rows = kpiRows({
      measures: measures({ headUpRate: 0.8, warningsPerLesson: 1 }),
      school,
      previous: measures({ headUpRate: 0.75, warningsPerLesson: 2 }),
    });
    expect(rows.map((r) => r.metric)).toEqual(REPORT_KPI_METRICS);
    expect(rows.find((r) => r.metric === "headUpRate")).toMatchObject({
      value: "80.0%",
      school: "70.0%",
      vsSchool: "高 10.0 个百分点",
      previous: "75.0%",
      vsPrevious: "提高 5.0 个百分点",
      vsPreviousTone: "good",
    });
    expect(rows.find((r) => r.metric === "warningsPerLesson")).toMatchObject({
      vsPrevious: "下降 1.0",
      vsPreviousTone: "good",
    });
  });

  it("shows — without a previous term", () => {
    const row = kpiRows({ measures: measures({ headUpRate: 0.8 }), school, previous: null })[1];
    expect(row).toMatchObject({ previous: "—", vsPrevious: null, vsPreviousTone: "neutral" });
  });
});

describe("the school's own history", () => {
  it("draws no norm line and names no difference from itself", () => {
    const c = historyChart(weeks, ["headUpRate"], "全校", false);
    const series = (c.option as { series: Array<{ name: string }> }).series;
    expect(series.map((s) => s.name)).toEqual(["全校"]);
    expect(c.table.columns).toEqual(["周期", "课堂数", "全校"]);
    expect(c.table.rows[0]).toEqual(["第1周", 3, "72.0%"]);
    expect(historySummary(weeks, ["headUpRate"], false)).toBe(
      "最近一期为第3周，共 2 节课：抬头率 80.0%，较上一期提高 8.0 个百分点。上一期为第1周。",
    );
  });
});
