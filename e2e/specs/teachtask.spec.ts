import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/axe";
import { apiCall, apiSession, browserSuite, login, type Session, screenshot, waitForMessage } from "../support/browser";

const HEADER = ["星期", "节次", "开始时间", "结束时间", "课程", "班级", "教师账号", "地点", "起始周", "结束周"];
const LESSON = "物理拓展课（e2e）";

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("课程表");
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe("teaching tasks and the timetable", () => {
  const suite = browserSuite();
  let s: Session | undefined;

  it("an administrator imports a timetable (a bad file shows its rows, then a good one) and the teacher sees it", async () => {
    const api = await apiSession("admin");
    const classes = await apiCall<{ id: number; name: string }[]>(api, "/api/kv/class/list");
    await api.dispose();
    // A class the demo timetable leaves empty, so the import replaces nothing the other journeys use.
    const className = classes[classes.length - 1]?.name ?? "";
    s = await suite.open();
    let page = s.page;
    await login(page, "admin");
    await page.goto("/user/curriculum");
    await page.getByRole("button", { name: "下载模板" }).waitFor();
    const upload = page.locator("input[type=file]");
    await upload.setInputFiles({
      name: "课表-有错误.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await workbook([
        ["周六", 1, "08:00", "08:45", LESSON, className, "teacher", "实验楼", 1, 20],
        ["周八", 2, "09:00", "08:00", "", "没有这个班", "nobody", "", 1, 20],
      ]),
    });
    const dialog = page.getByRole("dialog", { name: "导入失败" });
    await dialog.getByText("第3行：星期“周八”无效").waitFor();
    // Row 2 is valid, yet nothing is imported while row 3 is wrong.
    await dialog.getByText(/共1行有误，未导入任何内容/).waitFor();
    await screenshot(page, "curriculum-import-errors");
    await dialog.getByRole("button", { name: /确\s*定|OK/ }).click();
    await expect(page.getByRole("cell", { name: LESSON }).count()).resolves.toBe(0);

    await upload.setInputFiles({
      name: "课表.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await workbook([["周六", 1, "08:00", "08:45", LESSON, className, "teacher", "实验楼", 1, 30]]),
    });
    await waitForMessage(page, /已导入1节课/);
    await page.getByRole("cell", { name: LESSON }).waitFor();
    await screenshot(page, "curriculum");
    await expectAccessible(page, "curriculum");
    await s.context.close();

    s = await suite.open();
    page = s.page;
    await login(page, "teacher");
    await page.goto("/user/timetable");
    const grid = page.getByRole("table", { name: "周课表" });
    await grid.getByText(LESSON).waitFor();
    await grid.getByText(className).first().waitFor();
    await screenshot(page, "timetable-teacher");
    await expectAccessible(page, "timetable-teacher");
  });

  it("a teacher hands in a free task item and the manager confirms it", async () => {
    const api = await apiSession("teacher");
    const mine = await apiCall<{ list: { id: number; title: string; items: { id: number; kind: string }[] }[] }>(
      api,
      "/api/l/teach-task/mine",
      { pageSize: 100 },
    );
    const me = await apiCall<{ realName: string }>(api, "/api/l/base/user/info");
    await api.dispose();
    const task = mine.list.find((t) => t.title === "学期末教学资料归档");
    expect(task).toBeTruthy();

    s = await suite.open();
    let page = s.page;
    await login(page, "teacher");
    await page.goto("/user/task");
    await page.getByRole("link", { name: "学期末教学资料归档" }).click();
    await page.getByLabel("完成说明").fill("本学期教学总结：完成教学计划，学生成绩稳步提升。");
    await page.getByRole("button", { name: /提交材料/ }).click();
    await waitForMessage(page, "已提交，等待确认");
    await page.getByText("待确认").first().waitFor();
    await screenshot(page, "task-item-teacher");
    await expectAccessible(page, "task-item-teacher");
    await s.context.close();

    s = await suite.open();
    page = s.page;
    await login(page, "admin");
    await page.goto(`/user/task/activity?id=${task?.id}`);
    const row = page.getByRole("row", { name: new RegExp(me.realName) });
    await row.getByText("待确认").waitFor();
    await row.getByText("确认", { exact: true }).click();
    await waitForMessage(page, "已确认");
    await row.getByText("已完成").first().waitFor();
    await screenshot(page, "task-progress-manager");
    await expectAccessible(page, "task-progress-manager");
  });
});
