import { readFile } from "node:fs/promises";
import { classroomEndpoints, type ResearchLessons, type ResearchScope } from "@otp/contract";
import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, browserSuite, login, screenshot, waitForNoSpinner } from "../support/browser";

/**
 * AI research (issue 26) as a school leader uses it, on demo lessons analysed by the real pipeline
 * in the background when the server starts (CLASSROOM_DEMO's `research` group: short lessons of
 * two teachers in two colleges, e2e/global-setup.ts): drill from a college down to one lesson's
 * report, compare three lessons, and export a term report as PDF and xlsx.
 */

const api = classroomEndpoints.research;
const LEADER = "supervisor";
const ANALYSIS_TIMEOUT = 20 * 60_000;

/** Waits until at least `n` lessons of the default term are analysed and returns them. */
async function analysedLessons(admin: APIRequestContext, n: number) {
  const deadline = Date.now() + ANALYSIS_TIMEOUT;
  for (;;) {
    const scope = await apiCall<ResearchScope>(admin, api.scope.path, {});
    const termId = scope.defaultTermId ?? undefined;
    const lessons = await apiCall<ResearchLessons>(admin, api.lessons.path, { pageNo: 1, pageSize: 50, termId });
    if (lessons.count >= n && scope.pending === 0) return { termId, lessons: lessons.list };
    if (Date.now() > deadline) throw new Error(`only ${lessons.count} lessons analysed in time`);
    await new Promise((r) => setTimeout(r, 5000));
  }
}

describe("AI research: a leader reads across lessons", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let termId: number | undefined;
  let lessons: ResearchLessons["list"];

  beforeAll(async () => {
    admin = await apiSession("admin");
    ({ termId, lessons } = await analysedLessons(admin, 3));
  }, ANALYSIS_TIMEOUT + 60_000);
  afterAll(async () => {
    await admin?.dispose();
  });

  it("drills from a college down to one lesson's report", async () => {
    const s = await suite.open();
    await login(s.page, LEADER);
    await s.page.goto(`/ai-research/multi/college?termId=${termId}`);
    // College → department → course → teacher: each level's first unit opens the next, once the
    // next level's own table (its heading names the level) has replaced the previous one.
    const LEVEL_NAMES: Record<string, string> = { department: "教研室", course: "课程", teacher: "教师" };
    await s.page.getByText("各学院指标").first().waitFor();
    for (const next of ["department", "course", "teacher"]) {
      await s.page.locator(".ca-research-drill").first().click();
      await s.page.waitForURL(new RegExp(`multi/${next}`));
      await s.page.getByText(`各${LEVEL_NAMES[next]}指标`).first().waitFor();
      await waitForNoSpinner(s.page);
    }
    await screenshot(s.page, "ai-research-teacher-level");
    await s.page.locator(".ca-research-drill").first().click();
    const lesson = s.page.locator('a[href^="/class-ai-analysis/class-analysis?id="]').first();
    await lesson.waitFor();
    const title = (await lesson.textContent())?.trim() ?? "";
    expect(lessons.map((l) => l.title)).toContain(title);
    await lesson.click();
    await s.page.waitForURL(/\/class-ai-analysis\/class-analysis\?id=\d+/);
    await s.page.getByText(title).first().waitFor();
  });

  it("compares three lessons, with the differences in words", async () => {
    const s = await suite.open();
    await login(s.page, LEADER);
    const ids = lessons.slice(0, 3).map((l) => l.id);
    await s.page.goto(`/ai-research/compare/three?kind=lesson&ids=${ids.join(",")}`);
    await s.page.getByText("差异说明").first().waitFor();
    for (const l of lessons.slice(0, 3))
      await expect(s.page.getByText(l.title).first().isVisible()).resolves.toBe(true);
    await screenshot(s.page, "ai-research-compare-three");
  });

  it("exports a teacher's term report as PDF and xlsx", async () => {
    const s = await suite.open();
    await login(s.page, LEADER);
    const teacherId = lessons[0]?.teacherId;
    await s.page.goto(`/historical-data/report?unit=teacher&unitId=${teacherId}&termId=${termId}`);
    await s.page.getByText("学期报告").first().waitFor();
    await waitForNoSpinner(s.page);
    const [pdf] = await Promise.all([
      s.page.waitForEvent("download"),
      s.page.getByRole("button", { name: "导出PDF" }).click(),
    ]);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");
    const [xlsx] = await Promise.all([
      s.page.waitForEvent("download"),
      s.page.getByRole("button", { name: "导出Excel" }).click(),
    ]);
    expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe("PK");
    await screenshot(s.page, "ai-research-term-report");
  });
});
