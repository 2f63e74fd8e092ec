import { type CompareItem, ST_DEFAULTS, stAnalysis, type UnitMeasures } from "@otp/contract";
import { describe, expect, it } from "vitest";
import {
  curveCompareChart,
  metricBarsChart,
  perMinute,
  rtChCompareChart,
  stOverlayChart,
  talkSharesChart,
  typeRegions,
  typesCompareChart,
  weeklyCompareChart,
} from "./compareCharts";
import {
  axisTooltip,
  type Choice,
  compareProblem,
  compareQueryString,
  compareRedirect,
  compareRoute,
  focusDifferences,
  focusRoute,
  itemKpis,
  itemLabel,
  metricRows,
  readCompareQuery,
  toggleChoice,
} from "./compareModel";

function measures(over: Partial<UnitMeasures> = {}): UnitMeasures {
  return {
    lessons: 1,
    duration: 2700,
    attendanceRate: 0.9,
    headUpRate: 0.8,
    concentration: 75,
    lectureShare: 0.6,
    teacherShare: 0.55,
    studentShare: 0.25,
    silenceShare: 0.2,
    rt: 0.7,
    ch: 0.3,
    handUp: 2,
    standing: 1,
    headDown: 3,
    warningsPerLesson: 1,
    types: { practice: 0, lecture: 1, dialogue: 0, mixed: 0 },
    warnings: 1,
    warningsByRule: { attendance: 0, headUp: 1, lecture: 0 },
    ...over,
  };
}

function lesson(id: number, over: Partial<CompareItem> = {}): CompareItem {
  const st = stAnalysis(["T", "T", "S", "T"], ST_DEFAULTS);
  return {
    kind: "lesson",
    id,
    name: `课堂${id}`,
    subtitle: "张老师 · 数学 · 2025-09-15",
    measures: measures(),
    curves: {
      headUp: [
        { t: 0, value: 0.6 },
        { t: 30, value: 0.8 },
        { t: 65, value: 0.9 },
      ],
      concentration: [{ t: 0, value: 0.7 }],
      attendance: [{ t: 0, value: 36 }],
      handUp: [],
      headDown: [{ t: 10, value: 2 }],
    },
    st,
    points: [{ lessonId: id, title: `课堂${id}`, rt: st.rt, ch: st.ch, type: st.type }],
    weeks: [],
    ...over,
  };
}

describe("the address of a comparison", () => {
  it("reads kind, ids and term, keeping the ids' order and dropping what is not an id", () => {
    expect(readCompareQuery(new URLSearchParams("kind=teacher&ids=3,1,x,-2,5&termId=7"))).toEqual({
      kind: "teacher",
      ids: [3, 1, 5],
      termId: 7,
    });
    expect(readCompareQuery(new URLSearchParams("ids=4&ids=9"))).toEqual({
      kind: "lesson",
      ids: [4, 9],
      termId: undefined,
    });
    expect(readCompareQuery(new URLSearchParams("kind=room&ids=1,2")).kind).toBeNull();
    // The same lesson twice stays: the server names the mistake ("不能与自身对比").
    expect(readCompareQuery(new URLSearchParams("ids=5,5")).ids).toEqual([5, 5]);
  });

  it("goes to /two or /three by the number of ids and keeps the query on every view", () => {
    const q = { kind: "class" as const, ids: [1, 2, 3], termId: 4 };
    expect(compareQueryString(q)).toBe("kind=class&ids=1,2,3&termId=4");
    expect(compareRoute(q)).toBe("/ai-research/compare/three?kind=class&ids=1,2,3&termId=4");
    expect(compareRoute({ kind: "lesson", ids: [1, 2] })).toBe("/ai-research/compare/two?kind=lesson&ids=1,2");
    expect(focusRoute("activity", q)).toBe("/compare-analysis/activity?kind=class&ids=1,2,3&termId=4");
    const back = readCompareQuery(new URLSearchParams(compareQueryString(q)));
    expect(back).toEqual(q);
  });

  it("redirects a route opened with the wrong count of ids, and says what is missing", () => {
    expect(compareRedirect(2, { kind: "lesson", ids: [1, 2, 3] })).toBe(
      "/ai-research/compare/three?kind=lesson&ids=1,2,3",
    );
    expect(compareRedirect(3, { kind: "lesson", ids: [1, 2] })).toBe("/ai-research/compare/two?kind=lesson&ids=1,2");
    expect(compareRedirect(2, { kind: "lesson", ids: [1, 2] })).toBeNull();
    expect(compareRedirect(2, { kind: "lesson", ids: [1] })).toBeNull();
    expect(compareProblem({ kind: "lesson", ids: [1] })).toBe("请先选择两到三个对比对象");
    expect(compareProblem({ kind: "lesson", ids: [1, 2, 3, 4] })).toContain("最多对比三个");
    expect(compareProblem({ kind: null, ids: [1, 2] })).toContain("类型不正确");
    expect(compareProblem({ kind: "lesson", ids: [1, 2] })).toBeNull();
  });

  it("never chooses the same item twice nor more than three", () => {
    const c = (id: number): Choice => ({ id, name: `#${id}`, detail: "" });
    let chosen = toggleChoice([], c(1), true);
    chosen = toggleChoice(chosen, c(1), true);
    expect(chosen.map((x) => x.id)).toEqual([1]);
    chosen = [2, 3, 4].reduce((acc, id) => toggleChoice(acc, c(id), true), chosen);
    expect(chosen.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(toggleChoice(chosen, c(2), false).map((x) => x.id)).toEqual([1, 3]);
  });
});

describe("comparison charts", () => {
  it("averages a curve per minute and lines every lesson up on the same minutes", () => {
    expect([
      ...perMinute([
        { t: 0, value: 1 },
        { t: 59, value: 3 },
        { t: 60, value: 5 },
      ]),
    ]).toEqual([
      [0, 2],
      [1, 5],
    ]);
    const long = lesson(2, {
      curves: { headUp: [{ t: 250, value: 0.5 }], concentration: [], attendance: [], handUp: [], headDown: [] },
    });
    const items = [lesson(1), long];
    const head = curveCompareChart(items, "headUp");
    const conc = curveCompareChart(items, "concentration");
    const axis = (c: { option: object }) => (c.option as { xAxis: { data: string[] } }).xAxis.data;
    // Minutes 1–5 on every measure's chart, so hovering one points at the same minute on the others.
    expect(axis(head)).toEqual(["1", "2", "3", "4", "5"]);
    expect(axis(conc)).toEqual(axis(head));
    expect(head.table.columns).toEqual(["分钟", "A 课堂1", "B 课堂2"]);
    expect(head.table.rows[0]).toEqual(["第1分钟", 70, "—"]);
    expect(head.table.rows[1]).toEqual(["第2分钟", 90, "—"]);
    expect(head.table.rows[4]).toEqual(["第5分钟", "—", 50]);
    // 专注度 comes on 0–1 like the head-up rate and is drawn on 0–100 like its means.
    expect(conc.table.rows[0]).toEqual(["第1分钟", 70, "—"]);
    expect(curveCompareChart(items, "handUp").empty).toBeTruthy();
    expect(head.empty).toBe(false);
  });

  it("overlays the lessons' S-T curves and puts every item's points on one Rt–Ch chart", () => {
    const noAudio = lesson(3, { st: null, points: [] });
    const items = [lesson(1), lesson(2), noAudio];
    const st = stOverlayChart(items);
    expect((st.option as { series: unknown[] }).series).toHaveLength(2);
    expect(st.table.rows[0]).toEqual(["A 课堂1", 4, 1, 3, "0.75", "0.50", "讲授型"]);
    expect(stOverlayChart([noAudio]).empty).toBeTruthy();

    const rtch = rtChCompareChart(items);
    const series = (rtch.option as { series: Array<{ name: string; data: unknown[] }> }).series;
    // The regions' series, then one per item (the third has no point but keeps its colour).
    expect(series.map((s) => s.name)).toEqual(["教学类型区域", "A 课堂1", "B 课堂2", "C 课堂3"]);
    expect(rtch.table.rows).toHaveLength(2);
    expect(rtChCompareChart([noAudio]).empty).toBeTruthy();
    expect(typeRegions(ST_DEFAULTS)).toHaveLength(6);
  });

  it("draws the weekly lines of teachers over the union of their weeks", () => {
    const t = (id: number, weeks: Array<[string, number | null]>): CompareItem => ({
      ...lesson(id),
      kind: "teacher",
      curves: null,
      st: null,
      weeks: weeks.map(([week, headUpRate]) => ({ week, measures: measures({ headUpRate }) })),
    });
    const chart = weeklyCompareChart(
      [
        t(1, [
          ["2025-09-08", 0.5],
          ["2025-09-15", 0.6],
        ]),
        t(2, [["2025-09-22", 0.7]]),
      ],
      "headUpRate",
    );
    expect((chart.option as { xAxis: { data: string[] } }).xAxis.data).toEqual(["09-08", "09-15", "09-22"]);
    expect(chart.table.rows).toEqual([
      ["2025-09-08", "50.0%", "—"],
      ["2025-09-15", "60.0%", "—"],
      ["2025-09-22", "—", "70.0%"],
    ]);
    expect(weeklyCompareChart([t(1, [])], "headUpRate").empty).toBeTruthy();
  });

  it("puts measures, talk shares and teaching types side by side with the school's norm", () => {
    const a = lesson(1);
    const b = lesson(2, {
      measures: measures({ handUp: 4, teacherShare: null, studentShare: null, silenceShare: null }),
    });
    const school = measures({ handUp: 1 });
    const bars = metricBarsChart([a, b], ["handUp", "headDown"], school);
    expect(bars.table.columns).toEqual(["指标", "A 课堂1", "B 课堂2", "全校平均"]);
    expect(bars.table.rows[0]).toEqual(["平均举手人数", "2.0人", "4.0人", "1.0人"]);
    const talk = talkSharesChart([a, b], school);
    expect(talk.table.rows[1]).toEqual(["B 课堂2", "—", "—", "—", "60.0%"]);
    expect(talk.empty).toBe(false);
    expect(talkSharesChart([b], null).empty).toBeTruthy();
    const types = typesCompareChart([
      a,
      { ...b, measures: measures({ types: { practice: 1, lecture: 1, dialogue: 2, mixed: 0 } }) },
    ]);
    expect(types.table.rows[1]).toEqual(["B 课堂2", "1节（25%）", "1节（25%）", "2节（50%）", "0节（0%）"]);
  });

  it("names the best item per metric and keeps the focused differences", () => {
    const rows = metricRows(
      [lesson(1), lesson(2, { measures: measures({ headUpRate: 0.9, headDown: 3 }) })],
      measures(),
      ["headUpRate", "headDown", "lectureShare"],
    );
    expect(rows[0]).toMatchObject({ name: "抬头率", cells: ["80.0%", "90.0%"], school: "80.0%", best: 1 });
    expect(rows[1]?.best).toBeNull(); // a tie
    expect(rows[2]?.best).toBeNull(); // neither way is better
    const sentences = [
      "课堂2的抬头率比课堂1高 10.0 个百分点（90.0% 对 80.0%）",
      "课堂2的平均举手人数比课堂1高 2.0人（4.0人 对 2.0人）",
      "课堂1以讲授型为主，课堂2以对话型为主",
    ];
    expect(focusDifferences(sentences, "concentration")).toEqual([sentences[0]]);
    expect(focusDifferences(sentences, "activity")).toEqual([sentences[1]]);
    expect(focusDifferences(sentences, "teaching")).toEqual([sentences[2]]);
    expect(
      focusDifferences(["各项指标差异均不明显（出勤率、抬头率、讲授占比等相差不足 5 个百分点）"], "concentration"),
    ).toEqual([]);
  });

  it("writes the synchronised tooltips inside the chart, escaping the lessons' titles", () => {
    const tip = axisTooltip((m) => `第${m}分钟`, "%");
    expect(tip.confine).toBe(true);
    const html = tip.formatter([
      { axisValue: "3", marker: "●", seriesName: "A <b>课</b>", value: 93.1 },
      { axisValue: "3", marker: "●", seriesName: "B 一节标题很长很长很长很长很长很长很长的课", value: null },
    ]);
    expect(html).toBe(
      "第3分钟<br/>●A &lt;b&gt;课&lt;/b&gt;　<b>93.1%</b><br/>●B 一节标题很长很长很长很长很长很…　<b>—</b>",
    );
  });

  it("labels items with a letter and gives teachers their lesson count", () => {
    expect(itemLabel({ name: "王老师" }, 2)).toBe("C 王老师");
    const kpis = itemKpis({ ...lesson(1), kind: "teacher", measures: measures({ lessons: 12, rt: null }) });
    expect(kpis[0]).toEqual({ label: "课堂数", value: "12 节" });
    expect(kpis.find((k) => k.label === "Rt / Ch")?.value).toBe("— / 0.30");
    expect(itemKpis(lesson(1)).find((k) => k.label === "教学类型")?.value).toBe("讲授型");
  });
});
