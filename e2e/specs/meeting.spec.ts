import { type ChildProcess, spawn } from "node:child_process";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../fixtures/media";
import {
  apiCall,
  apiSession,
  browserSuite,
  closeSession,
  login,
  type Session,
  screenshot,
  waitForMessage,
} from "../support/browser";

const TEACHING = "示范课：《背影》中的父爱表达";

/** A classroom terminal: ffmpeg pushing a test pattern with a tone to the terminal's address. */
function push(url: string, pattern: string): ChildProcess {
  return spawn(
    ffmpegPath(),
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", `${pattern}=size=640x360:rate=15`],
      ...["-f", "lavfi", "-i", "sine=frequency=440", "-c:v", "libx264", "-preset", "ultrafast"],
      ...["-tune", "zerolatency", "-g", "15", "-c:a", "aac", "-f", "flv", url],
    ],
    { stdio: "ignore" },
  );
}

const timeOf = (page: Page, label: string) => page.getByLabel(label).evaluate((v: HTMLVideoElement) => v.currentTime);

describe("meeting: a host arranges a two-venue meeting, terminals push, a participant watches and scores", () => {
  const suite = browserSuite();
  let host: APIRequestContext;
  let admin: APIRequestContext;
  let s: Session | undefined;
  const pushers: ChildProcess[] = [];

  beforeAll(async () => {
    host = await apiSession("teacher");
    admin = await apiSession("admin");
  });
  afterEach(async (_ctx) => {
    for (const p of pushers) p.kill("SIGKILL");
  });
  afterAll(async () => {
    await host.dispose();
    await admin.dispose();
  });

  it("both venues play, the main venue switches, the evaluation lands in the summary", async () => {
    const seminars = await apiCall<{ list: { id: number; title: string }[] }>(host, "/api/c/research/seminar/list", {
      kind: "teaching",
      pageNo: 1,
      pageSize: 20,
    });
    const seminarId = seminars.list.find((x) => x.title === TEACHING)?.id as number;
    const places = await apiCall<{ id: number; name: string; ready: boolean }[]>(
      host,
      "/api/l/research/meeting/places",
      {},
    );
    const ready = places.filter((p) => p.ready);
    const [main, branch] = [ready[2], ready[3]] as { id: number; name: string }[];
    const title = `端到端会议${Date.now() % 10000}`;

    // 1. The host arranges the meeting in the editor (brief/new) — a place without a terminal is refused.
    s = await suite.open();
    await login(s.page, "teacher");
    await s.page.goto(`/network-seminar/${seminarId}/brief`);
    await s.page.getByRole("button", { name: "安排会议" }).click();
    await s.page.getByLabel("会议名称").fill(title);
    // The browser runs in Asia/Shanghai (UTC+8, no daylight saving): typed times are local there.
    const fmt = (at: Date) => {
      const d = new Date(at.getTime() + 8 * 3600_000);
      const p2 = (n: number) => String(n).padStart(2, "0");
      return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`;
    };
    const span = s.page.locator(".ant-picker-range input");
    // Typed into the range picker and confirmed with its 确定 (Enter would also submit the form).
    const ok = s.page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button");
    await span.first().click();
    await span.first().fill(fmt(new Date(Date.now() - 60_000)));
    await ok.click();
    await span.nth(1).fill(fmt(new Date(Date.now() + 3600_000)));
    await ok.click();
    const choose = async (label: string, option: string) => {
      await s?.page.getByLabel(label).click();
      // The newest open menu (the previous select's menu may still be closing).
      await s?.page
        .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: option })
        .last()
        .click();
      await s?.page.keyboard.press("Escape");
    };
    await choose("主会场", main?.name as string);
    await choose("分会场", branch?.name as string);
    await screenshot(s.page, "meeting-form");
    await s.page.getByRole("button", { name: "安排会议" }).click();
    await waitForMessage(s.page, /会议已安排/);
    await s.page.getByRole("link", { name: title }).waitFor();
    const list = await apiCall<{ id: number; title: string }[]>(host, "/api/c/research/meeting/list", {
      id: seminarId,
    });
    const id = list.find((m) => m.title === title)?.id as number;
    expect(id).toBeGreaterThan(0);
    await closeSession(s, { task: { name: "host" } } as never);

    // 2. The venues' terminals push to their own addresses (term-{id}?key=…).
    const terminals = await apiCall<{ list: { pushUrl: string; placeName: string | null }[] }>(
      admin,
      "/api/m/research/terminal/list",
      { pageNo: 1, pageSize: 50 },
    );
    for (const [k, v] of [main, branch].entries()) {
      const t = terminals.list.find((x) => x.placeName && v?.name.startsWith(x.placeName));
      expect(t?.pushUrl).toMatch(/\/term-\d+\?key=/);
      pushers.push(
        push((t?.pushUrl as string).replace(/rtmp:\/\/[^:/]+/, "rtmp://127.0.0.1"), k ? "smptebars" : "testsrc2"),
      );
    }

    // 3. A participant opens the meeting page: both venues play.
    s = await suite.open();
    const { page } = s;
    await login(page, "t001");
    await expect
      .poll(
        async () =>
          (await apiCall<{ venues: { state: string }[] }>(host, "/api/c/meeting/detail", { id })).venues
            .map((v) => v.state)
            .join(),
        { timeout: 30_000, interval: 1000 },
      )
      .toBe("online,online");
    await page.goto(`/teaching/meeting/${id}`);
    const mainLabel = `${main?.name} 直播画面`;
    const branchLabel = `${branch?.name} 直播画面`;
    await page.getByLabel(mainLabel).waitFor();
    await page.getByLabel(branchLabel).waitFor();
    for (const label of [mainLabel, branchLabel]) {
      await expect.poll(() => timeOf(page, label), { timeout: 20_000 }).toBeGreaterThan(1);
      const t0 = await timeOf(page, label);
      await expect.poll(() => timeOf(page, label), { timeout: 10_000 }).toBeGreaterThan(t0 + 0.5);
    }
    await screenshot(page, "meeting-live");

    // 4. Switching the main venue.
    const branchName = branch?.name.replace(/（.*$/, "") as string;
    await page.getByRole("button", { name: `切换主画面到${branchName}` }).click();
    await page.locator(".mt-main", { hasText: branchName }).waitFor();
    await expect.poll(() => timeOf(page, branchLabel), { timeout: 10_000 }).toBeGreaterThan(1);
    await screenshot(page, "meeting-switched");

    // 5. The participant scores the lesson with the seminar's standard.
    const form = page.locator(".lc-eval");
    const inputs = form.locator("input.ant-input-number-input");
    const count = await inputs.count();
    if (count) {
      for (let i = 0; i < count; i++) await inputs.nth(i).fill("8");
    } else {
      const selects = form.getByRole("combobox");
      for (let i = 0; i < (await selects.count()); i++) {
        await selects.nth(i).click();
        await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
      }
    }
    await form.getByLabel("评语").fill("两个会场配合顺畅，学生参与度高。");
    await form.getByRole("button", { name: "提交评价" }).click();
    await waitForMessage(page, /评价已提交/);
    await page.getByText(/您已评价/).waitFor();

    // 6. The summary shows the attendance and the evaluation.
    await page.goto(`/teaching/detail/${seminarId}`);
    await page.getByRole("tab", { name: "总结" }).click();
    const row = page.locator("tr", { hasText: title });
    await row.waitFor();
    // Attendance lists the participant (the host's own visits while live count too); one evaluation.
    await expect.poll(async () => (await row.locator("td").nth(2).textContent()) ?? "").toMatch(/赵桂萍/);
    expect(await row.locator("td").nth(3).textContent()).toBe("1");
    await screenshot(page, "meeting-summary");
  }, 240_000);
});
