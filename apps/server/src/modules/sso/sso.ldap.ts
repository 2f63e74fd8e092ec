import type { LdapSettings, SsoTestResult } from "@otp/contract";
import {
  AndFilter,
  BusyError,
  Client,
  ConfidentialityRequiredError,
  type Entry,
  EqualityFilter,
  type Filter,
  FilterParser,
  InappropriateAuthError,
  InvalidCredentialsError,
  NoSuchObjectError,
  PresenceFilter,
  ResultCodeError,
  StrongAuthRequiredError,
  UnavailableError,
  UnwillingToPerformError,
} from "ldapts";
import { AppError } from "../../platform/http/errors.js";
import type { SourceConfig } from "./sso.config.js";
import type { ExternalIdentity } from "./sso.ports.js";

/** Connect and every operation: a down or slow directory answers the login within seconds. */
const DEFAULT_TIMEOUT_MS = 4000;
/** Entries per page of the sync's search. */
const SYNC_PAGE_SIZE = 200;
/** "Test connection" counts the users up to this many, a page of DNs at a time. */
const COUNT_CAP = 10_000;
const COUNT_PAGE_SIZE = 500;

export const DIRECTORY_DOWN = "统一身份目录暂时无法连接，请稍后再试或联系管理员";
const MISCONFIGURED = "统一身份目录配置有误，请联系管理员";

/** An entry of the directory as the sync reads it. */
export interface DirectoryEntry {
  dn: string;
  /** The stable key of the entry (entryUUID, AD's objectGUID, else the DN), lower-cased. */
  subject: string;
  /** Null when the entry lacks the mapped account attribute (it cannot be a platform account). */
  identity: ExternalIdentity | null;
  /** modifyTimestamp; null when the directory does not say (the sync then treats it as changed). */
  modifiedAt: Date | null;
}

/** Who vouches for a directory's identities: its search base, lower-cased. */
export function ldapIssuer(settings: Pick<LdapSettings, "baseDn">): string {
  // The directory's naming context, not its address: moving the server (ldap:// to ldaps://, a
  // new host) keeps every link.
  return `ldap:${settings.baseDn.replace(/\s*,\s*/g, ",")}`.toLowerCase();
}

/** The values of an attribute, whatever case the directory spells its name in. */
function values(entry: Entry, name: string): (string | Buffer)[] {
  if (!name) return [];
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : entry[key];
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).filter((x) => x.length > 0);
}

function text(entry: Entry, name: string): string[] {
  return values(entry, name)
    .map((v) => (typeof v === "string" ? v : v.toString("utf8")).trim())
    .filter(Boolean);
}

/** GeneralizedTime (`20240101120000Z`, `20240101120000.0Z`, `20240101200000+0800`) as a Date. */
export function generalizedTime(value: string | undefined): Date | null {
  const m = value?.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})?(\d{2})?(?:[.,]\d+)?(Z|[+-]\d{2}(?:\d{2})?)$/);
  if (!m) return null;
  const [, y, mo, d, h, mi = "00", s = "00", zone] = m;
  const offset = zone === "Z" ? "Z" : `${zone?.slice(0, 3)}:${zone?.slice(3, 5) || "00"}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * What an entry says about its person under the source's mapping. `typed` is the account the
 * user typed: of a multi-valued account attribute, the value matching it is the account.
 */
export function directoryEntry(settings: LdapSettings, entry: Entry, typed?: string): DirectoryEntry {
  const uuid = text(entry, "entryUUID")[0];
  const guid = values(entry, "objectGUID")[0];
  const subject = (uuid ?? (Buffer.isBuffer(guid) ? guid.toString("hex") : guid) ?? entry.dn).toLowerCase();
  const accounts = text(entry, settings.accountAttr);
  const account =
    accounts.find((a) => a === typed) ??
    accounts.find((a) => typed !== undefined && a.toLowerCase() === typed.toLowerCase()) ??
    accounts[0];
  const first = (attr: string) => (attr ? text(entry, attr)[0] : undefined);
  return {
    dn: entry.dn,
    subject,
    modifiedAt: generalizedTime(text(entry, "modifyTimestamp")[0]),
    identity: account
      ? {
          kind: "ldap",
          issuer: ldapIssuer(settings),
          subject,
          account,
          // Only what the entry has: a missing value never erases what the platform holds.
          profile: {
            realName: first(settings.nameAttr),
            email: first(settings.emailAttr),
            phone: first(settings.phoneAttr),
          },
        }
      : null,
  };
}

/** The source's user filter with `extra` (the account, or its presence) joined to it. */
function userFilter(settings: LdapSettings, extra: Filter): Filter {
  if (!settings.userFilter) return extra;
  return new AndFilter({ filters: [FilterParser.parseString(settings.userFilter), extra] });
}

/** The directory's answer to a bind or search (rather than the network failing). */
function answered(err: unknown): err is ResultCodeError {
  return err instanceof ResultCodeError && !(err instanceof BusyError || err instanceof UnavailableError);
}

/** Why a connection failed, for the administrator. */
function networkReason(err: unknown): string {
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  if (code === "ECONNREFUSED") return "连接被拒绝，请检查地址和端口";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "找不到该主机";
  if (/time(d)? ?out/i.test(message) || code === "ETIMEDOUT") return "连接超时";
  if (typeof code === "string" && /CERT|TLS|SSL/.test(code)) return `TLS 证书校验失败（${code}）`;
  if (err instanceof BusyError || err instanceof UnavailableError) return "目录服务繁忙或不可用";
  return message.split("\n")[0] ?? message;
}

function withCause(err: AppError, cause: unknown): AppError {
  return Object.assign(err, { cause });
}

/**
 * An LDAP directory, reached with ldapts: the login's check (search the entry with the service
 * account, then bind as it), the back office's "测试连接", and the entries the sync reads. Every
 * call opens its own connection and closes it.
 */
export class LdapDirectory {
  private readonly timeoutMs: number;

  constructor(opts: { timeoutMs?: number } = {}) {
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private client(url: string): Client {
    return new Client({ url, timeout: this.timeoutMs, connectTimeout: this.timeoutMs });
  }

  private async close(client: Client) {
    try {
      await client.unbind();
    } catch {
      // The connection is gone either way.
    }
  }

  /** A failure as users see it: 503, the directory is down or set up wrongly. */
  private fault(err: unknown, detail = false): AppError {
    if (err instanceof AppError) return err;
    if (!answered(err)) return withCause(new AppError(503, DIRECTORY_DOWN), err);
    const why = err instanceof NoSuchObjectError ? "搜索起点不存在" : `LDAP 错误 ${err.code}`;
    return withCause(new AppError(503, detail ? `${MISCONFIGURED}（${why}）` : MISCONFIGURED), err);
  }

  /** Binds as the service account; never with an empty password (an anonymous bind on AD). */
  private async serviceBind(client: Client, source: SourceConfig<"ldap">) {
    if (!source.secret) throw new AppError(503, MISCONFIGURED);
    await client.bind(source.settings.bindDn, source.secret);
  }

  /**
   * The identity of `account` when `password` is its directory password; null when the account
   * is not in the directory (exactly one entry under the user filter), lacks the mapped account
   * attribute, or the password is wrong or empty. 503 when the directory cannot be reached.
   */
  async authenticate(
    source: SourceConfig<"ldap">,
    account: string,
    password: string,
  ): Promise<ExternalIdentity | null> {
    // An empty password binds anonymously on Active Directory: refused before any connection.
    if (!password || !account) return null;
    const settings = source.settings;
    let filter: Filter;
    try {
      // EqualityFilter escapes the value: `a)(|(uid=*` matches nobody.
      filter = userFilter(settings, new EqualityFilter({ attribute: settings.accountAttr, value: account }));
    } catch (err) {
      throw withCause(new AppError(503, MISCONFIGURED), err);
    }
    const client = this.client(settings.url);
    try {
      await this.serviceBind(client, source);
      const { searchEntries } = await client.search(settings.baseDn, {
        scope: "sub",
        filter,
        attributes: this.attributes(settings),
        explicitBufferAttributes: ["objectGUID"],
        sizeLimit: 2,
      });
      if (searchEntries.length !== 1 || !searchEntries[0]) return null;
      const { identity, dn } = directoryEntry(settings, searchEntries[0], account);
      if (!identity) return null;
      try {
        await client.bind(dn, password);
      } catch (err) {
        if (
          err instanceof InvalidCredentialsError ||
          err instanceof InappropriateAuthError ||
          err instanceof UnwillingToPerformError
        ) {
          return null;
        }
        throw err;
      }
      return identity;
    } catch (err) {
      throw this.fault(err);
    } finally {
      await this.close(client);
    }
  }

  private attributes(settings: LdapSettings): string[] {
    const wanted = [
      settings.accountAttr,
      settings.nameAttr,
      settings.emailAttr,
      settings.phoneAttr,
      "entryUUID",
      "objectGUID",
      "modifyTimestamp",
    ];
    return [...new Set(wanted.filter(Boolean))];
  }

  /** The back office's "测试连接": which step failed, or how many users the filter finds. */
  async test(source: SourceConfig<"ldap">): Promise<SsoTestResult> {
    const settings = source.settings;
    let filter: Filter;
    try {
      filter = userFilter(settings, new PresenceFilter({ attribute: settings.accountAttr }));
    } catch {
      return { ok: false, message: `用户过滤条件无法解析：${settings.userFilter}` };
    }
    if (!source.secret) return { ok: false, message: "查询账号认证失败：未设置查询账号密码" };
    const client = this.client(settings.url);
    const unreachable = (err: unknown) => ({
      ok: false,
      message: `连接失败：无法连接 ${settings.url}（${networkReason(err)}）`,
    });
    try {
      try {
        await client.bind(settings.bindDn, source.secret);
      } catch (err) {
        if (!answered(err)) return unreachable(err);
        if (err instanceof ConfidentialityRequiredError || err instanceof StrongAuthRequiredError) {
          return { ok: false, message: "查询账号认证失败：目录要求加密连接，请使用 ldaps:// 地址" };
        }
        return { ok: false, message: `查询账号认证失败：请检查查询账号 DN 和密码（LDAP 错误 ${err.code}）` };
      }
      let count = 0;
      try {
        const pages = client.searchPaginated(settings.baseDn, {
          scope: "sub",
          filter,
          attributes: ["1.1"],
          paged: { pageSize: COUNT_PAGE_SIZE },
        });
        for await (const page of pages) {
          count += page.searchEntries.length;
          if (count >= COUNT_CAP) break;
        }
      } catch (err) {
        if (!answered(err)) return unreachable(err);
        if (err instanceof NoSuchObjectError) {
          return { ok: false, message: `搜索起点不存在：${settings.baseDn}（或查询账号无权读取）` };
        }
        return { ok: false, message: `搜索用户失败：请检查搜索起点和用户过滤条件（LDAP 错误 ${err.code}）` };
      }
      if (count === 0) {
        return { ok: true, message: `连接成功，但没有找到含 ${settings.accountAttr} 属性的用户，请检查用户过滤条件` };
      }
      return { ok: true, message: `连接成功，找到 ${count >= COUNT_CAP ? `${COUNT_CAP} 个以上` : `${count} 个`}用户` };
    } finally {
      await this.close(client);
    }
  }

  /**
   * Every user entry (the user filter and the account attribute present), a page at a time, for
   * the sync. Throws 503 (with what failed) when the directory cannot be read to the end: a
   * partial pass must never look like a whole one.
   */
  async *entries(source: SourceConfig<"ldap">): AsyncGenerator<DirectoryEntry> {
    const settings = source.settings;
    let filter: Filter;
    try {
      filter = userFilter(settings, new PresenceFilter({ attribute: settings.accountAttr }));
    } catch (err) {
      throw withCause(new AppError(503, `${MISCONFIGURED}（用户过滤条件无法解析）`), err);
    }
    const client = this.client(settings.url);
    try {
      let pages: AsyncGenerator<{ searchEntries: Entry[] }>;
      try {
        await this.serviceBind(client, source);
        pages = client.searchPaginated(settings.baseDn, {
          scope: "sub",
          filter,
          attributes: this.attributes(settings),
          explicitBufferAttributes: ["objectGUID"],
          paged: { pageSize: SYNC_PAGE_SIZE },
        });
      } catch (err) {
        throw this.fault(err, true);
      }
      for (;;) {
        let next: IteratorResult<{ searchEntries: Entry[] }>;
        try {
          next = await pages.next();
        } catch (err) {
          throw this.fault(err, true);
        }
        if (next.done) return;
        for (const entry of next.value.searchEntries) yield directoryEntry(settings, entry);
      }
    } finally {
      await this.close(client);
    }
  }
}
