import { z } from "zod";
import type { AnalysisWarning, StThresholds } from "./classroom.settings.js";
import type { ListResult } from "./envelope.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/**
 * AI classroom analysis (AI 课堂分析, issue 24): a lesson recording analysed by the platform's own
 * vision and audio pipeline into per-lesson measures, curves and warnings. Counts only: no face
 * identity and no emotion (PIPL). The pure scoring functions (S-T, FIAS) live in
 * classroom.measures.ts so the server and the browser compute them the same way.
 */

/* ---------- constants ---------- */

export const ANALYSIS_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
export const ANALYSIS_STATUS_NAMES: Record<AnalysisStatus, string> = {
  queued: "排队中",
  running: "分析中",
  done: "已完成",
  failed: "失败",
  cancelled: "已取消",
};

/** Where a lesson recording came from. */
export const LESSON_SOURCES = ["resource", "live"] as const;
export type LessonSource = (typeof LESSON_SOURCES)[number];

/** S-T teaching types (DESIGN §6). */
export const TEACHING_TYPES = ["practice", "lecture", "dialogue", "mixed"] as const;
export type TeachingType = (typeof TEACHING_TYPES)[number];
export const TEACHING_TYPE_NAMES: Record<TeachingType, string> = {
  practice: "练习型",
  lecture: "讲授型",
  dialogue: "对话型",
  mixed: "混合型",
};

/** One S-T code every this many seconds; one FIAS code every FIAS_STEP_SEC. */
export const ST_STEP_SEC = 30;
export const FIAS_STEP_SEC = 3;

/** Who talks in an audio segment: teacher, student(s); silence is the gaps between segments. */
export type Speaker = "T" | "S";

/* ---------- lists and filters (the §3 "Course analysis" store) ---------- */

export const analysisListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  orgId: idSchema.optional(),
  termId: idSchema.optional(),
  courseId: idSchema.optional(),
  /** A section of the course (课节): the lessons filed under it. */
  sectionId: idSchema.optional(),
  teacherId: idSchema.optional(),
  classId: idSchema.optional(),
  status: z.enum(ANALYSIS_STATUSES, { error: "状态不正确" }).optional(),
  keyword: keywordSchema.optional(),
  /** Only the caller's own lessons (我的课堂分析). */
  mine: z.boolean({ error: "我的课堂标记必须是布尔值" }).optional(),
});
export type AnalysisListInput = z.infer<typeof analysisListSchema>;

export interface AnalysisRow {
  id: number;
  resourceId: number;
  source: LessonSource;
  liveId: number | null;
  title: string;
  teacherId: number;
  teacherName: string;
  courseId: number | null;
  courseName: string;
  classNames: string[];
  orgName: string;
  termName: string;
  /** When the lesson was held (the live's start, or the recording's creation). */
  lessonAt: string;
  /** Seconds. */
  duration: number;
  status: AnalysisStatus;
  /** 0–100. */
  progress: number;
  /** What the job is doing now, in Chinese (抽取学生画面 12/270 …). */
  stage: string;
  error: string | null;
  finishedAt: string | null;
  /** Headline measures once done (null before, or when the lesson has no such data). */
  attendanceRate: number | null;
  detected: number | null;
  headUpRate: number | null;
  concentration: number | null;
  teachingType: TeachingType | null;
  lectureShare: number | null;
  warningCount: number;
  /** The caller may run, re-run or cancel this lesson's analysis (the access policy's answer). */
  canRun: boolean;
}
export type AnalysisList = ListResult<AnalysisRow>;

/** Options for the filters, narrowed by organization and term. */
export const analysisOptionsSchema = z.object({ orgId: idSchema.optional(), termId: idSchema.optional() });
export type AnalysisOptionsInput = z.infer<typeof analysisOptionsSchema>;
export interface NamedId {
  id: number;
  name: string;
}
export interface AnalysisOptions {
  orgs: NamedId[];
  terms: NamedId[];
  courses: NamedId[];
  teachers: NamedId[];
  sections: Array<NamedId & { courseId: number }>;
  classes: NamedId[];
}

/** Recorded lessons the caller may analyse (video resources with a playable file). */
export const lessonCandidatesSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50, 10),
  keyword: keywordSchema.optional(),
});
export type LessonCandidatesInput = z.infer<typeof lessonCandidatesSchema>;
export interface LessonCandidate {
  resourceId: number;
  title: string;
  teacherName: string;
  source: LessonSource;
  duration: number;
  createdAt: string;
  /** The existing analysis of this recording, if any. */
  analysisId: number | null;
  status: AnalysisStatus | null;
  /**
   * Whether the caller may run it: a teacher lists the recordings they own, and one of another
   * teacher's live is that teacher's lesson to analyse (or the AI screen's holders').
   */
  canRun: boolean;
}

export const analysisRunSchema = z.object({ resourceId: idSchema });
export type AnalysisRunInput = z.infer<typeof analysisRunSchema>;

/* ---------- one lesson's report ---------- */

export interface CurvePoint {
  /** Seconds from the start of the lesson. */
  t: number;
  value: number;
}
export interface BehaviourSeries {
  /** Sum over samples of the people doing it. */
  total: number;
  /** The most people at once. */
  peak: number;
  /** When the most people did it (seconds): the player jumps there. */
  peakT: number | null;
  curve: CurvePoint[];
}
export interface AudioSegment {
  start: number;
  end: number;
  speaker: Speaker;
}
export interface StResult {
  codes: Speaker[];
  n: number;
  nt: number;
  rt: number;
  /** Number of runs (consecutive equal codes). */
  g: number;
  ch: number;
  type: TeachingType;
  /** The S-T curve: x = S count so far, y = T count so far, one point per code (from 0,0). */
  curve: Array<{ s: number; t: number }>;
}
export interface FiasResult {
  /** Positional: entry i is the slot starting at i × FIAS_STEP_SEC s; 1–10 a code, 0 not coded. */
  codes: number[];
  /** Slots coded (1–10): what the talk ratios are shares of. */
  coded: number;
  /** matrix[from-1][to-1]: counts of pairs of adjacent slots both coded. */
  matrix: number[][];
  pairs: number;
  /** Textbook ratios (talk: of the coded slots; areas: of the pairs) with the Flanders norm where there is one. */
  ratios: Array<{ key: string; name: string; value: number; norm: number | null }>;
}
export interface LessonMeasures {
  duration: number;
  /** Student-camera samples analysed. */
  samples: number;
  attendance: {
    /** People the class list expects, or null without a class list. */
    expected: number | null;
    /** The lesson's typical per-frame count of detected people (the median over samples). */
    detected: number;
    rate: number | null;
    curve: CurvePoint[];
  };
  /** Share (0–1) of detected people with a frontal face, per sample and on average. */
  headUp: { average: number; curve: CurvePoint[] };
  /** 专注度 index 0–100 (documented in the decision record), per sample and on average. */
  concentration: { average: number; curve: CurvePoint[] };
  behaviours: { handUp: BehaviourSeries; standing: BehaviourSeries; headDown: BehaviourSeries };
  teacher: {
    /** Teacher-camera samples where a teacher was found. */
    samples: number;
    /** Positions as fractions of the frame width and height. */
    track: Array<{ t: number; x: number; y: number }>;
    /** rows × cols shares of time (sum 1). */
    heat: number[][];
    /** Shares of time per zone: 讲台, 走动, 学生区. */
    zones: Array<{ name: string; share: number }>;
    /** Times the teacher left the podium zone. */
    patrols: number;
  } | null;
  audio: {
    hasAudio: boolean;
    segments: AudioSegment[];
    teacherShare: number;
    studentShare: number;
    silenceShare: number;
    /** Share of the lesson the teacher lectures (teacher talk runs ≥ 60 s). */
    lectureShare: number;
    /** How teacher and student talk were told apart (shown under the chart). */
    method: string;
  };
  st: StResult | null;
}

export interface AnalysisDetail extends AnalysisRow {
  /** Where the player streams the recording (file ids; the web makes the address). */
  media: { studentFileId: number | null; teacherFileId: number | null };
  measures: LessonMeasures | null;
  warnings: AnalysisWarning[];
  /** FIAS: the caller's own coding if saved, else the pre-fill from the audio. */
  fias: FiasResult & { savedAt: string | null; coderName: string | null; prefilled: boolean };
  settings: { studentEverySec: number; teacherEverySec: number; bodyEverySec: number; st: StThresholds };
}

/** Positional codes: one per FIAS_STEP_SEC slot from the start of the lesson, 0 = not coded. */
export const fiasSaveSchema = z.object({
  id: idSchema,
  codes: z
    .array(
      z
        .number({ error: "编码必须是数字" })
        .int("编码必须是整数")
        .min(0, "编码必须在0（未编码）到10之间")
        .max(10, "编码必须在0（未编码）到10之间"),
      {
        error: "编码必须是数组",
      },
    )
    .max(3600, "编码过多（最多3600个，即3小时）"),
});
export type FiasSaveInput = z.infer<typeof fiasSaveSchema>;

/** The sampled frames of a lesson with what the model found, for checking by eye. */
export const analysisFramesSchema = z.object({
  id: idSchema,
  camera: z.enum(["student", "teacher"], { error: "画面必须是 student 或 teacher" }).default("student"),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(60, 24),
});
export type AnalysisFramesInput = z.infer<typeof analysisFramesSchema>;
export interface DetectedFace {
  /** [x, y, width, height] in the frame's pixels. */
  box: [number, number, number, number];
  score: number;
  headUp: boolean;
}
export interface DetectedPerson {
  box: [number, number, number, number];
  handUp: boolean;
  standing: boolean;
}
export interface AnalysedFrame {
  sampleId: number;
  t: number;
  width: number;
  height: number;
  /** False once the frame passed the retention period (the detections stay). */
  hasImage: boolean;
  faces: DetectedFace[];
  persons: DetectedPerson[];
  /** Student camera: false when hands and standing were not looked at in this frame (bodyEverySec). */
  body: boolean;
  /** Teacher camera: the teacher found, [x, y, w, h] in the frame's pixels (null: nobody, or a student frame). */
  teacher: [number, number, number, number] | null;
}
export type AnalysisFrames = ListResult<AnalysedFrame>;
export const frameImageSchema = z.object({ id: idSchema, sampleId: idSchema });

/** POST /api/l/ai/frame/analyse: one picture analysed at once (patrol wall, model check). */
export interface FrameAnalysis {
  faceCount: number;
  faces: Array<{ box: [number, number, number, number]; score: number; headUp: boolean }>;
  handsUp: number;
  standing: number;
  /** Milliseconds the analysis took. */
  ms: number;
}

/* ---------- a teacher's own lessons over time ---------- */

export interface MyAnalysisTrend {
  lessons: Array<{
    id: number;
    title: string;
    lessonAt: string;
    attendanceRate: number | null;
    headUpRate: number | null;
    concentration: number | null;
    lectureShare: number | null;
    teachingType: TeachingType | null;
    rt: number | null;
    ch: number | null;
  }>;
  /** Counts of each teaching type over the analysed lessons. */
  types: Array<{ type: TeachingType; count: number }>;
}
