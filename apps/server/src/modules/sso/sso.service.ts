import { SSO_ERRORS, type SsoEntry, type SsoKind, type SsoLoginOptions, ssoErrorCode } from "@otp/contract";
import type { AuditSink } from "../../platform/access/audit.js";
import { newToken } from "../../platform/auth/token.js";
import type { Cache } from "../../platform/cache/index.js";
import { AppError, unauthorized } from "../../platform/http/errors.js";
import type { CasFlow } from "./sso.cas.js";
import type { SsoConfig } from "./sso.config.js";
import type { SsoFlows } from "./sso.flow.js";
import { SOURCE_LABEL, type SsoIdentities } from "./sso.identity.js";
import type { LdapDirectory } from "./sso.ldap.js";
import type { OidcFlow } from "./sso.oidc.js";
import type { ExternalIdentity, SsoUser } from "./sso.ports.js";
import { WELINK_REFUSED, type WelinkClient } from "./sso.welink.js";

interface Meta {
  ip: string;
  userAgent: string;
}

const FLOW_LOST = SSO_ERRORS.flowLost;
const NOT_ENABLED = SSO_ERRORS.notEnabled;
/** One-time values (CAS tickets, WeLink codes) are remembered this long after use. */
const USED_SECONDS = 24 * 60 * 60;

export interface SsoServiceDeps {
  config: SsoConfig;
  identities: SsoIdentities;
  flows: SsoFlows;
  cas: CasFlow;
  oidc: OidcFlow;
  welink: WelinkClient;
  directory: LdapDirectory;
  /** Used tickets and codes: a second use is refused before the provider is asked. */
  cache: Pick<Cache, "setIfAbsent">;
  /** The login log: refused single sign-on attempts, with the source and the reason. */
  audit: AuditSink;
}

/** What a login step learned before it failed: who, and where the flow meant to go. */
interface Who {
  account: string;
  redirect: string | undefined;
}

/** A refused login step: the reason, and the flow's target the login page keeps. */
export class FlowFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly redirect: string | undefined,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** A finished browser flow: the session to set, and where the browser goes next. */
export interface FlowDone {
  session: Awaited<ReturnType<SsoIdentities["signIn"]>>;
  location: string;
}

/** Single sign-on as the browser meets it: the login page's options, the flows, WeLink, the directory. */
export class SsoService {
  constructor(private readonly deps: SsoServiceDeps) {}

  async options(): Promise<SsoLoginOptions> {
    const [views, returnUrls] = await Promise.all([this.deps.config.views(), this.deps.config.returnUrls()]);
    const on = views.filter((v) => v.configured && v.enabled);
    return {
      buttons: on
        .filter((v): v is typeof v & { kind: "cas" | "oidc" } => v.kind === "cas" || v.kind === "oidc")
        .map((v) => ({ kind: v.kind, name: v.name })),
      directory: on.find((v) => v.kind === "ldap")?.name ?? null,
      returnUrls: returnUrls.map((r) => r.url),
    };
  }

  entry(code: string): Promise<SsoEntry> {
    return this.deps.config.entry(code);
  }

  private async enabled<K extends SsoKind>(kind: K) {
    const source = await this.deps.config.enabled(kind);
    if (!source) throw new AppError(404, NOT_ENABLED);
    return source;
  }

  /**
   * Runs a login step; a refusal is written to the login log with the source, the reason and the
   * account once known, and carries the flow's target back to the login page (FlowFailure).
   */
  private async logged<T>(kind: SsoKind, meta: Meta, step: (who: Who) => Promise<T>): Promise<T> {
    const who: Who = { account: "", redirect: undefined };
    try {
      return await step(who);
    } catch (err) {
      await this.deps.audit.record({
        category: "login",
        userId: null,
        account: who.account,
        action: `单点登录失败(${SOURCE_LABEL[kind]})`,
        success: false,
        detail: { reason: err instanceof AppError ? err.message : "error" },
        ...meta,
      });
      throw new FlowFailure(err, who.redirect);
    }
  }

  /* ---------- CAS ---------- */

  async casStart(redirect: string | undefined): Promise<{ location: string; flowId: string }> {
    const target = await this.deps.config.assertReturn(redirect);
    const source = await this.enabled("cas");
    // A value of this login in the service URL: CAS issues the ticket for exactly that URL, so
    // a ticket someone obtained for another login (their own) fails validation here.
    const state = newToken();
    const flowId = await this.deps.flows.begin({ kind: "cas", redirect: target, state });
    return { location: this.deps.cas.loginUrl(source, this.casService(state)), flowId };
  }

  /** The CAS service URL of one login: this site's fixed callback and the flow's value. */
  private casService(state: string): string {
    return `${this.deps.config.callbackUrl("cas")}?state=${state}`;
  }

  async casCallback(
    input: { ticket?: string; state?: string },
    flowId: string | undefined,
    meta: Meta,
    previous: string | null,
  ) {
    return this.logged("cas", meta, async (who): Promise<FlowDone> => {
      const source = await this.enabled("cas");
      const flow = await this.deps.flows.take(flowId, "cas");
      if (!flow?.state || input.state !== flow.state) throw unauthorized(FLOW_LOST);
      who.redirect = flow.redirect;
      if (!input.ticket) throw unauthorized(SSO_ERRORS.ticketMissing);
      if (!(await this.deps.cache.setIfAbsent(`sso:cas:used:${input.ticket}`, "1", USED_SECONDS))) {
        throw unauthorized(SSO_ERRORS.ticketUsed);
      }
      const identity = await this.deps.cas.validate(source, input.ticket, this.casService(flow.state));
      who.account = identity.account;
      const session = await this.deps.identities.signIn(identity, source, meta, previous);
      return { session, location: await this.deps.config.safeReturn(flow.redirect) };
    });
  }

  /* ---------- OpenID Connect ---------- */

  async oidcStart(redirect: string | undefined): Promise<{ location: string; flowId: string }> {
    const target = await this.deps.config.assertReturn(redirect);
    const source = await this.enabled("oidc");
    const { url, checks } = await this.deps.oidc.start(source, this.deps.config.callbackUrl("oidc") as string);
    const flowId = await this.deps.flows.begin({ kind: "oidc", redirect: target, ...checks });
    return { location: url, flowId };
  }

  async oidcCallback(query: Record<string, string>, flowId: string | undefined, meta: Meta, previous: string | null) {
    return this.logged("oidc", meta, async (who): Promise<FlowDone> => {
      const source = await this.enabled("oidc");
      const flow = await this.deps.flows.take(flowId, "oidc");
      if (!flow?.state || !flow.nonce || !flow.verifier) throw unauthorized(FLOW_LOST);
      who.redirect = flow.redirect;
      // The redirect URI as registered, with the provider's answer: never the request's own host.
      const current = new URL(this.deps.config.callbackUrl("oidc") as string);
      for (const [k, v] of Object.entries(query)) current.searchParams.set(k, v);
      const identity = await this.deps.oidc.finish(source, current, {
        state: flow.state,
        nonce: flow.nonce,
        verifier: flow.verifier,
      });
      who.account = identity.account;
      const session = await this.deps.identities.signIn(identity, source, meta, previous);
      return { session, location: await this.deps.config.safeReturn(flow.redirect) };
    });
  }

  /** Where a failed flow sends the browser: the login page, saying why, keeping the target. */
  async failure(err: unknown, redirect: string | undefined): Promise<string> {
    const reason = err instanceof FlowFailure ? err.reason : err;
    const target = redirect ?? (err instanceof FlowFailure ? err.redirect : undefined);
    // A code, not the sentence: the login page shows only the platform's own words.
    const params = new URLSearchParams({
      ssoError: reason instanceof AppError ? ssoErrorCode(reason.message) : "failed",
    });
    if (target) params.set("redirect", await this.deps.config.safeReturn(target));
    return `/login?${params}`;
  }

  /* ---------- WeLink ---------- */

  async welinkLogin(code: string, meta: Meta, previous: string | null) {
    // Answered as JSON, not a redirect: the refusal itself goes to the error handler.
    return this.logged("welink", meta, async (who) => {
      const source = await this.enabled("welink");
      if (!(await this.deps.cache.setIfAbsent(`sso:welink:used:${code}`, "1", USED_SECONDS))) {
        throw unauthorized(WELINK_REFUSED);
      }
      const identity = await this.deps.welink.identify(source, code);
      who.account = identity.account;
      return this.deps.identities.signIn(identity, source, meta, previous, source.settings.matchField);
    }).catch((err: unknown) => {
      throw err instanceof FlowFailure ? err.reason : err;
    });
  }

  /* ---------- the directory, as the ordinary login's second judge ---------- */

  /** Whether this login goes to the directory: a directory account, or a new one it may make. */
  async handlesLogin(user: { id: number } | undefined): Promise<boolean> {
    const source = await this.deps.config.enabled("ldap");
    if (!source) return false;
    if (user) return this.deps.identities.isDirectoryAccount(user.id);
    return source.provision;
  }

  /** The user when the directory accepts the password (profile refreshed, linked or made now). */
  async directoryLogin(account: string, password: string): Promise<SsoUser | null> {
    const source = await this.deps.config.enabled("ldap");
    if (!source) return null;
    const identity: ExternalIdentity | null = await this.deps.directory.authenticate(source, account, password);
    if (!identity) return null;
    return this.deps.identities.resolve(identity, source);
  }
}
