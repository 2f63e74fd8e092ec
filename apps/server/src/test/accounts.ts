import { TEACHER_ROLE_ID } from "@otp/contract";
import { ok } from "./expect.js";
import type { TestApp } from "./harness.js";

/** Accounts for API tests: ids of demo accounts, and fresh accounts with no demo content. */

export async function userId(t: TestApp, account: string): Promise<number> {
  const u = await t.services.users.findByAccount(account);
  if (!u) throw new Error(`no user ${account}`);
  return u.id;
}

/** A fresh teacher account (no demo courses of its own), logged in. */
export async function newTeacher(t: TestApp, admin: string, account: string): Promise<string> {
  const password = "Teach@2026x";
  ok(
    await t.call(
      "/api/l/base/user/save",
      { account, realName: `新教师${account}`, userType: "teacher", password, roleIds: [TEACHER_ROLE_ID] },
      { as: admin },
    ),
  );
  return t.login(account, password);
}

/**
 * A fresh account whose only role holds exactly these back-office screens (menu codes), logged
 * in: the "holds a different screen's permission" caller of the access tests.
 */
export async function userWithScreens(t: TestApp, admin: string, account: string, codes: string[]): Promise<string> {
  const role = ok<{ id: number }>(await t.call("/api/m/base/role/save", { name: `角色${account}` }, { as: admin }));
  const menuIds: number[] = [];
  for (const code of codes) {
    const id = await t.services.menus.idOf(code);
    if (!id) throw new Error(`no menu ${code}`);
    menuIds.push(id);
  }
  ok(await t.call("/api/m/base/role/menu/save", { roleId: role.id, menuIds }, { as: admin }));
  const password = "Screen@2026x";
  ok(
    await t.call(
      "/api/l/base/user/save",
      { account, realName: `专项${account}`, userType: "staff", password, roleIds: [role.id] },
      { as: admin },
    ),
  );
  return t.login(account, password);
}
