import { type ChatEvent, CSRF_HEADER, CSRF_HEADER_VALUE, endpoints, TOKEN_NAME } from "@otp/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../../seed/content.js";
import { expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
let base: string;
let student: string;
let teacher: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.db, t.services, { media: false });
  [student, teacher] = await Promise.all([t.login("student"), t.login("teacher")]);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const events = (res: LightMyRequestResponse | string): ChatEvent[] =>
  (typeof res === "string" ? res : res.body)
    .split("\n\n")
    .filter((b) => b.startsWith("data: "))
    .map((b) => JSON.parse(b.slice(6)) as ChatEvent);
const ask = (question: string, as: string | null = student, sessionID = "s1") =>
  t.call(
    endpoints.ai.chat.path,
    { modelName: "default", sessionID, messageInfo: { roleInfo: "user", contentInfo: question } },
    { as },
  );
const answerOf = (list: ChatEvent[]) => list.map((e) => e.content).join("");

describe("the streaming chat call (SPEC §7)", () => {
  it("streams an answer grounded in the school's content, with links and recommended resources", async () => {
    const res = await ask("什么是光合作用？");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const list = events(res);
    expect(list.length).toBeGreaterThan(3);
    const requestID = list[0]?.requestID;
    for (const e of list) expect(e).toMatchObject({ sessionID: "s1", requestID });
    // Pieces first, then exactly one finishing event, last.
    expect(list.filter((e) => e.finished)).toHaveLength(1);
    const last = list.at(-1) as ChatEvent;
    expect(last.finished).toBe(true);
    const text = answerOf(list);
    expect(text).toContain("光合作用");
    expect(text).toMatch(/\]\(\/(course|resource)\/\d+/);
    expect(last.recommend?.length).toBeGreaterThan(0);
    for (const r of last.recommend ?? []) {
      expect(r).toMatchObject({ id: expect.any(Number), originId: expect.any(Number), bak1: expect.any(Number) });
      expect(r.name).toBeTruthy();
    }
    // A knowledge point's moment opens the resource at its second.
    expect(last.recommend?.some((r) => r.bak1 > 0) || text.includes("?second=")).toBe(true);
  });

  it("without a language model, says it only searches the school's content and answers with the best passage (issue 23)", async () => {
    const text = answerOf(events(await ask("浮力是什么")));
    const [note, passage, source] = text.split("\n\n");
    // It says what it is: a search of the school's own content, not a written answer.
    expect(note).toMatch(/未接入大语言模型/);
    expect(note).toMatch(/只在本校平台.*检索/);
    // The answer's text is a passage found on the platform (here a course introduction), not a link.
    expect(passage).toContain("浮力");
    expect(Array.from(passage ?? "").length).toBeGreaterThan(30);
    expect(passage).not.toMatch(/\]\(/);
    const quotes = [...text.matchAll(/^ {3}> (.+?)…?$/gm)].map((m) => m[1] as string);
    expect(quotes.some((q) => passage?.startsWith(q))).toBe(true);
    expect(source).toMatch(/^——摘自.+《.+》.*\(\/(course|resource)\/\d+/);
  });

  it("starts a conversation for the first message's empty sessionID and returns its id (SPEC §7)", async () => {
    const first = events(await ask("光合作用", student, ""));
    const sessionID = first[0]?.sessionID as string;
    expect(sessionID).toMatch(/^[\w-]{8,}$/);
    for (const e of first) expect(e.sessionID).toBe(sessionID);
    // Without any sessionID too, and each start is a new conversation.
    const other = events(
      await t.call(endpoints.ai.chat.path, { messageInfo: { contentInfo: "浮力" } }, { as: student }),
    );
    expect(other[0]?.sessionID).toMatch(/^[\w-]{8,}$/);
    expect(other[0]?.sessionID).not.toBe(sessionID);
    // The returned id continues the conversation.
    const next = events(await ask("暗反应呢", student, sessionID));
    expect(next.every((e) => e.sessionID === sessionID)).toBe(true);
  });

  it("says honestly when the platform holds nothing on the topic", async () => {
    const list = events(await ask("量子纠缠的原理"));
    expect(answerOf(list)).toContain("没有找到");
    expect(list.at(-1)).toMatchObject({ finished: true, recommend: [] });
  });

  it("refuses bad input naming the field", async () => {
    expectBad(await ask("   "), "messageInfo.contentInfo");
    expectBad(await ask("长".repeat(20_000)), "messageInfo.contentInfo");
    expectBad(await ask("光合作用", student, "bad id!"), "sessionID");
    expectBad(
      await t.call(endpoints.ai.chat.path, { sessionID: 5, messageInfo: { contentInfo: "光合作用" } }, { as: student }),
      "sessionID",
    );
    expectBad(
      await t.call(
        endpoints.ai.chat.path,
        { sessionID: "x", messageInfo: { roleInfo: "system", contentInfo: "a" } },
        { as: student },
      ),
      "messageInfo.roleInfo",
    );
  });

  it("needs a session once guest mode is off", async () => {
    const admin = await t.login("admin");
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: false }, { as: admin }));
    try {
      expectNoSession(await ask("光合作用", null));
      expectNoSession(await t.call(endpoints.ai.close.path, { requestID: "abc" }, { as: null }));
    } finally {
      ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true }, { as: admin }));
    }
  });

  it("answers the older GET stream with the client's requestId", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${endpoints.ai.sse.path}?keyWord=${encodeURIComponent("浮力实验")}&requestId=old-1`,
      headers: { cookie: `${TOKEN_NAME}=${student}` },
    });
    expect(res.statusCode).toBe(200);
    const list = events(res);
    expect(list[0]?.requestID).toBe("old-1");
    expect(answerOf(list)).toContain("浮力");
    expectBad(await t.app.inject({ method: "GET", url: `${endpoints.ai.sse.path}?keyWord=` }), "keyWord");
  });
});

/** Opens a real stream over HTTP and reads events until `until` says stop. */
async function openStream(question: string, as: string, signal?: AbortSignal) {
  const res = await fetch(`${base}${endpoints.ai.chat.path}`, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: `${TOKEN_NAME}=${as}` },
    body: JSON.stringify({ sessionID: "live", messageInfo: { contentInfo: question } }),
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    async next(): Promise<ChatEvent | null> {
      for (;;) {
        const end = text.indexOf("\n\n");
        if (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          return JSON.parse(block.slice(6)) as ChatEvent;
        }
        const part = await reader.read();
        if (part.done) return null;
        text += decoder.decode(part.value, { stream: true });
      }
    },
  };
}

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe("stopping an answer", () => {
  it("closeChatTaskRequest stops the server's work at once; only the asker may close it", async () => {
    const s = await openStream("光合作用与细胞呼吸", student);
    const first = await s.next();
    expect(first?.content).toBeTruthy();
    const requestID = first?.requestID as string;
    expect(t.services.chat.running).toBe(1);
    expectForbidden(await t.call(endpoints.ai.close.path, { requestID }, { as: teacher }));
    expectBad(await t.call(endpoints.ai.close.path, { requestID: "bad id!" }, { as: student }), "requestID");
    expect(ok(await t.call(endpoints.ai.close.path, { requestID }, { as: student }))).toEqual({ closed: true });
    expect(t.services.chat.running).toBe(0);
    // The stream ends without a finishing event (pieces already on the wire still arrive).
    for (let e = await s.next(); e; e = await s.next()) expect(e.finished).toBeUndefined();
    expectNotFound(await t.call(endpoints.ai.close.path, { requestID }, { as: student }));
  });

  it("a client that disconnects mid-stream stops the server's work", async () => {
    const abort = new AbortController();
    const s = await openStream("光合作用与细胞呼吸", teacher, abort.signal);
    expect((await s.next())?.content).toBeTruthy();
    expect(t.services.chat.running).toBe(1);
    abort.abort();
    await settle(() => t.services.chat.running === 0);
    expect(t.services.chat.running).toBe(0);
  });

  it("one answer at a time per asker", async () => {
    const s = await openStream("光合作用与细胞呼吸", student);
    const first = await s.next();
    const res = await ask("浮力");
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    ok(await t.call(endpoints.ai.close.path, { requestID: first?.requestID }, { as: student }));
  });
});
