import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { idSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/**
 * AI classroom analysis: the school's settings (its on/off switch, sampling, S-T thresholds and
 * warning rules), the warnings the rules raise, and the patrol wall's live head-up rates.
 */

/** S-T thresholds (DESIGN §6), configurable per school. */
export interface StThresholds {
  /** 练习型 when Rt ≤ this. */
  practiceRt: number;
  /** 讲授型 when Rt ≥ this. */
  lectureRt: number;
  /** 对话型 when Ch ≥ this. */
  dialogueCh: number;
}
export const ST_DEFAULTS: StThresholds = { practiceRt: 0.3, lectureRt: 0.7, dialogueCh: 0.4 };
/** Warning rules a school configures; each raises a classroom warning on an analysed lesson. */
export const WARNING_RULES = ["attendance", "headUp", "lecture"] as const;
export type WarningRule = (typeof WARNING_RULES)[number];
export const WARNING_RULE_NAMES: Record<WarningRule, string> = {
  attendance: "出勤率偏低",
  headUp: "抬头率持续偏低",
  lecture: "讲授占比过高",
};

/* ---------- settings (the school's switch, sampling, thresholds, warning rules) ---------- */

export interface ClassroomSettings {
  /** The whole feature on or off for the school (PIPL: a school may decide not to use it). */
  enabled: boolean;
  /** Sampled frames are deleted after this many days (the measures stay). */
  retentionDays: number;
  /** Student camera: one frame every this many seconds. */
  studentEverySec: number;
  /** Teacher camera: one frame every this many seconds. */
  teacherEverySec: number;
  /**
   * Hand-raise and standing (body keypoints, the costliest model) on the first student frame at
   * or after every this many seconds; the other student frames count faces and head-up only.
   */
  bodyEverySec: number;
  /** Live classrooms: one frame every this many seconds for the patrol wall (0 = off). */
  liveEverySec: number;
  st: StThresholds;
  rules: {
    attendance: { enabled: boolean; belowPct: number };
    headUp: { enabled: boolean; belowPct: number; minutes: number };
    lecture: { enabled: boolean; abovePct: number };
  };
  /** Besides the teacher, holders of this back-office screen are told of a warning. */
  notifyScreen: string;
}

const pct = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能小于0`)
    .max(100, `${label}不能大于100`);
const ratio = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能小于0`)
    .max(1, `${label}不能大于1`);
const seconds = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}秒`)
    .max(max, `${label}不能大于${max}秒`);

export const classroomSettingsSchema = z.object({
  enabled: z.boolean({ error: "启用开关必须是布尔值" }),
  retentionDays: z.coerce
    .number({ error: "抽帧保留天数必须是数字" })
    .int("抽帧保留天数必须是整数")
    .min(1, "抽帧保留天数至少1天")
    .max(365, "抽帧保留天数最多365天"),
  studentEverySec: seconds("学生画面抽帧间隔", 2, 120),
  teacherEverySec: seconds("教师画面抽帧间隔", 1, 60),
  bodyEverySec: seconds("举手与起立检测间隔", 2, 600),
  liveEverySec: seconds("直播课堂抽帧间隔", 0, 600),
  st: z.object({
    practiceRt: ratio("练习型Rt阈值"),
    lectureRt: ratio("讲授型Rt阈值"),
    dialogueCh: ratio("对话型Ch阈值"),
  }),
  rules: z.object({
    attendance: z.object({ enabled: z.boolean(), belowPct: pct("出勤率阈值") }),
    headUp: z.object({
      enabled: z.boolean(),
      belowPct: pct("抬头率阈值"),
      minutes: z.coerce.number({ error: "持续分钟数必须是数字" }).int().min(1, "持续分钟数至少1分钟").max(90),
    }),
    lecture: z.object({ enabled: z.boolean(), abovePct: pct("讲授占比阈值") }),
  }),
  notifyScreen: z.string({ error: "通知对象必须是文本" }).max(64, "通知对象过长"),
});
export type ClassroomSettingsInput = z.infer<typeof classroomSettingsSchema>;

export interface AnalysisWarning {
  id: number;
  rule: WarningRule;
  ruleName: string;
  /** The second of the lesson it refers to (null when the whole lesson). */
  at: number | null;
  value: number;
  threshold: number;
  message: string;
  createdAt: string;
}

/* ---------- warnings across lessons ---------- */

export const warningStatsSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  orgId: idSchema.optional(),
  termId: idSchema.optional(),
  teacherId: idSchema.optional(),
  classId: idSchema.optional(),
  rule: z.enum(WARNING_RULES, { error: "预警规则不正确" }).optional(),
  from: z.iso.date({ error: "开始日期格式应为 YYYY-MM-DD" }).optional(),
  to: z.iso.date({ error: "结束日期格式应为 YYYY-MM-DD" }).optional(),
});
export type WarningStatsInput = z.infer<typeof warningStatsSchema>;
export interface WarningRow extends AnalysisWarning {
  analysisId: number;
  title: string;
  teacherName: string;
  classNames: string[];
  lessonAt: string;
}
export interface WarningStats extends ListResult<WarningRow> {
  byRule: Array<{ rule: WarningRule; name: string; count: number }>;
  byTeacher: Array<{ name: string; count: number }>;
  byClass: Array<{ name: string; count: number }>;
  /** YYYY-MM-DD (China time). */
  byDay: Array<{ day: string; count: number }>;
}

/* ---------- the patrol wall ---------- */

export const liveHeadUpSchema = z.object({
  liveIds: z.array(idSchema, { error: "直播编号必须是数组" }).max(100, "一次最多100个直播"),
});
export interface LiveHeadUp {
  liveId: number;
  faceCount: number;
  /**
   * Faces of the latest frame against the classroom's recent baseline (the 90th percentile of its
   * last frames' counts); null until the live has enough recent frames to have a baseline.
   */
  headUpRate: number | null;
  /** When the frame was taken. */
  at: string;
}
