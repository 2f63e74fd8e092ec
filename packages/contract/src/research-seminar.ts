import { z } from "zod";
import { chosenId, optionalText, requiredName } from "./fields.js";
import type { PermissionCode } from "./screens.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/**
 * Seminars (教研活动): demonstration teaching (/teaching, 示范教学) and interactive network
 * research (/seminar, 网络教研). A seminar has a host organization and subject, a time span, a
 * host teacher, participants with roles, announcements and a summary.
 */

/** The back-office screens of seminars: any of them may call the managers' calls; the service narrows by kind. */
export const SEMINAR_SCREENS = [
  "business.research",
  "business.networkSeminar",
  "business.interactionSeminar",
] as const satisfies readonly PermissionCode[];

export const SEMINAR_KINDS = ["teaching", "seminar"] as const;
export type SeminarKind = (typeof SEMINAR_KINDS)[number];
export const SEMINAR_KIND_NAMES: Record<SeminarKind, string> = { teaching: "示范教学", seminar: "网络教研" };

/** Derived from the time span: before the start, between, after the end. */
export const SEMINAR_STATES = ["upcoming", "ongoing", "ended"] as const;
export type SeminarState = (typeof SEMINAR_STATES)[number];
export const SEMINAR_STATE_NAMES: Record<SeminarState, string> = {
  upcoming: "未开始",
  ongoing: "进行中",
  ended: "已结束",
};

export const SEMINAR_ROLES = ["host", "speaker", "participant", "observer"] as const;
export type SeminarRole = (typeof SEMINAR_ROLES)[number];
export const SEMINAR_ROLE_NAMES: Record<SeminarRole, string> = {
  host: "主持人",
  speaker: "主讲人",
  participant: "参与者",
  observer: "观摩者",
};

const dateTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}格式不正确`);

export const seminarListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 12),
  kind: z.enum(SEMINAR_KINDS, { error: "教研类型不正确" }).optional(),
  orgId: idSchema.optional(),
  subjectId: idSchema.optional(),
  state: z.enum(SEMINAR_STATES, { error: "状态不正确" }).optional(),
  keyword: keywordSchema,
});
export type SeminarListInput = z.infer<typeof seminarListSchema>;

export const seminarSaveSchema = z
  .object({
    id: idSchema.optional(),
    kind: z.enum(SEMINAR_KINDS, { error: "教研类型不正确" }),
    title: requiredName("教研主题", 100),
    brief: optionalText(5000, "教研简介"),
    orgId: chosenId("主办机构"),
    subjectId: chosenId("学科"),
    hostId: chosenId("主持人"),
    startAt: dateTime("开始时间"),
    endAt: dateTime("结束时间"),
    /** Teachers may join by themselves. */
    open: z.boolean({ error: "是否开放报名须为布尔值" }).default(true),
  })
  .refine((s) => Date.parse(s.endAt) > Date.parse(s.startAt), { message: "结束时间须晚于开始时间", path: ["endAt"] });
export type SeminarSaveInput = z.infer<typeof seminarSaveSchema>;

export const seminarJoinSchema = z.object({
  id: idSchema,
  /** The participating organization the teacher joins for. */
  orgId: idSchema.optional().nullable(),
});
export type SeminarJoinInput = z.infer<typeof seminarJoinSchema>;

export const seminarNoticeSaveSchema = z.object({
  seminarId: idSchema,
  title: requiredName("公告标题", 100),
  content: requiredName("公告内容", 2000),
});
export type SeminarNoticeSaveInput = z.infer<typeof seminarNoticeSaveSchema>;

export const seminarSummarySchema = z.object({
  id: idSchema,
  summary: z.string().trim().max(20000, "总结不能超过20000个字符"),
});
export type SeminarSummaryInput = z.infer<typeof seminarSummarySchema>;

/** 研讨资料: attach resources of the library (own or published) to a seminar, or remove one. */
export const seminarResourceAddSchema = z.object({
  seminarId: idSchema,
  resourceIds: z.array(idSchema, { error: "请选择资源" }).min(1, "请选择资源").max(50, "一次最多添加50个资源"),
});
export type SeminarResourceAddInput = z.infer<typeof seminarResourceAddSchema>;
export const seminarResourceRemoveSchema = z.object({ seminarId: idSchema, resourceId: idSchema });

export interface SeminarMaterial {
  id: number;
  name: string;
  type: string;
  ownerName: string;
}

/** 评价标准: the supervision template participants score the seminar's lessons with (null: none). */
export const seminarStandardSaveSchema = z.object({
  id: idSchema,
  templateId: idSchema.nullable(),
});
export type SeminarStandardSaveInput = z.infer<typeof seminarStandardSaveSchema>;

export const mySeminarListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 10),
  kind: z.enum(SEMINAR_KINDS, { error: "教研类型不正确" }).optional(),
});
export type MySeminarListInput = z.infer<typeof mySeminarListSchema>;

export interface SeminarCard {
  id: number;
  kind: SeminarKind;
  title: string;
  orgId: number;
  orgName: string;
  subjectId: number;
  subjectName: string;
  hostId: number;
  hostName: string;
  startAt: string;
  endAt: string;
  state: SeminarState;
  open: boolean;
  memberCount: number;
}

export interface SeminarMember {
  userId: number;
  realName: string;
  role: SeminarRole;
  orgName: string | null;
  joinedAt: string;
}

export interface SeminarNotice {
  id: number;
  title: string;
  content: string;
  createdAt: string;
}

export interface SeminarDetail extends SeminarCard {
  brief: string | null;
  /** Plain text with line breaks (the host's summary; attendance and evaluation results come with meetings). */
  summary: string | null;
  notices: SeminarNotice[];
  members: SeminarMember[];
  /** The caller's role, when a member. */
  myRole: SeminarRole | null;
  /** The caller may join now (signed in, not a member, open, not ended). */
  canJoin: boolean;
  /** The caller hosts it or manages seminars. */
  canEdit: boolean;
  /** The evaluation standard (a supervision template), or null before the host chooses one. */
  templateId: number | null;
  templateName: string;
  /** 研讨资料 the viewer may see. */
  materials: SeminarMaterial[];
}

/** A seminar in the personal centre: with the caller's role. */
export interface MySeminarItem extends SeminarCard {
  myRole: SeminarRole;
}

/* ---------- the seminar editor /network-seminar/{seminarId}/ (host or manager) ---------- */

export const seminarBriefSaveSchema = z
  .object({
    id: idSchema,
    title: requiredName("教研主题", 100),
    brief: optionalText(5000, "教研简介"),
    startAt: dateTime("开始时间"),
    endAt: dateTime("结束时间"),
    open: z.boolean({ error: "是否开放报名须为布尔值" }),
  })
  .refine((s) => Date.parse(s.endAt) > Date.parse(s.startAt), { message: "结束时间须晚于开始时间", path: ["endAt"] });
export type SeminarBriefSaveInput = z.infer<typeof seminarBriefSaveSchema>;

/** Roles the host gives (the host is set in the back office). */
export const SEMINAR_MEMBER_ROLES = ["speaker", "participant", "observer"] as const;

export const seminarMemberSaveSchema = z.object({
  seminarId: idSchema,
  userIds: z.array(idSchema, { error: "请选择教师" }).min(1, "请选择教师").max(200, "一次最多邀请200人"),
  role: z.enum(SEMINAR_MEMBER_ROLES, { error: "角色不正确" }),
  orgId: idSchema.optional().nullable(),
});
export type SeminarMemberSaveInput = z.infer<typeof seminarMemberSaveSchema>;

/** 批量邀请: every enabled teacher of a platform organization (with its sub-organizations) or subject. */
export const seminarMemberInviteSchema = z
  .object({
    seminarId: idSchema,
    role: z.enum(SEMINAR_MEMBER_ROLES, { error: "角色不正确" }),
    by: z.enum(["org", "subject"], { error: "邀请方式须为按机构或按学科" }),
    orgId: chosenId("机构").optional().nullable(),
    subjectId: chosenId("学科").optional().nullable(),
  })
  .refine((s) => s.by !== "org" || s.orgId, { message: "请选择机构", path: ["orgId"] })
  .refine((s) => s.by !== "subject" || s.subjectId, { message: "请选择学科", path: ["subjectId"] });
export type SeminarMemberInviteInput = z.infer<typeof seminarMemberInviteSchema>;

export const seminarMemberRemoveSchema = z.object({ seminarId: idSchema, userId: idSchema });
export type SeminarMemberRemoveInput = z.infer<typeof seminarMemberRemoveSchema>;

export const seminarNoticeDeleteSchema = z.object({ seminarId: idSchema, id: idSchema });
export type SeminarNoticeDeleteInput = z.infer<typeof seminarNoticeDeleteSchema>;
