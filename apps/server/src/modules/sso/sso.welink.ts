import type { SsoTestResult } from "@otp/contract";
import { AppError, unauthorized } from "../../platform/http/errors.js";
import { PROVIDER_DOWN } from "./sso.cas.js";
import type { SourceConfig } from "./sso.config.js";
import type { ExternalIdentity } from "./sso.ports.js";

export const WELINK_REFUSED = "WeLink 授权码无效或已使用，请从 WeLink 重新进入";
/** A token is renewed this long before WeLink says it ends. */
const TOKEN_MARGIN_MS = 5 * 60_000;

/**
 * WeLink's free login: an app token from `POST /auth/v2/tickets` (client_id, client_secret),
 * then the user of the one-time code from `GET /auth/v2/userid?code=` with that token.
 */
export class WelinkClient {
  private token: { key: string; value: string; until: number } | null = null;

  constructor(private readonly timeoutMs = 4000) {}

  private async request(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs), redirect: "error" });
    } catch {
      throw new AppError(503, PROVIDER_DOWN);
    }
    if (res.status >= 500) throw new AppError(503, PROVIDER_DOWN);
    try {
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    } catch {
      return { status: res.status, body: {} };
    }
  }

  /** The app token, kept until shortly before it ends. */
  private async accessToken(source: SourceConfig<"welink">): Promise<string> {
    const key = `${source.settings.apiUrl}\n${source.settings.clientId}\n${source.secret}`;
    if (this.token && this.token.key === key && this.token.until > Date.now()) return this.token.value;
    const { body } = await this.request(`${source.settings.apiUrl}/auth/v2/tickets`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: source.settings.clientId, client_secret: source.secret }),
    });
    const value = typeof body.access_token === "string" ? body.access_token : "";
    if (!value) throw new AppError(503, "WeLink 应用凭证无效，请联系管理员检查 client_id 与 client_secret");
    const seconds = Number(body.expires_in) || 7200;
    this.token = { key, value, until: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  async identify(source: SourceConfig<"welink">, code: string): Promise<ExternalIdentity> {
    let answer = await this.lookup(source, code);
    // The app token ended early (revoked, rotated): a new one, asked once, before the code is refused.
    if (answer.status === 401) {
      this.token = null;
      answer = await this.lookup(source, code);
    }
    const { status, body } = answer;
    const userId = typeof body.userId === "string" ? body.userId.trim() : "";
    if (status !== 200 || !userId) throw unauthorized(WELINK_REFUSED);
    const tenantId = typeof body.tenantId === "string" ? body.tenantId : "";
    return {
      kind: "welink",
      issuer: `welink:${tenantId}`,
      subject: userId,
      account: userId,
      profile: {},
    };
  }

  private async lookup(source: SourceConfig<"welink">, code: string) {
    const token = await this.accessToken(source);
    return this.request(`${source.settings.apiUrl}/auth/v2/userid?code=${encodeURIComponent(code)}`, {
      method: "GET",
      headers: { "x-wlk-Authorization": token },
    });
  }

  /** The back office's test: the app credentials get a token. */
  async test(source: SourceConfig<"welink">): Promise<SsoTestResult> {
    this.token = null;
    try {
      await this.accessToken(source);
      return { ok: true, message: "连接成功：已取得 WeLink 应用令牌" };
    } catch (err) {
      const message = err instanceof AppError ? err.message : String(err);
      return {
        ok: false,
        message: message === PROVIDER_DOWN ? `连接失败：无法访问 ${source.settings.apiUrl}` : message,
      };
    }
  }
}
