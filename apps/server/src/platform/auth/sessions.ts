import type { Cache } from "../cache/index.js";
import type { Db } from "../db/client.js";
import type { Principal, PrincipalLoader } from "./principal.js";
import * as q from "./session.queries.js";
import { hashToken, newToken } from "./token.js";

interface CachedSession {
  principal: Principal;
  expiresAt: number;
  lastSeenAt: number;
}

/** How long a resolved session is trusted from cache; revocation deletes the entry at once. */
const CACHE_SECONDS = 30;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionOptions {
  idleMinutes: number;
  maxHours: number;
}

export class SessionService {
  private readonly endedListeners: ((tokenHashes: string[]) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
    private readonly loader: PrincipalLoader,
    private readonly opts: SessionOptions,
  ) {}

  private key(tokenHash: string) {
    return `sess:${tokenHash}`;
  }

  async create(
    userId: number,
    meta: { ip: string; userAgent: string },
  ): Promise<{ token: string; maxAgeSeconds: number }> {
    const token = newToken();
    const maxAgeSeconds = this.opts.maxHours * 3600;
    await q.insertSession(this.db, {
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
    });
    return { token, maxAgeSeconds };
  }

  async resolve(token: string): Promise<Principal | null> {
    if (!token || token.length > 128) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const idleMs = this.opts.idleMinutes * 60_000;
    const cached = await this.cache.get(this.key(tokenHash));
    if (cached) {
      const entry = JSON.parse(cached) as CachedSession;
      if (entry.expiresAt <= now || entry.lastSeenAt + idleMs <= now) {
        await this.revokeHashes([tokenHash]);
        return null;
      }
      if (now - entry.lastSeenAt > TOUCH_EVERY_MS) await this.touch(tokenHash, entry, now);
      return entry.principal;
    }
    const row = await q.findByTokenHash(this.db, tokenHash);
    if (!row) return null;
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) {
      await this.revokeHashes([tokenHash]);
      return null;
    }
    const loaded = await this.loader.load(row.userId);
    if (!loaded) {
      await this.revokeHashes([tokenHash]);
      return null;
    }
    const entry: CachedSession = {
      principal: { ...loaded, sessionId: row.id },
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    };
    if (now - entry.lastSeenAt > TOUCH_EVERY_MS) await this.touch(tokenHash, entry, now);
    else await this.cache.set(this.key(tokenHash), JSON.stringify(entry), CACHE_SECONDS);
    return entry.principal;
  }

  private async touch(tokenHash: string, entry: CachedSession, now: number) {
    entry.lastSeenAt = now;
    await q.touch(this.db, tokenHash, new Date(now));
    await this.cache.set(this.key(tokenHash), JSON.stringify(entry), CACHE_SECONDS);
  }

  /** Whether a session still stands (not logged out, revoked, expired or idle): hand-off codes die with it. */
  async isActive(sessionId: number): Promise<boolean> {
    const row = await q.findById(this.db, sessionId);
    const now = Date.now();
    return !!row && row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + this.opts.idleMinutes * 60_000 > now;
  }

  async revokeToken(token: string): Promise<void> {
    await this.revokeHashes([hashToken(token)]);
  }

  private async revokeHashes(hashes: string[]) {
    if (!hashes.length) return;
    await q.deleteByTokenHashes(this.db, hashes);
    await this.cache.del(...hashes.map((h) => this.key(h)));
    this.ended(hashes);
  }

  /**
   * Tells a listener which sessions ended (by token hash): logout, revocation (password change,
   * disabling, deletion, forced logout) and expiry found on use. Open WebSockets close with them.
   */
  onEnded(listener: (tokenHashes: string[]) => void) {
    this.endedListeners.push(listener);
  }

  private ended(hashes: string[]) {
    if (hashes.length) for (const listener of this.endedListeners) listener(hashes);
  }

  /** Ends every session of these users (logout everywhere, password change, disabling, deletion). */
  async revokeUsers(userIds: number[], exceptSessionId?: number): Promise<number> {
    if (!userIds.length) return 0;
    const ended = await q.deleteOfUsers(this.db, userIds, exceptSessionId);
    await this.cache.del(...ended.map((h) => this.key(h)));
    this.ended(ended);
    return ended.length;
  }

  /** Drops cached principals so changed roles or permissions apply on the next request. */
  async refreshUsers(userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    const hashes = await q.tokenHashesOfUsers(this.db, userIds);
    await this.cache.del(...hashes.map((h) => this.key(h)));
  }

  /** Removes expired rows; called periodically. */
  async purgeExpired(): Promise<void> {
    const now = new Date();
    const idleBefore = new Date(now.getTime() - this.opts.idleMinutes * 60_000);
    await q.deleteEnded(this.db, now, idleBefore);
  }

  idleCutoff(): Date {
    return new Date(Date.now() - this.opts.idleMinutes * 60_000);
  }
}
