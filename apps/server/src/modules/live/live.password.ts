import { createHash, timingSafeEqual } from "node:crypto";
import type { PasswordHasher } from "../../platform/auth/password.js";
import { LoginThrottle, type ThrottleLimits } from "../../platform/auth/throttle.js";
import type { Cache } from "../../platform/cache/index.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import * as q from "./live.queries.js";

/**
 * Viewing passwords of secret lives (decision 0033): stored as argon2id hashes (the platform's
 * password hasher), tried under the login throttle's progressive delays, counted per live (the
 * "account") and per viewer (the signed-in user, or the address of a guest).
 */

/** As logins: a viewer waits after 5 wrong tries at one live; after 20 on a live, all who failed wait. */
export const LIVE_PASSWORD_LIMITS: ThrottleLimits = {
  prefix: "lpw",
  perAccountAddress: 5,
  perAccount: 20,
  perAddress: 100,
  attempt: "直播密码验证",
};

/**
 * Passwords stored before they were hashed, as migration 0029 rewrote them: a salted SHA-256
 * ("sha256$salt$hex"), replaced by an argon2 hash at the first right answer.
 */
const LEGACY = /^sha256\$([0-9a-f]+)\$([0-9a-f]{64})$/;

function legacyMatches(stored: string, given: string): boolean | null {
  const m = LEGACY.exec(stored);
  if (!m) return null;
  const digest = createHash("sha256").update(`${m[1]}${given}`).digest();
  return timingSafeEqual(digest, Buffer.from(m[2] as string, "hex"));
}

export class LivePasswords {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly hasher: Pick<PasswordHasher, "hash" | "verify">,
    cache: Cache,
  ) {
    this.throttle = new LoginThrottle(cache, LIVE_PASSWORD_LIMITS);
  }

  /** What is stored for a new password; "" for none. */
  hash(password: string): Promise<string> {
    return password ? this.hasher.hash(password) : Promise.resolve("");
  }

  /**
   * Opens a password-locked live for one viewer, or throws: 429 while this viewer must wait, 400
   * naming `password` when it is wrong.
   */
  async unlock(live: { id: number; passwordHash: string }, given: string, viewerKey: string): Promise<void> {
    const account = `live-${live.id}`;
    await this.throttle.check(account, viewerKey);
    const legacy = legacyMatches(live.passwordHash, given);
    const right = legacy ?? (await this.hasher.verify(live.passwordHash, given));
    if (!right) {
      await this.throttle.fail(account, viewerKey);
      throw badRequest("参数 password：直播密码不正确");
    }
    await this.throttle.succeed(account, viewerKey);
    if (legacy) await q.update(this.db, live.id, { passwordHash: await this.hasher.hash(given) });
  }
}
