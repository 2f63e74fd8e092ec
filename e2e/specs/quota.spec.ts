import type { APIRequestContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, browserSuite, login, type Session, screenshot, waitForMessage } from "../support/browser";

/** The student role (built in). */
const STUDENT_ROLE = "学生";
/** A small PNG (1×1). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("storage quota: the administrator sets a role's quota, a student sees it and is held to it", () => {
  const suite = browserSuite();
  let admin: APIRequestContext;
  let s: Session;
  let studentRoleId = 0;
  let quotaBefore: number | null = null;

  beforeAll(async () => {
    admin = await apiSession("admin");
    const roles = await apiCall<{ id: number; name: string; storageQuotaMb: number | null }[]>(
      admin,
      "/api/m/base/role/list",
    );
    const role = roles.find((r) => r.name === STUDENT_ROLE);
    studentRoleId = role?.id ?? 0;
    quotaBefore = role?.storageQuotaMb ?? null;
  });
  afterAll(async () => {
    await apiCall(admin, "/api/m/base/role/save", {
      id: studentRoleId,
      name: STUDENT_ROLE,
      storageQuotaMb: quotaBefore,
    }).catch(() => null);
    await admin.dispose();
  });

  it("role form → quota 0 → the student's personal page shows it and a new avatar is refused", async () => {
    s = await suite.open();
    const { page } = s;
    await login(page, "admin");
    await page.goto("/admin/system/permission");
    const item = page.locator(".ant-list-item", { hasText: STUDENT_ROLE }).first();
    await item.getByText("存储 2 GB").waitFor();
    await item.getByText("编辑").click();
    const dialog = page.getByRole("dialog");
    const quota = dialog.getByLabel("存储配额（MB）");
    await quota.fill("0");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await waitForMessage(page, "保存成功");
    await item.getByText("存储 0 B").waitFor();
    await s.context.close();

    s = await suite.open();
    const student = s.page;
    await login(student, "s0050");
    await student.goto("/user/personal-information");
    await student.getByText(/已用 .* \/ 共 0 B/).waitFor();
    await student.locator("input[type=file]").setInputFiles({ name: "头像.png", mimeType: "image/png", buffer: PNG });
    await waitForMessage(student, /存储空间不足：您的存储配额为0/);
    await screenshot(student, "quota-refused");
    expect(s.errors).toEqual([]);
  });
});
