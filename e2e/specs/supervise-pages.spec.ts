import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, login, screenshot, waitForPath } from "../support/browser";

/**
 * Issue 23 finding 19: pages that show one evaluation or one task, opened without saying which
 * (no id in the address), said what to choose instead of an endless skeleton or "任务不存在".
 */
const PAGES = [
  {
    account: "expert",
    path: "/supervise-task/detail",
    title: "请先选择要评价的听课任务",
    button: "去我的听课任务中选择",
    list: "/supervise-task",
  },
  {
    account: "expert",
    path: "/supervise-task/playback",
    title: "请先选择要查看的听课评价",
    button: "去我的听课任务中选择",
    list: "/supervise-task",
  },
  {
    account: "supervisor",
    path: "/supervise/detail",
    title: "请先选择要查看的听课评价",
    button: "去评价记录中选择",
    list: "/supervise/supervise_evalution",
  },
  {
    account: "teacher",
    path: "/user/task/item",
    title: "请先选择要查看的任务",
    button: "去我的任务中选择",
    list: "/user/task",
  },
  {
    account: "admin",
    path: "/user/task/activity",
    title: "请先选择要查看完成情况的任务",
    button: "去我的任务中选择",
    list: "/user/task",
  },
];

describe("pages opened without their id", () => {
  const suite = browserSuite();

  for (const p of PAGES) {
    it(`${p.path} says what to choose and leads to the list`, async () => {
      const { page } = await suite.open();
      await login(page, p.account);
      await page.goto(p.path);
      await page.getByText(p.title).waitFor();
      await expect(page.locator(".ant-skeleton").count()).resolves.toBe(0);
      await expect(page.getByText(/任务不存在|评价不存在/).count()).resolves.toBe(0);
      const name = p.path.slice(1).replaceAll("/", "-");
      await screenshot(page, `choose-first-${name}`);
      await expectAccessible(page, `choose-first-${name}`);
      await page.getByRole("button", { name: p.button }).click();
      await waitForPath(page, p.list);
    });
  }
});
