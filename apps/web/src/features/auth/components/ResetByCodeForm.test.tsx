import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const forgetPassword = vi.hoisted(() => vi.fn());
const feedback = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("../../../api/auth", () => ({ authApi: { forgetPassword } }));
vi.mock("../../../app/feedback", () => ({ feedback }));
vi.mock("../../../api/queries", () => ({ useAreaSwitch: () => false }));

import { ResetByCodeForm } from "./ResetByCodeForm";

afterEach(cleanup);

beforeAll(() => {
  // antd's responsive helpers need matchMedia, which jsdom lacks.
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

function renderForm() {
  // The form runs its call through useAction (a mutation).
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/resetPwd"]}>
        <Routes>
          <Route path="/resetPwd" element={<ResetByCodeForm />} />
          <Route path="/login" element={<div>登录页</div>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("ResetByCodeForm", () => {
  beforeEach(() => vi.clearAllMocks());

  it("has account, reset code (with its hint) and new password fields, no phone", () => {
    renderForm();
    expect(screen.getByLabelText("账号")).toBeTruthy();
    expect(screen.getByPlaceholderText("向管理员获取的8位重置码")).toBeTruthy();
    expect(screen.getByText("忘记密码时，请联系学校管理员生成重置码")).toBeTruthy();
    expect(screen.getByLabelText("新密码")).toBeTruthy();
    expect(screen.getByLabelText("确认新密码")).toBeTruthy();
    expect(screen.queryByLabelText(/手机/)).toBeNull();
  });

  it("rejects a malformed code without calling the server", async () => {
    renderForm();
    fill("账号", "t001");
    fill("重置码", "ABCDEFGI");
    fill("新密码", "x1");
    fill("确认新密码", "x1");
    fireEvent.click(screen.getByRole("button", { name: /重置密码/ }));
    expect(await screen.findByText("重置码为8位字母或数字")).toBeTruthy();
    expect(forgetPassword).not.toHaveBeenCalled();
  });

  it("submits account, normalized code and new password, then goes to /login", async () => {
    forgetPassword.mockResolvedValue(null);
    renderForm();
    fill("账号", " t001 ");
    fill("重置码", "k7m2 p9qz");
    fill("新密码", "newpass");
    fill("确认新密码", "newpass");
    fireEvent.click(screen.getByRole("button", { name: /重置密码/ }));
    await waitFor(() =>
      expect(forgetPassword).toHaveBeenCalledWith({ account: "t001", code: "K7M2P9QZ", newPassword: "newpass" }),
    );
    expect(await screen.findByText("登录页")).toBeTruthy();
    expect(feedback.success).toHaveBeenCalledWith("密码已重置，请使用新密码登录");
  });

  it("stays on the page when the server rejects the code", async () => {
    forgetPassword.mockRejectedValue(new Error("账号或重置码不正确"));
    renderForm();
    fill("账号", "t001");
    fill("重置码", "K7M2P9QZ");
    fill("新密码", "newpass");
    fill("确认新密码", "newpass");
    fireEvent.click(screen.getByRole("button", { name: /重置密码/ }));
    await waitFor(() => expect(forgetPassword).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("登录页")).toBeNull();
    expect(feedback.success).not.toHaveBeenCalled();
  });
});
