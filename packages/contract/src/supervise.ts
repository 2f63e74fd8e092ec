import { z } from "zod";
import { DEFAULT_LEVELS, type EvaluationForm, evaluationFormSchema, SCORING_MODES } from "./evaluation.js";
import { requiredName } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- evaluation templates (admin 督导管理 → 评价模板) ---------- */

/** Who a template is filled in by. */
export const SUPERVISE_EVALUATOR_KINDS = [
  { value: "expert", label: "专家" },
  { value: "leader", label: "领导" },
  { value: "peer", label: "同行" },
  { value: "student", label: "学生" },
] as const;
export type SuperviseEvaluatorKind = (typeof SUPERVISE_EVALUATOR_KINDS)[number]["value"];
const evaluatorKindValues = SUPERVISE_EVALUATOR_KINDS.map((k) => k.value) as [
  SuperviseEvaluatorKind,
  ...SuperviseEvaluatorKind[],
];

export const superviseTemplateListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(),
  keyword: keywordSchema,
  /** Only templates that can be used for new evaluations (step 2 saved). */
  ready: z.boolean().optional(),
});
export type SuperviseTemplateListInput = z.infer<typeof superviseTemplateListSchema>;

/** Step 1: the template's basic data. Without id a template is created (its form starts empty). */
export const superviseTemplateBasicSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("模板名称", 60),
  courseTypeIds: z.array(idSchema).max(50, "课程类型不能超过50个").default([]),
  evaluatorKinds: z
    .array(z.enum(evaluatorKindValues, { error: "评价人类型不正确" }))
    .min(1, "请选择评价人类型")
    .max(4, "评价人类型不正确"),
  mode: z.enum(SCORING_MODES, { error: "计分方式不正确" }),
  description: z.string().trim().max(500, "模板说明不能超过500个字符").default(""),
});
export type SuperviseTemplateBasicInput = z.infer<typeof superviseTemplateBasicSchema>;

/** Step 2: the indicator tree, levels and free-text questions. */
export const superviseTemplateFormSaveSchema = z.object({ id: idSchema, form: evaluationFormSchema });
export type SuperviseTemplateFormSaveInput = z.infer<typeof superviseTemplateFormSaveSchema>;

export interface SuperviseTemplateRow {
  id: number;
  name: string;
  courseTypeIds: number[];
  courseTypeNames: string[];
  evaluatorKinds: SuperviseEvaluatorKind[];
  mode: EvaluationForm["mode"];
  description: string;
  version: number;
  /** The template this one was copied from. */
  sourceId: number | null;
  /** Step 2 saved: usable for tasks. */
  ready: boolean;
  /** Evaluations started with it: its form can no longer change (copy it instead). */
  used: number;
  /** Supervision activities (学生评教) run with it: each froze the form, so edits never reach them. */
  activities: number;
  itemCount: number;
  updatedAt: string;
}

export interface SuperviseTemplateDetail extends SuperviseTemplateRow {
  form: EvaluationForm;
}

/** A new template's form before step 2 is saved. */
export const SUPERVISE_EMPTY_FORM = (mode: EvaluationForm["mode"]): EvaluationForm => ({
  mode,
  levels: DEFAULT_LEVELS,
  indicators: [],
  questions: [],
});

/* ---------- supervision settings and the common-phrase list ---------- */

export const superviseSettingSchema = z.object({
  /** Evaluations each evaluator should complete per term (the default quota of new tasks). */
  perTermQuota: z.coerce
    .number({ error: "每学期听课次数须为数字" })
    .int("每学期听课次数须为整数")
    .min(0, "每学期听课次数不能小于0")
    .max(100, "每学期听课次数不能超过100"),
  /** Teachers see their submitted evaluations (and can reply). */
  teacherCanView: z.boolean(),
  /** Teachers see who evaluated them; otherwise evaluators show as 督导专家. */
  showEvaluatorName: z.boolean(),
  /** Evaluators may evaluate lessons outside their tasks. */
  allowFreeListening: z.boolean(),
  /** Days after a task's window ends during which drafts may still be submitted. */
  graceDays: z.coerce
    .number({ error: "补交天数须为数字" })
    .int("补交天数须为整数")
    .min(0, "补交天数不能小于0")
    .max(30, "补交天数不能超过30"),
});
export type SuperviseSetting = z.infer<typeof superviseSettingSchema>;

export const DEFAULT_SUPERVISE_SETTING: SuperviseSetting = {
  perTermQuota: 4,
  teacherCanView: true,
  showEvaluatorName: false,
  allowFreeListening: false,
  graceDays: 3,
};

export const supervisePhraseListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200, 50),
  keyword: keywordSchema,
});
export type SupervisePhraseListInput = z.infer<typeof supervisePhraseListSchema>;
export const supervisePhraseSaveSchema = z.object({
  id: idSchema.optional(),
  content: requiredName("常用评语", 200),
  sort: z.coerce.number().int("排序须为整数").min(0, "排序不能小于0").max(9999, "排序不能超过9999").default(0),
});
export type SupervisePhraseSaveInput = z.infer<typeof supervisePhraseSaveSchema>;
export interface SupervisePhraseRow {
  id: number;
  content: string;
  sort: number;
}
