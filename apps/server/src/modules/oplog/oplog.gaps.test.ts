import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoPng } from "../../seed/png.js";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";
import { upload } from "../media/media.fixtures.js";

/**
 * Security finding 9: course member, permission and brief changes, comment moderation, uploads
 * and self-registration are written to the operation log.
 */
let t: TestApp;
let admin: string;
let t001: string;

type Entry = { account: string; action: string; target: string; detail: Record<string, unknown> | null };

beforeAll(async () => {
  t = await startTestApp();
  [admin, t001] = await Promise.all([t.login("admin"), t.login("t001")]);
});
afterAll(() => t.close());

/** The newest log entry for a call, as the log screen lists it. */
async function lastEntry(target: string): Promise<Entry | undefined> {
  const page = ok<{ list: Entry[] }>(
    await t.call("/api/m/base/log/list", { category: "operation", keyword: target }, { as: admin }),
  );
  return page.list.find((e) => e.target === target);
}

describe("the operation log records", () => {
  it("course brief, member and permission changes", async () => {
    const { id: courseId } = await newCourse(t, t001, "日志检查的课");
    ok(await t.call("/api/l/course/brief/save", { courseId, name: "日志检查的课（修订）" }, { as: t001 }));
    const t002 = ok<{ list: { id: number; account: string }[] }>(
      await t.call("/api/c/base/user/list", { keyword: "t002", userType: "teacher" }, { as: admin }),
    ).list.find((u) => u.account === "t002")?.id as number;
    ok(await t.call("/api/l/course/member/save", { courseId, role: "assistant", userIds: [t002] }, { as: t001 }));
    ok(await t.call("/api/l/course/permission/save", { courseId, visibility: "school" }, { as: t001 }));

    expect(await lastEntry("/api/l/course/brief/save")).toMatchObject({
      account: "t001",
      action: "保存课程简介",
      detail: { courseId },
    });
    expect(await lastEntry("/api/l/course/member/save")).toMatchObject({
      account: "t001",
      action: "保存课程成员",
      detail: { courseId, role: "assistant", userIds: [t002] },
    });
    expect(await lastEntry("/api/l/course/permission/save")).toMatchObject({
      account: "t001",
      action: "保存课程权限",
      detail: { courseId, visibility: "school" },
    });
  });

  it("comment moderation, by the course's editor and by a comment manager", async () => {
    const { id: courseId } = await newCourse(t, t001, "评论日志的课");
    const one = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId, content: "一" }, { as: t001 }),
    );
    const two = ok<{ id: number }>(
      await t.call("/api/l/course/comment/save", { courseId, content: "二" }, { as: t001 }),
    );
    ok(await t.call("/api/l/course/comment/delete", { id: one.id }, { as: t001 }));
    ok(await t.call("/api/m/business/course/comment/delete", { ids: [two.id] }, { as: admin }));
    expect(await lastEntry("/api/l/course/comment/delete")).toMatchObject({
      account: "t001",
      action: "删除课程评论",
      detail: { id: one.id },
    });
    expect(await lastEntry("/api/m/business/course/comment/delete")).toMatchObject({
      account: "admin",
      action: "删除课程评论",
      detail: { ids: [two.id] },
    });
  });

  it("uploads: a picture and a chunked file, with the file's id", async () => {
    const boundary = "----otpboundary";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      logoPng(32),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const picture = ok<{ id: number }>(
      await t.app.inject({
        method: "POST",
        url: "/api/l/file/upload",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          cookie: `${TOKEN_NAME}=${t001}`,
        },
        payload,
      }),
    );
    expect(await lastEntry("/api/l/file/upload")).toMatchObject({
      account: "t001",
      action: "上传图片",
      detail: { resultId: picture.id },
    });
    const file = await upload(t, t001, "document", "说明.txt", Buffer.from("课堂说明：第一课。\n".repeat(20)));
    expect(await lastEntry("/api/l/upload/complete")).toMatchObject({
      account: "t001",
      action: "上传文件",
      detail: { resultId: file.id },
    });
  });

  it("self-registration, under the new account and without the password", async () => {
    ok(await t.call("/api/c/base/user/register", { account: "logreg01", realName: "注册日志", password: "Reg@20261" }));
    const entry = await lastEntry("/api/c/base/user/register");
    expect(entry).toMatchObject({ account: "logreg01", action: "用户注册", detail: { account: "logreg01" } });
    expect(entry?.detail?.password).toBe("***");
  });
});
