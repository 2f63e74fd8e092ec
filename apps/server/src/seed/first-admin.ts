import { ADMIN_ROLE_ID, checkPassword, registerSchema } from "@otp/contract";
import { z } from "zod";
import type { Services } from "../app.js";
import type { Db } from "../platform/db/client.js";
import { AppError } from "../platform/http/errors.js";
import { parseInput } from "../platform/http/validation.js";
import { syncMenus } from "./seed.js";

/** What `npm run admin:create` takes; the account and name follow the registration form's rules. */
export const firstAdminSchema = z.object({
  account: registerSchema.shape.account,
  realName: registerSchema.shape.realName,
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码"),
});
export type FirstAdminInput = z.input<typeof firstAdminSchema>;

/**
 * Creates a system administrator (the built-in 系统管理员 role) in any database, including an
 * empty production one started with SEED=off: the built-in roles and menus are made first. The
 * password must pass the strong-password rule (on unless the switch was saved off).
 */
export async function createAdministrator(db: Db, s: Services, raw: FirstAdminInput): Promise<number> {
  const input = parseInput(firstAdminSchema, raw);
  await syncMenus(db, s);
  const weak = checkPassword(input.password, await s.site.strongPassword());
  if (weak) throw new AppError(400, `参数 password：${weak}`);
  if (await s.users.findByAccount(input.account)) throw new AppError(409, `账号 ${input.account} 已存在`);
  return s.accounts.add({
    account: input.account,
    realName: input.realName,
    userType: "admin",
    password: input.password,
    roleIds: [ADMIN_ROLE_ID],
  });
}
