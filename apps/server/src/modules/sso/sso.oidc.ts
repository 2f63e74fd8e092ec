import { SSO_ERRORS, type SsoTestResult } from "@otp/contract";
import * as oidc from "openid-client";
import { AppError, forbidden, unauthorized } from "../../platform/http/errors.js";
import { PROVIDER_DOWN } from "./sso.cas.js";
import type { SourceConfig } from "./sso.config.js";
import type { ExternalIdentity } from "./sso.ports.js";

const LOGIN_REFUSED = SSO_ERRORS.refused;
/** Discovered provider metadata is kept this long per instance (providers rotate keys rarely). */
const DISCOVERY_MS = 10 * 60_000;

/** What the authorization request sent, kept until the callback (SsoFlows). */
export interface OidcChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/** A network failure or an answer that is not the provider's (rather than a refused login). */
function isUnreachable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  return (
    e?.name === "TimeoutError" ||
    e?.name === "AbortError" ||
    e?.code === "OAUTH_TIMEOUT" ||
    (err instanceof TypeError && /fetch/i.test(String(err.message))) ||
    /ECONNREFUSED|ENOTFOUND|ECONNRESET|EHOSTUNREACH/.test(String(e?.cause?.code ?? e?.code ?? ""))
  );
}

/**
 * OpenID Connect authorization code flow with openid-client: PKCE, a `state` bound to the
 * browser (SsoFlows), a `nonce`, the issuer checked (`iss` in the answer and the ID token).
 */
export class OidcFlow {
  private readonly discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  constructor(private readonly timeoutMs = 4000) {}

  private configuration(source: SourceConfig<"oidc">): Promise<oidc.Configuration> {
    const { issuer, clientId } = source.settings;
    const key = `${issuer}\n${clientId}\n${source.secret}`;
    const kept = this.discovered.get(key);
    if (kept && Date.now() - kept.at < DISCOVERY_MS) return kept.config;
    const config = oidc.discovery(
      new URL(issuer),
      clientId,
      undefined,
      source.secret ? oidc.ClientSecretBasic(source.secret) : oidc.None(),
      {
        timeout: Math.ceil(this.timeoutMs / 1000),
        // An intranet provider on plain http is the administrator's choice (the address is theirs).
        execute: issuer.startsWith("http://") ? [oidc.allowInsecureRequests] : [],
      },
    );
    this.discovered.set(key, { at: Date.now(), config });
    // A failed discovery is not kept: the next login tries again.
    config.catch(() => this.discovered.delete(key));
    return config;
  }

  private async configured(source: SourceConfig<"oidc">): Promise<oidc.Configuration> {
    try {
      return await this.configuration(source);
    } catch {
      throw new AppError(503, PROVIDER_DOWN);
    }
  }

  /** The provider's authorization URL and the checks to keep until the callback. */
  async start(source: SourceConfig<"oidc">, redirectUri: string): Promise<{ url: string; checks: OidcChecks }> {
    const config = await this.configured(source);
    const verifier = oidc.randomPKCECodeVerifier();
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: source.settings.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url: url.href, checks };
  }

  /**
   * Redeems the callback (`currentUrl`: the fixed redirect URI with the provider's query) with
   * the kept checks; the identity is (issuer, sub), matched on the configured claim.
   */
  async finish(source: SourceConfig<"oidc">, currentUrl: URL, checks: OidcChecks): Promise<ExternalIdentity> {
    const config = await this.configured(source);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      if (isUnreachable(err)) throw new AppError(503, PROVIDER_DOWN);
      throw unauthorized(LOGIN_REFUSED);
    }
    const claims = tokens.claims();
    if (!claims) throw unauthorized(LOGIN_REFUSED);
    let all: Record<string, unknown> = { ...claims };
    const claim = source.settings.accountClaim;
    if (typeof all[claim] !== "string" || !all.name) {
      try {
        all = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...all };
      } catch (err) {
        if (isUnreachable(err)) throw new AppError(503, PROVIDER_DOWN);
      }
    }
    const account = typeof all[claim] === "string" ? (all[claim] as string).trim() : "";
    if (!account) throw forbidden(SSO_ERRORS.noAccountClaim);
    const text = (k: string) => (typeof all[k] === "string" && (all[k] as string).trim()) || null;
    return {
      kind: "oidc",
      issuer: claims.iss,
      subject: claims.sub,
      account,
      profile: { realName: text("name"), email: text("email"), phone: text("phone_number") },
    };
  }

  /** The back office's test: discovery answers and names the endpoints a login needs. */
  async test(source: SourceConfig<"oidc">): Promise<SsoTestResult> {
    this.discovered.clear();
    let config: oidc.Configuration;
    try {
      config = await this.configuration(source);
    } catch (err) {
      return {
        ok: false,
        message: isUnreachable(err)
          ? `连接失败：无法访问 ${source.settings.issuer}/.well-known/openid-configuration`
          : "签发者地址的发现文档无效（issuer 不一致或缺少必要字段），请核对 Issuer",
      };
    }
    const meta = config.serverMetadata();
    if (!meta.authorization_endpoint || !meta.token_endpoint) {
      return { ok: false, message: "发现文档缺少授权或令牌地址" };
    }
    return { ok: true, message: `连接成功：${meta.issuer}，请在身份提供方登记回调地址` };
  }
}
