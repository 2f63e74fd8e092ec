import { type registerSchema, USER_STATUS } from "@otp/contract";
import type { z } from "zod";
import type { PasswordHasher } from "../../platform/auth/password.js";
import type { Db } from "../../platform/db/client.js";
import { AppError, notFound } from "../../platform/http/errors.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import { defaultRoles } from "./user.access.js";
import type { NewAccounts } from "./user.accounts.js";
import { assertAllowedPassword } from "./user.passwords.js";
import type { ProfileMemo, RegistrationRule } from "./user.ports.js";
import * as q from "./user.queries.js";

export interface RegistrationDeps {
  accounts: Pick<NewAccounts, "assertReferencesExist" | "findId" | "add">;
  rule: RegistrationRule;
  notifier: Notifier;
  profiles: ProfileMemo;
  /** Spends a password hash's time when nothing is created, so timing tells nothing either. */
  hasher: Pick<PasswordHasher, "burn">;
}

/** What every registration answers, whether the account was new or taken. */
const SUBMITTED = {
  pending: "注册申请已提交。账号可用时，管理员审核通过后即可登录；如无法登录，请更换账号重新注册或联系管理员。",
  enabled: "注册申请已提交。账号可用时现在即可登录；如无法登录，说明该账号不可用，请更换账号重新注册。",
};

/** Self-registration (注册) and the administrator's audit of registrations (注册审核). */
export class UserRegistration {
  constructor(
    private readonly db: Db,
    private readonly deps: RegistrationDeps,
  ) {}

  /**
   * A new teacher or student: enabled at once, or pending while the audit switch is on. The
   * answer is the same whether the account was free or taken, so registration cannot be used to
   * find accounts; a taken account is left as it is and its holder is told of the attempt.
   */
  async register(input: z.infer<typeof registerSchema>) {
    const { accounts, rule } = this.deps;
    await assertAllowedPassword(rule, input.password, "password");
    await accounts.assertReferencesExist({ orgId: input.orgId });
    const status = (await rule.registerNeedsAudit()) ? USER_STATUS.PENDING : USER_STATUS.ENABLED;
    const answer = { status, message: status === USER_STATUS.PENDING ? SUBMITTED.pending : SUBMITTED.enabled };
    const holder = await accounts.findId(input.account);
    if (holder) {
      await this.deps.hasher.burn(input.password);
      await this.taken(holder);
      return answer;
    }
    try {
      await accounts.add({ ...input, status, roleIds: defaultRoles(input.userType) });
    } catch (err) {
      // Lost a race for the same account: answered like any taken account.
      if (!(err instanceof AppError && err.status === 409)) throw err;
      const racer = await accounts.findId(input.account);
      if (racer) await this.taken(racer);
    }
    return answer;
  }

  private taken(userId: number) {
    return this.deps.notifier.notify([
      {
        userId,
        category: "security",
        title: "有人尝试使用您的账号注册",
        content: "有人在注册页填写了您的账号。您的账号和密码没有任何变化；如非本人操作，无需处理。",
      },
    ]);
  }

  /** Passes or rejects pending registrations; ids no longer pending are left alone. */
  async audit(ids: number[], pass: boolean) {
    const decided = await q.decidePending(this.db, ids, pass ? USER_STATUS.ENABLED : USER_STATUS.DISABLED);
    if (!decided.length) throw notFound("待审核用户不存在");
    await this.deps.profiles.forget(decided.map((r) => r.id));
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
