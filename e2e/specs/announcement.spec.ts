import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, login, type Session, screenshot, waitForPath } from "../support/browser";

const TITLE = `期中教学检查通知${Date.now() % 100000}`;

describe("announcements: the administrator publishes, a student reads, the read count rises", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("admin writes and publishes an announcement in the back office", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/admin/business/announcement");
    await page.getByRole("button", { name: "发布公告" }).click();
    await waitForPath(page, "/admin/business/announcement/new");
    await page.waitForLoadState("networkidle");
    const editor = page.getByRole("textbox", { name: "公告正文" });
    await editor.click();
    await page.keyboard.type("请各教研组于本周五前提交期中教学检查材料。");
    await page.getByRole("button", { name: "加粗" }).click();
    await page.keyboard.type("逾期不再受理。");
    await page.getByRole("switch").click();
    // The title last: the page has settled, nothing re-renders the form under the typed value.
    await page.getByPlaceholder("公告标题").fill(TITLE);
    await expect.poll(() => page.getByPlaceholder("公告标题").inputValue()).toBe(TITLE);
    await expectAccessible(page, "announcement-edit");
    await screenshot(page, "announcement-edit");
    await page.getByRole("button", { name: "发 布" }).click();
    await waitForPath(page, "/admin/business/announcement");
    const row = page.locator("tr.ant-table-row", { hasText: TITLE });
    await row.waitFor();
    expect(await row.textContent()).toContain("已发布");
    await expectAccessible(page, "announcement-admin");
    await screenshot(page, "announcement-admin");
  });

  it("a student sees it pinned on the portal and the list, reads it, and the count rises", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "student");
    await page.goto("/portal");
    const section = page.getByRole("region", { name: "通知公告" });
    await section.getByRole("link", { name: new RegExp(TITLE) }).waitFor();
    await section.getByRole("link", { name: /更多/ }).click();
    await waitForPath(page, "/announcement");
    // The list page has replaced the portal (whose module links the same title) once its search shows.
    await page.getByPlaceholder("搜索公告标题").waitFor();
    const item = page.getByRole("link", { name: new RegExp(TITLE) });
    await item.waitFor();
    expect(await item.textContent()).toContain("阅读 0");
    await expectAccessible(page, "announcement-list");
    await screenshot(page, "announcement-list");
    await item.click();
    await waitForPath(page, /^\/announcement\/\d+$/);
    await page.getByRole("heading", { name: TITLE }).waitFor();
    await page.getByText("阅读：1").waitFor();
    expect(await page.locator(".rich-text strong").textContent()).toBe("逾期不再受理。");
    await expectAccessible(page, "announcement-detail");
    await screenshot(page, "announcement-detail");
    await page.getByRole("link", { name: "通知公告" }).first().click();
    await waitForPath(page, "/announcement");
    await expect
      .poll(async () => page.getByRole("link", { name: new RegExp(TITLE) }).textContent())
      .toContain("阅读 1");
  });
});
