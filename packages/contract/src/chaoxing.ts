import { z } from "zod";
import { UPLOAD_STATUS } from "./constants.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/** Pushing resources to an external platform for audit (admin 审核管理 → 超星审核, SPEC §4 upload status). */
export const UPLOAD_STATUSES = [
  { id: UPLOAD_STATUS.NOT_UPLOADED, name: "未上传" },
  { id: UPLOAD_STATUS.UPLOADED, name: "已上传" },
  { id: UPLOAD_STATUS.UPLOADING, name: "上传中" },
  { id: UPLOAD_STATUS.FAILED, name: "上传失败" },
] as const;

export const chaoxingListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100),
  keyword: keywordSchema,
  status: z.coerce
    .number({ error: "上传状态不正确" })
    .int("上传状态不正确")
    .min(0, "上传状态不正确")
    .max(3, "上传状态不正确")
    .optional(),
});
export type ChaoxingListInput = z.infer<typeof chaoxingListSchema>;

export const chaoxingPushSchema = z.object({
  ids: z
    .array(idSchema, { error: "请选择要上传的资源" })
    .min(1, "请选择要上传的资源")
    .max(100, "一次最多上传100个资源"),
});
export type ChaoxingPushInput = z.infer<typeof chaoxingPushSchema>;

export const chaoxingConfigSchema = z.object({
  endpoint: z
    .string({ error: "请输入接口地址" })
    .trim()
    .max(300, "接口地址不能超过300个字符")
    .regex(/^https?:\/\/\S+$/, "接口地址应以http://或https://开头"),
  appKey: z.string({ error: "请输入应用标识" }).trim().min(1, "请输入应用标识").max(100, "应用标识不能超过100个字符"),
  /** Left empty to keep the saved secret. */
  secret: z.string().max(200, "密钥不能超过200个字符").optional(),
});
export type ChaoxingConfigInput = z.infer<typeof chaoxingConfigSchema>;

export interface ChaoxingConfig {
  endpoint: string;
  appKey: string;
  /** Whether a secret is saved (it is never sent back). */
  hasSecret: boolean;
}

export interface ChaoxingItem {
  id: number;
  name: string;
  type: string;
  status: number;
  /** The external platform's answer, or why the last push failed. */
  answer: string;
  attempts: number;
  updatedAt: string | null;
}
