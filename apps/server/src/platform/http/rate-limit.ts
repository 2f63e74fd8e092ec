import type { Cache } from "../cache/cache.js";
import { tooMany } from "./errors.js";

/**
 * A fixed-window limit on one action, counted per user (when logged in) and per client address.
 * Counters live in the platform cache: in the process, or in Redis with REDIS_URL, so several
 * instances share them.
 */
export interface RateLimit {
  /** Chinese name of the action, for the 429 message ("搜索"). */
  action: string;
  windowSeconds: number;
  perUser: number;
  /**
   * Per client address. A whole school may share one NAT address, so this is a ceiling against
   * a flood from one machine or network, well above what one user may do.
   */
  perAddress: number;
}

/** The limits of the actions an outside tester could use to load the platform (finding 10). */
export const RATE_LIMITS = {
  search: { action: "搜索", windowSeconds: 60, perUser: 60, perAddress: 600 },
  export: { action: "导出", windowSeconds: 600, perUser: 10, perAddress: 60 },
  comment: { action: "发表评论", windowSeconds: 600, perUser: 20, perAddress: 300 },
  register: { action: "注册", windowSeconds: 3600, perUser: 10, perAddress: 60 },
  /** Picture uploads and chunked uploads started (a resumed one counts again). */
  upload: { action: "上传", windowSeconds: 3600, perUser: 60, perAddress: 1200 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

function per(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? "每小时" : `每${seconds / 3600}小时`;
  if (seconds % 60 === 0) return seconds === 60 ? "每分钟" : `每${seconds / 60}分钟`;
  return `每${seconds}秒`;
}

export class RateLimiter {
  constructor(private readonly cache: Cache) {}

  /** Counts one attempt; 429 naming the limit when the user or the address is over it. */
  async hit(name: RateLimitName, userId: number | null, address: string): Promise<void> {
    const limit: RateLimit = RATE_LIMITS[name];
    const [byAddress, byUser] = await Promise.all([
      this.cache.incr(`rl:${name}:a:${address}`, limit.windowSeconds),
      userId ? this.cache.incr(`rl:${name}:u:${userId}`, limit.windowSeconds) : Promise.resolve(0),
    ]);
    if (byUser > limit.perUser) {
      throw tooMany(`${limit.action}过于频繁：${per(limit.windowSeconds)}最多${limit.perUser}次，请稍后再试`);
    }
    if (byAddress > limit.perAddress) {
      throw tooMany(
        `当前网络${limit.action}过于频繁：同一地址${per(limit.windowSeconds)}最多${limit.perAddress}次，请稍后再试`,
      );
    }
  }
}
