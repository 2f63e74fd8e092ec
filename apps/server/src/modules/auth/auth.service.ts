import { type HandoffPurpose, type SessionPeek, USER_STATUS } from "@otp/contract";
import type { AuditSink } from "../../platform/access/audit.js";
import type { PasswordHasher } from "../../platform/auth/password.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { SessionService } from "../../platform/auth/sessions.js";
import type { LoginThrottle } from "../../platform/auth/throttle.js";
import { hmacHex, newToken, safeEqualHex } from "../../platform/auth/token.js";
import type { Cache } from "../../platform/cache/index.js";
import { type AppError, badRequest, forbidden, unauthorized } from "../../platform/http/errors.js";
import type { AuthUsers } from "./auth.ports.js";

/** Signed tickets from partners are valid this long either side of the partner's clock. */
export const TICKET_WINDOW_MS = 5 * 60_000;
const HANDOFF_SECONDS = 60;
const HANDOFF_INVALID = "登录链接无效或已过期，请重新登录";

interface StoredHandoff {
  userId: number;
  /** The session that made the code: the code is refused once it has ended. */
  sessionId: number;
  purpose: HandoffPurpose;
}

interface Meta {
  ip: string;
  userAgent: string;
}

export interface AuthDeps {
  users: Omit<AuthUsers, "guestInfo">;
  sessions: Pick<SessionService, "create" | "revokeToken" | "isActive">;
  hasher: Pick<PasswordHasher, "verify" | "burn">;
  /** Password attempts. */
  throttle: LoginThrottle;
  /** Reset-code attempts: counted apart, so guessing codes never holds back the account's logins. */
  resetThrottle: LoginThrottle;
  /** One-time values: replayed tickets, handoff codes. */
  cache: Pick<Cache, "get" | "set" | "setIfAbsent" | "take">;
  /** The login log. */
  audit: AuditSink;
  /** Partner id → shared secret of the systems allowed to sign login tickets. */
  partners: Map<string, string>;
  /** The school's directory (LDAP), when one checks the passwords of its accounts. */
  directory?: DirectoryLogin;
}

/** A user as a login source names one. */
interface LoginUser {
  id: number;
  account: string;
  status: number;
}

/**
 * The ordinary login's second judge: directory accounts (and, when the directory provisions,
 * accounts the platform does not know yet) are checked against the directory, not the local hash.
 */
export interface DirectoryLogin {
  handles(user: { id: number } | undefined): Promise<boolean>;
  /** The user when the directory accepts the password (linked or made now); null when it refuses. */
  verify(account: string, password: string): Promise<LoginUser | null>;
}

/** Logging in and out: password, partner ticket and handoff logins, and the forgotten-password reset. */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  private async logEvent(
    account: string,
    userId: number | null,
    action: string,
    success: boolean,
    meta: Meta,
    detail?: unknown,
  ) {
    await this.deps.audit.record({ category: "login", userId, account, action, success, detail, ...meta });
  }

  private async start(userId: number, account: string, action: string, meta: Meta) {
    const session = await this.deps.sessions.create(userId, meta);
    await this.deps.users.markLogin(userId, meta.ip);
    await this.logEvent(account, userId, action, true, meta);
    return { ...session, userInfo: await this.deps.users.info(userId) };
  }

  private statusError(status: number): AppError | null {
    if (status === USER_STATUS.PENDING) return forbidden("账号正在等待管理员审核，请审核通过后再登录");
    if (status !== USER_STATUS.ENABLED) return forbidden("账号已被停用，请联系管理员");
    return null;
  }

  /** `previousToken`: the browser's current session, ended when the directory signs it in anew. */
  async passwordLogin(account: string, password: string, meta: Meta, previousToken: string | null = null) {
    await this.deps.throttle.check(account, meta.ip);
    const local = await this.deps.users.findByAccount(account);
    let user: LoginUser | undefined = local;
    let valid = false;
    let via = "密码登录";
    if (this.deps.directory && (await this.deps.directory.handles(local))) {
      // A directory that cannot be reached answers 503 here; local accounts still log in.
      via = "目录登录(LDAP)";
      const found = await this.deps.directory.verify(account, password);
      if (found) {
        user = found;
        valid = true;
      }
    } else if (local) valid = await this.deps.hasher.verify(local.passwordHash, password);
    else await this.deps.hasher.burn(password);
    if (!user || !valid) {
      await this.deps.throttle.fail(account, meta.ip);
      await this.logEvent(account, user?.id ?? null, "密码登录失败", false, meta);
      throw unauthorized("账号或密码错误");
    }
    // Only a correct password learns the account's state.
    const statusErr = this.statusError(user.status);
    if (statusErr) {
      await this.logEvent(account, user.id, "登录被拒绝", false, meta, { status: user.status });
      throw statusErr;
    }
    await this.deps.throttle.succeed(account, meta.ip);
    // A directory login is a single sign-on: like the others, it replaces the browser's session.
    if (via !== "密码登录" && previousToken) await this.deps.sessions.revokeToken(previousToken);
    return this.start(user.id, user.account, via, meta);
  }

  /**
   * A login another system vouched for (single sign-on): refused for a disabled or pending
   * user; the browser's previous session ends, so every such login gets a new one.
   */
  async externalLogin(user: LoginUser, source: string, meta: Meta, previousToken: string | null) {
    const statusErr = this.statusError(user.status);
    if (statusErr) {
      await this.logEvent(user.account, user.id, "登录被拒绝", false, meta, { source, status: user.status });
      throw statusErr;
    }
    if (previousToken) await this.deps.sessions.revokeToken(previousToken);
    return this.start(user.id, user.account, `单点登录(${source})`, meta);
  }

  /** Account-only login: needs an HMAC ticket from a configured partner, fresh and unused. */
  async ticketLogin(
    input: { account: string; partner: string; ts: number; sign: string },
    meta: Meta,
    previousToken: string | null = null,
  ) {
    const secret = this.deps.partners.get(input.partner);
    const fail = async (reason: string) => {
      await this.logEvent(input.account, null, "票据登录失败", false, meta, { partner: input.partner, reason });
      return unauthorized("登录票据无效或已过期，请从来源系统重新进入");
    };
    if (!secret) throw await fail("unknown partner");
    if (Math.abs(Date.now() - input.ts) > TICKET_WINDOW_MS) throw await fail("expired");
    if (!safeEqualHex(hmacHex(secret, `${input.account}\n${input.ts}`), input.sign)) throw await fail("bad signature");
    if (!(await this.deps.cache.setIfAbsent(`ticket:${input.sign}`, "1", Math.ceil((2 * TICKET_WINDOW_MS) / 1000)))) {
      throw await fail("replayed");
    }
    const user = await this.deps.users.findByAccount(input.account);
    if (!user) throw await fail("unknown account");
    const statusErr = this.statusError(user.status);
    if (statusErr) throw statusErr;
    // A partner's ticket is a single sign-on: it replaces the browser's session.
    if (previousToken) await this.deps.sessions.revokeToken(previousToken);
    return this.start(user.id, user.account, `票据登录(${input.partner})`, meta);
  }

  /**
   * A one-time code that lets another client (the mobile site, the app) take over this login. It
   * names its purpose and the session that made it, and dies with that session.
   */
  async createHandoff(user: Principal, purpose: HandoffPurpose) {
    const code = newToken();
    const stored: StoredHandoff = { userId: user.userId, sessionId: user.sessionId, purpose };
    await this.deps.cache.set(`handoff:${code}`, JSON.stringify(stored), HANDOFF_SECONDS);
    return { sessionId: code, expiresIn: HANDOFF_SECONDS };
  }

  /** The user a stored code logs in, when it was made for this use and its session still stands. */
  private async handoffUser(stored: string | null, purpose: HandoffPurpose, withToken: boolean) {
    if (!stored) return null;
    const h = JSON.parse(stored) as StoredHandoff;
    if (h.purpose !== purpose) return null;
    // An app code is redeemed for a token only: it can never set a browser's cookie.
    if (purpose === "app" && !withToken) return null;
    if (!(await this.deps.sessions.isActive(h.sessionId))) return null;
    return this.deps.users.load(h.userId);
  }

  /** Which account a code would log in, without using it: the web asks the user before logging in. */
  async peekHandoff(code: string, purpose: HandoffPurpose): Promise<SessionPeek> {
    const user = await this.handoffUser(await this.deps.cache.get(`handoff:${code}`), purpose, purpose === "app");
    if (!user) throw unauthorized(HANDOFF_INVALID);
    return { account: user.account, realName: user.realName };
  }

  async sessionLogin(code: string, purpose: HandoffPurpose, withToken: boolean, meta: Meta) {
    const user = await this.handoffUser(await this.deps.cache.take(`handoff:${code}`), purpose, withToken);
    if (!user) {
      await this.logEvent("", null, "会话登录失败", false, meta, { purpose });
      throw unauthorized(HANDOFF_INVALID);
    }
    return this.start(user.userId, user.account, "会话登录", meta);
  }

  async logout(token: string | null, principal: { userId: number; account: string } | null, meta: Meta) {
    if (token) await this.deps.sessions.revokeToken(token);
    if (principal) await this.logEvent(principal.account, principal.userId, "退出登录", true, meta);
  }

  /**
   * Self-service reset with an administrator's code. Wrong codes are throttled on their own
   * counters; a right one proves the user, so it also ends the account's login delays.
   */
  async forgot(account: string, code: string, newPassword: string, meta: Meta) {
    await this.deps.resetThrottle.check(account, meta.ip);
    const ok = await this.deps.users.resetWithCode(account, code, newPassword);
    if (!ok) {
      await this.deps.resetThrottle.fail(account, meta.ip);
      await this.logEvent(account, null, "找回密码失败", false, meta);
      throw badRequest("账号或重置码不正确");
    }
    await this.deps.resetThrottle.unlock(account);
    await this.deps.throttle.unlock(account);
    await this.logEvent(account, null, "找回密码", true, meta);
  }
}
