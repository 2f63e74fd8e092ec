import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { chosenId, optionalText, requiredName } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- activities and contests (活动评比) ---------- */

/**
 * The lifecycle of an activity, in order. Registration, submission, works audit and judging
 * open and close on their dates (or earlier by the organiser); results and archiving are the
 * organiser's acts.
 */
export const ACTIVITY_STAGES = [
  { value: "draft", label: "草稿" },
  { value: "registration", label: "报名中" },
  { value: "submission", label: "作品提交" },
  { value: "audit", label: "作品审核" },
  { value: "judging", label: "评审中" },
  { value: "results", label: "结果公布" },
  { value: "archived", label: "已归档" },
] as const;
export type ActivityStage = (typeof ACTIVITY_STAGES)[number]["value"];
export const ACTIVITY_STAGE_VALUES = ACTIVITY_STAGES.map((s) => s.value) as [ActivityStage, ...ActivityStage[]];
export const activityStageLabel = (s: ActivityStage) => ACTIVITY_STAGES.find((x) => x.value === s)?.label ?? s;

/** The public page's tabs: /activity/{activityId}/{type}. */
export const ACTIVITY_TABS = [
  { value: "introduction", label: "活动介绍" },
  { value: "guide", label: "活动指南" },
  { value: "announcements", label: "活动公告" },
  { value: "works", label: "参赛作品" },
  { value: "results", label: "评比结果" },
] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number]["value"];

/** How a work's final score is made from its judges' scores. */
export const ACTIVITY_AGGREGATIONS = [
  { value: "mean", label: "平均分" },
  { value: "trimmed", label: "去掉最高分和最低分后取平均（评委不少于5人）" },
] as const;
export type ActivityAggregation = (typeof ACTIVITY_AGGREGATIONS)[number]["value"];
/** The trimmed rule drops the extremes only with at least this many judges. */
export const TRIMMED_MIN_JUDGES = 5;

export const ACTIVITY_NAME_MAX = 100;
export const ACTIVITY_HTML_MAX = 100_000;

const instant = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}格式不正确`);

export const activityListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50, 12),
  keyword: keywordSchema,
  stage: z.enum(ACTIVITY_STAGE_VALUES, { error: "活动状态不正确" }).optional(),
  orgId: idSchema.optional(),
  subjectId: idSchema.optional(),
});
export type ActivityListInput = z.infer<typeof activityListSchema>;

export const activityWorksSchema = z.object({
  id: idSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50, 12),
});
export type ActivityWorksInput = z.infer<typeof activityWorksSchema>;

/** The organiser's activity: what it is, who runs it, and the dates of its phases. */
export const activitySaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("活动名称", ACTIVITY_NAME_MAX),
  organizerOrgId: idSchema.nullable().optional(),
  subjectId: idSchema.nullable().optional(),
  intro: z.string().max(ACTIVITY_HTML_MAX, `活动介绍不能超过${ACTIVITY_HTML_MAX}个字符`).default(""),
  guide: z.string().max(ACTIVITY_HTML_MAX, `活动指南不能超过${ACTIVITY_HTML_MAX}个字符`).default(""),
  registrationStart: instant("报名开始时间"),
  registrationEnd: instant("报名截止时间"),
  submissionEnd: instant("作品提交截止时间"),
  auditEnd: instant("作品审核截止时间"),
  judgingEnd: instant("评审截止时间"),
  aggregation: z.enum(["mean", "trimmed"], { error: "计分规则不正确" }).default("mean"),
});
export type ActivitySaveInput = z.input<typeof activitySaveSchema>;

export const activityAdminListSchema = activityListSchema.extend({});
export type ActivityAdminListInput = z.infer<typeof activityAdminListSchema>;

/** The organiser closes the current phase now (the next one opens), publishes results, or archives. */
export const activityAdvanceSchema = z.object({
  id: idSchema,
  to: z.enum(ACTIVITY_STAGE_VALUES, { error: "目标阶段不正确" }),
  /** To results (公布结果): the awards' version as read (ActivityAwardBoard.version). */
  version: z.string().max(40).optional(),
});
export type ActivityAdvanceInput = z.infer<typeof activityAdvanceSchema>;

export const activityAnnouncementSaveSchema = z.object({
  activityId: idSchema,
  title: requiredName("公告标题", 100),
  content: z.string({ error: "请输入公告内容" }).min(1, "请输入公告内容").max(20_000, "公告内容不能超过20000个字符"),
});
export type ActivityAnnouncementSaveInput = z.infer<typeof activityAnnouncementSaveSchema>;

export const activityCopySchema = z.object({ id: idSchema, name: optionalText(ACTIVITY_NAME_MAX, "活动名称") });
export type ActivityCopyInput = z.infer<typeof activityCopySchema>;

export interface ActivityPhase {
  stage: ActivityStage;
  label: string;
  start: string | null;
  end: string | null;
  /** done: closed; current: open now; upcoming: not yet. */
  state: "done" | "current" | "upcoming";
}

export interface ActivityCard {
  id: number;
  name: string;
  stage: ActivityStage;
  stageLabel: string;
  organizerName: string;
  subjectName: string;
  registrationStart: string;
  judgingEnd: string;
  workCount: number;
  registrationCount: number;
}
export type ActivityList = ListResult<ActivityCard>;

/** What a visitor may do now, so every screen shows only what is possible. */
export interface ActivityActions {
  register: boolean;
  submit: boolean;
  worksVisible: boolean;
  resultsVisible: boolean;
  /** Why registering is not possible now (shown beside a disabled button). */
  registerHint: string;
}

export interface ActivityDetail extends ActivityCard {
  intro: string;
  guide: string;
  aggregation: ActivityAggregation;
  phases: ActivityPhase[];
  actions: ActivityActions;
  canEdit: boolean;
  /** The organiser's extra registration fields. */
  properties: ActivityProperty[];
}

export interface ActivityEdit extends ActivityDetail {
  organizerOrgId: number | null;
  subjectId: number | null;
  registrationEnd: string;
  submissionEnd: string;
  auditEnd: string;
}

export interface ActivityAnnouncementItem {
  id: number;
  title: string;
  content: string;
  createdAt: string;
}

export interface ActivityWorkCard {
  id: number;
  title: string;
  authorName: string;
  orgName: string;
  /** The resource the preview dialog plays. */
  resourceId: number;
}

export type ActivityWorkList = ListResult<ActivityWorkCard>;

export interface ActivityResultItem {
  workId: number;
  rank: number;
  title: string;
  authorName: string;
  orgName: string;
  score: number | null;
  award: string;
  resourceId: number;
}

/* ---------- registration with the organiser's custom fields, works, audit ---------- */

export const ACTIVITY_PROPERTY_KINDS = [
  { value: "text", label: "文本" },
  { value: "choice", label: "单选" },
  { value: "file", label: "附件" },
] as const;
export type ActivityPropertyKind = (typeof ACTIVITY_PROPERTY_KINDS)[number]["value"];
export const ACTIVITY_PROPERTIES_MAX = 20;
export const ACTIVITY_FIELD_TEXT_MAX = 200;

export interface ActivityProperty {
  id: number;
  name: string;
  kind: ActivityPropertyKind;
  required: boolean;
  options: string[];
}

export const activityPropertiesSaveSchema = z.object({
  activityId: idSchema,
  properties: z
    .array(
      z
        .object({
          name: requiredName("字段名称", 30),
          kind: z.enum(["text", "choice", "file"], { error: "字段类型不正确" }),
          required: z.boolean().default(false),
          options: z.array(requiredName("选项", 30)).max(20, "选项最多20个").default([]),
        })
        .refine((p) => p.kind !== "choice" || p.options.length >= 2, {
          message: "单选字段至少需要两个选项",
          path: ["options"],
        }),
    )
    .max(ACTIVITY_PROPERTIES_MAX, `报名字段最多${ACTIVITY_PROPERTIES_MAX}个`),
});
export type ActivityPropertiesSaveInput = z.input<typeof activityPropertiesSaveSchema>;

/** Answers keyed by property id; a file field's answer is the uploaded file's id. */
/** 团队报名: members besides the leader (the registrant). */
export const ACTIVITY_TEAM_MAX = 5;

export const activityRegisterSchema = z.object({
  activityId: idSchema,
  /** Team members (teachers) besides the registrant, who leads; empty = an individual entry. */
  memberIds: z.array(idSchema).max(ACTIVITY_TEAM_MAX, `团队成员不能超过${ACTIVITY_TEAM_MAX}人`).default([]),
  fields: z
    .record(z.string(), z.string().max(ACTIVITY_FIELD_TEXT_MAX, `填写内容不能超过${ACTIVITY_FIELD_TEXT_MAX}个字符`))
    .default({}),
});
export type ActivityRegisterInput = z.input<typeof activityRegisterSchema>;

export const activityWorkSubmitSchema = z.object({
  activityId: idSchema,
  title: requiredName("作品名称", 100),
  /** One of the teacher's own resources (uploaded through the resource pipeline). */
  resourceId: chosenId("作品"),
});
export type ActivityWorkSubmitInput = z.infer<typeof activityWorkSubmitSchema>;

export const activityDecideSchema = z
  .object({
    activityId: idSchema,
    ids: z.array(idSchema, { error: "请选择要操作的记录" }).min(1, "请选择要操作的记录").max(500, "一次最多操作500条"),
    pass: z.boolean({ error: "请选择通过或退回" }),
    reason: z.string().trim().max(200, "原因不能超过200个字符").optional(),
  })
  .refine((v) => v.pass || !!v.reason, { message: "请填写退回原因", path: ["reason"] });
export type ActivityDecideInput = z.infer<typeof activityDecideSchema>;

export const REGISTRATION_STATUSES = [
  { value: "pending", label: "待审核" },
  { value: "approved", label: "已通过" },
  { value: "rejected", label: "未通过" },
] as const;
export const WORK_STATUSES = [
  { value: "submitted", label: "待审核" },
  { value: "approved", label: "审核通过" },
  { value: "returned", label: "已退回" },
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]["value"];
export type WorkStatus = (typeof WORK_STATUSES)[number]["value"];

export interface ActivityParticipant {
  id: number;
  userId: number;
  realName: string;
  orgName: string;
  status: RegistrationStatus;
  /** Property name → answer (a file field: its file name). */
  fields: { name: string; value: string }[];
  /** Team members besides the registrant (empty for an individual entry). */
  members: { userId: number; realName: string }[];
  createdAt: string;
  work: { id: number; title: string; status: WorkStatus; returnReason: string | null; resourceId: number } | null;
}

/** A teacher's registration in the personal centre. */
export interface MyActivityItem {
  activityId: number;
  activityName: string;
  stage: ActivityStage;
  stageLabel: string;
  status: RegistrationStatus;
  /** leader: I registered (and submit); member: a team member of someone else's registration. */
  role: "leader" | "member";
  /** Everyone on the registration, leader first (one name for an individual entry). */
  team: string[];
  /** award is "" until results are out; a work with an award has a certificate (PDF). */
  work: {
    id: number;
    title: string;
    status: WorkStatus;
    returnReason: string | null;
    award: string;
    score: number | null;
  } | null;
  canSubmit: boolean;
}
