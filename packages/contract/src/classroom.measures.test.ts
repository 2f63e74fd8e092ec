import { describe, expect, it } from "vitest";
import { type AudioSegment, fiasSaveSchema, type Speaker } from "./classroom.js";
import { fiasAnalysis, fiasPrefill, stAnalysis, stCodesFromAudio, teachingType } from "./classroom.measures.js";

/** "TTS" → ["T", "T", "S"]. */
const st = (s: string) => s.split("") as Speaker[];
const seg = (start: number, end: number, speaker: Speaker): AudioSegment => ({ start, end, speaker });

describe("stAnalysis", () => {
  it("an empty sequence has no ratios and says nothing (混合型)", () => {
    expect(stAnalysis([])).toEqual({
      codes: [],
      n: 0,
      nt: 0,
      rt: 0,
      g: 0,
      ch: 0,
      type: "mixed",
      curve: [{ s: 0, t: 0 }],
    });
  });

  it("all T is lecture, all S is practice, one run each", () => {
    const t = stAnalysis(st("TTTTTTTTTT"));
    expect([t.n, t.nt, t.rt, t.g, t.ch, t.type]).toEqual([10, 10, 1, 1, 0, "lecture"]);
    const s = stAnalysis(st("SSSSSSSSSS"));
    expect([s.n, s.nt, s.rt, s.g, s.ch, s.type]).toEqual([10, 0, 0, 1, 0, "practice"]);
  });

  it("alternating codes: Rt 0.5, g = N, Ch = 0.9, dialogue", () => {
    const r = stAnalysis(st("TSTSTSTSTS"));
    expect([r.nt, r.rt, r.g, r.type]).toEqual([5, 0.5, 10, "dialogue"]);
    expect(r.ch).toBeCloseTo(0.9, 12);
  });

  it("a single code", () => {
    expect(stAnalysis(["T"])).toMatchObject({ n: 1, nt: 1, rt: 1, g: 1, ch: 0, type: "lecture" });
    expect(stAnalysis(["S"])).toMatchObject({ n: 1, nt: 0, rt: 0, g: 1, ch: 0, type: "practice" });
  });

  it("thresholds are inclusive: Rt exactly 0.3 is practice, exactly 0.7 lecture, Ch exactly 0.4 dialogue", () => {
    expect(stAnalysis(st("TTTSSSSSSS"))).toMatchObject({ rt: 0.3, g: 2, type: "practice" });
    expect(stAnalysis(st("TTTTTTTSSS"))).toMatchObject({ rt: 0.7, g: 2, type: "lecture" });
    // TT SS TT SSS T: 5 runs → Ch = 4/10; Nt = 5 → Rt 0.5.
    const d = stAnalysis(st("TTSSTTSSST"));
    expect([d.rt, d.g, d.type]).toEqual([0.5, 5, "dialogue"]);
    expect(d.ch).toBeCloseTo(0.4, 12);
    // TT SS TT SSSS: 4 runs → Ch 0.3 < 0.4; Rt 0.4 → mixed.
    expect(stAnalysis(st("TTSSTTSSSS"))).toMatchObject({ rt: 0.4, g: 4, type: "mixed" });
  });

  it("corners: Rt decides before Ch (Rt ≥ 0.7 with Ch ≥ 0.4 is lecture; Rt ≤ 0.3 with Ch ≥ 0.4 practice)", () => {
    const lecture = stAnalysis(st("TSTSTSTTTT"));
    expect([lecture.rt, lecture.g, lecture.type]).toEqual([0.7, 7, "lecture"]);
    expect(lecture.ch).toBeCloseTo(0.6, 12);
    const practice = stAnalysis(st("STSTSTSSSS"));
    expect([practice.rt, practice.g, practice.type]).toEqual([0.3, 7, "practice"]);
    expect(practice.ch).toBeCloseTo(0.6, 12);
  });

  it("the curve counts S along x and T along y from the origin", () => {
    expect(stAnalysis(st("TTS")).curve).toEqual([
      { s: 0, t: 0 },
      { s: 0, t: 1 },
      { s: 0, t: 2 },
      { s: 1, t: 2 },
    ]);
  });

  it("uses the school's thresholds", () => {
    const r = stAnalysis(st("TTTTTTSSSS"), { practiceRt: 0.2, lectureRt: 0.6, dialogueCh: 0.5 });
    expect(r.type).toBe("lecture");
    expect(stAnalysis(st("TTTTTTSSSS")).type).toBe("mixed");
  });

  it("rejects a code other than T or S", () => {
    expect(() => stAnalysis(["T", "X" as Speaker])).toThrow(/第2个/);
  });
});

describe("teachingType", () => {
  it("checks 练习型 and 讲授型 by Rt first, then 对话型 by Ch", () => {
    expect(teachingType(0.3, 0.59)).toBe("practice");
    expect(teachingType(0.7, 0.59)).toBe("lecture");
    expect(teachingType(0.31, 0.4)).toBe("dialogue");
    expect(teachingType(0.69, 0.39)).toBe("mixed");
    // An ulp under the threshold still counts (0.1 + 0.2 = 0.30000000000000004).
    expect(teachingType(0.1 + 0.2, 0)).toBe("practice");
  });
});

describe("stCodesFromAudio", () => {
  it("codes the middle of each 30 s step: who talks then, or S", () => {
    const segments = [seg(0, 20, "T"), seg(40, 50, "S"), seg(70.5, 90, "T")];
    expect(stCodesFromAudio(segments, 100)).toEqual(["T", "S", "T"]);
  });

  it("a teacher pause of under a second is still T; a student at the moment wins", () => {
    expect(stCodesFromAudio([seg(0, 14.2, "T")], 30)).toEqual(["T"]);
    expect(stCodesFromAudio([seg(0, 13.9, "T")], 30)).toEqual(["S"]);
    expect(stCodesFromAudio([seg(0, 14.5, "T"), seg(14.9, 20, "S")], 30)).toEqual(["S"]);
  });

  it("only full steps give codes", () => {
    expect(stCodesFromAudio([], 29.9)).toEqual([]);
    expect(stCodesFromAudio([], 60)).toEqual(["S", "S"]);
    expect(stCodesFromAudio([seg(0, 60, "T")], 60, 10)).toHaveLength(6);
  });
});

describe("fiasPrefill", () => {
  it("takes the category covering most of each 3 s interval", () => {
    // [0,3) teacher 3 s → 5; [3,6) teacher 1, student 1.5, silence 0.5 → 8; [6,9) silence → 10.
    expect(fiasPrefill([seg(0, 4, "T"), seg(4, 5.5, "S")], 9)).toEqual([5, 8, 10]);
  });

  it("breaks ties towards the teacher, then the student", () => {
    expect(fiasPrefill([seg(0, 1.5, "T"), seg(1.5, 3, "S")], 3)).toEqual([5]);
    expect(fiasPrefill([seg(0, 1.5, "S")], 3)).toEqual([8]);
    expect(fiasPrefill([], 8.9)).toEqual([10, 10]);
  });
});

describe("fiasAnalysis", () => {
  // Pairs: 10-4 4-8 8-2 2-3 3-5 5-5 5-6 6-7 7-6 6-10 (10 pairs).
  const codes = [10, 4, 8, 2, 3, 5, 5, 6, 7, 6, 10];
  const value = (key: string, c: readonly number[] = codes) => fiasAnalysis(c).ratios.find((r) => r.key === key)?.value;

  it("fills the matrix from consecutive pairs", () => {
    const r = fiasAnalysis(codes);
    expect(r.pairs).toBe(10);
    expect(r.coded).toBe(11);
    expect(r.matrix.flat().reduce((a, b) => a + b, 0)).toBe(10);
    expect(r.matrix[9]?.[3]).toBe(1);
    expect(r.matrix[4]?.[4]).toBe(1);
    expect(r.matrix[5]?.[6]).toBe(1);
    expect(r.matrix[6]?.[5]).toBe(1);
    expect(r.matrix[3]?.[9]).toBe(0);
  });

  it("computes the textbook ratios by hand", () => {
    // Tallies of the 11 coded slots: 2:1 3:1 4:1 5:2 6:2 7:1 8:1 10:2.
    expect(value("teacherTalk")).toBeCloseTo(8 / 11, 12);
    expect(value("studentTalk")).toBeCloseTo(1 / 11, 12);
    expect(value("silence")).toBeCloseTo(2 / 11, 12);
    expect(value("indirectDirect")).toBeCloseTo(3 / 5, 12); // (2+3+4) / (5+6+7) = 3/5
    expect(value("indirectDirectRevised")).toBeCloseTo(2 / 3, 12); // (2+3) / (6+7) = 2/3
    expect(value("positiveIntegration")).toBeCloseTo(0.1, 12); // 2-3
    expect(value("defect")).toBeCloseTo(0.2, 12); // 6-7, 7-6
    expect(value("contentCross")).toBeCloseTo(0.5, 12); // 10-4 4-8 3-5 5-5 5-6
    expect(value("steadyState")).toBeCloseTo(0.1, 12); // 5-5
  });

  it("keeps the codes positional: a gap breaks the chain and uncoded slots count nowhere", () => {
    // Slots 0–1 coded 4 4, slots 2–4 not coded, slots 5–7 coded 5 5 8, slot 8 not coded, slot 9 coded 10.
    const gap = [4, 4, 0, 0, 0, 5, 5, 8, 0, 10];
    const r = fiasAnalysis(gap);
    expect(r.codes).toEqual(gap);
    expect(r.coded).toBe(6);
    // Only 4-4, 5-5 and 5-8: not 4-5 across the gap, nor 8-10.
    expect(r.pairs).toBe(3);
    expect(r.matrix[3]?.[3]).toBe(1);
    expect(r.matrix[4]?.[4]).toBe(1);
    expect(r.matrix[4]?.[7]).toBe(1);
    expect(r.matrix[3]?.[4]).toBe(0);
    expect(r.matrix[7]?.[9]).toBe(0);
    expect(r.matrix.flat().reduce((a, b) => a + b, 0)).toBe(3);
    // Talk shares of the 6 coded slots: teacher 4 4 5 5, student 8, silence 10.
    expect(value("teacherTalk", gap)).toBeCloseTo(4 / 6, 12);
    expect(value("studentTalk", gap)).toBeCloseTo(1 / 6, 12);
    expect(value("silence", gap)).toBeCloseTo(1 / 6, 12);
    expect(value("indirectDirect", gap)).toBeCloseTo(2 / 2, 12); // two 4s against two 5s
    // Areas of the 3 pairs: 4-4 and 5-5 on the diagonal; all three touch rows or columns 4–5.
    expect(value("steadyState", gap)).toBeCloseTo(2 / 3, 12);
    expect(value("contentCross", gap)).toBeCloseTo(1, 12);
    // The same codes with the gaps closed pair across them: positions matter.
    expect(fiasAnalysis([4, 4, 5, 5, 8, 10]).pairs).toBe(5);
  });

  it("puts Flanders' norms beside the talk ratios", () => {
    const norms = Object.fromEntries(fiasAnalysis(codes).ratios.map((r) => [r.key, r.norm]));
    expect(norms).toMatchObject({ teacherTalk: 0.68, studentTalk: 0.2, silence: 0.115 });
  });

  it("nothing coded: no pairs, an empty matrix and zero ratios", () => {
    for (const c of [[], [0, 0, 0]]) {
      const r = fiasAnalysis(c);
      expect(r.pairs).toBe(0);
      expect(r.coded).toBe(0);
      expect(r.matrix).toHaveLength(10);
      expect(r.matrix.flat().every((x) => x === 0)).toBe(true);
      expect(r.ratios.every((x) => x.value === 0)).toBe(true);
    }
  });

  it("isolated codes: talk shares but no pairs, so the areas are 0", () => {
    const r = fiasAnalysis([5, 0, 8]);
    expect(r.pairs).toBe(0);
    expect(value("teacherTalk", [5, 0, 8])).toBe(0.5);
    expect(value("studentTalk", [5, 0, 8])).toBe(0.5);
    expect(value("steadyState", [5, 0, 8])).toBe(0);
  });

  it("I/D is 0 without direct talk (undefined, never Infinity)", () => {
    const r = fiasAnalysis([4, 4, 8]);
    expect(r.ratios.find((x) => x.key === "indirectDirect")?.value).toBe(0);
    expect(r.ratios.every((x) => Number.isFinite(x.value))).toBe(true);
  });

  it("rejects codes out of 0–10 or not integers", () => {
    for (const bad of [11, 2.5, Number.NaN, -1]) {
      expect(() => fiasAnalysis([1, bad])).toThrow(/FIAS 编码必须是0（未编码）到10的整数（第2个/);
    }
  });
});

describe("fiasSaveSchema", () => {
  it("takes positional codes with 0 for a slot not coded, and names the codes when wrong", () => {
    expect(fiasSaveSchema.parse({ id: 1, codes: [0, 0, 4, 10] }).codes).toEqual([0, 0, 4, 10]);
    for (const bad of [11, -1, 2.5]) {
      const r = fiasSaveSchema.safeParse({ id: 1, codes: [4, bad] });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(["codes", 1]);
      expect(r.error?.issues[0]?.message).toMatch(/编码/);
    }
  });
});
