import { SSO_ERRORS, ssoEndpoints } from "@otp/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const options = vi.hoisted(() => ({ data: undefined as unknown }));
vi.mock("../api", () => ({ useSsoOptions: () => options }));

import { SsoButtons, ssoErrorOf, ssoStartUrl } from "./SsoLogin";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("single sign-on on the phone's login page", () => {
  it("starts a provider login at the platform's address, coming back to the page that asked", () => {
    const url = new URL(ssoStartUrl("oidc", "/user/my-course"), "http://phone.invalid");
    expect(url.pathname).toBe(ssoEndpoints.oidcLogin.path);
    expect(url.searchParams.get("redirect")).toBe("/user/my-course");
  });

  it("shows the platform's sentence for the server's code, never free text from the address", () => {
    expect(ssoErrorOf(new URLSearchParams({ ssoError: "notEnabled" }))).toBe(SSO_ERRORS.notEnabled);
    expect(ssoErrorOf(new URLSearchParams())).toBeNull();
    expect(ssoErrorOf(new URLSearchParams({ ssoError: "请拨打电话 400-000 领取奖品" }))).toBe(SSO_ERRORS.failed);
  });

  it("offers one button per identity provider with its configured name, none for WeLink", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    options.data = {
      buttons: [
        { kind: "cas", name: "学校统一身份认证" },
        { kind: "welink", name: "WeLink" },
      ],
      directory: null,
      returnUrls: [],
    };
    render(<SsoButtons redirect="/portal" />);
    expect(screen.getByText("其他登录方式")).toBeTruthy();
    expect(screen.queryByText("WeLink")).toBeNull();
    fireEvent.click(screen.getByText("学校统一身份认证"));
    expect(assign).toHaveBeenCalledWith(ssoStartUrl("cas", "/portal"));
  });

  it("shows nothing without a configured source", () => {
    options.data = { buttons: [], directory: null, returnUrls: [] };
    const { container } = render(<SsoButtons redirect="/portal" />);
    expect(container.innerHTML).toBe("");
  });
});
