import { ssoEndpoints } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { returnPageFor, SSO_RETURN_PATH, ssoStartUrl, unwrapReturnPage } from "./ssoReturn";

describe("single sign-on return page", () => {
  it("starts a provider login that comes back to the return page, going on to the target", () => {
    const url = new URL(ssoStartUrl("cas", "/course/12?x=1"), "http://site.invalid");
    expect(url.pathname).toBe(ssoEndpoints.casLogin.path);
    const back = url.searchParams.get("redirect") ?? "";
    expect(back).toBe(returnPageFor("/course/12?x=1"));
    expect(back.startsWith(`${SSO_RETURN_PATH}?`)).toBe(true);
    expect(unwrapReturnPage(back)).toBe("/course/12?x=1");
    expect(new URL(ssoStartUrl("oidc", "https://lib.school.edu.cn/opac"), "http://site.invalid").pathname).toBe(
      ssoEndpoints.oidcLogin.path,
    );
  });

  it("keeps the target of a failed flow: the login page's redirect is unwrapped", () => {
    expect(unwrapReturnPage(returnPageFor("https://lib.school.edu.cn/opac"))).toBe("https://lib.school.edu.cn/opac");
    expect(unwrapReturnPage("/portal")).toBe("/portal");
    expect(unwrapReturnPage(null)).toBeNull();
    expect(unwrapReturnPage(`${SSO_RETURN_PATH}?x=1`)).toBeNull();
    expect(unwrapReturnPage("/sso-returned?redirect=/x")).toBe("/sso-returned?redirect=/x");
  });
});
