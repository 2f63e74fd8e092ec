import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, login, type Session, screenshot, waitForMessage, waitForPath } from "../support/browser";

const ONGOING = "初中函数概念单元教学设计网络教研";
const NOTICE = `第二次会议调整${Date.now() % 100000}`;

describe("teaching research: seminars browsed, joined, edited by the host; terminals in the back office", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("a guest filters network seminars by state and reads an ended seminar's summary", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/seminar");
    await page.getByRole("link", { name: new RegExp(ONGOING) }).waitFor();
    await page.getByRole("combobox", { name: "状态" }).click();
    await page.locator(".ant-select-item-option", { hasText: "已结束" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("state")).toBe("ended");
    await page.getByRole("link", { name: new RegExp(ONGOING) }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: /双减/ }).waitFor();
    await expectAccessible(page, "research-seminar-list");
    await screenshot(page, "research-seminar-list");
    await page.getByRole("link", { name: /双减/ }).click();
    await waitForPath(page, /^\/seminar\/detail\/\d+$/);
    await page.getByRole("tab", { name: "总结" }).click();
    await page.getByText("分层作业应以学情诊断为起点").waitFor();
    await expectAccessible(page, "research-seminar-detail");
  });

  it("a teacher joins the ongoing seminar and finds it in 我的教研", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "t010");
    await page.goto("/seminar");
    await page.getByRole("link", { name: new RegExp(ONGOING) }).click();
    await waitForPath(page, /^\/seminar\/detail\/\d+$/);
    await page.getByRole("button", { name: "加入教研" }).click();
    await waitForMessage(page, "已加入教研活动");
    await page.getByText("我是参与者").waitFor();
    await screenshot(page, "research-seminar-joined");
    await page.goto("/user/seminar");
    await page.getByRole("link", { name: ONGOING }).waitFor();
    await expectAccessible(page, "research-my-seminars");
  });

  it("the host posts an announcement in the editor; it shows on the seminar page", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "teacher");
    await page.goto("/seminar");
    await page.getByRole("link", { name: new RegExp(ONGOING) }).click();
    await page.getByRole("button", { name: "编辑教研" }).click();
    await waitForPath(page, /^\/network-seminar\/\d+\/brief$/);
    await page.getByRole("tab", { name: "公告" }).click();
    await waitForPath(page, /^\/network-seminar\/\d+\/announcement$/);
    await page.getByLabel("标题").fill(NOTICE);
    await page.getByLabel("内容").fill("第二次会议改到下周二下午，主会场不变。");
    await page.getByRole("button", { name: "发 布" }).click();
    await waitForMessage(page, "公告已发布");
    await page.getByText(NOTICE).waitFor();
    await expectAccessible(page, "research-editor");
    await screenshot(page, "research-editor");
    await page.getByRole("button", { name: "查看教研页面" }).click();
    await page.getByRole("tab", { name: /公告/ }).click();
    await page.getByText(NOTICE).waitFor();
  });

  it("the administrator sees each terminal's platform-generated RTMP address", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/admin/business/interaction/sip");
    const row = page.locator("tr.ant-table-row", { hasText: "一中录播室终端" });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/rtmp:\/\/.+\/live\/term-\d+\?key=[0-9a-f]{30}/);
    expect(await row.textContent()).toContain("录播教室");
    await expectAccessible(page, "research-terminals");
    await screenshot(page, "research-terminals");
  });

  it("the back office opens a seminar's edit page by its address, with its brief (demo data)", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    const cases = [
      { list: "/admin/business/network-seminar", title: ONGOING, brief: "三校数学教研组围绕" },
      { list: "/admin/business/research", title: "示范课：《背影》中的父爱表达", brief: "市第一中学语文组" },
    ];
    for (const c of cases) {
      await page.goto(c.list);
      const row = page.locator("tr.ant-table-row", { hasText: c.title });
      await row.getByText("编辑").click();
      await waitForPath(page, new RegExp(`^${c.list}/\\d+$`));
      // Opened by its address (a reload, a shared link): the page loads the seminar itself.
      await page.reload();
      await expect.poll(() => page.getByLabel("教研主题").inputValue()).toBe(c.title);
      await expect.poll(() => page.getByLabel("教研简介").inputValue()).toContain(c.brief);
      expect(await page.getByText("每页条数").count()).toBe(0);
    }
    await expectAccessible(page, "research-admin-seminar-edit");
    await screenshot(page, "research-admin-seminar-edit");
  });
});
