import { SSO_ERRORS, type SsoEntry, type SsoKind, type SsoLoginOptions, ssoErrorCode } from "@otp/contract";
import type { AuditSink } from "../../platform/access/audit.js";
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

  /** Runs a login step; a refusal is written to the login log with the source and the reason. */
  private async logged<T>(kind: SsoKind, meta: Meta, step: () => Promise<T>, account = ""): Promise<T> {
    try {
      return await step();
    } catch (err) {
      await this.deps.audit.record({
        category: "login",
        userId: null,
        account,
        action: `单点登录失败(${SOURCE_LABEL[kind]})`,
        success: false,
        detail: { reason: err instanceof AppError ? err.message : "error" },
        ...meta,
      });
      throw err;
    }
  }

  /* ---------- CAS ---------- */

  async casStart(redirect: string | undefined): Promise<{ location: string; flowId: string }> {
    const target = await this.deps.config.assertReturn(redirect);
    const source = await this.enabled("cas");
    const flowId = await this.deps.flows.begin({ kind: "cas", redirect: target });
    return { location: this.deps.cas.loginUrl(source, this.casService()), flowId };
  }

  /** The CAS service URL: this site's fixed callback, never built from the request. */
  private casService(): string {
    return this.deps.config.callbackUrl("cas") as string;
  }

  async casCallback(ticket: string | undefined, flowId: string | undefined, meta: Meta, previous: string | null) {
    return this.logged("cas", meta, async (): Promise<FlowDone> => {
      const source = await this.enabled("cas");
      const flow = await this.deps.flows.take(flowId, "cas");
      if (!flow) throw unauthorized(FLOW_LOST);
      if (!ticket) throw unauthorized(SSO_ERRORS.ticketMissing);
      if (!(await this.deps.cache.setIfAbsent(`sso:cas:used:${ticket}`, "1", USED_SECONDS))) {
        throw unauthorized(SSO_ERRORS.ticketUsed);
      }
      const identity = await this.deps.cas.validate(source, ticket, this.casService());
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
    return this.logged("oidc", meta, async (): Promise<FlowDone> => {
      const source = await this.enabled("oidc");
      const flow = await this.deps.flows.take(flowId, "oidc");
      if (!flow?.state || !flow.nonce || !flow.verifier) throw unauthorized(FLOW_LOST);
      // The redirect URI as registered, with the provider's answer: never the request's own host.
      const current = new URL(this.deps.config.callbackUrl("oidc") as string);
      for (const [k, v] of Object.entries(query)) current.searchParams.set(k, v);
      const identity = await this.deps.oidc.finish(source, current, {
        state: flow.state,
        nonce: flow.nonce,
        verifier: flow.verifier,
      });
      const session = await this.deps.identities.signIn(identity, source, meta, previous);
      return { session, location: await this.deps.config.safeReturn(flow.redirect) };
    });
  }

  /** Where a failed flow sends the browser: the login page, saying why, keeping the target. */
  async failure(err: unknown, redirect: string | undefined): Promise<string> {
    // A code, not the sentence: the login page shows only the platform's own words.
    const params = new URLSearchParams({ ssoError: err instanceof AppError ? ssoErrorCode(err.message) : "failed" });
    if (redirect) params.set("redirect", await this.deps.config.safeReturn(redirect));
    return `/login?${params}`;
  }

  /* ---------- WeLink ---------- */

  async welinkLogin(code: string, meta: Meta, previous: string | null) {
    return this.logged("welink", meta, async () => {
      const source = await this.enabled("welink");
      if (!(await this.deps.cache.setIfAbsent(`sso:welink:used:${code}`, "1", USED_SECONDS))) {
        throw unauthorized(WELINK_REFUSED);
      }
      const identity = await this.deps.welink.identify(source, code);
      return this.deps.identities.signIn(identity, source, meta, previous, source.settings.matchField);
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
