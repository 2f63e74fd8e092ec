import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const ssoApi = vi.hoisted(() => ({ cx: vi.fn(), welink: vi.fn(), options: vi.fn(), entry: vi.fn() }));
const completeLogin = vi.hoisted(() => vi.fn());
vi.mock("../api", async (original) => ({ ...(await original<typeof import("../api")>()), ssoApi }));
vi.mock("../../../app/sessionActions", () => ({ completeLogin }));

import SsoCxPage from "./SsoCxPage";
import WeLinkLoginPage from "./WeLinkLoginPage";

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

const teacher = { userInfo: { account: "t001", realName: "王老师" } };

function open(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/sso_cx" element={<SsoCxPage />} />
          <Route path="/LoginByWeLink" element={<WeLinkLoginPage />} />
          <Route path="/course/:id" element={<div>课程页</div>} />
          <Route path="/portal" element={<div>首页</div>} />
          <Route path="/login" element={<div>登录页</div>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("/sso_cx: the learning platform's signed link", () => {
  beforeEach(() => vi.clearAllMocks());

  it("logs in with the partner ticket, then opens the page the link names", async () => {
    ssoApi.cx.mockResolvedValue(teacher);
    open("/sso_cx?account=t001&ts=1767225600000&sign=abcd&redirect=%2Fcourse%2F12");
    expect(await screen.findByText("课程页")).toBeTruthy();
    expect(ssoApi.cx).toHaveBeenCalledTimes(1);
    expect(ssoApi.cx).toHaveBeenCalledWith({ account: "t001", ts: 1767225600000, sign: "abcd" });
    expect(completeLogin).toHaveBeenCalledWith(teacher);
  });

  it("goes to the portal instead of another site", async () => {
    ssoApi.cx.mockResolvedValue(teacher);
    open("/sso_cx?account=t001&ts=1&sign=abcd&redirect=https%3A%2F%2Fevil.example%2F");
    expect(await screen.findByText("首页")).toBeTruthy();
  });

  it("shows the server's reason and the way to the password login when refused", async () => {
    ssoApi.cx.mockRejectedValue(new Error("登录票据无效或已过期，请从来源系统重新进入"));
    open("/sso_cx?account=t001&ts=1&sign=bad");
    expect(await screen.findByText("登录票据无效或已过期，请从来源系统重新进入")).toBeTruthy();
    expect(screen.getByText("自动登录失败")).toBeTruthy();
    expect(screen.getByRole("button", { name: "使用账号密码登录" })).toBeTruthy();
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it("calls nothing when the link lacks its ticket", async () => {
    open("/sso_cx?account=t001");
    expect(await screen.findByText("链接缺少登录凭证，请从学习平台重新进入")).toBeTruthy();
    expect(ssoApi.cx).not.toHaveBeenCalled();
  });
});

describe("/LoginByWeLink: WeLink's one-time code", () => {
  beforeEach(() => vi.clearAllMocks());

  it("logs in with the code once, then opens the redirect", async () => {
    ssoApi.options.mockResolvedValue({ buttons: [], directory: null, returnUrls: [] });
    ssoApi.welink.mockResolvedValue(teacher);
    open("/LoginByWeLink?code=wl-code-1&redirect=%2Fcourse%2F4");
    expect(await screen.findByText("课程页")).toBeTruthy();
    expect(ssoApi.welink).toHaveBeenCalledTimes(1);
    expect(ssoApi.welink).toHaveBeenCalledWith("wl-code-1");
  });

  it("says the code is missing without calling the server", async () => {
    ssoApi.options.mockResolvedValue({ buttons: [], directory: null, returnUrls: [] });
    open("/LoginByWeLink");
    expect(await screen.findByText("缺少 WeLink 授权码，请从 WeLink 重新进入")).toBeTruthy();
    expect(screen.getByText("WeLink 登录失败")).toBeTruthy();
    await waitFor(() => expect(ssoApi.welink).not.toHaveBeenCalled());
  });
});
