import { z } from "zod";
import { chosenId, optionalText, requiredName } from "./fields.js";
import { idSchema } from "./validation.js";

/* ---------- collective lesson preparation (集体备课) ---------- */

/** A lesson plan's review state: written by its assignee, reviewed by the group's leader. */
export const PLAN_STATUSES = [
  { value: "editing", label: "编写中" },
  { value: "submitted", label: "待审核" },
  { value: "approved", label: "已通过" },
  { value: "returned", label: "已退回" },
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number]["value"];

/** The WebSocket path of the co-editing server; the document name is `plan-{planId}`. */
export const PREPARE_COLLAB_PATH = "/api/ws/prepare";
export const planDocName = (planId: number) => `plan-${planId}`;

export const PLAN_TITLE_MAX = 100;
export const PLAN_REMARK_MAX = 500;
export const PLAN_VERSION_LABEL_MAX = 50;

/** The lists that take no filter: an empty object (other fields are dropped). */
export const prepareNoInputSchema = z.object({});
export type PrepareNoInput = z.infer<typeof prepareNoInputSchema>;

export const prepareCreateSchema = z.object({ groupId: chosenId("备课组"), courseId: chosenId("课程") });

export const planAssignSchema = z.object({
  prepareId: idSchema,
  title: requiredName("章节", PLAN_TITLE_MAX),
  assigneeId: chosenId("负责人"),
  deadline: z
    .string({ error: "请选择截止时间" })
    .min(1, "请选择截止时间")
    .pipe(z.iso.datetime({ offset: true, error: "截止时间格式不正确" })),
});

export const planReviewSchema = z.object({
  id: idSchema,
  approve: z.boolean({ error: "请选择通过或退回" }),
  remark: optionalText(PLAN_REMARK_MAX, "审核意见"),
});

export const planVersionSaveSchema = z.object({
  id: idSchema,
  label: optionalText(PLAN_VERSION_LABEL_MAX, "版本说明"),
});

export interface PreparePlanItem {
  id: number;
  title: string;
  assigneeId: number;
  assigneeName: string;
  deadline: string;
  status: PlanStatus;
  remark: string;
  published: boolean;
  updatedAt: string;
  /** The viewer may open the co-editor (assignee, leader, administrator). */
  canEdit: boolean;
}

export interface PrepareItem {
  id: number;
  groupId: number;
  groupName: string;
  courseId: number;
  courseName: string;
  leaderId: number;
  leaderName: string;
  planCount: number;
  approvedCount: number;
  createdAt: string;
}

export interface PrepareDetail extends PrepareItem {
  plans: PreparePlanItem[];
  /** The viewer is the group's leader or an administrator. */
  canManage: boolean;
  members: { userId: number; realName: string }[];
}

export interface PlanVersionItem {
  id: number;
  label: string;
  authorName: string;
  createdAt: string;
}

/** ProseMirror JSON of a published plan, shown to students. */
export interface PlanContentNode {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: PlanContentNode[];
}

/* ---------- attached resources ---------- */

export const planResourceAddSchema = z.object({
  planId: idSchema,
  resourceIds: z.array(idSchema, { error: "请选择资源" }).min(1, "请选择资源").max(20, "一次最多添加20个资源"),
});
export const planResourceRemoveSchema = z.object({ planId: idSchema, resourceId: idSchema });

/** A library resource attached to a plan (lesson-plan material, courseware, a video). */
export interface PlanResource {
  id: number;
  name: string;
  type: string;
  ownerName: string;
}

export interface PreviewMaterial {
  planId: number;
  courseId: number;
  courseName: string;
  title: string;
  authorName: string;
  publishedAt: string;
  done: boolean;
  content?: PlanContentNode;
  /** Attached resources the student may open (with content, i.e. for one course). */
  resources?: PlanResource[];
}

export const planPublishSchema = z.object({ id: idSchema, publish: z.boolean({ error: "请选择发布或撤回" }) });

export const previewListSchema = z.object({ courseId: idSchema.optional() });

/* ---------- comments anchored to passages ---------- */

export const PLAN_COMMENT_MAX = 500;
export const PLAN_QUOTE_MAX = 200;
/** An encoded Yjs RelativePosition (base64) is a few dozen characters; this bounds junk. */
export const PLAN_ANCHOR_MAX = 400;

const anchor = (label: string) =>
  z
    .string({ error: `请提供${label}` })
    .min(1, `请提供${label}`)
    .max(PLAN_ANCHOR_MAX, `${label}过长`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, `${label}格式不正确`);

export const planCommentListSchema = z.object({ planId: idSchema });

export const planCommentAddSchema = z.object({
  planId: idSchema,
  body: requiredName("评论内容", PLAN_COMMENT_MAX),
  quote: optionalText(PLAN_QUOTE_MAX, "引用原文"),
  /** Start and end of the commented passage: Y.encodeRelativePosition, base64. */
  anchorFrom: anchor("批注起点"),
  anchorTo: anchor("批注终点"),
});

export const planCommentResolveSchema = z.object({
  id: idSchema,
  resolved: z.boolean({ error: "请选择解决或重新打开" }),
});

export interface PlanCommentItem {
  id: number;
  planId: number;
  authorId: number;
  authorName: string;
  quote: string;
  body: string;
  anchorFrom: string;
  anchorTo: string;
  resolved: boolean;
  createdAt: string;
  /** The viewer may delete it (its author, the leader, an administrator). */
  canDelete: boolean;
}

/** A plan's current content for members who may read but not co-edit it. */
export interface PlanContent {
  content: PlanContentNode;
  /** The Yjs document's whole state (base64), so comment anchors resolve in the read-only view. */
  state: string;
}
