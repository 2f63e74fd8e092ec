import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { optionalText, requiredName } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- teaching groups (教研组 / 备课组) ---------- */

/** A subject group (教研组) or a grade/course preparation group (备课组). */
export const TEACH_GROUP_KINDS = [
  { value: "subject", label: "教研组" },
  { value: "grade", label: "备课组" },
] as const;
export type TeachGroupKind = (typeof TEACH_GROUP_KINDS)[number]["value"];

export const TEACH_GROUP_NAME_MAX = 50;
export const TEACH_GROUP_INTRO_MAX = 500;
export const TEACH_GROUP_MEMBERS_MAX = 200;

export const teachGroupListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  keyword: keywordSchema,
  kind: z.enum(["subject", "grade"], { error: "组别类型不正确" }).optional(),
});
export type TeachGroupListInput = z.infer<typeof teachGroupListSchema>;

export const teachGroupSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("组名", TEACH_GROUP_NAME_MAX),
  kind: z.enum(["subject", "grade"], { error: "请选择组别类型" }),
  leaderId: idSchema,
  intro: optionalText(TEACH_GROUP_INTRO_MAX, "简介"),
});
export type TeachGroupSaveInput = z.input<typeof teachGroupSaveSchema>;

export const teachGroupMembersSchema = z.object({
  id: idSchema,
  userIds: z
    .array(idSchema, { error: "请选择教师" })
    .min(1, "请选择教师")
    .max(TEACH_GROUP_MEMBERS_MAX, `一次最多选择${TEACH_GROUP_MEMBERS_MAX}位教师`),
});
export type TeachGroupMembersInput = z.infer<typeof teachGroupMembersSchema>;

export interface TeachGroupItem {
  id: number;
  name: string;
  kind: TeachGroupKind;
  intro: string;
  leaderId: number;
  leaderName: string;
  memberCount: number;
  /** The caller leads this group (or administers the platform): may edit it and its members. */
  canManage: boolean;
  createdAt: string;
}
export type TeachGroupList = ListResult<TeachGroupItem> & {
  /** The caller may create groups (administrators). */
  canCreate: boolean;
};

export interface TeachGroupMember {
  userId: number;
  realName: string;
  account: string;
  isLeader: boolean;
  joinedAt: string;
}

export interface TeachGroupDetail extends TeachGroupItem {
  members: TeachGroupMember[];
}
