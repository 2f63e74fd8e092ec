import type { SsoKind } from "@otp/contract";
import { newToken } from "../../platform/auth/token.js";
import type { Cache } from "../../platform/cache/index.js";

/** The cookie that binds a browser flow (CAS, OIDC) to the browser that started it. */
export const FLOW_COOKIE = "otp_sso_flow";
/** A started flow must come back within this long (the user signs in at the provider meanwhile). */
export const FLOW_SECONDS = 10 * 60;

/** What a started flow remembers until its callback: one use only. */
export interface FlowState {
  kind: Extract<SsoKind, "cas" | "oidc">;
  /** Where to go after the login (already checked against the whitelist). */
  redirect: string;
  /** OIDC: the `state`, `nonce` and PKCE verifier sent with the authorization request. */
  state?: string;
  nonce?: string;
  verifier?: string;
}

/**
 * Started browser flows, kept in the shared cache under a random id that only the starting
 * browser holds (an HttpOnly cookie): a callback link sent to someone else finds nothing, and a
 * callback is answered once.
 */
export class SsoFlows {
  constructor(private readonly cache: Pick<Cache, "set" | "take">) {}

  async begin(state: FlowState): Promise<string> {
    const id = newToken();
    await this.cache.set(`sso:flow:${id}`, JSON.stringify(state), FLOW_SECONDS);
    return id;
  }

  /** The flow of this browser, taken (a second callback finds nothing); null when none or another kind. */
  async take(id: string | undefined, kind: FlowState["kind"]): Promise<FlowState | null> {
    if (!id || !/^[A-Za-z0-9_-]{20,128}$/.test(id)) return null;
    const stored = await this.cache.take(`sso:flow:${id}`);
    if (!stored) return null;
    const flow = JSON.parse(stored) as FlowState;
    return flow.kind === kind ? flow : null;
  }
}
