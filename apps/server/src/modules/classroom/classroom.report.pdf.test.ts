import {
  type AnalysisDetail,
  type AudioSegment,
  fiasAnalysis,
  fiasPrefill,
  type LessonMeasures,
  ST_DEFAULTS,
  stAnalysis,
  stCodesFromAudio,
} from "@otp/contract";
import { describe, expect, it } from "vitest";
import { renderAnalysisPdf } from "./classroom.report.pdf.js";

/** A 6-minute lesson: the teacher talks most of the time, two short student answers, a silence. */
const DURATION = 360;
const SEGMENTS: AudioSegment[] = [
  { start: 2, end: 95, speaker: "T" },
  { start: 97, end: 104, speaker: "S" },
  { start: 106, end: 200, speaker: "T" },
  { start: 203, end: 209, speaker: "S" },
  { start: 211, end: 290, speaker: "T" },
  { start: 330, end: 355, speaker: "T" },
];

function measures(): LessonMeasures {
  const codes = stCodesFromAudio(SEGMENTS, DURATION);
  const curve = Array.from({ length: DURATION / 10 }, (_, i) => ({ t: i * 10, value: i % 9 === 4 ? 0.55 : 0.86 }));
  const talk = (who: "T" | "S") =>
    SEGMENTS.filter((s) => s.speaker === who).reduce((a, s) => a + s.end - s.start, 0) / DURATION;
  return {
    duration: DURATION,
    samples: curve.length,
    attendance: { expected: 26, detected: 24, rate: 24 / 26, curve: curve.map((p) => ({ t: p.t, value: 24 })) },
    headUp: { average: 0.82, curve },
    concentration: { average: 78, curve: curve.map((p) => ({ t: p.t, value: p.value * 90 })) },
    behaviours: {
      handUp: { total: 3, peak: 2, peakT: 100, curve: [] },
      standing: { total: 1, peak: 1, peakT: 205, curve: [] },
      headDown: { total: 60, peak: 11, peakT: 40, curve: [] },
    },
    teacher: {
      samples: 180,
      track: [],
      heat: [
        [0.1, 0.6],
        [0.1, 0.2],
      ],
      zones: [
        { name: "讲台", share: 0.7 },
        { name: "走动", share: 0.2 },
        { name: "学生区", share: 0.1 },
      ],
      patrols: 2,
    },
    audio: {
      hasAudio: true,
      segments: SEGMENTS,
      teacherShare: talk("T"),
      studentShare: talk("S"),
      silenceShare: 1 - talk("T") - talk("S"),
      lectureShare: 0.78,
      method: "按基频区分教师与学生（无教师领夹麦克风时的方法）",
    },
    st: stAnalysis(codes, ST_DEFAULTS),
  };
}

function detail(over: Partial<AnalysisDetail> = {}): AnalysisDetail {
  const fias = fiasAnalysis(fiasPrefill(SEGMENTS, DURATION));
  const m = measures();
  return {
    id: 7,
    resourceId: 31,
    source: "live",
    liveId: 4,
    title: "高一物理：牛顿第一定律与惯性（直播回放）",
    teacherId: 3,
    teacherName: "王老师",
    courseId: 2,
    courseName: "高一物理",
    classNames: ["高一（1）班"],
    orgName: "高中部",
    termName: "2026-2027学年第一学期",
    lessonAt: "2026-11-23T01:00:00.000Z",
    duration: DURATION,
    status: "done",
    progress: 100,
    stage: "已完成",
    error: null,
    finishedAt: "2026-11-28T02:00:00.000Z",
    attendanceRate: m.attendance.rate,
    detected: m.attendance.detected,
    headUpRate: m.headUp.average,
    concentration: m.concentration.average,
    teachingType: m.st?.type ?? null,
    lectureShare: m.audio.lectureShare,
    warningCount: 1,
    media: { studentFileId: 10, teacherFileId: 11 },
    measures: m,
    warnings: [
      {
        id: 1,
        rule: "lecture",
        ruleName: "讲授占比过高",
        at: null,
        value: 78,
        threshold: 70,
        message: "讲授占比 78%，超过 70%",
        createdAt: "2026-11-28T02:00:00.000Z",
      },
    ],
    fias: { ...fias, savedAt: null, coderName: null, prefilled: true },
    canRun: true,
    settings: { studentEverySec: 10, teacherEverySec: 2, bodyEverySec: 20, st: ST_DEFAULTS },
    ...over,
  };
}

const pages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

/**
 * The document title from the info dictionary: pdfkit writes it as its own object, a literal
 * string of UTF-16BE bytes (FE FF first) with ( ) \\ escaped.
 */
function title(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  const body = ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([^]*?)\\)\\nendobj`).exec(raw)?.[1] : undefined;
  if (!body) return "";
  const unescaped = body.replace(
    /\\([()\\nrtbf])/g,
    (_, c: string) => ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" })[c] ?? c,
  );
  const bytes = Buffer.from(unescaped, "latin1");
  const start = bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0;
  return Buffer.from(bytes.subarray(start)).swap16().toString("utf16le");
}

describe("the printable lesson report (PDF)", () => {
  it("renders an analysed lesson on two A4 pages with the lesson's title", async () => {
    const d = detail();
    expect(d.measures?.st?.type).toBe("lecture");
    const pdf = await renderAnalysisPdf(d);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pages(pdf)).toBe(2);
    expect(title(pdf)).toBe("AI课堂分析报告 高一物理：牛顿第一定律与惯性（直播回放）");
    // A4 portrait (595.28 × 841.89 pt).
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it("says the lesson is not analysed yet on one page when there are no measures", async () => {
    const queued = await renderAnalysisPdf(detail({ measures: null, status: "queued", progress: 0 }));
    expect(pages(queued)).toBe(1);
    expect(title(queued)).toContain("牛顿第一定律");
    // Drawing the analysed report takes many more glyphs and paths than the notice.
    expect(queued.length).toBeLessThan((await renderAnalysisPdf(detail())).length);
  });

  it("handles a lesson without audio and without a teacher camera", async () => {
    const m = measures();
    const silent: LessonMeasures = {
      ...m,
      teacher: null,
      st: null,
      audio: {
        ...m.audio,
        hasAudio: false,
        segments: [],
        teacherShare: 0,
        studentShare: 0,
        silenceShare: 1,
        lectureShare: 0,
      },
    };
    const pdf = await renderAnalysisPdf(
      detail({ measures: silent, teachingType: null, warnings: [], media: { studentFileId: 10, teacherFileId: null } }),
    );
    expect(pages(pdf)).toBe(2);
  });
});
