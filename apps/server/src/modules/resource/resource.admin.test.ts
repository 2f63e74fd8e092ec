import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { expectNoSession, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource, setResourceAudit } from "./resource.fixtures.js";

let t: TestApp;
let admin: string;
let auditor: string;
let teacher: string;
let student: string;

type Page<T> = { list: T[]; count: number };
type Item = { id: number; kind: number; status: number; ownerType: string; rejectReason: string | null };
type Settings = { course: boolean; resource: Record<string, boolean> };

beforeAll(async () => {
  t = await startTestApp();
  [admin, auditor, teacher, student] = await Promise.all([
    t.login("admin"),
    t.login("auditor"),
    t.login("teacher"),
    t.login("student"),
  ]);
});
afterAll(() => t.close());

/** A draft of `kind` owned by `account`. */
async function draft(as: string, account: string, kind: number, name = `资源${kind}`) {
  const fileId = await fileOf(t, account, "document", `${name}.pdf`, BYTES.pdf());
  return saveResource(t, as, { name, kind, type: "DOCUMENT", files: [{ fileId }] });
}

describe("audit settings", () => {
  it("default to auditing everything and are saved per kind", async () => {
    const detail = await t.call("/api/m/audit/setting/detail", {}, { as: auditor });
    expect(body<Settings>(detail).data).toEqual({
      course: true,
      resource: { "1": true, "2": true, "3": true, "4": true, "5": true, "6": true, "7": true },
    });
    const saved = await t.call(
      "/api/m/audit/setting/save",
      { course: false, resource: { "1": true, "2": true, "3": true, "4": true, "5": true, "6": false, "7": true } },
      { as: auditor },
    );
    expect(body<Settings>(saved).data.resource["6"]).toBe(false);
    expect(body<Settings>(saved).data.course).toBe(false);
    expect(await t.services.auditSwitches.required(6)).toBe(false);
    expect(await t.services.auditSwitches.required(5)).toBe(true);
    expect(await t.services.auditSwitches.required("course")).toBe(false);

    // The switch decides what a submit does.
    const six = await draft(teacher, "teacher", 6);
    const five = await draft(teacher, "teacher", 5);
    expect(body(await t.call("/api/l/resource/submit", { id: six }, { as: teacher })).data).toEqual({ status: 2 });
    expect(body(await t.call("/api/l/resource/submit", { id: five }, { as: teacher })).data).toEqual({ status: 1 });
    await setResourceAudit(t, admin, true);
  });

  it("merge a partial save: kinds left out keep their switch", async () => {
    await setResourceAudit(t, admin, true);
    const partial = await t.call(
      "/api/m/audit/setting/save",
      { course: true, resource: { "3": false } },
      { as: auditor },
    );
    expect(partial.statusCode, partial.body).toBe(200);
    expect(body<Settings>(partial).data.resource).toEqual({
      "1": true,
      "2": true,
      "3": false,
      "4": true,
      "5": true,
      "6": true,
      "7": true,
    });
    const none = await t.call("/api/m/audit/setting/save", { course: false, resource: {} }, { as: auditor });
    expect(body<Settings>(none).data).toMatchObject({ course: false, resource: { "3": false, "4": true } });
    await setResourceAudit(t, admin, true);
  });

  it("reject bad input, no session and other roles", async () => {
    const bad = await t.call("/api/m/audit/setting/save", { course: "yes", resource: {} }, { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe("参数 course：课程审核开关必须是布尔值");
    const badKind = await t.call("/api/m/audit/setting/save", { course: true, resource: { "9": true } }, { as: admin });
    expect(badKind.statusCode).toBe(400);
    expect(body(badKind).msg).toMatch(/^参数 resource/);
    for (const url of ["/api/m/audit/setting/detail", "/api/m/audit/setting/save"]) {
      expectNoSession(await t.call(url, {}));
      expect((await t.call(url, {}, { as: teacher })).statusCode).toBe(403);
      expect((await t.call(url, {}, { as: student })).statusCode).toBe(403);
    }
  });
});

describe("resource audit", () => {
  it("approves and rejects pending resources, telling the owner with the reason", async () => {
    const a = await draft(teacher, "teacher", 2, "待审核甲");
    const b = await draft(teacher, "teacher", 2, "待审核乙");
    const c = await draft(teacher, "teacher", 2, "还是草稿");
    await t.call("/api/l/resource/submit", { id: a }, { as: teacher });
    await t.call("/api/l/resource/submit", { id: b }, { as: teacher });

    const queue = body<Page<Item>>(await t.call("/api/m/audit/resource/list", {}, { as: auditor })).data;
    expect(queue.list.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
    expect(queue.list.map((r) => r.id)).not.toContain(c);
    expect(queue.list.every((r) => r.status === 1)).toBe(true);
    const drafts = body<Page<Item>>(await t.call("/api/m/audit/resource/list", { status: 0 }, { as: auditor })).data;
    expect(drafts.list.map((r) => r.id)).toContain(c);
    expect(
      body<Page<Item>>(await t.call("/api/m/audit/resource/list", { kind: 3 }, { as: auditor })).data.list.map(
        (r) => r.id,
      ),
    ).not.toContain(a);
    expect(
      body<Page<Item>>(
        await t.call("/api/m/audit/resource/list", { keyword: "待审核甲" }, { as: auditor }),
      ).data.list.map((r) => r.id),
    ).toEqual([a]);

    const noReason = await t.call("/api/m/audit/resource/decide", { ids: [b], pass: false }, { as: auditor });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).msg).toBe("参数 reason：请填写驳回理由");
    expect((await t.call("/api/m/audit/resource/decide", { ids: [], pass: true }, { as: auditor })).statusCode).toBe(
      400,
    );

    expect(body(await t.call("/api/m/audit/resource/decide", { ids: [a], pass: true }, { as: auditor })).data).toEqual({
      count: 1,
    });
    const notPending = await t.call(
      "/api/m/audit/resource/decide",
      { ids: [b, c], pass: false, reason: "画面不清晰" },
      { as: auditor },
    );
    expect(notPending.statusCode).toBe(400);
    expect(body(notPending).msg).toBe("资源「还是草稿」不是待审核状态");
    expect(
      (await t.call("/api/m/audit/resource/decide", { ids: [b, 999999], pass: true }, { as: auditor })).statusCode,
    ).toBe(404);
    expect(
      body(
        await t.call("/api/m/audit/resource/decide", { ids: [b], pass: false, reason: "画面不清晰" }, { as: auditor }),
      ).data,
    ).toEqual({ count: 1 });
    // Already decided: refused, nothing changes.
    expect(
      (await t.call("/api/m/audit/resource/decide", { ids: [a], pass: false, reason: "x" }, { as: auditor }))
        .statusCode,
    ).toBe(400);

    const da = body<{ status: number }>(await t.call("/api/c/resource/detail", { id: a }, { as: student })).data;
    expect(da.status).toBe(2);
    const db = body<{ status: number; rejectReason: string | null }>(
      await t.call("/api/c/resource/detail", { id: b }, { as: teacher }),
    ).data;
    expect(db).toMatchObject({ status: 3, rejectReason: "画面不清晰" });
    expect((await t.call("/api/c/resource/detail", { id: b }, { as: student })).statusCode).toBe(403);
    const mine = body<Page<Item>>(await t.call("/api/l/resource/my/list", { status: 3 }, { as: teacher })).data;
    expect(mine.list.find((r) => r.id === b)?.rejectReason).toBe("画面不清晰");

    const notices = body<Page<{ title: string; content: string }>>(
      await t.call("/api/l/base/notice/list", {}, { as: teacher }),
    ).data.list;
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining(["资源审核通过", "资源审核未通过"]));
    expect(notices.find((n) => n.title === "资源审核未通过")?.content).toContain("画面不清晰");

    // Resubmitting a rejected resource clears the reason and queues it again.
    expect(body(await t.call("/api/l/resource/submit", { id: b }, { as: teacher })).data).toEqual({ status: 1 });
    expect(
      body<{ rejectReason: string | null }>(await t.call("/api/c/resource/detail", { id: b }, { as: teacher })).data
        .rejectReason,
    ).toBeNull();
  });

  it("stands when telling the owner fails: the approval is committed, reported as done, and the failure logged", async () => {
    const id = await draft(teacher, "teacher", 2, "通知失败也发布");
    ok(await t.call("/api/l/resource/submit", { id }, { as: teacher }));
    const notify = vi.spyOn(t.services.notices, "notify").mockRejectedValueOnce(new Error("notice store down"));
    // The route hands the request's log to the workflow (a disabled logger in tests, shared by requests).
    const logged = vi.spyOn(t.app.log, "error").mockImplementation(() => {});
    try {
      const decided = await t.call("/api/m/audit/resource/decide", { ids: [id], pass: true }, { as: auditor });
      expect(ok(decided)).toEqual({ count: 1 });
      expect(notify).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining(String(id)));
    } finally {
      notify.mockRestore();
      logged.mockRestore();
    }
    expect(ok<{ status: number }>(await t.call("/api/c/resource/detail", { id }, { as: student })).status).toBe(2);
    // Deciding again is refused: the first decision did happen.
    const again = await t.call("/api/m/audit/resource/decide", { ids: [id], pass: true }, { as: auditor });
    expect(again.statusCode).toBe(400);
  });

  it("is for auditors only", async () => {
    for (const url of ["/api/m/audit/resource/list", "/api/m/audit/resource/decide"]) {
      expectNoSession(await t.call(url, {}));
      expect((await t.call(url, { ids: [1], pass: true }, { as: teacher })).statusCode).toBe(403);
      expect((await t.call(url, { ids: [1], pass: true }, { as: student })).statusCode).toBe(403);
    }
    expect((await t.call("/api/m/audit/resource/list", { status: 9 }, { as: auditor })).statusCode).toBe(400);
  });
});

describe("admin business resource screens", () => {
  it("business.resource lists and deletes every kind", async () => {
    const a = await draft(teacher, "teacher", 1);
    const s = await draft(student, "student", 4, "学生作品");
    const all = body<Page<Item>>(await t.call("/api/m/business/resource/list", { pageSize: 100 }, { as: admin })).data;
    expect(all.list.map((r) => r.id)).toEqual(expect.arrayContaining([a, s]));
    const students = body<Page<Item>>(
      await t.call("/api/m/business/resource/list", { ownerType: "student" }, { as: admin }),
    ).data;
    expect(students.list.map((r) => r.id)).toEqual([s]);
    expect(students.list[0]?.ownerType).toBe("student");
    expect(body(await t.call("/api/m/business/resource/delete", { ids: [a, s] }, { as: admin })).data).toEqual({
      count: 2,
    });
    expect((await t.call("/api/m/business/resource/delete", { ids: [a] }, { as: admin })).statusCode).toBe(404);
    expect((await t.call("/api/m/business/resource/delete", { ids: [] }, { as: admin })).statusCode).toBe(400);
    expect((await t.call("/api/m/business/resource/list", { ownerType: "guest" }, { as: admin })).statusCode).toBe(400);
  });

  it("business.resourceN sees kind N only", async () => {
    const two = await draft(teacher, "teacher", 2, "微课甲");
    const three = await draft(teacher, "teacher", 3, "课件甲");
    const micro = await userWithScreens(t, admin, "micro2", ["business.resource2"]);
    const list = body<Page<Item>>(await t.call("/api/m/business/resource/list", { pageSize: 100 }, { as: micro })).data;
    expect(list.list.map((r) => r.id)).toContain(two);
    expect(list.list.every((r) => r.kind === 2)).toBe(true);
    expect(body<Page<Item>>(await t.call("/api/m/business/resource/list", { kind: 2 }, { as: micro })).data.count).toBe(
      list.count,
    );
    const other = await t.call("/api/m/business/resource/list", { kind: 3 }, { as: micro });
    expect(other.statusCode).toBe(403);
    expect(body(other).msg).toBe("没有管理该类别资源的权限");
    expect((await t.call("/api/m/business/resource/delete", { ids: [three] }, { as: micro })).statusCode).toBe(403);
    expect((await t.call("/api/m/business/resource/delete", { ids: [two, three] }, { as: micro })).statusCode).toBe(
      403,
    );
    expect((await t.call("/api/m/business/resource/delete", { ids: [two] }, { as: micro })).statusCode).toBe(200);
    expect((await t.call("/api/c/resource/detail", { id: three }, { as: teacher })).statusCode).toBe(200);
  });

  it("business.resourceStudent sees resources of student users only", async () => {
    const byStudent = await draft(student, "student", 3, "学生课件");
    const byTeacher = await draft(teacher, "teacher", 3, "教师课件");
    const keeper = await userWithScreens(t, admin, "keeper6", ["business.resourceStudent"]);
    const list = body<Page<Item>>(
      await t.call("/api/m/business/resource/list", { pageSize: 100 }, { as: keeper }),
    ).data;
    expect(list.list.map((r) => r.id)).toContain(byStudent);
    expect(list.list.every((r) => r.ownerType === "student")).toBe(true);
    expect(
      body<Page<Item>>(await t.call("/api/m/business/resource/list", { kind: 3 }, { as: keeper })).data.list.map(
        (r) => r.id,
      ),
    ).toContain(byStudent);
    expect((await t.call("/api/m/business/resource/list", { ownerType: "teacher" }, { as: keeper })).statusCode).toBe(
      403,
    );
    // The screen also opens drafts of student resources for review.
    expect((await t.call("/api/c/resource/detail", { id: byStudent }, { as: keeper })).statusCode).toBe(200);
    expect((await t.call("/api/c/resource/detail", { id: byTeacher }, { as: keeper })).statusCode).toBe(403);
    expect((await t.call("/api/m/business/resource/delete", { ids: [byTeacher] }, { as: keeper })).statusCode).toBe(
      403,
    );
    expect((await t.call("/api/m/business/resource/delete", { ids: [byStudent] }, { as: keeper })).statusCode).toBe(
      200,
    );
  });

  it("refuses callers without a resource screen", async () => {
    for (const url of ["/api/m/business/resource/list", "/api/m/business/resource/delete"]) {
      expectNoSession(await t.call(url, { ids: [1] }));
      expect((await t.call(url, { ids: [1] }, { as: teacher })).statusCode).toBe(403);
      expect((await t.call(url, { ids: [1] }, { as: student })).statusCode).toBe(403);
    }
  });
});
