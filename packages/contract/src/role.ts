import { z } from "zod";
import { optionalText, requiredName } from "./fields.js";
import { STORAGE_QUOTA_MAX_MB } from "./upload.js";
import { idSchema } from "./validation.js";

/* ---------- roles & their menu grants ---------- */

export const roleSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("角色名称", 30),
  remark: optionalText(200, "说明"),
  /** Storage quota of the role's holders in MB; null = unlimited (the largest of a user's roles applies). */
  storageQuotaMb: z
    .number({ error: "存储配额必须是数字" })
    .int("存储配额必须是整数")
    .min(0, "存储配额不能小于0")
    .max(STORAGE_QUOTA_MAX_MB, `存储配额不能超过${STORAGE_QUOTA_MAX_MB}MB`)
    .nullable()
    .optional(),
});
export type RoleSaveInput = z.infer<typeof roleSaveSchema>;

export const roleIdInputSchema = z.object({ roleId: idSchema });
export type RoleIdInput = z.infer<typeof roleIdInputSchema>;

export const roleMenuSaveSchema = z.object({
  roleId: idSchema,
  menuIds: z.array(idSchema, { error: "菜单必须是编号列表" }).max(2000, "菜单过多"),
});
export type RoleMenuSaveInput = z.infer<typeof roleMenuSaveSchema>;

/** A role of the role-permission screen. */
export interface RoleItem {
  id: number;
  name: string;
  code: string | null;
  remark: string | null;
  /** Built-in roles (administrator, teacher, …) cannot be deleted. */
  builtin: boolean;
  /** MB each holder may store; null = unlimited. */
  storageQuotaMb: number | null;
  createdAt: string;
  userCount: number;
}
