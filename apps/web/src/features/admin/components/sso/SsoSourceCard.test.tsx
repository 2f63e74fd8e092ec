import type { SsoSourceView } from "@otp/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const test = vi.hoisted(() => vi.fn());
const save = vi.hoisted(() => vi.fn());
// The card's hooks call the endpoints through call(): the test and save answers are made here.
vi.mock("../../../../api/call", async () => {
  const { ssoEndpoints } = await import("@otp/contract");
  return {
    call: (ep: unknown, input: unknown) =>
      ep === ssoEndpoints.admin.test ? test(input) : ep === ssoEndpoints.admin.save ? save(input) : Promise.resolve([]),
  };
});
vi.mock("../../../../api/kv", () => ({
  useKvOptions: (name: string) =>
    name === "role"
      ? [
          { value: 1, label: "管理员" },
          { value: 3, label: "教师" },
        ]
      : [{ value: 9, label: "初中部" }],
}));
vi.mock("../../../../app/feedback", () => ({
  feedback: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

import { SsoSourceCard } from "./SsoSourceCard";

afterEach(cleanup);

beforeAll(() => {
  const getStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => getStyle(elt);
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

const ldap: SsoSourceView = {
  kind: "ldap",
  configured: true,
  enabled: true,
  name: "校园目录",
  provision: true,
  roleId: null,
  userType: "teacher",
  orgId: null,
  settings: {
    url: "ldap://ldap.school.edu.cn",
    bindDn: "cn=reader,dc=school",
    bindPassword: "",
    baseDn: "ou=people,dc=school",
  },
  secretSet: true,
  callbackUrl: null,
  lastSync: null,
};

function renderCard(view: SsoSourceView) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SsoSourceCard view={view} />
    </QueryClientProvider>,
  );
}

// Rendering a whole antd form in jsdom is slow on a busy machine.
describe("SsoSourceCard", { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it("labels the directory's settings in Chinese; a stored password stays unsaid", () => {
    renderCard(ldap);
    for (const label of [
      "目录地址",
      "查询账号 DN",
      "搜索起点 Base DN",
      "用户过滤条件",
      "账号属性",
      "姓名属性",
      "邮箱属性",
      "手机属性",
    ]) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    const secret = screen.getByLabelText("查询账号密码") as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(secret.placeholder).toBe("已保存，留空则不修改");
    expect(screen.getByText("目录中已删除的用户")).toBeTruthy();
    expect(screen.getByRole("button", { name: /立即同步/ })).toBeTruthy();
  });

  it("tests the connection with the form's settings and shows the answer", async () => {
    test.mockResolvedValue({ ok: false, message: "连接失败：查询账号或密码不正确" });
    renderCard(ldap);
    fireEvent.click(screen.getByRole("button", { name: "测试连接" }));
    expect(await screen.findByText("连接失败：查询账号或密码不正确", {}, { timeout: 5000 })).toBeTruthy();
    expect(test).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "ldap",
        name: "校园目录",
        userType: "teacher",
        settings: expect.objectContaining({ url: "ldap://ldap.school.edu.cn", bindPassword: "", accountAttr: "uid" }),
      }),
    );
  });

  it("refuses a wrong address with the contract's words, without calling the server", async () => {
    renderCard({ ...ldap, settings: { ...ldap.settings, url: "http://ldap.school.edu.cn" } });
    fireEvent.click(screen.getByRole("button", { name: /保\s*存/ }));
    expect(await screen.findByText("目录地址须为 ldap:// 或 ldaps:// 开头的地址", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(save).not.toHaveBeenCalled());
  });

  it("shows the callback address to register at the provider", () => {
    renderCard({
      ...ldap,
      kind: "oidc",
      name: "校园门户",
      settings: { issuer: "https://sso.school.edu.cn", clientId: "otp" },
      callbackUrl: "https://edu.example.cn/api/sso/oidc/callback",
    });
    expect(screen.getByText("https://edu.example.cn/api/sso/oidc/callback")).toBeTruthy();
    expect(screen.getByLabelText("签发者地址 Issuer")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /立即同步/ })).toBeNull();
  });
});
