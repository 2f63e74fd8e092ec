import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../test/expect.js";
import { startTestApp, type TestApp } from "../test/harness.js";

// The patrol wall wired to the real live module (the supervision tests use a fake port).
let t: TestApp;
let supervisor: string;
let teacher: string;
let student: string;

beforeAll(async () => {
  t = await startTestApp();
  [supervisor, teacher, student] = await Promise.all([t.login("supervisor"), t.login("teacher"), t.login("student")]);
});
afterAll(() => t.close());

type Room = { id: number; title: string; teacherName: string; streams: { name: string; url: string }[] };

describe("patrol wall from the live module", () => {
  it("lists a classroom live now with a play address signed for the patroller, and leaves secret lives off", async () => {
    const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const save = async (body: Record<string, unknown>) =>
      ok<{ id: number }>(
        await t.call("/api/l/live/save", { startTime: at(1), endTime: at(2), ...body }, { as: teacher }),
      ).id;
    const open = await save({ name: "巡课可见的直播" });
    const secret = await save({ name: "密码直播", access: 2, password: "abc123" });
    await t.services.lives.editor.markLive(open);
    await t.services.lives.editor.markLive(secret);

    const wall = ok<Room[]>(await t.call("/api/l/supervise/patrol/wall", {}, { as: supervisor }));
    const room = wall.find((r) => r.id === open);
    expect(room?.title).toBe("巡课可见的直播");
    expect(room?.streams[0]?.url).toMatch(new RegExp(`live-${open}-teacher\\.flv\\?token=`));
    expect(wall.some((r) => r.id === secret)).toBe(false);

    const one = ok<Room>(await t.call("/api/l/supervise/patrol/classroom", { id: open }, { as: supervisor }));
    expect(one.streams).toHaveLength(1);
    expect((await t.call("/api/l/supervise/patrol/wall", {}, { as: student })).statusCode).toBe(403);
  });
});
