import {
  allowedReturn,
  casSettingsSchema,
  endpoints,
  ldapSettingsSchema,
  oidcSettingsSchema,
  roleMisfit,
  SSO_ERRORS,
  SSO_KINDS,
  type SsoKind,
  type SsoReturnUrl,
  type SsoSettingsOf,
  type SsoSourceSave,
  type SsoSourceView,
  type UserType,
  welinkSettingsSchema,
} from "@otp/contract";
import type { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import type { SsoUsers } from "./sso.ports.js";
import * as q from "./sso.queries.js";

/** A source as the flows use it: settings parsed, secret included (never sent to a browser). */
export interface SourceConfig<K extends SsoKind = SsoKind> {
  kind: K;
  enabled: boolean;
  name: string;
  provision: boolean;
  roleId: number | null;
  userType: UserType;
  orgId: number | null;
  settings: SsoSettingsOf[K];
  secret: string;
}

const SETTINGS: { [K in SsoKind]: z.ZodType<SsoSettingsOf[K]> } = {
  ldap: ldapSettingsSchema,
  cas: casSettingsSchema,
  oidc: oidcSettingsSchema,
  welink: welinkSettingsSchema,
};

/** The settings field that holds each kind's secret (kept in its own column). */
const SECRET_FIELD: Partial<Record<SsoKind, string>> = {
  ldap: "bindPassword",
  oidc: "clientSecret",
  welink: "clientSecret",
};

/** Kinds that cannot work without a secret (an OIDC client may be public: PKCE alone). */
const SECRET_REQUIRED: Partial<Record<SsoKind, string>> = {
  ldap: "参数 settings.bindPassword：请输入查询账号密码",
  welink: "参数 settings.clientSecret：请输入应用 client_secret",
};

/** Sources seeded from the environment at start (README lists the variables). */
export type SsoSeed = { [K in SsoKind]?: { name: string; settings: Record<string, unknown>; secret: string } };

/** The browser callbacks registered at the identity providers. */
const CALLBACK_PATH: Partial<Record<SsoKind, string>> = {
  cas: endpoints.sso.casCallback.path,
  oidc: endpoints.sso.oidcCallback.path,
};

/** Identity sources and the return-URL whitelist: read on every use, so every instance agrees. */
export class SsoConfig {
  constructor(
    private readonly db: Db,
    private readonly opts: {
      /** The platform's public address (SITE_URL): callbacks are built from it, never from a request. */
      siteUrl: string;
      users: Pick<SsoUsers, "roleExists" | "orgExists">;
    },
  ) {}

  get siteUrl(): string {
    return this.opts.siteUrl.replace(/\/+$/, "");
  }

  callbackUrl(kind: SsoKind): string | null {
    const path = CALLBACK_PATH[kind];
    return path ? `${this.siteUrl}${path}` : null;
  }

  private parse<K extends SsoKind>(row: q.SourceRow): SourceConfig<K> | null {
    const settings = SETTINGS[row.kind as K]?.safeParse(row.settings);
    if (!settings?.success) return null;
    return {
      kind: row.kind as K,
      enabled: row.enabled,
      name: row.name,
      provision: row.provision,
      roleId: row.roleId,
      userType: row.userType as UserType,
      orgId: row.orgId,
      settings: settings.data,
      secret: row.secret,
    };
  }

  /** The source's saved configuration, enabled or not; null when never configured. */
  async get<K extends SsoKind>(kind: K): Promise<SourceConfig<K> | null> {
    const row = await q.source(this.db, kind);
    return row ? this.parse<K>(row) : null;
  }

  /** The source when it is configured and switched on. */
  async enabled<K extends SsoKind>(kind: K): Promise<SourceConfig<K> | null> {
    const source = await this.get(kind);
    return source?.enabled ? source : null;
  }

  async views(): Promise<SsoSourceView[]> {
    const rows = new Map((await q.sources(this.db)).map((r) => [r.kind, r]));
    return SSO_KINDS.map((kind) => this.view(kind, rows.get(kind)));
  }

  private view(kind: SsoKind, row: q.SourceRow | undefined): SsoSourceView {
    const parsed = row ? this.parse(row) : null;
    const secretField = SECRET_FIELD[kind];
    const settings: Record<string, unknown> = { ...((parsed?.settings ?? row?.settings ?? {}) as object) };
    if (secretField) settings[secretField] = "";
    return {
      kind,
      configured: !!row,
      enabled: row?.enabled ?? false,
      name: row?.name ?? "",
      provision: row?.provision ?? true,
      roleId: row?.roleId ?? null,
      userType: (row?.userType ?? "student") as UserType,
      orgId: row?.orgId ?? null,
      settings,
      secretSet: !!row?.secret,
      callbackUrl: this.callbackUrl(kind),
      lastSync: (row?.lastSync as SsoSourceView["lastSync"]) ?? null,
    };
  }

  /**
   * The source the form describes, checked (role, type, organization) and with its secret: the
   * typed one, or the stored one when the field was left empty. Used to save and to test.
   */
  async resolve(input: SsoSourceSave): Promise<SourceConfig> {
    const secretField = SECRET_FIELD[input.kind];
    const settings = { ...input.settings } as Record<string, unknown>;
    let secret = "";
    if (secretField) {
      secret = String(settings[secretField] ?? "");
      delete settings[secretField];
      if (!secret) secret = (await q.source(this.db, input.kind))?.secret ?? "";
      const missing = SECRET_REQUIRED[input.kind];
      if (!secret && missing) throw badRequest(missing);
    }
    if (input.roleId && !(await this.opts.users.roleExists(input.roleId))) throw badRequest("参数 roleId：角色不存在");
    if (input.orgId && !(await this.opts.users.orgExists(input.orgId))) throw badRequest("参数 orgId：所属机构不存在");
    const misfit = input.roleId ? roleMisfit(input.userType, [input.roleId]) : null;
    if (misfit) throw badRequest(`参数 roleId：${misfit}`);
    return {
      kind: input.kind,
      enabled: input.enabled,
      name: input.name,
      provision: input.provision,
      roleId: input.roleId,
      userType: input.userType,
      orgId: input.orgId,
      settings: settings as SsoSettingsOf[SsoKind],
      secret,
    };
  }

  async save(input: SsoSourceSave): Promise<SsoSourceView> {
    const { settings, ...rest } = await this.resolve(input);
    await q.saveSource(this.db, { ...rest, settings });
    return this.view(input.kind, await q.source(this.db, input.kind));
  }

  /** Sources given in the environment, written once when none is saved: the back office wins after. */
  async seed(seed: SsoSeed) {
    for (const kind of SSO_KINDS) {
      const s = seed[kind];
      if (!s) continue;
      const settings = SETTINGS[kind].safeParse(s.settings);
      if (!settings.success) {
        const issue = settings.error.issues[0];
        throw new Error(`Invalid single sign-on setting for ${kind} (${issue?.path.join(".")}): ${issue?.message}`);
      }
      await q.seedSource(this.db, {
        kind,
        enabled: true,
        name: s.name,
        settings: settings.data,
        secret: s.secret,
        provision: true,
        roleId: null,
        userType: "student",
        orgId: null,
      });
    }
  }

  async saveLastSync(kind: SsoKind, result: unknown) {
    await q.saveLastSync(this.db, kind, result);
  }

  /* ---------- the return-URL whitelist ---------- */

  async returnUrls(): Promise<SsoReturnUrl[]> {
    return (await q.returnUrls(this.db)).map(({ code, name, url }) => ({ code, name, url }));
  }

  async saveReturnUrls(items: SsoReturnUrl[]): Promise<SsoReturnUrl[]> {
    await this.db.transaction((tx) => q.replaceReturnUrls(tx, items));
    return this.returnUrls();
  }

  async entry(code: string): Promise<SsoReturnUrl> {
    const found = (await this.returnUrls()).find((r) => r.code === code);
    if (!found) throw notFound("该登录入口不存在或已停用");
    return found;
  }

  /**
   * Where a finished login may send the browser: the asked target when it is a path of this site
   * or under a whitelisted URL; else the home page. Never a target from anywhere else.
   */
  async safeReturn(target: string | null | undefined): Promise<string> {
    if (!target) return "/portal";
    const whitelist = (await this.returnUrls()).map((r) => r.url);
    return allowedReturn(target, whitelist) ? target : "/portal";
  }

  /** 400 for a redirect the whitelist does not allow (asked before a flow starts). */
  async assertReturn(target: string | null | undefined): Promise<string> {
    if (!target) return "/portal";
    const whitelist = (await this.returnUrls()).map((r) => r.url);
    if (!allowedReturn(target, whitelist)) throw badRequest(SSO_ERRORS.redirect);
    return target;
  }
}
