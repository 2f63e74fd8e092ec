import { describe, expect, it } from "vitest";
import { browserSuite, type Session, screenshot, submitLogin, tokenMarker } from "../support/browser";

describe("expert login /loginByExperts", () => {
  const suite = browserSuite();
  let s: Session;

  it("refuses a teacher with 该账号不是评审专家 and keeps no session", async () => {
    s = await suite.open();
    const { page } = s;
    await submitLogin(page, "teacher", { path: "/loginByExperts" });
    await page.getByText("该账号不是评审专家").waitFor();
    expect(new URL(page.url()).pathname).toBe("/loginByExperts");
    expect(await tokenMarker(page)).toBeNull();
    // The refused login was logged out on the server as well.
    const info = await page.request.post("/api/l/base/user/info", {
      data: {},
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect((await info.json()).code).toBe(1004);
    await screenshot(page, "expert-login-refused", false);
  });

  it("accepts an evaluation expert", async () => {
    s = await suite.open();
    const { page } = s;
    await submitLogin(page, "expert", { path: "/loginByExperts" });
    await page.waitForURL((u) => u.pathname !== "/loginByExperts");
    expect(await tokenMarker(page)).toBe("1");
    await page.getByRole("button", { name: "用户菜单" }).getByText("专家王明哲").waitFor();
    expect(s.errors).toEqual([]);
  });
});
