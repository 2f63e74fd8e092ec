import { readFile } from "node:fs/promises";
import { type AnalysisDetail, type AnalysisList, classroomEndpoints as api, type LessonCandidate } from "@otp/contract";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, browserSuite, login, screenshot } from "../support/browser";

/**
 * AI classroom analysis (issue 24) as a teacher uses it: a behaviour's peak on the timeline seeks
 * the video, FIAS coding by keyboard changes the matrix, the report exports as a PDF, and the
 * collage draws the detections. The lesson is the demo teacher's demo lesson (made from real
 * photos and analysed by the real pipeline in the background when the server starts); the spec
 * waits for its analysis. The demo photos show no raised hands, so the peak is the first
 * behaviour that has one (hand-raise, standing, then head-down).
 */

const KINDS = ["handUp", "standing", "headDown"] as const;
const peakOf = (d: AnalysisDetail) => {
  const b = d.measures?.behaviours;
  const kind = KINDS.find((k) => b && b[k].peakT !== null && b[k].peak > 0);
  return kind && b ? { kind, t: b[kind].peakT ?? 0 } : null;
};

const TEACHER = "teacher";
const ANALYSIS_TIMEOUT = 15 * 60_000;

async function analysedLesson(teacher: APIRequestContext): Promise<AnalysisDetail> {
  const deadline = Date.now() + ANALYSIS_TIMEOUT;
  let queued = false;
  for (;;) {
    const mine = await apiCall<AnalysisList>(teacher, api.list.path, { pageNo: 1, pageSize: 50, mine: true });
    for (const row of mine.list.filter((r) => r.status === "done")) {
      const d = await apiCall<AnalysisDetail>(teacher, api.detail.path, { id: row.id });
      if (peakOf(d)) return d;
    }
    const busy = mine.list.some((r) => r.status === "queued" || r.status === "running");
    if (!busy && !queued) {
      // Nothing analysed or under way: queue the shortest recording the teacher may analyse.
      const c = await apiCall<{ list: LessonCandidate[] }>(teacher, api.candidates.path, { pageNo: 1, pageSize: 50 });
      const shortest = [...c.list].filter((x) => x.status !== "done").sort((a, b) => a.duration - b.duration)[0];
      if (!shortest) throw new Error("the demo teacher has no recording with a behaviour peak to analyse");
      await apiCall(teacher, api.run.path, { resourceId: shortest.resourceId });
      queued = true;
    }
    if (Date.now() > deadline) throw new Error("no analysis with a behaviour peak finished in time");
    await new Promise((r) => setTimeout(r, 5000));
  }
}

const matrixCell = (page: Page, from: number, to: number) =>
  page
    .locator("table.ca-matrix")
    .evaluate((t: HTMLTableElement, [r, c]) => t.rows[r].cells[c].textContent ?? "", [from, to] as const);

describe("classroom analysis: a teacher reads an analysed lesson", () => {
  const suite = browserSuite();
  let teacher: APIRequestContext;
  let lesson: AnalysisDetail;

  beforeAll(async () => {
    teacher = await apiSession(TEACHER);
    lesson = await analysedLesson(teacher);
  }, ANALYSIS_TIMEOUT + 60_000);
  afterAll(async () => {
    await teacher?.dispose();
  });

  it("jumps the video to the hand-raise peak and codes 30 seconds of FIAS", async () => {
    const s = await suite.open();
    await login(s.page, TEACHER);
    await s.page.goto(`/class-ai-analysis/class-analysis?id=${lesson.id}`);
    const video = s.page.locator("video.ca-video");
    await video.waitFor();
    await video.evaluate((v: HTMLVideoElement) =>
      v.readyState >= 1 ? undefined : new Promise((r) => v.addEventListener("loadedmetadata", r, { once: true })),
    );
    const found = peakOf(lesson);
    if (!found) throw new Error("the analysed lesson has no behaviour peak");
    const peak = found.t;
    await s.page.locator(`.ca-mark[data-kind=${found.kind}]`).click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(peak - 0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(peak + 5);
    await screenshot(s.page, "classroom-lesson");

    // Code from the start: paused, each key codes the current 3 s and steps on (ten keys = 30 s).
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 0;
    });
    await expect.poll(() => s.page.locator(".ca-fias-slot").getAttribute("data-slot")).toBe("0");
    const before = Number((await matrixCell(s.page, 4, 4)) || 0);
    for (let i = 0; i < 10; i++) await s.page.keyboard.press("4");
    await expect.poll(async () => Number((await matrixCell(s.page, 4, 4)) || 0)).toBe(before + 9);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(30);
    await s.page.getByRole("button", { name: /保存编码/ }).click();
    await s.page.getByText("FIAS 编码已保存").waitFor();
    const saved = await apiCall<AnalysisDetail>(teacher, api.detail.path, { id: lesson.id });
    expect(saved.fias.codes.slice(0, 10)).toEqual(Array(10).fill(4));
  });

  it("exports the report as a PDF", async () => {
    const s = await suite.open();
    await login(s.page, TEACHER);
    await s.page.goto(`/ai-analyse1?id=${lesson.id}`);
    const [download] = await Promise.all([
      s.page.waitForEvent("download"),
      s.page.getByRole("button", { name: "导出PDF" }).click(),
    ]);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
    const res = await teacher.get(`${api.report.path}?id=${lesson.id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
  });

  it("draws the detections over the sampled frames", async () => {
    const s = await suite.open();
    await login(s.page, TEACHER);
    await s.page.goto(`/class-ai-analysis/class-analysis-collage?id=${lesson.id}`);
    await s.page.locator(".ca-frame").first().waitFor();
    const boxes = s.page.locator(".ca-frame-svg rect.ca-box-up, .ca-frame-svg rect.ca-box-down");
    await expect.poll(() => boxes.count()).toBeGreaterThan(0);
    const drawn = await boxes.first().evaluate((r: SVGRectElement) => r.getBBox().width > 0 && r.getBBox().height > 0);
    expect(drawn).toBe(true);
    await screenshot(s.page, "classroom-collage");
  });
});
