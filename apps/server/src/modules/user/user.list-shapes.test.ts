import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

/**
 * The user list is built once per filter shape and kept prepared (issue 16): the same shape with
 * other values, and neighbouring shapes, must answer exactly as a list built for the call does
 * (a keyword search is still built per call, so it is the reference here).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

type Row = { id: number; account: string; userType: string; status?: number; roles?: { id: number; name: string }[] };
const list = async (input: object, as: string | null = admin) =>
  ok<{ list: Row[]; count: number }>(await t.call("/api/c/base/user/list", input, { as }));

describe("user list shapes", () => {
  it("one shape serves every value of its filters", async () => {
    const teachers = await list({ userType: "teacher", pageSize: 100 });
    const students = await list({ userType: "student", pageSize: 100 });
    expect(teachers.list.every((u) => u.userType === "teacher")).toBe(true);
    expect(students.list.every((u) => u.userType === "student")).toBe(true);
    expect(students.count).toBe(201);
    expect(teachers.count).toBeLessThan(students.count);
    // And again, now from the kept statement.
    expect(await list({ userType: "teacher", pageSize: 100 })).toEqual(teachers);
  });

  it("answers as the statement built per call: rows, order and roles", async () => {
    // Each row as the keyword search (built per call) finds it by its account.
    const byShape = await list({ userType: "teacher", pageSize: 5, pageNo: 2 });
    expect(byShape.list).toHaveLength(5);
    for (const row of byShape.list) {
      const found = (await list({ keyword: row.account, pageSize: 100 })).list.find((u) => u.id === row.id);
      expect(found).toEqual(row);
    }
    const ids = byShape.list.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(byShape.list.every((u) => Array.isArray(u.roles) && u.roles.length > 0)).toBe(true);
  });

  it("flags that change the statement are kept apart (recommended order, falsy values)", async () => {
    const recommended = await list({ userType: "teacher", recommend: true }, null);
    const others = await list({ userType: "teacher", recommend: false, pageSize: 100 }, null);
    expect(recommended.count + others.count).toBe((await list({ userType: "teacher", pageSize: 1 }, null)).count);
    expect(recommended.list.map((u) => u.id).some((id) => others.list.some((o) => o.id === id))).toBe(false);
    const pending = await list({ status: 2 });
    expect(pending.list.every((u) => u.status === 2)).toBe(true);
  });

  it("past the end still carries the total", async () => {
    expect(await list({ userType: "student", pageNo: 99, pageSize: 100 })).toEqual({ count: 201, list: [] });
  });
});
