import { SSO_ERRORS, ssoEndpoints } from "@otp/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SsoButtons } from "./SsoButtons";
import { ssoErrorOf } from "./SsoErrorAlert";

afterEach(cleanup);

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

describe("SsoButtons", () => {
  it("shows one button per identity provider with its configured name; none for WeLink", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(
      <MemoryRouter>
        <SsoButtons
          target="/course/3"
          options={{
            buttons: [
              { kind: "cas", name: "学校统一身份认证" },
              { kind: "welink", name: "WeLink" },
              { kind: "oidc", name: "校园门户" },
            ],
            directory: "校园目录",
            returnUrls: [],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("其他登录方式")).toBeTruthy();
    expect(screen.getByText("可使用「校园目录」的账号和密码直接登录")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /WeLink/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /学校统一身份认证/ }));
    const url = new URL(assign.mock.calls[0]?.[0] as string, "http://site.invalid");
    expect(url.pathname).toBe(ssoEndpoints.casLogin.path);
    expect(url.searchParams.get("redirect")).toBe("/sso-return?redirect=%2Fcourse%2F3");
    expect(screen.getByRole("button", { name: /校园门户/ }).hasAttribute("disabled")).toBe(true);
    vi.unstubAllGlobals();
  });

  it("shows nothing when no source is configured (the password login alone)", () => {
    const { container } = render(<SsoButtons target="/portal" options={undefined} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("ssoError", () => {
  it("is the platform's sentence for the server's code; free text in the address is never shown", () => {
    expect(ssoErrorOf(new URLSearchParams("ssoError=ticketUsed"))).toBe(SSO_ERRORS.ticketUsed);
    expect(ssoErrorOf(new URLSearchParams(""))).toBeNull();
    expect(ssoErrorOf(new URLSearchParams({ ssoError: "  \n " }))).toBeNull();
    expect(ssoErrorOf(new URLSearchParams({ ssoError: "请拨打电话 400-000 领取奖品" }))).toBe(SSO_ERRORS.failed);
  });
});
