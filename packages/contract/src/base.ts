import { z } from "zod";
import { AREA_CODES, ELEMENT_TYPES, USER_TYPES } from "./constants.js";
import {
  emailSchema,
  idSchema,
  ipv4Schema,
  keywordSchema,
  pageNoSchema,
  pageSizeSchema,
  phoneSchema,
} from "./validation.js";

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).optional().nullable();
const requiredName = (label: string, max = 50) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);

export const emptySchema = z.object({}).passthrough();
export const idInputSchema = z.object({ id: idSchema });
export const idsInputSchema = z.object({
  ids: z.array(idSchema, { error: "请选择要操作的记录" }).min(1, "请选择要操作的记录").max(500, "一次最多操作500条"),
});

export const pageInputSchema = z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema() });

/* ---------- site configs (cms/area/pic) ---------- */

export const areaCodeSchema = z.enum([...AREA_CODES, "INDEX"], { error: "配置编码不正确" });

export const areaPicSaveSchema = z.object({
  id: idSchema.optional(),
  areaCode: areaCodeSchema,
  name: optionalText(50, "名称"),
  isUsing: z.boolean({ error: "启用状态必须是布尔值" }).optional(),
  displayIndex: z.coerce.number().int().min(0, "排序不能小于0").max(9999, "排序不能超过9999").optional(),
  remark: optionalText(500, "说明"),
  imgId: idSchema.optional().nullable(),
  linkUrl: z
    .string()
    .trim()
    .max(500, "链接不能超过500个字符")
    .refine((v) => v === "" || /^(https?:\/\/|\/)[^\s]*$/.test(v), "链接须以http://、https://或/开头")
    .optional()
    .nullable(),
  alt: optionalText(200, "替代文字"),
  content: optionalText(5000, "内容"),
});
export type AreaPicSaveInput = z.infer<typeof areaPicSaveSchema>;

export interface AreaPic {
  id: number;
  areaCode: string;
  name: string;
  isUsing: boolean;
  displayIndex: number;
  remark: string;
  imgId: number | null;
  imgUrl: string | null;
  linkUrl: string;
  alt: string;
  content: string;
}

/* ---------- kv lists ---------- */

export const kvCourseOriginSchema = z.object({
  termId: idSchema.optional(),
  teacherId: idSchema.optional(),
  course: keywordSchema,
});
export const elementTypeSchema = z.enum(ELEMENT_TYPES, { error: "字典类型不正确" });

export interface KvItem {
  id: number;
  name: string;
  code?: string;
  parentId?: number | null;
}

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

export const userSaveSchema = z.object({
  id: idSchema.optional(),
  account: z
    .string({ error: "请输入账号" })
    .trim()
    .min(2, "账号至少2个字符")
    .max(32, "账号不能超过32个字符")
    .regex(/^[A-Za-z0-9_.@-]+$/, "账号只能包含字母、数字和 _ . @ -")
    .optional(),
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
export const userRoleListSchema = z.object({ userId: idSchema });
export const userRoleSaveSchema = z.object({
  userId: idSchema,
  roleIds: z.array(idSchema, { error: "请选择角色" }).max(20, "角色过多"),
});
export const passwordResetSchema = z.object({ id: idSchema, password: z.string().max(128).optional() });
export const registerSchema = z.object({
  account: z
    .string({ error: "请输入账号" })
    .trim()
    .min(2, "账号至少2个字符")
    .max(32, "账号不能超过32个字符")
    .regex(/^[A-Za-z0-9_.@-]+$/, "账号只能包含字母、数字和 _ . @ -"),
  realName: requiredName("姓名", 30),
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码").max(128, "密码过长"),
  phone: z.union([z.literal(""), phoneSchema]).optional(),
  email: z.union([z.literal(""), emailSchema]).optional(),
  userType: z.enum(["teacher", "student"], { error: "用户类型不正确" }).default("student"),
  orgId: idSchema.optional(),
});
export const userAuditSchema = z.object({
  ids: idsInputSchema.shape.ids,
  pass: z.boolean({ error: "请选择审核结果" }),
});
export const onlineKickSchema = z.object({ userId: idSchema });

/* ---------- roles & permissions ---------- */

export const roleSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("角色名称", 30),
  remark: optionalText(200, "说明"),
});
export const roleMenuSaveSchema = z.object({
  roleId: idSchema,
  menuIds: z.array(idSchema).max(2000, "菜单过多"),
});

/* ---------- base data management ---------- */

const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式须为YYYY-MM-DD");

export const termSaveSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredName("学期名称"),
    startDate: dateString,
    endDate: dateString,
    isCurrent: z.boolean().optional(),
  })
  .refine((t) => t.startDate <= t.endDate, { message: "结束日期不能早于开始日期", path: ["endDate"] });

export const orgSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("机构名称"),
  code: optionalText(30, "机构编码"),
  parentId: idSchema.optional().nullable(),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
});

export const classSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("班级名称"),
  grade: requiredName("年级", 20),
  orgId: idSchema.optional().nullable(),
  kind: z.enum(["admin", "teaching"], { error: "班级类型不正确" }).default("admin"),
  teacherId: idSchema.optional().nullable(),
});

export const elementSaveSchema = z.object({
  id: idSchema.optional(),
  type: elementTypeSchema,
  name: requiredName("名称"),
  code: optionalText(30, "编码"),
  parentId: idSchema.optional().nullable(),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
  remark: optionalText(200, "说明"),
});

export const baseListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(500, 50),
  keyword: keywordSchema,
  type: elementTypeSchema.optional(),
  orgId: idSchema.optional(),
  kind: z.enum(["admin", "teaching"]).optional(),
});

export const logListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  keyword: keywordSchema,
  category: z.enum(["login", "operation"], { error: "日志类型不正确" }).optional(),
  from: dateString.optional(),
  to: dateString.optional(),
});

export const propertiesDetailSchema = z.object({
  key: z.string({ error: "请输入配置键" }).trim().min(1, "请输入配置键").max(64, "配置键过长"),
  file: z.string().trim().max(64).optional(),
});
/** Files the generic properties screen may write; "mobile" has its own validated call. */
export const PROPERTY_FILES = ["app", "storage"] as const;
export const propertiesSaveSchema = z.object({
  key: propertiesDetailSchema.shape.key,
  file: z.enum(PROPERTY_FILES, { error: "配置文件不正确" }).optional(),
  value: z.string().max(2000, "配置值过长"),
});

export const accessIpSchema = ipv4Schema;

export const navSaveSchema = z.object({
  id: idSchema,
  name: requiredName("菜单名称", 50),
  url: z
    .string({ error: "请输入链接" })
    .trim()
    .min(1, "请输入链接")
    .max(200, "链接不能超过200个字符")
    .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, "链接须以/、http://或https://开头"),
  alt: optionalText(100, "提示文字"),
  css: optionalText(100, "图标样式"),
  loginVisit: z.boolean({ error: "请选择是否需要登录" }),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
});
export const roleIdInputSchema = z.object({ roleId: idSchema });
export const onlineListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  keyword: keywordSchema,
});

export const noticeListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100),
  unread: z.boolean().optional(),
});
export const noticeReadSchema = z
  .object({ ids: z.array(idSchema).max(500, "一次最多500条").optional(), all: z.boolean().optional() })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, { message: "请选择要标为已读的消息", path: ["ids"] });

export const storageFileListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  kind: z.string().trim().max(16).optional(),
  keyword: keywordSchema,
});

export const mobileSettingsSchema = z.object({
  siteUrl: z
    .string()
    .trim()
    .max(200, "移动端地址不能超过200个字符")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+$/.test(v), "移动端地址须为空或以http://、https://开头"),
  welcome: z.string().trim().max(200, "欢迎语不能超过200个字符"),
});
