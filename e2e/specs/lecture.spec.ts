import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, login, type Session, screenshot, waitForMessage, waitForPath } from "../support/browser";

const LECTURE = "《酸碱中和反应》说课";

describe("lecture centre (说课): browsed by subject and term, a recorded lecture evaluated by a peer", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("a guest sees lectures grouped by term and subject and filters recorded ones", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/lecture");
    await page.getByRole("link", { name: new RegExp(LECTURE) }).waitFor();
    await page.getByRole("region", { name: /化学/ }).waitFor();
    await page.getByRole("combobox", { name: "说课类型" }).click();
    await page.locator(".ant-select-item-option", { hasText: "直播说课" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("kind")).toBe("live");
    // Live lectures are made from the demo teacher's lives (which ones depends on the seed's lives).
    await page
      .getByRole("link", { name: /》说课/ })
      .first()
      .waitFor();
    await expectAccessible(page, "lecture-list");
    await screenshot(page, "lecture-list");
  });

  it("a peer plays a recorded lecture, evaluates it once with the template, and finds it in 我的说课", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "t010");
    await page.goto("/lecture");
    await page.getByRole("link", { name: new RegExp(LECTURE) }).click();
    await waitForPath(page, /^\/detail\/\d+\/(live|record)$/);
    await page.locator(".lc-screen video").waitFor();
    // Every item marked: points (number inputs) or levels (selects), whichever the template uses.
    await page.locator(".lc-eval").waitFor();
    for (const input of await page.locator(".lc-eval .ant-input-number-input").all())
      await input.fill(String((await input.getAttribute("aria-valuemax")) ?? "1"));
    for (const select of await page.locator(".lc-eval .ant-select").all()) {
      await select.click();
      // The first level is active when the list opens; Enter takes it.
      await page.keyboard.press("Enter");
    }
    await page.getByRole("textbox", { name: "评语" }).fill("说课环节完整，实验设计思路清晰。");
    await screenshot(page, "lecture-detail");
    await page.getByRole("button", { name: "提交评价" }).click();
    await waitForMessage(page, /评价已提交/);
    await page.getByText("您已评价").waitFor();
    await page.getByText("说课环节完整，实验设计思路清晰。").first().waitFor();
    await expectAccessible(page, "lecture-detail");

    await page.goto("/user/lecture");
    await page.getByRole("tab", { name: "我评价的说课" }).click();
    await page.getByRole("link", { name: new RegExp(LECTURE) }).waitFor();
    await screenshot(page, "lecture-mine");
  });

  it("the administrator manages lectures in 说课管理", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/admin/business/lecture");
    await page.getByRole("link", { name: new RegExp(LECTURE) }).waitFor();
    await page
      .getByRole("button", { name: /新\s*增/ })
      .first()
      .click();
    await page.getByLabel("说课视频").waitFor();
    await screenshot(page, "lecture-admin");
  });
});
