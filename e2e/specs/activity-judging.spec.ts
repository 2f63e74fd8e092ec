import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { browserSuite, login, type Session, screenshot, submitLogin } from "../support/browser";

const JUDGED = "第五届青年教师优质课评比";

describe("activities: a judge scores an assigned work, the organiser sees the award board", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("a judge fills in every indicator and submits; the sheet is then final", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "teacher");
    // 我的活动 points the judge to 活动评审, where the score sheets are.
    await page.goto("/user/activity");
    await page.getByRole("link", { name: "前往活动评审" }).click();
    await page.waitForURL(/\/user\/activity-judge$/);
    const row = page.locator("tr.ant-table-row", { hasText: "待评分" }).first();
    await row.waitFor();
    const title = (await row.locator("td").nth(1).textContent()) ?? "";
    await row.getByRole("button", { name: "评分" }).click();
    const drawer = page.getByRole("dialog", { name: `评分：${title}` });
    const inputs = drawer.getByRole("spinbutton");
    await inputs.first().waitFor();
    const n = await inputs.count();
    for (let i = 0; i < n; i++) await inputs.nth(i).fill("5");
    await drawer.getByRole("textbox").first().fill("教学环节完整，重点突出。");
    await expectAccessible(page, "activity-judge-sheet");
    await screenshot(page, "activity-judge-sheet");
    const saved = page.waitForResponse((r) => r.url().includes("/api/l/activity/judge/score"));
    await drawer.getByRole("button", { name: "提交评分" }).click();
    const res = await saved;
    const text = await res.text();
    expect(res.status(), text).toBe(200);
    expect(JSON.parse(text).success, text).toBe(true);
    const done = page.locator("tr.ant-table-row", { hasText: title });
    await expect.poll(async () => (await done.first().textContent()) ?? "").toContain("已提交");
  });

  it("an evaluation expert logs in, opens 活动评审 from the personal centre and scores a work", async () => {
    s = await suite.open();
    const { page } = s;
    await submitLogin(page, "expert", { path: "/loginByExperts" });
    await page.waitForURL((u) => u.pathname !== "/loginByExperts");
    await page.goto("/user");
    await page.getByRole("menuitem", { name: /活动评审/ }).click();
    await page.waitForURL(/\/user\/activity-judge$/);
    // The demo experts are in a unit of their own: every work of the judged contest reaches them.
    const row = page.locator("tr.ant-table-row", { hasText: "待评分" }).first();
    await row.waitFor();
    const title = (await row.locator("td").nth(1).textContent()) ?? "";
    await row.getByRole("button", { name: "评分" }).click();
    const drawer = page.getByRole("dialog", { name: `评分：${title}` });
    const inputs = drawer.getByRole("spinbutton");
    await inputs.first().waitFor();
    const n = await inputs.count();
    for (let i = 0; i < n; i++) await inputs.nth(i).fill("4");
    await expectAccessible(page, "activity-expert-sheet");
    await screenshot(page, "activity-expert-sheet");
    const saved = page.waitForResponse((r) => r.url().includes("/api/l/activity/judge/score"));
    await drawer.getByRole("button", { name: "提交评分" }).click();
    const res = await saved;
    const text = await res.text();
    expect(res.status(), text).toBe(200);
    expect(JSON.parse(text).success, text).toBe(true);
    const done = page.locator("tr.ant-table-row", { hasText: title });
    await expect.poll(async () => (await done.first().textContent()) ?? "").toContain("已提交");
    await screenshot(page, "activity-expert-judging");
    expect(s.errors).toEqual([]);
  });

  it("the organiser sees judging progress and the award board", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/activity");
    await page.getByRole("link", { name: new RegExp(JUDGED) }).click();
    await page.waitForURL(/\/activity\/\d+\//);
    const id = /\/activity\/(\d+)\//.exec(page.url())?.[1];
    await page.goto(`/activity-editor/${id}/judges`);
    await page.getByText("评审进度").waitFor();
    await page.goto(`/activity-editor/${id}/awardSet`);
    await page.getByText(/件作品未完成评审/).waitFor();
    expect(await page.getByRole("button", { name: "公布结果" }).isDisabled()).toBe(true);
    await expectAccessible(page, "activity-award-set");
    await screenshot(page, "activity-award-set");
  });

  it("the finished contest ranks its second-round works first; the demo teacher's entry is a team", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/activity");
    await page.getByRole("link", { name: /\d{4}年教学技能比赛/ }).click();
    await page.waitForURL(/\/activity\/\d+\//);
    const id = /\/activity\/(\d+)\//.exec(page.url())?.[1];
    await page.goto(`/activity-editor/${id}/judges`);
    await page.getByText(/已开启：第一轮前3名/).waitFor();
    await screenshot(page, "activity-round2-judges");
    await page.goto(`/activity-editor/${id}/awardSet`);
    const rows = page.locator("tr.ant-table-row");
    await rows.first().waitFor();
    // Round-2 works (tagged 第二轮) come before every round-1-only work.
    const tagged = await rows.evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? "").includes("第二轮")));
    expect(tagged[0]).toBe(true);
    expect(tagged.indexOf(false)).toBeGreaterThan(0);
    expect(tagged.slice(tagged.indexOf(false)).includes(true)).toBe(false);

    const t = await suite.open();
    try {
      await login(t.page, "teacher");
      await t.page.goto("/user/activity");
      await t.page.getByText(/团队：张雨桐、/).waitFor();
      await expectAccessible(t.page, "activity-mine-team");
    } finally {
      await t.context.close();
    }
  });
});
