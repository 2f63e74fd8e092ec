import { z } from "zod";
import { idsInputSchema } from "./common.js";
import { USER_TYPES } from "./constants.js";
import { optionalText, requiredName } from "./fields.js";
import { emailSchema, idSchema, keywordSchema, pageNoSchema, pageSizeSchema, phoneSchema } from "./validation.js";

/* ---------- users ---------- */

export const userListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  keyword: keywordSchema,
  userType: z.enum(USER_TYPES, { error: "用户类型不正确" }).optional(),
  orgId: idSchema.optional(),
  classId: idSchema.optional(),
  roleId: idSchema.optional(),
  status: z.coerce.number().int().min(0).max(2, "状态不正确").optional(),
  recommend: z.boolean().optional(),
});
export type UserListInput = z.infer<typeof userListSchema>;

const accountSchema = z
  .string({ error: "请输入账号" })
  .trim()
  .min(2, "账号至少2个字符")
  .max(32, "账号不能超过32个字符")
  .regex(/^[A-Za-z0-9_.@-]+$/, "账号只能包含字母、数字和 _ . @ -");

export const userSaveSchema = z.object({
  id: idSchema.optional(),
  account: accountSchema.optional(),
  realName: requiredName("姓名", 30).optional(),
  password: z.string().max(128, "密码过长").optional(),
  userType: z.enum(USER_TYPES, { error: "用户类型不正确" }).optional(),
  gender: z.coerce.number().int().min(0).max(2, "性别不正确").optional(),
  phone: z
    .union([z.literal(""), phoneSchema])
    .optional()
    .nullable(),
  email: z
    .union([z.literal(""), emailSchema])
    .optional()
    .nullable(),
  orgId: idSchema.optional().nullable(),
  classId: idSchema.optional().nullable(),
  title: optionalText(30, "职称"),
  intro: optionalText(2000, "简介"),
  avatarFileId: idSchema.optional().nullable(),
  status: z.coerce.number().int().min(0).max(2, "状态不正确").optional(),
  roleIds: z.array(idSchema).max(20, "角色过多").optional(),
});
export type UserSaveInput = z.infer<typeof userSaveSchema>;

export const userRecommendSchema = z.object({
  id: idSchema,
  recommend: z.boolean({ error: "推荐状态必须是布尔值" }),
  recommendSort: z.coerce.number().int().min(0).max(9999).optional(),
});
export type UserRecommendInput = z.infer<typeof userRecommendSchema>;

export const userRoleListSchema = z.object({ userId: idSchema });
export type UserRoleListInput = z.infer<typeof userRoleListSchema>;

export const userRoleSaveSchema = z.object({
  userId: idSchema,
  roleIds: z.array(idSchema, { error: "请选择角色" }).max(20, "角色过多"),
});
export type UserRoleSaveInput = z.infer<typeof userRoleSaveSchema>;

export const passwordResetSchema = z.object({ id: idSchema, password: z.string().max(128).optional() });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const registerSchema = z.object({
  account: accountSchema,
  realName: requiredName("姓名", 30),
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码").max(128, "密码过长"),
  phone: z.union([z.literal(""), phoneSchema]).optional(),
  email: z.union([z.literal(""), emailSchema]).optional(),
  userType: z.enum(["teacher", "student"], { error: "用户类型不正确" }).default("student"),
  orgId: idSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const userAuditSchema = z.object({
  ids: idsInputSchema.shape.ids,
  pass: z.boolean({ error: "请选择审核结果" }),
});
export type UserAuditInput = z.infer<typeof userAuditSchema>;

/* ---------- online sessions ---------- */

export const onlineListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  keyword: keywordSchema,
});
export type OnlineListInput = z.infer<typeof onlineListSchema>;

export const onlineKickSchema = z.object({ userId: idSchema });
export type OnlineKickInput = z.infer<typeof onlineKickSchema>;
