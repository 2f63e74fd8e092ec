import { ST_DEFAULTS, stAnalysis, TEACHING_TYPE_NAMES, teachingType } from "@otp/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { clock, pct } from "./classroomFormat";
import { timelineMarks } from "./components/EventTimeline";
import { listFilters, useCourseAnalysis } from "./courseAnalysisStore";
import { initialCodes, keyToCode, savedCodes, slotAt, slotCount, withCode } from "./fiasCoding";
import { behaviourChart, headline, rtChChart, talkChart } from "./lessonCharts";
import { lessonFixture } from "./testFixtures";

describe("FIAS coding rules", () => {
  it("maps keys 1–9 to codes and 0 to 10; anything else is no code", () => {
    expect([..."1234567890"].map(keyToCode)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(keyToCode("a")).toBeNull();
    expect(keyToCode("Enter")).toBeNull();
    expect(keyToCode("10")).toBeNull();
  });

  it("has one slot per 3 seconds and clamps the video clock to the slots", () => {
    expect(slotCount(30)).toBe(10);
    expect(slotCount(31)).toBe(11);
    expect(slotAt(0, 10)).toBe(0);
    expect(slotAt(2.99, 10)).toBe(0);
    expect(slotAt(3, 10)).toBe(1);
    expect(slotAt(999, 10)).toBe(9);
    expect(slotAt(-5, 10)).toBe(0);
  });

  it("pads the pre-fill to the lesson and codes a slot without touching the input", () => {
    const start = initialCodes([5, 8], 12);
    expect(start).toEqual([5, 8, 0, 0]);
    const next = withCode(start, 2, 10);
    expect(next).toEqual([5, 8, 10, 0]);
    expect(start).toEqual([5, 8, 0, 0]);
    expect(withCode(start, 9, 1)).toEqual(start);
  });

  it("saves the codes by position and restores them in place (slot i is second 3i)", () => {
    // Coded at 0:03 and 0:12–0:15 of a 30 s lesson only.
    const coded = withCode(withCode(withCode(initialCodes([], 30), 1, 4), 4, 5), 5, 8);
    const saved = savedCodes(coded);
    // Uncoded slots before and between stay as 0; only the uncoded tail is left off.
    expect(saved).toEqual([0, 4, 0, 0, 5, 8]);
    expect(initialCodes(saved, 30)).toEqual(coded);
    expect(savedCodes(initialCodes([], 30))).toEqual([]);
  });
});

describe("course analysis store (SPEC §3)", () => {
  beforeEach(() => useCourseAnalysis.getState().reset());

  it("drops the narrower choices when the organization or term changes", () => {
    const s = useCourseAnalysis.getState();
    s.setLists({
      courses: [{ id: 1, name: "数学" }],
      teachers: [{ id: 2, name: "张" }],
      sections: [],
      classes: [{ id: 3, name: "一班" }],
    });
    s.select({ courseId: 1, teacherId: 2, classId: 3, status: "done" });
    s.setScope({ termId: 9 });
    const after = useCourseAnalysis.getState();
    expect(after.termId).toBe(9);
    expect([after.courseId, after.teacherId, after.classId]).toEqual([undefined, undefined, undefined]);
    expect(after.status).toBe("done");
    expect(listFilters(after)).toMatchObject({ termId: 9, status: "done" });
  });

  it("keeps a selection the new lists still offer and drops one they do not", () => {
    const s = useCourseAnalysis.getState();
    s.setLists({ courses: [{ id: 1, name: "数学" }], teachers: [{ id: 2, name: "张" }], sections: [], classes: [] });
    s.select({ courseId: 1, teacherId: 2 });
    s.setLists({ courses: [{ id: 1, name: "数学" }], teachers: [{ id: 5, name: "李" }], sections: [], classes: [] });
    expect(useCourseAnalysis.getState().courseId).toBe(1);
    expect(useCourseAnalysis.getState().teacherId).toBeUndefined();
  });

  it("drops a section of another course when the course changes", () => {
    const s = useCourseAnalysis.getState();
    s.setLists({ courses: [], teachers: [], classes: [], sections: [{ id: 4, name: "第一节", courseId: 1 }] });
    s.select({ courseId: 1, sectionId: 4 });
    s.select({ courseId: 2 });
    expect(useCourseAnalysis.getState().sectionId).toBeUndefined();
  });
});

describe("lesson charts", () => {
  const d = lessonFixture();
  const m = d.measures;
  if (!m) throw new Error("fixture has measures");

  it("draws the Rt–Ch regions with the contract's own classification", () => {
    const c = rtChChart([{ name: "课", rt: 0.5, ch: 0.6 }], ST_DEFAULTS);
    const series = (
      c.option as {
        series: Array<{
          markArea: { data: Array<[{ name: string; xAxis: number; yAxis: number }, { xAxis: number; yAxis: number }]> };
        }>;
      }
    ).series[0];
    const areas = series.markArea.data;
    expect(areas).toHaveLength(6);
    for (const [a, b] of areas) {
      expect(a.name).toBe(
        TEACHING_TYPE_NAMES[teachingType((a.xAxis + b.xAxis) / 2, (a.yAxis + b.yAxis) / 2, ST_DEFAULTS)],
      );
    }
    expect(new Set(areas.map(([a]) => a.name))).toEqual(new Set(Object.values(TEACHING_TYPE_NAMES)));
    expect(c.table.rows).toEqual([["课", "0.500", "0.600", TEACHING_TYPE_NAMES[teachingType(0.5, 0.6)]]]);
  });

  it("puts every behaviour's peak on the chart and the same counts in its table", () => {
    const c = behaviourChart(m);
    const series = (
      c.option as { series: Array<{ name: string; markPoint?: { data: Array<{ coord: [number, number] }> } }> }
    ).series;
    expect(series.find((s) => s.name === "举手")?.markPoint?.data[0]?.coord).toEqual([60, 6]);
    expect(series.find((s) => s.name === "低头")?.markPoint).toBeUndefined();
    expect(c.table.columns).toEqual(["时刻", "举手人数", "起立人数", "低头人数"]);
    expect(c.table.rows).toContainEqual(["1:00", 6, 0, 0]);
    // A frame whose bodies were not looked at (bodyEverySec) has no hand or standing count: "—", not 0.
    const b = m.behaviours;
    const sparse = {
      ...m,
      behaviours: {
        ...b,
        handUp: { ...b.handUp, curve: [{ t: 60, value: 6 }] },
        standing: { ...b.standing, curve: [{ t: 60, value: 0 }] },
        headDown: {
          ...b.headDown,
          curve: [
            { t: 50, value: 2 },
            { t: 60, value: 0 },
          ],
        },
      },
    };
    expect(behaviourChart(sparse).table.rows).toEqual([
      ["0:50", "—", "—", 2],
      ["1:00", 6, 0, 0],
    ]);
  });

  it("says there is no audio instead of drawing empty shares", () => {
    const silent = { ...m, audio: { ...m.audio, hasAudio: false } };
    expect(talkChart(silent).empty).toBe("这节课的录像没有音轨");
    expect(talkChart(m).table.rows).toContainEqual(["讲授时间占比", "40.0%"]);
  });

  it("marks each behaviour peak and each timed warning on the timeline, in time order", () => {
    const marks = timelineMarks(m, [
      {
        id: 1,
        rule: "headUp",
        ruleName: "抬头率持续偏低",
        at: 30,
        value: 0.2,
        threshold: 0.5,
        message: "低",
        createdAt: "",
      },
      {
        id: 2,
        rule: "lecture",
        ruleName: "讲授占比过高",
        at: null,
        value: 0.9,
        threshold: 0.8,
        message: "高",
        createdAt: "",
      },
    ]);
    expect(marks.map((x) => [x.kind, x.t])).toEqual([
      ["warning", 30],
      ["handUp", 60],
      ["standing", 120],
    ]);
  });

  it("shows the headline figures and a dash where there is no data", () => {
    expect(headline(d).map((h) => h.value)).toEqual([
      "36",
      "90%",
      "80%",
      "75",
      "40%",
      TEACHING_TYPE_NAMES[m.st?.type ?? "mixed"],
    ]);
    expect(headline({ ...d, measures: null }).every((h) => h.value === "—")).toBe(true);
  });

  it("shows no teaching type when the audio gave no S-T code (under 30 s)", () => {
    const short = { ...d, measures: { ...m, st: stAnalysis([]) } };
    // The contract still answers 混合型 for an empty sequence; the page must not show it.
    expect(short.measures.st.type).toBe("mixed");
    expect(headline(short).at(-1)).toEqual({ label: "教学类型", value: "—" });
  });

  it("formats clocks and shares", () => {
    expect(clock(75)).toBe("1:15");
    expect(clock(3725)).toBe("1:02:05");
    expect(pct(0.456, 1)).toBe("45.6%");
    expect(pct(null)).toBe("—");
  });
});
