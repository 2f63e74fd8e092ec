import { type ClassroomSettings, type DetectedFace, type DetectedPerson, ST_DEFAULTS } from "@otp/contract";
import { describe, expect, it } from "vitest";
import {
  evaluateWarnings,
  lectureSeconds,
  lessonMeasures,
  type MeasureInput,
  type StudentSample,
  type TeacherSample,
} from "./classroom.aggregate.js";
import type { AudioResult } from "./classroom.engines.js";

const face = (headUp: boolean): DetectedFace => ({ box: [0, 0, 40, 40], score: 0.9, headUp });
const person = (handUp = false, standing = false): DetectedPerson => ({ box: [0, 0, 80, 160], handUp, standing });

/** A frame with `people` persons of whom `up` show a frontal face, `hands` raise a hand, `stand` stand. */
function frame(t: number, people: number, up: number, hands = 0, stand = 0): StudentSample {
  return {
    t,
    width: 1920,
    height: 1080,
    faces: Array.from({ length: up }, () => face(true)),
    persons: Array.from({ length: people }, (_, i) => person(i < hands, i < stand)),
  };
}

const settings: MeasureInput["settings"] = {
  studentEverySec: 10,
  teacherEverySec: 2,
  st: ST_DEFAULTS,
};
const input = (over: Partial<MeasureInput>): MeasureInput => ({
  duration: 200,
  student: [],
  teacher: [],
  audio: null,
  expected: null,
  settings,
  ...over,
});

describe("lessonMeasures: students", () => {
  const student = [
    frame(0, 30, 30),
    frame(10, 31, 15, 2),
    frame(20, 29, 0, 5, 1),
    frame(40, 30, 30, 5),
    frame(100, 0, 0),
  ];

  it("attendance is the 90th-percentile count, against the class list and capped at 1", () => {
    const m = lessonMeasures(input({ student, expected: 40 }));
    expect(m.samples).toBe(5);
    // Sorted 0, 29, 30, 30, 31: the 90th percentile (index round(0.9 × 4) = 4) is 31.
    expect(m.attendance).toMatchObject({ expected: 40, detected: 31, rate: 0.775 });
    expect(m.attendance.curve.map((p) => p.value)).toEqual([30, 31, 29, 30, 0]);
    expect(lessonMeasures(input({ student, expected: 25 })).attendance.rate).toBe(1);
    expect(lessonMeasures(input({ student })).attendance.rate).toBeNull();
    // Heads down hide faces: the room's count is read where most heads are up, not at the median.
    const heads = [frame(0, 10, 10), frame(10, 4, 4), frame(20, 3, 3), frame(30, 10, 10), frame(40, 5, 5)];
    expect(lessonMeasures(input({ student: heads })).attendance.detected).toBe(10);
  });

  it("head-up share per frame is measured against the people present; none present leaves no share", () => {
    const m = lessonMeasures(input({ student }));
    expect(m.headUp.curve).toEqual([
      { t: 0, value: 0.9677 },
      { t: 10, value: 0.4839 },
      { t: 20, value: 0 },
      { t: 40, value: 0.9677 },
      { t: 100, value: 0 },
    ]);
    expect(m.headUp.average).toBeCloseTo((30 / 31 + 15 / 31 + 0 + 30 / 31 + 0) / 5, 4);
    const empty = lessonMeasures(input({ student: [frame(0, 0, 0), frame(10, 0, 0)] }));
    expect(empty.headUp.curve).toEqual([]);
  });

  it("专注度 is the head-up share averaged over a centred 1-minute window, ×100", () => {
    const m = lessonMeasures(
      input({ student: [frame(0, 10, 10), frame(10, 10, 5), frame(20, 10, 0), frame(40, 10, 10), frame(100, 10, 5)] }),
    );
    // t=0: 0,10,20 → 0.5; t=10 and 20: 0,10,20,40 → 0.625; t=40: 10,20,40 → 0.5; t=100: alone → 0.5.
    expect(m.concentration.curve.map((p) => p.value)).toEqual([50, 62.5, 62.5, 50, 50]);
    expect(m.concentration.average).toBe(55);
  });

  it("behaviours: totals, peaks and the moment of the first peak", () => {
    const m = lessonMeasures(input({ student }));
    expect(m.behaviours.handUp).toMatchObject({ total: 12, peak: 5, peakT: 20 });
    expect(m.behaviours.standing).toMatchObject({ total: 1, peak: 1, peakT: 20 });
    // Present (31, or more in a fuller frame) minus the frontal faces.
    expect(m.behaviours.headDown.curve.map((p) => p.value)).toEqual([1, 16, 31, 1, 31]);
    expect(m.behaviours.headDown).toMatchObject({ total: 80, peak: 31, peakT: 20 });
    const none = lessonMeasures(input({ student: [frame(0, 3, 3)] }));
    expect(none.behaviours.handUp).toMatchObject({ total: 0, peak: 0, peakT: null });
  });

  it("hands and standing only from the frames whose bodies were looked at; people and head-up from all", () => {
    const noBody = (s: StudentSample): StudentSample => ({ ...s, body: false });
    const sparse = [frame(0, 30, 30, 1), noBody(frame(10, 31, 15)), frame(20, 29, 0, 5, 1), noBody(frame(30, 30, 30))];
    const m = lessonMeasures(input({ student: sparse }));
    expect(m.behaviours.handUp.curve).toEqual([
      { t: 0, value: 1 },
      { t: 20, value: 5 },
    ]);
    expect(m.behaviours.standing).toMatchObject({ total: 1, peak: 1, peakT: 20 });
    expect(m.attendance.curve.map((p) => p.t)).toEqual([0, 10, 20, 30]);
    expect(m.behaviours.headDown.curve).toHaveLength(4);
  });

  it("no samples: zeros, not NaN", () => {
    const m = lessonMeasures(input({}));
    expect(m.attendance).toMatchObject({ detected: 0, rate: null, curve: [] });
    expect(m.headUp).toEqual({ average: 0, curve: [] });
    expect(m.concentration).toEqual({ average: 0, curve: [] });
    expect(m.teacher).toBeNull();
  });
});

describe("lessonMeasures: teacher", () => {
  const pos = (t: number, x: number, y: number): TeacherSample => ({ t, teacher: { x, y, box: [0, 0, 10, 10] } });
  const teacher = [
    pos(0, 0.5, 0.1),
    pos(2, 0.52, 0.12),
    pos(4, 0.5, 0.6), // leaves the podium band, moving → 走动, patrol 1
    pos(6, 0.5, 0.61), // still → 学生区
    pos(8, 0.3, 0.2), // back at the podium
    { t: 10, teacher: null },
    pos(12, 0.1, 0.9), // patrol 2, moving
    pos(14, 0.1, 0.9), // still
  ];

  it("track, heat map, zones and patrols", () => {
    const m = lessonMeasures(input({ teacher }));
    const t = m.teacher;
    expect(t?.samples).toBe(7);
    expect(t?.track).toHaveLength(7);
    expect(t?.heat[0]?.[3]).toBeCloseTo(2 / 7, 4);
    expect(t?.heat[0]?.[1]).toBeCloseTo(1 / 7, 4);
    expect(t?.heat[2]?.[3]).toBeCloseTo(2 / 7, 4);
    expect(t?.heat[3]?.[0]).toBeCloseTo(2 / 7, 4);
    expect(t?.heat.flat().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    expect(t?.zones).toEqual([
      { name: "讲台", share: 0.4286 },
      { name: "走动", share: 0.2857 },
      { name: "学生区", share: 0.2857 },
    ]);
    expect(t?.patrols).toBe(2);
  });

  it("a teacher camera that never found the teacher", () => {
    const m = lessonMeasures(input({ teacher: [{ t: 0, teacher: null }] }));
    expect(m.teacher).toMatchObject({ samples: 0, track: [], patrols: 0 });
    expect(m.teacher?.zones.every((z) => z.share === 0)).toBe(true);
  });
});

describe("lessonMeasures: audio and S-T", () => {
  const audio: AudioResult = {
    duration: 200,
    hasAudio: true,
    method: "测试",
    segments: [
      { start: 0, end: 50, speaker: "T" },
      { start: 51, end: 100, speaker: "T" },
      { start: 100, end: 110, speaker: "S" },
      { start: 120, end: 150, speaker: "T" },
    ],
  };

  it("shares of the lesson, lecture share and S-T from the audio", () => {
    const m = lessonMeasures(input({ audio }));
    expect(m.audio).toMatchObject({ hasAudio: true, teacherShare: 0.645, studentShare: 0.05, silenceShare: 0.305 });
    // 0–100 s is one run (gap 1 s < 2 s) of 100 s ≥ 60 s; 120–150 is too short.
    expect(m.audio.lectureShare).toBe(0.5);
    // Moments 15 45 75 105 135 165 → T T T S T S.
    expect(m.st?.codes).toEqual(["T", "T", "T", "S", "T", "S"]);
    expect(m.st).toMatchObject({ n: 6, nt: 4, g: 4, ch: 0.5, type: "dialogue" });
  });

  it("without audio: no shares, no S-T, the reason shown", () => {
    const m = lessonMeasures(input({}));
    expect(m.audio).toMatchObject({ hasAudio: false, segments: [], teacherShare: 0, lectureShare: 0 });
    expect(m.audio.method).toMatch(/没有音轨/);
    expect(m.st).toBeNull();
    const silent = lessonMeasures(input({ audio: { ...audio, hasAudio: false, segments: [], method: "静音" } }));
    expect(silent.audio.method).toBe("静音");
    expect(silent.st).toBeNull();
  });

  it("lecture runs: a gap of 2 s or student talk ends a run", () => {
    expect(lectureSeconds([{ start: 0, end: 59, speaker: "T" }])).toBe(0);
    expect(lectureSeconds([{ start: 0, end: 60, speaker: "T" }])).toBe(60);
    expect(
      lectureSeconds([
        { start: 0, end: 40, speaker: "T" },
        { start: 42, end: 80, speaker: "T" },
      ]),
    ).toBe(0);
    expect(
      lectureSeconds([
        { start: 0, end: 40, speaker: "T" },
        { start: 40.5, end: 41, speaker: "S" },
        { start: 41.5, end: 80, speaker: "T" },
      ]),
    ).toBe(0);
  });
});

describe("evaluateWarnings", () => {
  const rules: ClassroomSettings["rules"] = {
    attendance: { enabled: true, belowPct: 80 },
    headUp: { enabled: true, belowPct: 40, minutes: 6 },
    lecture: { enabled: true, abovePct: 40 },
  };
  // Every 10 s: 0.9 for the first minute, then 36 samples (6 minutes) at 0.3 with one at 0.18, then 0.9.
  const headUpFrames = Array.from({ length: 60 }, (_, i) => {
    const t = i * 10;
    const up = t < 60 || t >= 420 ? 90 : t === 200 ? 18 : 30;
    return frame(t, 100, up);
  });
  const audio: AudioResult = {
    duration: 600,
    hasAudio: true,
    method: "测试",
    segments: [{ start: 0, end: 300, speaker: "T" }],
  };
  const base = lessonMeasures(input({ duration: 600, student: headUpFrames, expected: 125, audio }));

  it("raises each rule with Chinese messages", () => {
    // Attendance: 100 detected of 125 = 80 %, which is not below 80 %.
    expect(evaluateWarnings(base, rules)).toEqual([
      {
        rule: "headUp",
        at: 60,
        value: 18,
        threshold: 40,
        message: "第2分钟起抬头率连续6分钟低于40%（最低18%）",
      },
      { rule: "lecture", at: null, value: 50, threshold: 40, message: "讲授时间占比50%，高于40%" },
    ]);
    const low = evaluateWarnings({ ...base, attendance: { ...base.attendance, rate: 0.75 } }, rules);
    expect(low[0]).toMatchObject({
      rule: "attendance",
      value: 75,
      message: "出勤率75%，低于80%（检测到100人，应到125人）",
    });
  });

  it("thresholds: at the threshold is no warning; shorter runs and gaps raise none", () => {
    const strict = { ...rules, headUp: { ...rules.headUp, minutes: 7 }, lecture: { ...rules.lecture, abovePct: 50 } };
    expect(evaluateWarnings(base, strict)).toEqual([]);
    const gap = lessonMeasures(input({ duration: 600, student: headUpFrames.filter((f) => f.t !== 200) }));
    expect(evaluateWarnings(gap, rules).filter((w) => w.rule === "headUp")).toEqual([]);
  });

  it("needs a class list for attendance, audio for lecture share, and enabled rules", () => {
    const noList = lessonMeasures(input({ duration: 600, student: headUpFrames }));
    const low = { ...noList, attendance: { ...noList.attendance, rate: null } };
    expect(evaluateWarnings(low, rules).map((w) => w.rule)).toEqual(["headUp"]);
    const off = {
      attendance: { ...rules.attendance, enabled: false },
      headUp: { ...rules.headUp, enabled: false },
      lecture: { ...rules.lecture, enabled: false },
    };
    expect(evaluateWarnings({ ...base, attendance: { ...base.attendance, rate: 0.1 } }, off)).toEqual([]);
  });
});
