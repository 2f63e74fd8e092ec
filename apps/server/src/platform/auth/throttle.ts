import type { Cache } from "../cache/index.js";
import { tooMany } from "../http/errors.js";

const WINDOW_SECONDS = 15 * 60;
/** Failures allowed for one account from one address before that pair is throttled. */
export const PER_ACCOUNT_ADDRESS = 5;
/**
 * Failures allowed from one address across all accounts (password spraying). High, because a
 * whole school may reach the platform through one NAT address.
 */
export const PER_ADDRESS = 100;
/** Failures for one account from anywhere before the account is locked for a window. */
export const PER_ACCOUNT = 20;

/**
 * Login throttling. One address is throttled (429) well before the account-wide lock, so an
 * attacker at a single address can never lock out the real user. Counters are keyed by the
 * account string as typed, so unknown and existing accounts behave the same.
 */
export class LoginThrottle {
  constructor(private readonly cache: Cache) {}

  private keys(account: string, ip: string) {
    const a = account.toLowerCase();
    return { pair: `lf:p:${a}|${ip}`, ip: `lf:i:${ip}`, account: `lf:a:${a}`, lock: `lf:l:${a}` };
  }

  async check(account: string, ip: string): Promise<void> {
    const k = this.keys(account, ip);
    const [pair, byIp, locked] = await Promise.all([
      this.cache.get(k.pair),
      this.cache.get(k.ip),
      this.cache.get(k.lock),
    ]);
    if (Number(pair) >= PER_ACCOUNT_ADDRESS || Number(byIp) >= PER_ADDRESS) {
      throw tooMany("登录失败次数过多，请15分钟后再试");
    }
    if (locked) throw tooMany("该账号登录失败次数过多，已临时锁定，请15分钟后再试或联系管理员");
  }

  async fail(account: string, ip: string): Promise<void> {
    const k = this.keys(account, ip);
    const [, , total] = await Promise.all([
      this.cache.incr(k.pair, WINDOW_SECONDS),
      this.cache.incr(k.ip, WINDOW_SECONDS),
      this.cache.incr(k.account, WINDOW_SECONDS),
    ]);
    if (total >= PER_ACCOUNT) await this.cache.set(k.lock, "1", WINDOW_SECONDS);
  }

  async succeed(account: string, ip: string): Promise<void> {
    await this.cache.del(this.keys(account, ip).pair);
  }

  /** Administrator unlock (password reset). */
  async unlock(account: string): Promise<void> {
    const a = account.toLowerCase();
    await this.cache.del(`lf:a:${a}`, `lf:l:${a}`);
  }
}
