import { randomUUID } from "node:crypto";
import type { Cache } from "../cache/index.js";
import { tooMany } from "../http/errors.js";

/** Failures are counted over this window (seconds); every delay is capped by it. */
export const WINDOW_SECONDS = 15 * 60;

export interface ThrottleLimits {
  /** Key prefix: login and reset-code attempts are counted apart. */
  prefix: string;
  /** Failures of one account from one address before that pair waits between attempts. */
  perAccountAddress: number;
  /**
   * Failures of one account from anywhere before every address that has failed for it waits too.
   * Higher than the pair limit; an address without failures for the account is never held back.
   */
  perAccount: number;
  /**
   * Failures from one address across all accounts (password spraying) before the address is slowed
   * down. High, and a short spacing rather than a lock, because a whole school may reach the
   * platform through one NAT address.
   */
  perAddress: number;
  /** What is being tried, for the 429 message (default "登录"). */
  attempt?: string;
}

export const LOGIN_LIMITS: ThrottleLimits = { prefix: "lf", perAccountAddress: 5, perAccount: 20, perAddress: 300 };
/** Reset-code guesses: their own counters, so they never hold back the account's logins. */
export const RESET_LIMITS: ThrottleLimits = { prefix: "rf", perAccountAddress: 5, perAccount: 10, perAddress: 100 };

/** Progressive delay once `count` reaches `free`: 15 s, 30 s, 1 min, … up to the window. */
export function delaySeconds(count: number, free: number): number {
  if (count < free) return 0;
  return Math.min(WINDOW_SECONDS, 15 * 2 ** (count - free));
}

/** Spacing between attempts from an address past its ceiling: 1 s more per 50 failures, at most 30 s. */
export function addressSpacingSeconds(count: number, ceiling: number): number {
  if (count < ceiling) return 0;
  return Math.min(30, 1 + Math.floor((count - ceiling) / 50));
}

/**
 * Progressive delays instead of locks (after Canvas): a failing account+address pair waits
 * longer after each failure; past the account-wide limit every address that has failed for the
 * account waits as well, while an address with no failures for it is still heard, so nobody can
 * lock the real user out from elsewhere. Counters are keyed by the account string as typed, so
 * unknown and existing accounts behave the same. Waits are stored as "until" times so the clock
 * can be injected in tests.
 */
export class LoginThrottle {
  constructor(
    private readonly cache: Cache,
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private async keys(account: string, ip: string) {
    const p = this.limits.prefix;
    const a = account.toLowerCase();
    // An administrator's unlock starts a new generation: every pair counter of the account resets.
    const gen = (await this.cache.get(`${p}:g:${a}`)) ?? "0";
    const pair = `${a}|${ip}`;
    return {
      gen: `${p}:g:${a}`,
      pair: `${p}:p:${gen}:${pair}`,
      pairWait: `${p}:pw:${gen}:${pair}`,
      account: `${p}:a:${a}`,
      accountWait: `${p}:aw:${a}`,
      ip: `${p}:i:${ip}`,
      ipWait: `${p}:iw:${ip}`,
    };
  }

  /** Seconds left of a stored wait, 0 when none. */
  private async left(key: string): Promise<number> {
    const until = Number(await this.cache.get(key));
    const ms = until - this.now();
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  private async wait(key: string, seconds: number) {
    if (seconds > 0) await this.cache.set(key, String(this.now() + seconds * 1000), seconds + 1);
  }

  /** 429 when this attempt must wait; otherwise the attempt may be verified. */
  async check(account: string, ip: string): Promise<void> {
    const k = await this.keys(account, ip);
    const [pairCount, pairLeft, accountLeft, ipLeft] = await Promise.all([
      this.cache.get(k.pair),
      this.left(k.pairWait),
      this.left(k.accountWait),
      this.left(k.ipWait),
    ]);
    const dirty = Number(pairCount) > 0;
    const left = Math.max(pairLeft, dirty ? accountLeft : 0);
    const attempt = this.limits.attempt ?? "登录";
    if (left > 0) throw tooMany(`${attempt}失败次数过多，请${waitText(left)}后再试`);
    if (ipLeft > 0) throw tooMany(`当前网络${attempt}失败次数过多，请${waitText(ipLeft)}后再试`);
  }

  async fail(account: string, ip: string): Promise<void> {
    const k = await this.keys(account, ip);
    const [pair, total, byIp] = await Promise.all([
      this.cache.incr(k.pair, WINDOW_SECONDS),
      this.cache.incr(k.account, WINDOW_SECONDS),
      this.cache.incr(k.ip, WINDOW_SECONDS),
    ]);
    // The generation must outlive the pair counters made under it.
    const gen = await this.cache.get(k.gen);
    if (gen) await this.cache.set(k.gen, gen, WINDOW_SECONDS);
    await Promise.all([
      this.wait(k.pairWait, delaySeconds(pair, this.limits.perAccountAddress)),
      this.wait(k.accountWait, delaySeconds(total, this.limits.perAccount)),
      this.wait(k.ipWait, addressSpacingSeconds(byIp, this.limits.perAddress)),
    ]);
  }

  /** A correct answer clears this address's failures for the account (not those of others). */
  async succeed(account: string, ip: string): Promise<void> {
    const k = await this.keys(account, ip);
    await this.cache.del(k.pair, k.pairWait);
  }

  /** How many failures the account has in the current window. */
  async failures(account: string): Promise<number> {
    return Number(await this.cache.get(`${this.limits.prefix}:a:${account.toLowerCase()}`));
  }

  /** An administrator's unlock (or password reset): every counter and wait of the account ends. */
  async unlock(account: string): Promise<void> {
    const p = this.limits.prefix;
    const a = account.toLowerCase();
    await this.cache.set(`${p}:g:${a}`, randomUUID(), WINDOW_SECONDS);
    await this.cache.del(`${p}:a:${a}`, `${p}:aw:${a}`);
  }
}

function waitText(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)}分钟` : `${seconds}秒`;
}
