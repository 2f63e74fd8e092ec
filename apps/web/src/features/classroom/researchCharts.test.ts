import type { ResearchLesson, UnitMeasures } from "@otp/contract";
import { describe, expect, it } from "vitest";
import {
  courseTrendChart,
  kpiItems,
  lessonsRtChChart,
  plotValue,
  rankingChart,
  typeMixChart,
  typePieChart,
  vsSchool,
} from "./researchCharts";

function measures(over: Partial<UnitMeasures> = {}): UnitMeasures {
  return {
    lessons: 10,
    duration: 27000,
    attendanceRate: 0.9,
    headUpRate: 0.7,
    concentration: 72,
    lectureShare: 0.5,
    teacherShare: 0.55,
    studentShare: 0.2,
    silenceShare: 0.25,
    rt: 0.6,
    ch: 0.3,
    handUp: 1.5,
    standing: 0.4,
    headDown: 3,
    warningsPerLesson: 0.2,
    types: { practice: 1, lecture: 3, dialogue: 2, mixed: 4 },
    warnings: 2,
    warningsByRule: { attendance: 1, headUp: 1, lecture: 0 },
    ...over,
  };
}

function lesson(id: number, over: Partial<ResearchLesson> = {}): ResearchLesson {
  return {
    id,
    title: `第${id}课`,
    lessonAt: `2026-03-0${id}T01:00:00.000Z`,
    duration: 2700,
    teacherId: 1,
    teacherName: "张老师",
    courseId: 5,
    courseName: "数学",
    classNames: ["一班"],
    termId: 1,
    attendanceRate: 0.9,
    headUpRate: 0.8,
    concentration: 70,
    lectureShare: 0.5,
    teacherShare: 0.5,
    studentShare: 0.2,
    rt: 0.8,
    ch: 0.2,
    teachingType: "lecture",
    warnings: 0,
    ...over,
  };
}

describe("research KPIs against the school's norm", () => {
  it("names the difference in the metric's unit and judges it by which way is better", () => {
    expect(vsSchool("headUpRate", 0.75, 0.7)).toEqual({ text: "比全校高 5.0 个百分点", tone: "good" });
    expect(vsSchool("warningsPerLesson", 0.5, 0.2)).toEqual({ text: "比全校高 0.3", tone: "bad" });
    expect(vsSchool("lectureShare", 0.4, 0.5)).toEqual({ text: "比全校低 10.0 个百分点", tone: "neutral" });
    expect(vsSchool("concentration", 72, 72)).toEqual({ text: "与全校持平", tone: "neutral" });
    expect(vsSchool("attendanceRate", null, 0.9)).toBeNull();
  });

  it("shows a missing measure as a dash, never as zero", () => {
    const [att, head] = kpiItems(measures({ attendanceRate: null }), measures(), ["attendanceRate", "headUpRate"]);
    expect(att).toMatchObject({ label: "出勤率", value: "—", norm: "90.0%", delta: null });
    expect(head).toMatchObject({ value: "70.0%", norm: "70.0%", delta: { text: "与全校持平" } });
  });
});

describe("multi-unit charts", () => {
  const rows = [
    { name: "初中部", measures: measures({ headUpRate: 0.6 }) },
    { name: "高中部", measures: measures({ headUpRate: 0.8 }) },
    { name: "小学部", measures: measures({ headUpRate: null }) },
  ];

  it("ranks units highest first with the norm as a line, leaving units without the measure undrawn", () => {
    const c = rankingChart(rows, "headUpRate", measures());
    const o = c.option as {
      yAxis: { data: string[] };
      series: Array<{ data: Array<{ value: number; itemStyle: { color: string } }>; markLine: { data: object[] } }>;
    };
    expect(o.yAxis.data).toEqual(["高中部", "初中部"]);
    expect(o.series[0]?.data.map((d) => d.value)).toEqual([80, 60]);
    // Below the school's 70 % (better is up) is drawn orange.
    expect(o.series[0]?.data.map((d) => d.itemStyle.color)).toEqual(["#1f6fd1", "#f08a24"]);
    expect(o.series[0]?.markLine.data).toEqual([{ xAxis: 70, name: "全校" }]);
    expect(c.table.rows).toEqual([
      [1, "高中部", "80.0%", "比全校高 10.0 个百分点"],
      [2, "初中部", "60.0%", "比全校低 10.0 个百分点"],
      ["—", "小学部", "—", "—"],
    ]);
    expect(c.empty).toBe(false);
    expect(rankingChart([rows[2] as (typeof rows)[number]], "headUpRate", measures()).empty).toContain("抬头率");
  });

  it("stacks each unit's teaching types as shares of its coded lessons", () => {
    const c = typeMixChart([
      { name: "甲", measures: measures({ types: { practice: 1, lecture: 1, dialogue: 0, mixed: 2 } }) },
      { name: "乙", measures: measures({ types: { practice: 0, lecture: 0, dialogue: 0, mixed: 0 } }) },
    ]);
    const o = c.option as { yAxis: { data: string[] }; series: Array<{ name: string; data: number[] }> };
    expect(o.yAxis.data).toEqual(["甲"]);
    expect(o.series.map((s) => [s.name, s.data[0]])).toEqual([
      ["练习型", 25],
      ["讲授型", 25],
      ["对话型", 0],
      ["混合型", 50],
    ]);
    expect(c.table.rows[1]).toEqual(["乙", 0, 0, 0, 0, 0]);
    expect(
      typeMixChart([{ name: "乙", measures: measures({ types: { practice: 0, lecture: 0, dialogue: 0, mixed: 0 } }) }])
        .empty,
    ).toBeTruthy();
  });

  it("plots shares as percentages and keeps a missing value missing", () => {
    expect(plotValue("attendanceRate", 0.8766)).toBe(87.7);
    expect(plotValue("concentration", 71.234)).toBe(71.2);
    expect(plotValue("rt", 0.61234)).toBe(0.61);
    expect(plotValue("studentShare", null)).toBeNull();
  });
});

describe("course research charts", () => {
  const lessons = [lesson(3, { headUpRate: null }), lesson(1), lesson(2, { rt: null, ch: null, teachingType: null })];

  it("draws every measure over the lessons in time order with a gap where one is missing", () => {
    const c = courseTrendChart(lessons);
    const o = c.option as { xAxis: { data: string[] }; series: Array<{ name: string; data: Array<number | null> }> };
    expect(o.xAxis.data.map((l) => l.slice(6))).toEqual(["第1课", "第2课", "第3课"]);
    expect(o.series[0]).toMatchObject({ name: "抬头率(%)", data: [80, 80, null] });
    expect(o.series[1]).toMatchObject({ name: "专注度", data: [70, 70, 70] });
    expect(c.table.rows[2]?.[1]).toBe("—");
    expect(courseTrendChart([]).empty).toBeTruthy();
  });

  it("puts each lesson with an S-T result on the Rt–Ch chart", () => {
    const c = lessonsRtChChart(lessons);
    expect(c.table.rows.map((r) => r[0])).toEqual(["03-03 第3课", "03-01 第1课"]);
    expect(c.table.rows[0]?.[3]).toBe("讲授型");
    expect(lessonsRtChChart([lesson(1, { rt: null, ch: null })]).empty).toBeTruthy();
  });

  it("draws the teaching types as a pie without the types no lesson had", () => {
    const c = typePieChart({ practice: 0, lecture: 4, dialogue: 1, mixed: 0 });
    const o = c.option as { series: Array<{ data: Array<{ name: string; value: number; itemStyle: object }> }> };
    expect(o.series[0]?.data).toEqual([
      { name: "讲授型", value: 4, itemStyle: { color: "#1f6fd1" } },
      { name: "对话型", value: 1, itemStyle: { color: "#f08a24" } },
    ]);
    expect(c.table.rows[1]).toEqual(["讲授型", 4, "80.0%"]);
    expect(typePieChart({ practice: 0, lecture: 0, dialogue: 0, mixed: 0 }).empty).toBeTruthy();
  });
});
