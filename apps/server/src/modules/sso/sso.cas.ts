import { SSO_ERRORS, type SsoTestResult } from "@otp/contract";
import { XMLParser } from "fast-xml-parser";
import { AppError, unauthorized } from "../../platform/http/errors.js";
import type { SourceConfig } from "./sso.config.js";
import type { ExternalIdentity } from "./sso.ports.js";

export const PROVIDER_DOWN = SSO_ERRORS.providerDown;
const TICKET_REFUSED = SSO_ERRORS.ticketInvalid;

/** CAS attributes that carry the person's name, e-mail and phone, in the order they are tried. */
const NAME_ATTRS = ["displayName", "cn", "name", "realName"];
const EMAIL_ATTRS = ["mail", "email"];
const PHONE_ATTRS = ["mobile", "phone", "telephoneNumber"];

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

function first(attrs: Record<string, unknown>, names: string[]): string | null {
  for (const n of names) {
    const v = attrs[n];
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

/**
 * The CAS 2.0/3.0 protocol: the login URL with this site's fixed service URL, and the ticket
 * checked at /p3/serviceValidate with exactly that service URL.
 */
export class CasFlow {
  constructor(private readonly timeoutMs = 4000) {}

  loginUrl(source: SourceConfig<"cas">, service: string): string {
    return `${source.settings.url}/login?service=${encodeURIComponent(service)}`;
  }

  private async get(url: string): Promise<Response> {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: "manual" });
    } catch {
      throw new AppError(503, PROVIDER_DOWN);
    }
  }

  async validate(source: SourceConfig<"cas">, ticket: string, service: string): Promise<ExternalIdentity> {
    const url = `${source.settings.url}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
    const res = await this.get(url);
    if (res.status >= 500) throw new AppError(503, PROVIDER_DOWN);
    let doc: { serviceResponse?: { authenticationSuccess?: Record<string, unknown> } };
    try {
      doc = parser.parse(await res.text());
    } catch {
      throw new AppError(503, PROVIDER_DOWN);
    }
    const success = doc.serviceResponse?.authenticationSuccess;
    const user = typeof success?.user === "string" ? success.user.trim() : "";
    if (!success || !user) throw unauthorized(TICKET_REFUSED);
    const attrs = (success.attributes ?? {}) as Record<string, unknown>;
    return {
      kind: "cas",
      // One CAS per platform: its identities outlive a new address (http to https, a new host),
      // and CAS answers the user name as typed, so the key is its lower case.
      issuer: "cas",
      subject: user.toLowerCase(),
      account: user,
      profile: {
        realName: first(attrs, NAME_ATTRS),
        email: first(attrs, EMAIL_ATTRS),
        phone: first(attrs, PHONE_ATTRS),
      },
    };
  }

  /** The back office's test: the login page answers, and the validator answers like a CAS server. */
  async test(source: SourceConfig<"cas">, service: string): Promise<SsoTestResult> {
    let login: Response;
    try {
      login = await fetch(this.loginUrl(source, service), {
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: "manual",
      });
    } catch {
      return { ok: false, message: `连接失败：无法访问 ${source.settings.url}，请检查地址与网络` };
    }
    if (login.status >= 400) return { ok: false, message: `登录页返回 HTTP ${login.status}，请检查 CAS 地址` };
    try {
      const res = await this.get(
        `${source.settings.url}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=ST-test`,
      );
      const text = await res.text();
      if (!/serviceResponse/.test(text)) {
        return { ok: false, message: "票据校验接口 /p3/serviceValidate 未按 CAS 3.0 协议应答，请确认服务端版本" };
      }
    } catch {
      return { ok: false, message: "票据校验接口 /p3/serviceValidate 无法访问" };
    }
    return { ok: true, message: `连接成功：请在 CAS 服务端登记以 ${service} 开头的服务地址` };
  }
}
