import { type registerSchema, USER_STATUS } from "@otp/contract";
import type { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { notFound } from "../../platform/http/errors.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import { defaultRoles } from "./user.access.js";
import type { NewAccounts } from "./user.accounts.js";
import { assertAllowedPassword } from "./user.passwords.js";
import type { ProfileMemo, RegistrationRule } from "./user.ports.js";
import * as q from "./user.queries.js";

export interface RegistrationDeps {
  accounts: Pick<NewAccounts, "assertReferencesExist" | "assertAccountFree" | "add">;
  rule: RegistrationRule;
  notifier: Notifier;
  profiles: ProfileMemo;
}

/** Self-registration (注册) and the administrator's audit of registrations (注册审核). */
export class UserRegistration {
  constructor(
    private readonly db: Db,
    private readonly deps: RegistrationDeps,
  ) {}

  /** A new teacher or student: enabled at once, or pending while the audit switch is on. */
  async register(input: z.infer<typeof registerSchema>) {
    const { accounts, rule } = this.deps;
    await assertAllowedPassword(rule, input.password, "password");
    await accounts.assertReferencesExist({ orgId: input.orgId });
    await accounts.assertAccountFree(input.account, "账号已存在，请更换账号");
    const status = (await rule.registerNeedsAudit()) ? USER_STATUS.PENDING : USER_STATUS.ENABLED;
    const id = await accounts.add({ ...input, status, roleIds: defaultRoles(input.userType) });
    return { id, status };
  }

  /** Passes or rejects pending registrations; ids no longer pending are left alone. */
  async audit(ids: number[], pass: boolean) {
    const decided = await q.decidePending(this.db, ids, pass ? USER_STATUS.ENABLED : USER_STATUS.DISABLED);
    if (!decided.length) throw notFound("待审核用户不存在");
    this.deps.profiles.forget(decided.map((r) => r.id));
    await this.deps.notifier.notify(
      decided.map((r) => ({
        userId: r.id,
        category: "account" as const,
        title: pass ? "注册审核已通过" : "注册审核未通过",
        content: pass ? "您的注册申请已通过审核，欢迎使用平台。" : "您的注册申请未通过审核，如有疑问请联系管理员。",
      })),
    );
  }
}
