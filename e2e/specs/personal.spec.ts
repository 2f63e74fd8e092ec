import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, apiSession, browserSuite, login, type Session, screenshot } from "../support/browser";

/** Seeded accounts no other spec uses. */
const STUDENT = "s0150";
const TEACHER = "t024";

async function openProfile(page: Page) {
  await page.goto("/user/personal-information");
  await page.getByRole("tab", { name: "基本资料" }).waitFor();
  await page.getByLabel("邮箱").waitFor();
}

/** Issue 23, finding 12: students and teachers save their own 个人信息. */
describe("个人信息: a user saves their own profile", () => {
  const suite = browserSuite();
  let s: Session;

  it("a student changes the e-mail and saves; the form has no 职称 and the name is the school's", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, STUDENT);
    await openProfile(page);
    expect(await page.getByLabel("职称").count()).toBe(0);
    expect(await page.getByLabel("姓名").isDisabled()).toBe(true);
    await page.getByText("姓名由学校管理员维护").waitFor();
    const email = `${STUDENT}@student.school.cn`;
    await page.getByLabel("邮箱").fill(email);
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.locator(".ant-message").getByText("个人信息已保存").waitFor();
    expect(
      await page
        .locator(".ant-message")
        .getByText(/无权|realName|字段/)
        .count(),
    ).toBe(0);
    await page.waitForLoadState("networkidle");
    await screenshot(page, "personal-info-student");
    // Stored: the page reloaded shows it, and the server says so.
    await openProfile(page);
    await expect.poll(() => page.getByLabel("邮箱").inputValue()).toBe(email);
    const api = await apiSession(STUDENT);
    const info = await apiCall<{ email: string; title: string | null }>(api, "/api/l/base/user/info");
    await api.dispose();
    expect(info.email).toBe(email);
    expect(s.errors).toEqual([]);
  });

  it("a teacher changes the e-mail and 职称 and saves", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, TEACHER);
    await openProfile(page);
    await page.getByLabel("职称").waitFor();
    await page.getByLabel("邮箱").fill(`${TEACHER}@teacher.school.cn`);
    await page.getByLabel("职称").fill("一级教师");
    await page.getByRole("button", { name: /保\s*存/ }).click();
    await page.locator(".ant-message").getByText("个人信息已保存").waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, "personal-info-teacher");
    const api = await apiSession(TEACHER);
    const info = await apiCall<{ email: string; title: string | null }>(api, "/api/l/base/user/info");
    await api.dispose();
    expect(info).toMatchObject({ email: `${TEACHER}@teacher.school.cn`, title: "一级教师" });
    expect(s.errors).toEqual([]);
  });
});
