import type {
  AudioSegment,
  BehaviourSeries,
  ClassroomSettings,
  CurvePoint,
  DetectedFace,
  DetectedPerson,
  LessonMeasures,
  WarningRule,
} from "@otp/contract";
import { stAnalysis, stCodesFromAudio } from "@otp/contract";
import type { AudioResult } from "./classroom.engines.js";

/**
 * From saved samples to the lesson's measures, and from measures to warnings: pure functions
 * (no I/O), so a re-run, a report and a test all compute the same thing. Every rule below is
 * explained in docs/decisions/0052-classroom-measures.md.
 */

export interface StudentSample {
  t: number;
  width: number;
  height: number;
  faces: DetectedFace[];
  persons: DetectedPerson[];
  /** False: body keypoints were not looked at in this frame (hands and standing unknown, not zero). */
  body?: boolean;
}
export interface TeacherSample {
  t: number;
  teacher: { x: number; y: number; box: [number, number, number, number] } | null;
}

export interface MeasureInput {
  duration: number;
  student: StudentSample[];
  /** Empty when the recording has one camera and the teacher was not sampled separately. */
  teacher: TeacherSample[];
  audio: AudioResult | null;
  /** People on the lesson's class list, or null. */
  expected: number | null;
  settings: Pick<ClassroomSettings, "studentEverySec" | "teacherEverySec" | "st">;
}

/** 专注度 smooths the head-up share over this window (seconds, centred on each sample). */
export const CONCENTRATION_WINDOW_SEC = 60;
/** Teacher-camera heat map: rows (front to back) × columns. */
export const HEAT_ROWS = 4;
export const HEAT_COLS = 6;
/** Outside the podium band, a teacher who moved this far (fraction of the frame) since the last sample is walking. */
export const WALK_STEP = 0.05;
/** Lecture: teacher talk runs of at least this long, joining teacher segments less than LECTURE_GAP_SEC apart. */
export const LECTURE_MIN_SEC = 60;
export const LECTURE_GAP_SEC = 2;

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const round1 = (x: number) => Math.round(x * 10) / 10;

function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** People seen in a frame: every detected person, and at least every face (a face is a person). */
const peopleIn = (s: StudentSample) => Math.max(s.persons.length, s.faces.length);
const headUpIn = (s: StudentSample) => Math.min(peopleIn(s), s.faces.filter((f) => f.headUp).length);

/** The share of samples at or below which the "people present" estimate is read (see below). */
export const PRESENT_PERCENTILE = 0.9;

/**
 * People present in the lesson. The vision engine finds people by their frontal faces (decision
 * 0053: a person detector would cost seconds more per frame), so a student looking down is not
 * seen in that frame. The room's count is therefore read high in the distribution of per-frame
 * counts (the 90th percentile: the moments most heads are up), not at its median, which would
 * count the heads-down moments as absences. Every frame is then measured against it: someone
 * present whose face is not seen is counted head-down.
 */
function presentEstimate(counts: number[]): number {
  if (!counts.length) return 0;
  const s = [...counts].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(PRESENT_PERCENTILE * (s.length - 1) + 0.5))] ?? 0;
}

function series(points: CurvePoint[]): BehaviourSeries {
  let peak = 0;
  let peakT: number | null = null;
  let total = 0;
  for (const p of points) {
    total += p.value;
    if (p.value > peak) {
      peak = p.value;
      peakT = p.t;
    }
  }
  return { total, peak, peakT, curve: points };
}

export function lessonMeasures(input: MeasureInput): LessonMeasures {
  const student = [...input.student].sort((a, b) => a.t - b.t);
  const duration = input.duration > 0 ? input.duration : (input.audio?.duration ?? 0);

  const withBody = student.filter((s) => s.body !== false);
  const counts = student.map((s) => ({ t: s.t, value: peopleIn(s) }));
  const detected = presentEstimate(counts.map((c) => c.value));
  const rate = input.expected && input.expected > 0 ? round4(Math.min(1, detected / input.expected)) : null;
  const presentIn = (s: StudentSample) => Math.max(peopleIn(s), detected);

  // Head-up share per sample; with nobody present there is no share and the sample is left out (a gap).
  const headUp = student
    .filter((s) => presentIn(s) > 0)
    .map((s) => ({ t: s.t, value: round4(headUpIn(s) / presentIn(s)) }));
  const mean = (ps: CurvePoint[]) => (ps.length ? ps.reduce((a, p) => a + p.value, 0) / ps.length : 0);
  const half = CONCENTRATION_WINDOW_SEC / 2;
  const concentration = headUp.map((p) => ({
    t: p.t,
    value: round1(100 * mean(headUp.filter((q) => Math.abs(q.t - p.t) <= half))),
  }));

  return {
    duration,
    samples: student.length,
    attendance: { expected: input.expected, detected, rate, curve: counts },
    headUp: { average: round4(mean(headUp)), curve: headUp },
    concentration: { average: round1(mean(concentration)), curve: concentration },
    behaviours: {
      // Only the frames whose bodies were looked at: the others would read as nobody's hand up.
      handUp: series(withBody.map((s) => ({ t: s.t, value: s.persons.filter((p) => p.handUp).length }))),
      standing: series(withBody.map((s) => ({ t: s.t, value: s.persons.filter((p) => p.standing).length }))),
      headDown: series(student.map((s) => ({ t: s.t, value: presentIn(s) - headUpIn(s) }))),
    },
    teacher: input.teacher.length ? teacherMeasures(input.teacher) : null,
    audio: audioMeasures(input.audio, duration),
    st: input.audio?.hasAudio
      ? stAnalysis(stCodesFromAudio(clip(input.audio.segments, duration), duration), input.settings.st)
      : null,
  };
}

/**
 * The teacher's track, a HEAT_ROWS × HEAT_COLS heat map and zones. The podium band is the heat-map
 * row where the teacher spends most time and every row in front of it (towards the board, the top
 * of a camera at the back of the room); 走动 is outside that band and moving, 学生区 outside it and
 * still. A patrol is each time the teacher goes from the podium band to outside it.
 */
function teacherMeasures(samples: TeacherSample[]): NonNullable<LessonMeasures["teacher"]> {
  const seen = [...samples]
    .sort((a, b) => a.t - b.t)
    .flatMap((s) => (s.teacher ? [{ t: s.t, x: clamp01(s.teacher.x), y: clamp01(s.teacher.y) }] : []));
  const cell = (v: number, n: number) => Math.min(n - 1, Math.floor(v * n));
  const heatCounts = Array.from({ length: HEAT_ROWS }, () => new Array<number>(HEAT_COLS).fill(0));
  for (const p of seen) {
    const row = heatCounts[cell(p.y, HEAT_ROWS)];
    if (row) row[cell(p.x, HEAT_COLS)] = (row[cell(p.x, HEAT_COLS)] ?? 0) + 1;
  }
  const rowTotals = heatCounts.map((r) => r.reduce((a, b) => a + b, 0));
  const podiumRow = rowTotals.indexOf(Math.max(...rowTotals));
  let podium = 0;
  let walking = 0;
  let among = 0;
  let patrols = 0;
  let wasPodium = true;
  seen.forEach((p, i) => {
    const atPodium = cell(p.y, HEAT_ROWS) <= podiumRow;
    const prev = seen[i - 1];
    if (atPodium) podium++;
    else if (prev && Math.hypot(p.x - prev.x, p.y - prev.y) >= WALK_STEP) walking++;
    else among++;
    if (i > 0 && wasPodium && !atPodium) patrols++;
    wasPodium = atPodium;
  });
  const n = seen.length;
  const share = (k: number) => (n ? round4(k / n) : 0);
  return {
    samples: n,
    track: seen.map((p) => ({ t: p.t, x: round4(p.x), y: round4(p.y) })),
    heat: heatCounts.map((r) => r.map(share)),
    zones: [
      { name: "讲台", share: share(podium) },
      { name: "走动", share: share(walking) },
      { name: "学生区", share: share(among) },
    ],
    patrols,
  };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));

/** Segments cut to the lesson, in time order. */
function clip(segments: readonly AudioSegment[], duration: number): AudioSegment[] {
  return segments
    .map((s) => ({ ...s, start: Math.max(0, s.start), end: Math.min(duration, s.end) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
}

function audioMeasures(audio: AudioResult | null, duration: number): LessonMeasures["audio"] {
  if (!audio?.hasAudio || duration <= 0) {
    return {
      hasAudio: false,
      segments: [],
      teacherShare: 0,
      studentShare: 0,
      silenceShare: 0,
      lectureShare: 0,
      method: audio?.method ?? "录像没有音轨，未做师生语音分析。",
    };
  }
  const segments = clip(audio.segments, duration);
  const talk = (who: "T" | "S") => segments.filter((s) => s.speaker === who).reduce((a, s) => a + s.end - s.start, 0);
  const teacher = talk("T");
  const student = talk("S");
  return {
    hasAudio: true,
    segments,
    teacherShare: round4(teacher / duration),
    studentShare: round4(student / duration),
    silenceShare: round4(Math.max(0, 1 - (teacher + student) / duration)),
    lectureShare: round4(lectureSeconds(segments) / duration),
    method: audio.method,
  };
}

/**
 * Seconds of lecturing: teacher segments joined across gaps under LECTURE_GAP_SEC (with no student
 * talk in between) into runs, counting the runs of at least LECTURE_MIN_SEC from start to end.
 */
export function lectureSeconds(segments: readonly AudioSegment[]): number {
  let total = 0;
  let start = 0;
  let end = 0;
  let open = false;
  for (const s of segments) {
    if (open && (s.speaker === "S" || s.start - end >= LECTURE_GAP_SEC)) {
      if (end - start >= LECTURE_MIN_SEC) total += end - start;
      open = false;
    }
    if (s.speaker === "S") continue;
    if (!open) {
      start = s.start;
      open = true;
    }
    end = s.end;
  }
  if (open && end - start >= LECTURE_MIN_SEC) total += end - start;
  return total;
}

export interface RaisedWarning {
  rule: WarningRule;
  /** Second of the lesson, or null for the whole lesson. */
  at: number | null;
  value: number;
  threshold: number;
  /** Chinese, e.g. "第12分钟起抬头率连续6分钟低于40%（最低18%）". */
  message: string;
}

/**
 * The school's rules against one lesson. Values and thresholds are percentages. Attendance needs a
 * class list; lecture share needs audio; 抬头率 raises one warning per run of consecutive samples
 * below the threshold lasting at least the configured minutes (a sample stands for the interval
 * to the next one; a frame with nobody in it, or a gap longer than 1.5 sampling intervals, ends a run).
 */
export function evaluateWarnings(measures: LessonMeasures, rules: ClassroomSettings["rules"]): RaisedWarning[] {
  const out: RaisedWarning[] = [];
  const { attendance } = measures;
  if (rules.attendance.enabled && attendance.rate !== null && attendance.expected) {
    const value = round1(attendance.rate * 100);
    if (value < rules.attendance.belowPct) {
      out.push({
        rule: "attendance",
        at: null,
        value,
        threshold: rules.attendance.belowPct,
        message: `出勤率${value}%，低于${rules.attendance.belowPct}%（检测到${attendance.detected}人，应到${attendance.expected}人）`,
      });
    }
  }
  if (rules.headUp.enabled) out.push(...headUpWarnings(measures.headUp.curve, rules.headUp));
  if (rules.lecture.enabled && measures.audio.hasAudio) {
    const value = round1(measures.audio.lectureShare * 100);
    if (value > rules.lecture.abovePct) {
      out.push({
        rule: "lecture",
        at: null,
        value,
        threshold: rules.lecture.abovePct,
        message: `讲授时间占比${value}%，高于${rules.lecture.abovePct}%`,
      });
    }
  }
  return out;
}

function headUpWarnings(curve: CurvePoint[], rule: ClassroomSettings["rules"]["headUp"]): RaisedWarning[] {
  const points = [...curve].sort((a, b) => a.t - b.t);
  const step = median(points.slice(1).map((p, i) => p.t - (points[i]?.t ?? 0))) || 1;
  const out: RaisedWarning[] = [];
  let run: CurvePoint[] = [];
  const close = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last && last.t - first.t + step >= rule.minutes * 60) {
      const lowest = round1(Math.min(...run.map((p) => p.value)) * 100);
      out.push({
        rule: "headUp",
        at: first.t,
        value: lowest,
        threshold: rule.belowPct,
        message: `第${Math.floor(first.t / 60) + 1}分钟起抬头率连续${Math.round((last.t - first.t + step) / 60)}分钟低于${rule.belowPct}%（最低${lowest}%）`,
      });
    }
    run = [];
  };
  for (const p of points) {
    const prev = run[run.length - 1];
    if (prev && p.t - prev.t > 1.5 * step) close();
    if (p.value * 100 < rule.belowPct) run.push(p);
    else close();
  }
  close();
  return out;
}
