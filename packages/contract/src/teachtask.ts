import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { chosenDate, chosenId, optionalText, requiredName } from "./fields.js";
import { resourceKindSchema } from "./resource.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- teaching tasks (教学任务) ---------- */

export const TEACH_TASK_ITEM_KINDS = [
  { value: "upload_resource", label: "上传资源" },
  { value: "join_activity", label: "参加活动" },
  { value: "free", label: "提交材料" },
] as const;
export type TeachTaskItemKind = (typeof TEACH_TASK_ITEM_KINDS)[number]["value"];

export const TEACH_TASK_TARGETS = [
  { value: "org", label: "单位全体教师" },
  { value: "group", label: "教研组" },
  { value: "teachers", label: "指定教师" },
] as const;
export type TeachTaskTargetKind = (typeof TEACH_TASK_TARGETS)[number]["value"];

/** A teacher's state on one item. upload/activity items are only todo or done (computed). */
export const TEACH_TASK_ITEM_STATES = [
  { value: "todo", label: "未完成" },
  { value: "submitted", label: "待确认" },
  { value: "returned", label: "已退回" },
  { value: "done", label: "已完成" },
] as const;
export type TeachTaskItemState = (typeof TEACH_TASK_ITEM_STATES)[number]["value"];

export const TEACH_TASK_TITLE_MAX = 100;
export const TEACH_TASK_DESC_MAX = 2000;
export const TEACH_TASK_ITEMS_MAX = 20;
export const TEACH_TASK_TEACHERS_MAX = 500;
export const TEACH_TASK_EVIDENCE_MAX = 2000;
export const TEACH_TASK_FILES_MAX = 10;
export const TEACH_TASK_COUNT_MAX = 100;

export const teachTaskListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  keyword: keywordSchema,
});
export type TeachTaskListInput = z.infer<typeof teachTaskListSchema>;

export const teachTaskItemInputSchema = z.object({
  /** An existing item being kept (its evidence stays); absent for a new one. */
  id: idSchema.optional(),
  kind: z.enum(["upload_resource", "join_activity", "free"], { error: "任务项类型不正确" }),
  title: requiredName("任务项名称", TEACH_TASK_TITLE_MAX),
  /** upload_resource: which resource kind and how many. */
  resourceKind: resourceKindSchema.optional().nullable(),
  count: z.coerce
    .number({ error: "数量须为整数" })
    .int("数量须为整数")
    .min(1, "数量至少为1")
    .max(TEACH_TASK_COUNT_MAX, `数量不能超过${TEACH_TASK_COUNT_MAX}`)
    .optional()
    .nullable(),
  /** join_activity: the activity. */
  activityId: chosenId("活动").optional().nullable(),
});
export type TeachTaskItemInput = z.infer<typeof teachTaskItemInputSchema>;

export const teachTaskSaveSchema = z
  .object({
    id: idSchema.optional(),
    title: requiredName("任务名称", TEACH_TASK_TITLE_MAX),
    description: optionalText(TEACH_TASK_DESC_MAX, "任务说明"),
    startDate: chosenDate("开始日期"),
    endDate: chosenDate("结束日期"),
    targetKind: z.enum(["org", "group", "teachers"], { error: "请选择任务对象" }),
    orgId: chosenId("单位").optional().nullable(),
    groupId: chosenId("教研组").optional().nullable(),
    teacherIds: z
      .array(idSchema, { error: "请选择教师" })
      .max(TEACH_TASK_TEACHERS_MAX, `最多指定${TEACH_TASK_TEACHERS_MAX}位教师`)
      .default([]),
    items: z
      .array(teachTaskItemInputSchema, { error: "请添加任务项" })
      .min(1, "请添加任务项")
      .max(TEACH_TASK_ITEMS_MAX, `任务项最多${TEACH_TASK_ITEMS_MAX}个`),
  })
  .refine((v) => v.endDate >= v.startDate, { message: "结束日期不能早于开始日期", path: ["endDate"] });
export type TeachTaskSaveInput = z.input<typeof teachTaskSaveSchema>;

export const teachTaskEvidenceSchema = z.object({
  itemId: idSchema,
  content: optionalText(TEACH_TASK_EVIDENCE_MAX, "完成说明"),
  fileIds: z
    .array(idSchema, { error: "附件格式不正确" })
    .max(TEACH_TASK_FILES_MAX, `附件最多${TEACH_TASK_FILES_MAX}个`)
    .default([]),
});
export type TeachTaskEvidenceInput = z.input<typeof teachTaskEvidenceSchema>;

export const teachTaskReviewSchema = z
  .object({
    itemId: idSchema,
    teacherId: idSchema,
    pass: z.boolean({ error: "请选择确认或退回" }),
    remark: optionalText(200, "退回意见"),
  })
  .refine((v) => v.pass || !!v.remark?.trim(), { message: "退回时请填写退回意见", path: ["remark"] });
export type TeachTaskReviewInput = z.input<typeof teachTaskReviewSchema>;

export const teachTaskRemindSchema = z.object({
  id: idSchema,
  /** Empty: every teacher who has not finished. */
  teacherIds: z.array(idSchema, { error: "教师格式不正确" }).max(TEACH_TASK_TEACHERS_MAX).default([]),
});

export type TeachTaskRemindInput = z.input<typeof teachTaskRemindSchema>;

/** The path of an evidence file: `/api/l/teach-task/evidence/:id/file/:fileId`. */
export const teachTaskEvidenceFileSchema = z.object({ id: idSchema, fileId: idSchema });
export type TeachTaskEvidenceFileParams = z.infer<typeof teachTaskEvidenceFileSchema>;

export interface TeachTaskItem {
  id: number;
  kind: TeachTaskItemKind;
  title: string;
  resourceKind: number | null;
  count: number | null;
  activityId: number | null;
  activityName: string;
}

export interface TeachTaskSummary {
  id: number;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  targetKind: TeachTaskTargetKind;
  targetName: string;
  creatorName: string;
  itemCount: number;
  teacherCount: number;
  /** Teachers who finished every item. */
  finishedCount: number;
  canManage: boolean;
  createdAt: string;
}

export interface TeachTaskFile {
  id: number;
  name: string;
  url: string;
}

/** One teacher's standing on one item. */
export interface TeachTaskItemProgress {
  itemId: number;
  state: TeachTaskItemState;
  /** upload_resource: resources of the kind published in the window so far. */
  done: number;
  content: string;
  files: TeachTaskFile[];
  remark: string;
  submittedAt: string | null;
}

export interface MyTeachTask extends Omit<TeachTaskSummary, "teacherCount" | "finishedCount"> {
  items: TeachTaskItem[];
  progress: TeachTaskItemProgress[];
  doneItems: number;
}
export type MyTeachTaskList = ListResult<MyTeachTask>;

export type TeachTaskList = ListResult<TeachTaskSummary> & {
  /** The caller may create tasks (administrators and group leaders). */
  canCreate: boolean;
};

export interface TeachTaskDetail extends TeachTaskSummary {
  orgId: number | null;
  groupId: number | null;
  teacherIds: number[];
  items: TeachTaskItem[];
}

export interface TeachTaskTeacherRow {
  teacherId: number;
  realName: string;
  account: string;
  groupNames: string[];
  doneItems: number;
  progress: TeachTaskItemProgress[];
}

export interface TeachTaskGroupRow {
  groupId: number | null;
  groupName: string;
  teacherCount: number;
  finishedCount: number;
  /** Done items over all items of all its teachers, 0..100. */
  percent: number;
}

export interface TeachTaskProgress {
  task: TeachTaskDetail;
  teachers: TeachTaskTeacherRow[];
  groups: TeachTaskGroupRow[];
}

/** What a manager may target: their groups (and, for administrators, organizations and teachers). */
export interface TeachTaskChoices {
  groups: { id: number; name: string }[];
  orgs: { id: number; name: string }[];
  activities: { id: number; name: string }[];
  canTargetAll: boolean;
}
