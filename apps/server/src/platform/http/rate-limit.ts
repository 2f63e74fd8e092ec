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
  /**
   * Logged-in callers of one address are counted apart from its guests, against this higher
   * ceiling: for actions a whole school does at once behind its one NAT address, still bounded
   * for one machine holding many accounts (the demo school's share one printed password).
   */
  perAddressLoggedIn?: number;
}

/** The limits of the actions an outside tester could use to load the platform (finding 10). */
export const RATE_LIMITS = {
  /** A library hour: 900 searches a minute by one school's students were refused at 600 (bench:load). */
  search: { action: "搜索", windowSeconds: 60, perUser: 60, perAddress: 600, perAddressLoggedIn: 6000 },
  export: { action: "导出", windowSeconds: 600, perUser: 10, perAddress: 60 },
  comment: { action: "发表评论", windowSeconds: 600, perUser: 20, perAddress: 300 },
  register: { action: "注册", windowSeconds: 3600, perUser: 10, perAddress: 60 },
  /** Picture uploads and chunked uploads started (a resumed one counts again). */
  upload: { action: "上传", windowSeconds: 3600, perUser: 60, perAddress: 1200 },
  /** Live discussion messages: a lively class, not a flood (a class may share one address). */
  liveMessage: { action: "发送讨论消息", windowSeconds: 60, perUser: 20, perAddress: 1200 },
  /** Single sign-on flows started (each keeps a one-time value in the cache for ten minutes). */
  sso: { action: "统一身份登录", windowSeconds: 600, perUser: 60, perAddress: 300 },
  /** Pictures read by the OCR toolbox (decoding one costs up to a second of CPU). */
  ocr: { action: "图片识别", windowSeconds: 60, perUser: 30, perAddress: 120 },
  /**
   * Every write call (non-GET JSON) that names no limit of its own: far above what a person
   * clicks, a ceiling against scripts (decision 0036). A logged-in caller is counted per user
   * only, a guest per address (a school's NAT address carries many logged-in users).
   */
  write: { action: "提交", windowSeconds: 60, perUser: 300, perAddress: 600 },
} as const satisfies Record<string, RateLimit>;

/**
 * Event streams (kind `sse`) open at once: per user when logged in, per address for guests
 * (decision 0036). Counted in the process, as the connections are.
 */
export const OPEN_STREAMS = { perUser: 10, perAddress: 50 } as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

function per(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? "每小时" : `每${seconds / 3600}小时`;
  if (seconds % 60 === 0) return seconds === 60 ? "每分钟" : `每${seconds / 60}分钟`;
  return `每${seconds}秒`;
}

export class RateLimiter {
  private readonly streams = new Map<string, number>();

  constructor(private readonly cache: Cache) {}

  /**
   * Counts one attempt; 429 naming the limit when the user or the address is over it. A null
   * address counts the user only.
   */
  async hit(name: RateLimitName, userId: number | null, address: string | null): Promise<void> {
    const limit: RateLimit = RATE_LIMITS[name];
    const apart = !!userId && limit.perAddressLoggedIn !== undefined;
    const addressCap = apart ? (limit.perAddressLoggedIn as number) : limit.perAddress;
    const [byAddress, byUser] = await Promise.all([
      address === null
        ? Promise.resolve(0)
        : this.cache.incr(`rl:${name}:${apart ? "al" : "a"}:${address}`, limit.windowSeconds),
      userId ? this.cache.incr(`rl:${name}:u:${userId}`, limit.windowSeconds) : Promise.resolve(0),
    ]);
    if (byUser > limit.perUser) {
      throw tooMany(`${limit.action}过于频繁：${per(limit.windowSeconds)}最多${limit.perUser}次，请稍后再试`);
    }
    if (byAddress > addressCap) {
      throw tooMany(
        `当前网络${limit.action}过于频繁：同一地址${per(limit.windowSeconds)}最多${addressCap}次，请稍后再试`,
      );
    }
  }

  /**
   * Opens one event stream of a user (or, for a guest, of an address): 429 when that caller
   * already holds `OPEN_STREAMS` of them. Returns the release, to call once when it closes.
   */
  openStream(userId: number | null, address: string): () => void {
    const key = userId ? `u:${userId}` : `a:${address}`;
    const cap = userId ? OPEN_STREAMS.perUser : OPEN_STREAMS.perAddress;
    const open = this.streams.get(key) ?? 0;
    if (open >= cap) {
      throw tooMany(
        userId
          ? `打开的实时连接过多：每人最多同时${cap}个，请关闭多余的页面后再试`
          : `当前网络打开的实时连接过多：同一地址最多同时${cap}个，请稍后再试`,
      );
    }
    this.streams.set(key, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.streams.get(key) ?? 1) - 1;
      if (left > 0) this.streams.set(key, left);
      else this.streams.delete(key);
    };
  }
}
