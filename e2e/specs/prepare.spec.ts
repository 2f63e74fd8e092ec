import type { PlanContent, PrepareDetail, PrepareItem } from "@otp/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { apiCall, apiSession, browserSuite, login, screenshot, waitForMessage } from "../support/browser";

const SECTION = "第五节 透镜（e2e）";
const LEADER_TEXT = "组长补充：凸透镜对光有会聚作用。";
const WRITER_TEXT = "负责人补充：凹透镜对光有发散作用。";
const OFFLINE_TEXT = "断网时补充：影子的形状与物体有关。";

/** Waits for the co-editor to be connected, then types at the end of the plan. */
async function typeInPlan(page: Page, text: string) {
  await page.getByTestId("collab-status").getByText("已连接").waitFor({ timeout: 20_000 });
  const editor = page.getByRole("textbox", { name: "教案内容" });
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  // One input event, as an input method commits a phrase (not a key per character).
  await page.keyboard.insertText(text);
}

describe("collective preparation: assign, co-edit, review, publish, preview", () => {
  const suite = browserSuite();

  it("the leader assigns a section, two teachers edit it at once, the leader approves and publishes, the student reads it", async () => {
    const api = await apiSession("supervisor");
    const prepare = (await apiCall<PrepareItem[]>(api, "/api/l/prepare/list")).find(
      (p) => p.groupName === "高一物理备课组",
    ) as PrepareItem;
    // The demo teacher is a member of the group (the leader is the supervisor).
    const teacherApi = await apiSession("teacher");
    const writerName = (await apiCall<{ realName: string }>(teacherApi, "/api/l/base/user/info")).realName;
    await teacherApi.dispose();

    // The leader assigns the section to the demo teacher from the personal centre.
    const leader = await suite.open();
    await login(leader.page, "supervisor");
    await leader.page.goto("/user/prepare-course-teacher");
    await leader.page.getByRole("button", { name: "分配章节" }).first().click();
    const dialog = leader.page.getByRole("dialog", { name: "分配章节" });
    await dialog.getByLabel("章节").fill(SECTION);
    await dialog.getByLabel("负责人").click();
    await leader.page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle(writerName).click();
    await dialog.getByLabel("截止时间").fill("2030-06-01 12:00");
    await dialog.getByLabel("截止时间").press("Enter");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await waitForMessage(leader.page, "已分配");
    await leader.page.getByRole("link", { name: SECTION }).waitFor();
    await screenshot(leader.page, "prepare-teacher-leader");
    await expectAccessible(leader.page, "prepare-teacher-leader");

    const plan = (await apiCall<PrepareDetail>(api, "/api/l/prepare/detail", { id: prepare.id })).plans.find(
      (p) => p.title === SECTION,
    );
    expect(plan).toBeDefined();
    const url = `/prepare-course-editor/${prepare.courseId}?prepare=${prepare.id}&plan=${plan?.id}`;

    // Both teachers open the plan in their own browser contexts and type at the same time.
    const writer = await suite.open();
    await login(writer.page, "teacher");
    await Promise.all([leader.page.goto(url), writer.page.goto(url)]);
    await Promise.all([typeInPlan(leader.page, LEADER_TEXT), typeInPlan(writer.page, WRITER_TEXT)]);
    for (const page of [leader.page, writer.page]) {
      const editor = page.getByRole("textbox", { name: "教案内容" });
      await expect.poll(() => editor.innerText(), { timeout: 15_000 }).toContain(LEADER_TEXT);
      await expect.poll(() => editor.innerText(), { timeout: 15_000 }).toContain(WRITER_TEXT);
    }
    await screenshot(writer.page, "prepare-editor-coedit");

    // The assignee submits; the leader approves and publishes to the students.
    await writer.page.getByRole("button", { name: "提交审核" }).click();
    await waitForMessage(writer.page, "已提交审核");
    await leader.page.reload();
    await leader.page.getByRole("button", { name: /通\s*过/ }).click();
    await waitForMessage(leader.page, "已通过");
    await leader.page.getByRole("button", { name: "发布给学生" }).click();
    await waitForMessage(leader.page, "已发布给学生");
    await api.dispose();

    // The student reads the material and marks it done.
    const student = await suite.open();
    await login(student.page, "student");
    await student.page.goto("/user/prepare-course-student");
    await student.page.getByText(SECTION).waitFor();
    await expectAccessible(student.page, "prepare-student-list");
    await student.page.goto(`/user/prepare-course-student/${prepare.courseId}`);
    const card = student.page.locator(".ant-card").filter({ hasText: SECTION });
    await card.getByText(WRITER_TEXT).waitFor();
    await card.getByText(LEADER_TEXT).waitFor();
    await card.getByRole("button", { name: "标记已完成" }).click();
    await waitForMessage(student.page, "已标记完成");
    await card.getByText("已完成").waitFor();
    await screenshot(student.page, "prepare-student-course");
    // Four browser contexts, three roles and a review round: 40 s on a quiet machine, 77 s on a
    // loaded CI machine (where the default 60 s cut it off mid-way).
  }, 150_000);

  it("a teacher keeps writing through a lost connection, comments on a passage and saves a version; the back office lists the preparation", async () => {
    const writer = await suite.open();
    await login(writer.page, "teacher");
    // The co-editing socket goes through a switch the test can turn off, as a lost network would.
    let offline = false;
    const sockets: { close(): Promise<void> }[] = [];
    await writer.page.routeWebSocket(/\/api\/ws\/prepare/, (ws) => {
      if (offline) return void ws.close();
      const server = ws.connectToServer();
      sockets.push({ close: async () => void (await Promise.all([ws.close(), server.close()])) });
    });
    await writer.page.goto("/user/prepare-course-teacher");
    await writer.page.getByRole("link", { name: "第一节 光的直线传播" }).click();
    const status = writer.page.getByTestId("collab-status");
    await status.getByText("已连接").waitFor({ timeout: 20_000 });

    // A lost connection: the editor says so, keeps the edit and sends it on reconnecting.
    offline = true;
    for (const s of sockets.splice(0)) await s.close();
    await status.getByText("重新连接中…").waitFor();
    await writer.page.getByRole("textbox", { name: "教案内容" }).click();
    await writer.page.keyboard.press("Control+End");
    await writer.page.keyboard.type(OFFLINE_TEXT);
    offline = false;
    await status.getByText("已连接").waitFor({ timeout: 30_000 });
    const leaderApi = await apiSession("supervisor");
    const planId = (
      await apiCall<PrepareDetail>(leaderApi, "/api/l/prepare/detail", {
        id: (await apiCall<PrepareItem[]>(leaderApi, "/api/l/prepare/list"))[0]?.id,
      })
    ).plans.find((p) => p.title === "第一节 光的直线传播")?.id;
    await expect
      .poll(async () =>
        JSON.stringify(await apiCall<PlanContent>(leaderApi, "/api/l/prepare/plan/content", { id: planId })),
      )
      .toContain(OFFLINE_TEXT);
    await leaderApi.dispose();

    // Select one paragraph and comment on it.
    await writer.page.getByRole("textbox", { name: "教案内容" }).getByText("知道光在同种").click();
    await writer.page.keyboard.press("End");
    await writer.page.keyboard.press("Shift+Home");
    await writer.page.locator(".plan-toolbar button", { hasText: "评论" }).click();
    const dialog = writer.page.getByRole("dialog", { name: "评论选中的文字" });
    await dialog.getByLabel("评论内容").fill("补充一个日常生活中的例子（e2e）");
    await dialog.getByRole("button", { name: /发\s*表/ }).click();
    await waitForMessage(writer.page, "已添加评论");
    const comment = writer.page.locator(".plan-comment").filter({ hasText: "补充一个日常生活中的例子（e2e）" });
    await comment.waitFor();
    // Clicking the quote selects the passage again.
    await writer.page.keyboard.press("Control+Home");
    await comment.locator(".plan-comment-quote").click();
    await expect
      .poll(() => writer.page.evaluate(() => String(window.getSelection())))
      .toContain("知道光在同种均匀介质中沿直线传播");
    await writer.page.getByRole("button", { name: "版本历史" }).click();
    const drawer = writer.page.locator(".ant-drawer");
    await drawer.getByLabel("版本说明").fill("加评论后（e2e）");
    await drawer.getByRole("button", { name: "保存版本" }).click();
    await waitForMessage(writer.page, "已保存版本");
    await drawer.getByText("加评论后（e2e）").waitFor();
    await writer.page.keyboard.press("Escape");
    await screenshot(writer.page, "prepare-editor-comment");

    const admin = await suite.open();
    await login(admin.page, "admin");
    await admin.page.goto("/admin/business/prepare-course");
    await admin.page.getByRole("cell", { name: "高一物理备课组" }).waitFor();
    await screenshot(admin.page, "prepare-admin");
  });
});
