import { and, eq, inArray, lt, ne, or } from "drizzle-orm";
import type { Cache } from "../cache/index.js";
import type { Db } from "../db/client.js";
import type { Principal, PrincipalLoader } from "./principal.js";
import { sessions } from "./session.tables.js";
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
    await this.db.insert(sessions).values({
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
    const [row] = await this.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
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
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
    await this.cache.set(this.key(tokenHash), JSON.stringify(entry), CACHE_SECONDS);
  }

  async revokeToken(token: string): Promise<void> {
    await this.revokeHashes([hashToken(token)]);
  }

  private async revokeHashes(hashes: string[]) {
    if (!hashes.length) return;
    await this.db.delete(sessions).where(inArray(sessions.tokenHash, hashes));
    await this.cache.del(...hashes.map((h) => this.key(h)));
  }

  /** Ends every session of these users (logout everywhere, password change, disabling, deletion). */
  async revokeUsers(userIds: number[], exceptSessionId?: number): Promise<number> {
    if (!userIds.length) return 0;
    const where =
      exceptSessionId === undefined
        ? inArray(sessions.userId, userIds)
        : and(inArray(sessions.userId, userIds), ne(sessions.id, exceptSessionId));
    const rows = await this.db.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
    await this.cache.del(...rows.map((r) => this.key(r.tokenHash)));
    return rows.length;
  }

  /** Drops cached principals so changed roles or permissions apply on the next request. */
  async refreshUsers(userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    const rows = await this.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.userId, userIds));
    await this.cache.del(...rows.map((r) => this.key(r.tokenHash)));
  }

  /** Removes expired rows; called periodically. */
  async purgeExpired(): Promise<void> {
    const now = new Date();
    const idleBefore = new Date(now.getTime() - this.opts.idleMinutes * 60_000);
    await this.db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)));
  }

  idleCutoff(): Date {
    return new Date(Date.now() - this.opts.idleMinutes * 60_000);
  }
}
