import { randomInt } from "node:crypto";
import { checkPassword, USER_STATUS } from "@otp/contract";
import type { PasswordHasher } from "../../platform/auth/password.js";
import type { Principal } from "../../platform/auth/principal.js";
import { hashToken, safeEqualHex } from "../../platform/auth/token.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { LoginLocks, PasswordRule, ResetCodeStore, UserSessions } from "./user.ports.js";
import * as q from "./user.queries.js";
import { managedTarget } from "./user.targets.js";

/** A reset code an administrator hands out is valid this long, and once. */
const RESET_CODE_SECONDS = 24 * 3600;
/** Reset codes avoid letters and digits that read alike (0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Refuses a new password the site's rule rejects, naming the field it came in. */
export async function assertAllowedPassword(rule: PasswordRule, password: string, field: string) {
  const msg = checkPassword(password, await rule.strongPassword());
  if (msg) throw badRequest(`参数 ${field}：${msg}`);
}

/** A 12-character initial password holding each kind of character (always passes the strong rule). */
export function generatePassword(): string {
  const sets = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnpqrstuvwxyz", "23456789", "!@#$%&*?"];
  const chars = sets.map((s) => s[randomInt(s.length)]);
  const all = sets.join("");
  while (chars.length < 12) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join("");
}

export interface PasswordDeps {
  hasher: PasswordHasher;
  rule: PasswordRule;
  sessions: Pick<UserSessions, "revokeUsers">;
  notifier: Notifier;
  codes: ResetCodeStore;
  locks: LoginLocks;
}

/** Passwords: changing one's own, an administrator's reset, and one-time reset codes. */
export class UserPasswords {
  constructor(
    private readonly db: Db,
    private readonly deps: PasswordDeps,
  ) {}

  /**
   * Stores a new password, ends the user's sessions (but `keepSession`) and tells the user, so
   * a change they did not make does not go unnoticed.
   */
  private async replace(
    userId: number,
    password: string,
    notice: { title: string; content: string },
    keepSession?: number,
  ) {
    await q.updateUser(this.db, userId, { passwordHash: await this.deps.hasher.hash(password) });
    await this.deps.sessions.revokeUsers([userId], keepSession);
    await this.deps.notifier.notify([{ userId, category: "security", ...notice }]);
  }

  async change(caller: Principal, oldPassword: string, newPassword: string) {
    const u = await q.findUser(this.db, caller.userId);
    if (!u) throw notFound("用户不存在");
    if (!(await this.deps.hasher.verify(u.passwordHash, oldPassword)))
      throw badRequest("参数 oldPassword：原密码不正确");
    if (oldPassword === newPassword) throw badRequest("参数 newPassword：新密码不能与原密码相同");
    await assertAllowedPassword(this.deps.rule, newPassword, "newPassword");
    await this.replace(
      u.id,
      newPassword,
      { title: "密码已修改", content: "您的登录密码已修改，其他设备上的登录已退出。" },
      caller.sessionId,
    );
  }

  /** An administrator's reset: the given password, or a generated one, returned once. */
  async reset(id: number, password: string | undefined, caller: Principal) {
    const target = await managedTarget(this.db, caller, id);
    if (password) await assertAllowedPassword(this.deps.rule, password, "password");
    const next = password || generatePassword();
    await this.replace(id, next, {
      title: "密码已被管理员重置",
      content: "管理员重置了您的登录密码。如非本人申请，请尽快联系管理员。",
    });
    // The user gets a new password to log in with: failures with the old one no longer count.
    await this.deps.locks.unlock(target.account);
    return { account: target.account, password: next };
  }

  /** An administrator ends a user's login delays (the route logs it); answers how many failures there were. */
  async unlock(id: number, caller: Principal) {
    const target = await managedTarget(this.db, caller, id);
    const failures = await this.deps.locks.failures(target.account);
    await this.deps.locks.unlock(target.account);
    return { account: target.account, failures };
  }

  /** A one-time code an administrator gives a user who forgot their password (24 h, single use). */
  async issueResetCode(id: number, caller: Principal) {
    const target = await managedTarget(this.db, caller, id);
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    await this.deps.codes.set(`pwdcode:${target.id}`, hashToken(code), RESET_CODE_SECONDS);
    return { account: target.account, code, expiresAt: new Date(Date.now() + RESET_CODE_SECONDS * 1000) };
  }

  /** Self-service reset with an administrator's code; false when account or code do not match. */
  async resetWithCode(account: string, code: string, newPassword: string): Promise<boolean> {
    await assertAllowedPassword(this.deps.rule, newPassword, "newPassword");
    const u = await q.findUserByAccount(this.db, account);
    const stored = u ? await this.deps.codes.get(`pwdcode:${u.id}`) : null;
    if (!u || !stored || !safeEqualHex(stored, hashToken(code)) || u.status !== USER_STATUS.ENABLED) {
      // As long as a real reset, so a wrong guess cannot be told apart by timing.
      await this.deps.hasher.burn(newPassword);
      return false;
    }
    // Two requests with the same code: only the one that takes it resets.
    if ((await this.deps.codes.take(`pwdcode:${u.id}`)) === null) return false;
    await this.replace(u.id, newPassword, {
      title: "密码已通过重置码重置",
      content: "您的登录密码已通过管理员发放的重置码重置。如非本人操作，请立即联系管理员。",
    });
    return true;
  }
}
