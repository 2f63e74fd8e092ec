import type { RoleItem, StorageUsage } from "@otp/contract";
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoPng } from "../../seed/png.js";
import { checkEndpoint, expectNoSession, expectThrottled, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { initUpload, upload } from "../media/media.fixtures.js";

/**
 * Security finding 5: a storage quota per role (the largest of a user's roles), refused with a
 * 413 naming it; uploads per hour; the personal centre's used/quota.
 */
let t: TestApp;
let admin: string;
let student: string;

const MB = 1024 * 1024;
const STUDENT_ROLE = 7;

beforeAll(async () => {
  t = await startTestApp();
  [admin, student] = await Promise.all([t.login("admin"), t.login("s0020")]);
});
afterAll(() => t.close());

const usage = async (as: string) => ok<StorageUsage>(await t.call("/api/l/file/quota", {}, { as }));
const setStudentQuota = async (mb: number | null) =>
  ok(await t.call("/api/m/base/role/save", { id: STUDENT_ROLE, name: "学生", storageQuotaMb: mb }, { as: admin }));

function picture(as: string, bytes: Buffer) {
  const boundary = "----otpboundary";
  return t.app.inject({
    method: "POST",
    url: "/api/l/file/upload",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      cookie: `${TOKEN_NAME}=${as}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe("storage quota", () => {
  it("the role list and save carry the quota; bad values name the field", async () => {
    const roles = ok<RoleItem[]>(await t.call("/api/m/base/role/list", {}, { as: admin }));
    expect(roles.find((r) => r.id === STUDENT_ROLE)?.storageQuotaMb).toBe(2048);
    expect(roles.find((r) => r.id === 1)?.storageQuotaMb).toBeNull();
    await checkEndpoint(t, {
      url: "/api/m/base/role/save",
      body: { id: STUDENT_ROLE, name: "学生", storageQuotaMb: 2048 },
      as: admin,
      bad: { body: { id: STUDENT_ROLE, name: "学生", storageQuotaMb: -1 }, field: "storageQuotaMb" },
      wrongRole: student,
    });
    // An edit that does not mention the quota keeps it.
    ok(await t.call("/api/m/base/role/save", { id: STUDENT_ROLE, name: "学生" }, { as: admin }));
    const again = ok<RoleItem[]>(await t.call("/api/m/base/role/list", {}, { as: admin }));
    expect(again.find((r) => r.id === STUDENT_ROLE)?.storageQuotaMb).toBe(2048);
  });

  it("the personal centre reads the caller's use against their quota", async () => {
    expectNoSession(await t.call("/api/l/file/quota"));
    const before = await usage(student);
    expect(before).toEqual({ usedBytes: 0, quotaBytes: 2048 * MB });
    const file = await upload(t, student, "document", "笔记.txt", Buffer.from("学习笔记\n".repeat(100)));
    expect((await usage(student)).usedBytes).toBe(file.size);
    expect((await usage(admin)).quotaBytes).toBeNull();
  });

  it("refuses an upload that would not fit with a 413 naming the quota", async () => {
    await setStudentQuota(1);
    const res = await t.call(
      "/api/l/upload/init",
      { kind: "video", fileName: "大视频.mp4", size: 2 * MB },
      { as: student },
    );
    expect(res.statusCode, res.body).toBe(413);
    expect(body(res).msg).toMatch(/存储空间不足：您的存储配额为1MB/);
    // Unfinished uploads hold their size: two 600 KB uploads do not both fit in 1 MB.
    await initUpload(t, student, "document", "一.txt", 600 * 1024);
    const second = await t.call(
      "/api/l/upload/init",
      { kind: "document", fileName: "二.txt", size: 600 * 1024 },
      { as: student },
    );
    expect(second.statusCode).toBe(413);
    expect(body(second).msg).toContain("未完成的上传");
    // A picture that would not fit either.
    await setStudentQuota(0);
    const pic = await picture(student, logoPng(16));
    expect(pic.statusCode).toBe(413);
    expect(body(pic).msg).toContain("存储配额为0");
    // Another role's holder is not affected.
    expect((await picture(await t.login("t003"), logoPng(16))).statusCode).toBe(200);
    await setStudentQuota(2048);
    expect((await picture(student, logoPng(16))).statusCode).toBe(200);
  });

  it("limits upload starts per user per hour with a 429 naming the limit", async () => {
    const other = await t.login("s0021");
    const start = () =>
      t.call("/api/l/upload/init", { kind: "document", fileName: "同一个.txt", size: 1000 }, { as: other });
    for (let i = 0; i < 60; i++) expect((await start()).statusCode).toBe(200);
    const refused = await start();
    expectThrottled(refused);
    expect(body(refused).msg).toBe("上传过于频繁：每小时最多60次，请稍后再试");
  });
});
