import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, type Session, screenshot, waitForPath } from "../support/browser";

describe("famous teachers: from the portal to a teacher's page", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("a visitor follows 名师风采 更多, opens a teacher and sees honours, courses and resources", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/portal");
    const section = page.getByRole("region", { name: "名师风采" });
    await section.getByRole("link", { name: /更多/ }).click();
    await waitForPath(page, "/teacher");
    const first = page.locator(".teacher-card").first();
    await first.waitFor();
    const name = (await first.locator(".teacher-card-name").textContent()) ?? "";
    await expectAccessible(page, "teacher-list");
    await screenshot(page, "teacher-list");
    await first.click();
    await waitForPath(page, /^\/teacher\/\d+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByRole("region", { name: "荣誉称号" }).waitFor();
    expect(await page.getByRole("region", { name: /主讲课程/ }).isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: /教学资源/ }).isVisible()).toBe(true);
    // Lives and 说课 come from their own domains; an empty one still says how many (none).
    expect(await page.getByRole("region", { name: /^直播（\d+）$/ }).isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: /^说课（\d+）$/ }).isVisible()).toBe(true);
    await expectAccessible(page, "teacher-detail");
    await screenshot(page, "teacher-detail");
  });

  it("a teacher hit on /search opens the teacher's page", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/teacher");
    const name = ((await page.locator(".teacher-card-name").first().textContent()) ?? "").trim();
    await page.goto(`/search?keyWord=${encodeURIComponent(name)}&sp=teacher`);
    await page
      .getByRole("link", { name: new RegExp(name) })
      .first()
      .click();
    await waitForPath(page, /^\/teacher\/\d+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
  });
});
