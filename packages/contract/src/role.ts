import { z } from "zod";
import { optionalText, requiredName } from "./fields.js";
import { idSchema } from "./validation.js";

/* ---------- roles & their menu grants ---------- */

export const roleSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("角色名称", 30),
  remark: optionalText(200, "说明"),
});
export type RoleSaveInput = z.infer<typeof roleSaveSchema>;

export const roleIdInputSchema = z.object({ roleId: idSchema });
export type RoleIdInput = z.infer<typeof roleIdInputSchema>;

export const roleMenuSaveSchema = z.object({
  roleId: idSchema,
  menuIds: z.array(idSchema).max(2000, "菜单过多"),
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
  createdAt: string;
  userCount: number;
}
