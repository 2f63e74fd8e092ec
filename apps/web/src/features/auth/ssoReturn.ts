import { type SsoKind, ssoEndpoints } from "@otp/contract";
import type { NavigateFunction } from "react-router";
import { urlOf } from "../../api/call";
import { isExternalTarget } from "../../components/formRules";

/**
 * Where a browser flow (CAS, OpenID Connect) comes back to. The server answers the flow by
 * setting the session cookie and redirecting; the page cannot see that cookie, so the return
 * page asks who is logged in, marks the session for the route guard, and goes on to the target.
 */
export const SSO_RETURN_PATH = "/sso-return";

/** The return page, going on to `target` (a path of this site or a whitelisted URL). */
export function returnPageFor(target: string): string {
  return `${SSO_RETURN_PATH}?${new URLSearchParams({ redirect: target })}`;
}

/**
 * A login page's `redirect`: a failed flow comes back to /login with the redirect it was started
 * with (the return page), whose own target is the one to keep.
 */
export function unwrapReturnPage(value: string | null): string | null {
  if (!value?.startsWith(`${SSO_RETURN_PATH}?`)) return value;
  return new URLSearchParams(value.slice(SSO_RETURN_PATH.length + 1)).get("redirect");
}

/** The address that starts a browser flow: the server sends the browser on to the provider. */
export function ssoStartUrl(kind: Extract<SsoKind, "cas" | "oidc">, target: string): string {
  const ep = kind === "cas" ? ssoEndpoints.casLogin : ssoEndpoints.oidcLogin;
  return urlOf(ep, undefined, { redirect: returnPageFor(target) });
}

/** Goes to a target `safeRedirect` allowed: a whitelisted URL leaves the site, a path stays. */
export function goToTarget(target: string, navigate: NavigateFunction): void {
  if (isExternalTarget(target)) window.location.assign(target);
  else void navigate(target, { replace: true });
}
