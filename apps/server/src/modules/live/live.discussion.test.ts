import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNotFound, expectThrottled, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let teacher: string;
let other: string;
let student: string;
let base: string;

type Message = { id: number; content: string; userName: string };
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.login("admin");
  [teacher, student] = await Promise.all([t.login("teacher"), t.login("student")]);
  other = await newTeacher(t, admin, "discussother");
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

async function live(input: Record<string, unknown> = {}) {
  return ok<{ id: number }>(
    await t.call(
      "/api/l/live/save",
      { name: "讨论区直播", startTime: at(60_000), endTime: at(3600_000), ...input },
      { as: teacher },
    ),
  ).id;
}

describe("the live discussion panel", () => {
  it("sends messages to everyone watching in real time (SSE) and lets the teacher hide one", async () => {
    const liveId = await live();
    const events: unknown[] = [];
    const controller = new AbortController();
    const res = await fetch(`${base}/api/c/live/message/stream?liveId=${liveId}`, {
      signal: controller.signal,
      headers: { cookie: `Token=${student}` },
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const reading = (async () => {
      let buf = "";
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buf += Buffer.from(value as Uint8Array).toString();
        for (const m of buf.matchAll(/^data: (.+)$/gm)) events.push(JSON.parse(m[1] as string));
        buf = buf.slice(buf.lastIndexOf("\n") + 1);
      }
    })();

    const sent = await checkEndpoint<Message>(t, {
      url: "/api/l/live/message/send",
      body: { liveId, content: "老师，第二题怎么做？" },
      as: student,
      bad: { body: { liveId, content: "   " }, field: "消息内容" },
    });
    expect(sent).toMatchObject({ content: "老师，第二题怎么做？", userName: "刘子涵" });
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]).toMatchObject({ type: "message", message: { id: sent.id } });

    expectForbidden(await t.call("/api/l/live/message/hide", { id: sent.id }, { as: other }));
    expectForbidden(await t.call("/api/l/live/message/hide", { id: sent.id }, { as: student }));
    ok(await t.call("/api/l/live/message/hide", { id: sent.id }, { as: teacher }));
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
    expect(events[1]).toEqual({ type: "hidden", id: sent.id });
    expect(ok<Message[]>(await t.call("/api/c/live/message/list", { liveId }, { as: student }))).toEqual([]);
    controller.abort();
    await reading;
  });

  it("lets the teacher mute a viewer, who can no longer speak until let speak again", async () => {
    const liveId = await live({ name: "禁言测试直播" });
    const { userId } = ok<{ userId: number }>(
      await t.call("/api/l/live/message/send", { liveId, content: "第一条" }, { as: student }),
    );
    const body = { liveId, userId, mute: true };
    await checkEndpoint(t, {
      url: "/api/l/live/message/mute",
      body,
      as: teacher,
      otherUser: { as: other },
      bad: { body: { ...body, userId: "x" }, field: "编号" },
    });
    expectForbidden(await t.call("/api/l/live/message/mute", body, { as: student }));
    expectForbidden(
      await t.call("/api/l/live/message/send", { liveId, content: "还能说话吗" }, { as: student }),
      /禁言/,
    );
    ok(await t.call("/api/l/live/message/mute", { ...body, mute: false }, { as: teacher }));
    ok(await t.call("/api/l/live/message/send", { liveId, content: "又能说话了" }, { as: student }));
    expectNotFound(await t.call("/api/l/live/message/mute", { liveId: 999999, userId: 1 }, { as: teacher }));
  });

  it("keeps a secret live's discussion to those who may watch it", async () => {
    const liveId = await live({ access: 2, password: "pw2026" });
    expectForbidden(await t.call("/api/l/live/message/send", { liveId, content: "你好" }, { as: student }));
    expectForbidden(await t.call("/api/c/live/message/list", { liveId }, { as: student }));
    expectBad(await t.call("/api/c/live/message/list", { liveId: "x" }, { as: student }), "编号");
    const res = await fetch(`${base}/api/c/live/message/stream?liveId=${liveId}`, {
      headers: { cookie: `Token=${student}` },
    });
    expect(res.status).toBe(403);
  });

  it("tells the open page when the live begins, loses its publisher and ends (no reload)", async () => {
    const liveId = await live({ name: "状态推送直播" });
    const events: { type: string }[] = [];
    const controller = new AbortController();
    const res = await fetch(`${base}/api/c/live/message/stream?liveId=${liveId}`, {
      signal: controller.signal,
      headers: { cookie: `Token=${student}` },
    });
    const reader = res.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const reading = (async () => {
      let buf = "";
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buf += Buffer.from(value as Uint8Array).toString();
        for (const m of buf.matchAll(/^data: (.+)$/gm)) events.push(JSON.parse(m[1] as string));
        buf = buf.slice(buf.lastIndexOf("\n") + 1);
      }
    })();
    const states = () => events.filter((e) => e.type === "state");
    const lives = t.services.lives;
    const stream = `live-${liveId}-teacher`;
    const row = ok<{ streams: { streamKey: string }[] }>(
      await t.call("/api/l/live/stream/detail", { id: liveId }, { as: teacher }),
    );
    const param = `?${(row.streams[0]?.streamKey as string).split("?")[1]}`;
    await lives.ingest.onPublish({ stream, param, client_id: "c1", ip: "10.0.0.9" });
    await expect.poll(states).toEqual([{ type: "state", status: 2, error: false }]);
    await lives.ingest.onUnpublish({ stream, client_id: "c1" });
    await expect.poll(() => states().length).toBe(2);
    expect(states()[1]).toEqual({ type: "state", status: 2, error: true });
    await lives.ingest.onPublish({ stream, param, client_id: "c2", ip: "10.0.0.9" });
    await expect.poll(() => states().length).toBe(3);
    ok(await t.call("/api/l/live/end", { id: liveId }, { as: teacher }));
    await expect.poll(() => states().length).toBe(4);
    expect(states()[3]).toEqual({ type: "state", status: 3, error: false });
    controller.abort();
    await reading;
  });

  it("limits how fast one user sends messages", async () => {
    const liveId = await live({ name: "刷屏测试直播" });
    const sent = [];
    for (let i = 0; i < 25; i++)
      sent.push(await t.call("/api/l/live/message/send", { liveId, content: `第${i + 1}条` }, { as: teacher }));
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expectThrottled(sent[24] as (typeof sent)[number]);
    expect(ok<Message[]>(await t.call("/api/c/live/message/list", { liveId }, { as: student }))).toHaveLength(20);
  });
});
