import type { AnalysisDetail, LessonMeasures } from "@otp/contract";
import { fiasAnalysis, ST_DEFAULTS, stAnalysis } from "@otp/contract";

/** A small lesson as the detail endpoint answers it (tests only). */
export function lessonFixture(over: Partial<AnalysisDetail> = {}): AnalysisDetail {
  const codes = ["T", "T", "S", "S", "T", "S"] as const;
  const measures: LessonMeasures = {
    duration: 180,
    samples: 3,
    attendance: {
      expected: 40,
      detected: 36,
      rate: 0.9,
      curve: [
        { t: 0, value: 35 },
        { t: 60, value: 36 },
        { t: 120, value: 37 },
      ],
    },
    headUp: {
      average: 0.8,
      curve: [
        { t: 0, value: 0.7 },
        { t: 60, value: 0.8 },
        { t: 120, value: 0.9 },
      ],
    },
    concentration: {
      average: 75,
      curve: [
        { t: 0, value: 70 },
        { t: 60, value: 75 },
        { t: 120, value: 80 },
      ],
    },
    behaviours: {
      handUp: {
        total: 9,
        peak: 6,
        peakT: 60,
        curve: [
          { t: 0, value: 1 },
          { t: 60, value: 6 },
          { t: 120, value: 2 },
        ],
      },
      standing: {
        total: 1,
        peak: 1,
        peakT: 120,
        curve: [
          { t: 0, value: 0 },
          { t: 60, value: 0 },
          { t: 120, value: 1 },
        ],
      },
      headDown: {
        total: 0,
        peak: 0,
        peakT: null,
        curve: [
          { t: 0, value: 0 },
          { t: 60, value: 0 },
          { t: 120, value: 0 },
        ],
      },
    },
    teacher: {
      samples: 90,
      track: [],
      heat: [
        [0.5, 0.25],
        [0.25, 0],
      ],
      zones: [
        { name: "讲台", share: 0.75 },
        { name: "走动", share: 0.25 },
      ],
      patrols: 2,
    },
    audio: {
      hasAudio: true,
      segments: [],
      teacherShare: 0.5,
      studentShare: 0.3,
      silenceShare: 0.2,
      lectureShare: 0.4,
      method: "音高",
    },
    st: stAnalysis([...codes], ST_DEFAULTS),
  };
  return {
    id: 7,
    resourceId: 70,
    source: "resource",
    liveId: null,
    title: "示范课",
    teacherId: 3,
    teacherName: "张老师",
    courseId: null,
    courseName: "",
    classNames: [],
    orgName: "",
    termName: "",
    lessonAt: "2026-03-02T08:00:00.000Z",
    duration: 180,
    status: "done",
    progress: 100,
    stage: "",
    error: null,
    finishedAt: null,
    attendanceRate: 0.9,
    detected: 36,
    headUpRate: 0.8,
    concentration: 75,
    teachingType: measures.st?.type ?? null,
    lectureShare: 0.4,
    warningCount: 0,
    media: { studentFileId: 11, teacherFileId: null },
    measures,
    warnings: [],
    fias: { ...fiasAnalysis([]), savedAt: null, coderName: null, prefilled: false },
    canRun: true,
    settings: { studentEverySec: 10, teacherEverySec: 2, bodyEverySec: 20, st: ST_DEFAULTS },
    ...over,
  };
}
