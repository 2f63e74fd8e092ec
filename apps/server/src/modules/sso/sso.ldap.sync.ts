import { randomUUID } from "node:crypto";
import { type LdapSyncResult, USER_STATUS } from "@otp/contract";
import type { Cache } from "../../platform/cache/index.js";
import { AppError, badRequest, conflict } from "../../platform/http/errors.js";
import type { SourceConfig, SsoConfig } from "./sso.config.js";
import type { SsoIdentities } from "./sso.identity.js";
import { type LdapDirectory, ldapIssuer } from "./sso.ldap.js";
import type { SsoUsers } from "./sso.ports.js";

/** One run at a time across instances; a crashed run frees the lock after this long. */
const LOCK_KEY = "sso:ldap:sync";
const LOCK_TTL_SECONDS = 30 * 60;
/** How often the timer asks whether a scheduled run is due. */
const TICK_MS = 60_000;

export interface LdapSyncDeps {
  config: SsoConfig;
  identities: SsoIdentities;
  /** `byIds` tells who is still enabled: only they are suspended (and counted). */
  users: Pick<SsoUsers, "suspend" | "updateProfile" | "byIds">;
  directory: LdapDirectory;
  cache: Pick<Cache, "setIfAbsent" | "del">;
  log(msg: string, err?: unknown): void;
}

/** The start of the second `date` falls in: modifyTimestamp has whole seconds. */
function wholeSecond(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/**
 * The scheduled LDAP sync (Moodle's auth_ldap sync task): reads every user entry a page at a time;
 * entries modified since the last successful run are resolved as a login would resolve them
 * (linked, matched or provisioned, the profile updated); linked users whose entry is gone are
 * suspended or kept, as configured. Off by default; one run at a time across instances.
 */
export class LdapSync {
  private ticking = false;

  constructor(private readonly deps: LdapSyncDeps) {}

  /** Runs the sync now (the back office's "立即同步", or the timer); 409 while another run is going. */
  async run(): Promise<LdapSyncResult> {
    const source = await this.deps.config.enabled("ldap");
    if (!source) throw badRequest("LDAP 未启用");
    if (!(await this.deps.cache.setIfAbsent(LOCK_KEY, randomUUID(), LOCK_TTL_SECONDS))) {
      throw conflict("目录同步正在进行，请稍后再试");
    }
    try {
      return await this.pass(source);
    } finally {
      await this.deps.cache.del(LOCK_KEY);
    }
  }

  private async lastSync(): Promise<LdapSyncResult | null> {
    return (await this.deps.config.views()).find((v) => v.kind === "ldap")?.lastSync ?? null;
  }

  private async pass(source: SourceConfig<"ldap">): Promise<LdapSyncResult> {
    const { identities, directory } = this.deps;
    const startedAt = new Date();
    const previous = await this.lastSync();
    // After a failed run nothing says what was already applied: read everything again.
    const since = previous?.ok ? wholeSecond(new Date(previous.startedAt)) : null;
    const result: LdapSyncResult = {
      startedAt: startedAt.toISOString(),
      finishedAt: null,
      ok: false,
      read: 0,
      created: 0,
      updated: 0,
      suspended: 0,
      message: "",
    };
    try {
      const links = await identities.directoryLinks(ldapIssuer(source.settings));
      const linked = new Set(links.map((l) => l.subject));
      const seen = new Set<string>();
      let noAccount = 0;
      let unmatched = 0;
      for await (const entry of directory.entries(source)) {
        result.read++;
        seen.add(entry.subject);
        if (!entry.identity) {
          noAccount++;
          continue;
        }
        // The same second counts as changed: modifyTimestamp has no fraction. An entry not linked
        // yet is tried again (provisioning switched on, an account freed) whatever its age.
        if (since && entry.modifiedAt && entry.modifiedAt < since && linked.has(entry.subject)) continue;
        try {
          await identities.resolve(entry.identity, source);
        } catch (err) {
          // Not provisioned, an account the platform refuses, or one linked to another entry.
          if (err instanceof AppError && err.status < 500) {
            unmatched++;
            continue;
          }
          throw err;
        }
        if (linked.has(entry.subject)) result.updated++;
        else result.created++;
      }
      const notes: string[] = [];
      if (noAccount) notes.push(`跳过 ${noAccount} 个缺少账号属性（${source.settings.accountAttr}）的条目`);
      if (unmatched) notes.push(`${unmatched} 个条目未能对应平台账号（未开通自动创建或账号冲突）`);
      notes.push(...(await this.removed(source, links, seen, result)));
      result.ok = true;
      result.message = ["同步完成", ...notes].join("；");
    } catch (err) {
      result.message =
        err instanceof AppError ? `同步失败：${err.message}` : "同步失败：服务器内部错误，请查看服务器日志";
      this.deps.log("LDAP sync failed", err);
    }
    result.finishedAt = new Date().toISOString();
    await this.deps.config.saveLastSync("ldap", result);
    return result;
  }

  /** Suspends (or keeps) the linked users whose entry the whole pass did not see. */
  private async removed(
    source: SourceConfig<"ldap">,
    links: { userId: number; subject: string }[],
    seen: Set<string>,
    result: LdapSyncResult,
  ): Promise<string[]> {
    const gone = [...new Set(links.filter((l) => !seen.has(l.subject)).map((l) => l.userId))];
    if (!gone.length) return [];
    // A directory that returns nobody is far likelier a wrong filter or base than an empty school.
    if (seen.size === 0)
      return [`目录未返回任何用户，未停用 ${gone.length} 个已关联账号，请检查搜索起点和用户过滤条件`];
    if (source.settings.removed === "keep") return [`${gone.length} 个已关联账号已不在目录中（按设置保留）`];
    const enabled = (await this.deps.users.byIds(gone)).filter((u) => u.status !== USER_STATUS.DISABLED);
    if (enabled.length) await this.deps.users.suspend(enabled.map((u) => u.id));
    result.suspended = enabled.length;
    return [];
  }

  /**
   * One tick of the timer: runs the sync when the enabled LDAP source has the schedule on and
   * `syncMinutes` have passed since the last run started. Never throws; failures are logged.
   */
  async tick(): Promise<LdapSyncResult | null> {
    if (this.ticking) return null;
    this.ticking = true;
    try {
      const source = await this.deps.config.enabled("ldap");
      if (!source?.settings.syncEnabled) return null;
      const last = await this.lastSync();
      const due = !last || Date.now() - Date.parse(last.startedAt) >= source.settings.syncMinutes * 60_000;
      return due ? await this.run() : null;
    } catch (err) {
      // 409: another instance is running it, which is the point of the lock.
      if (!(err instanceof AppError && err.status === 409)) this.deps.log("LDAP sync tick failed", err);
      return null;
    } finally {
      this.ticking = false;
    }
  }

  /** Starts the schedule (checked every minute; the timer never keeps the process alive); returns its stop. */
  start(): () => void {
    const timer = setInterval(() => void this.tick(), TICK_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}
