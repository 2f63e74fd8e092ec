import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import {
  apiCall,
  apiSession,
  browserSuite,
  login,
  type Session,
  screenshot,
  waitForMessage,
  waitForPath,
} from "../support/browser";

const TITLE = "浮力实验报告（e2e）";
/** A tiny PDF the student hands in. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe("assignments: set, hand in, review, recommend", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("a teacher sets an assignment, a student submits a file, the teacher scores and recommends it, the public page shows it", async () => {
    // The teacher sets the assignment for the demo student's class through the form.
    const api = await apiSession("student");
    const me = await apiCall<{ classId: number; className?: string }>(api, "/api/l/base/user/info");
    const classes = await apiCall<{ id: number; name: string }[]>(api, "/api/kv/class/list");
    const className = classes.find((c) => c.id === me.classId)?.name ?? "";
    await api.dispose();

    s = await suite.open();
    let page = s.page;
    await login(page, "teacher");
    await page.goto("/user/assignment");
    await page.getByRole("button", { name: "布置作业" }).click();
    const dialog = page.getByRole("dialog", { name: "布置作业" });
    await dialog.getByLabel("作业标题").fill(TITLE);
    await dialog.getByLabel("作业要求").fill("完成浮力实验，提交实验报告（PDF）。");
    await dialog.getByLabel("布置班级").click();
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle(className).click();
    // An attachment through the same chunked upload as students' files (the document button).
    await dialog
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: "实验要求.pdf", mimeType: "application/pdf", buffer: PDF });
    await dialog.locator(".ant-tag", { hasText: "实验要求.pdf" }).waitFor();
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    // Saving notifies the whole class: on the loaded CI machine it once took longer than the
    // default 15 s wait.
    await waitForMessage(page, "保存成功", 30_000);
    await page.getByRole("cell", { name: TITLE }).waitFor();
    await screenshot(page, "assignment-manage");
    await expectAccessible(page, "assignment-manage");
    await s.context.close();

    // The student hands in a PDF, agreeing to show it if it is recommended.
    s = await suite.open();
    page = s.page;
    await login(page, "student");
    await page.goto("/user/my-assignment");
    await page
      .getByRole("row", { name: new RegExp(TITLE) })
      .getByText("提交作业")
      .click();
    // The teacher's attachment is shown with the instructions.
    await page.locator(".ant-drawer").getByText("实验要求.pdf").waitFor();
    await page.getByLabel("作业内容").fill("实验数据与结论见附件。");
    await page
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: "浮力实验报告.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.locator(".ant-tag", { hasText: "浮力实验报告.pdf" }).waitFor();
    await page.getByRole("checkbox", { name: "同意被推荐为优秀作业后公开展示" }).check();
    await page.getByRole("button", { name: /^提\s*交$/ }).click();
    await waitForMessage(page, "提交成功");
    await screenshot(page, "assignment-submitted");
    await expectAccessible(page, "assignment-submitted");
    await s.context.close();

    // The teacher opens the submissions, previews the file, scores and recommends.
    s = await suite.open();
    page = s.page;
    await login(page, "teacher");
    await page.goto("/user/assignment");
    await page
      .getByRole("row", { name: new RegExp(TITLE) })
      .getByRole("link", { name: "批阅" })
      .click();
    await waitForPath(page, /^\/task\/res\/\d+$/);
    await page
      .getByRole("row", { name: /刘子涵/ })
      .getByRole("link", { name: "批阅" })
      .click();
    await waitForPath(page, /^\/task\/res1\/\d+$/);
    await page.getByRole("button", { name: "预览" }).first().click();
    await page.getByRole("dialog", { name: "浮力实验报告.pdf" }).waitFor();
    // Focus is inside the previewed document: close with the dialog's button.
    await page.locator(".ant-modal-close").click();
    await page.getByRole("dialog", { name: "浮力实验报告.pdf" }).waitFor({ state: "hidden" });
    await page.getByLabel("分数").fill("93");
    await page.getByLabel("评语").fill("数据完整，结论正确。");
    await page.getByRole("button", { name: "提交评分" }).click();
    await waitForMessage(page, "已保存评分");
    await page.getByRole("switch", { name: "推荐为优秀作业" }).click();
    await waitForMessage(page, "已推荐为优秀作业");
    await screenshot(page, "assignment-review");
    await expectAccessible(page, "assignment-review");
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await s.context.close();

    // Anyone sees the excellent work.
    s = await suite.open();
    page = s.page;
    await page.goto(`/task/recommend/${id}`);
    await page.getByText(`优秀作业 · ${TITLE}`).waitFor();
    expect(await page.getByText("得分 93").isVisible()).toBe(true);
    await screenshot(page, "assignment-recommend");
  });
});
