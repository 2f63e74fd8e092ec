import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ChatEvent, SearchHit } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TextFilter } from "../../platform/text/filter.js";
import { type Asker, ChatService } from "./ai.chat.js";
import type { AiDeps, ProviderConfig } from "./ai.ports.js";

/**
 * The OpenAI-compatible provider against a local fake endpoint: streamed deltas, timeouts,
 * garbage, HTTP errors, the retrieval fallback and the sensitive-word filter.
 */

const hit: SearchHit = {
  type: "resource",
  id: 7,
  title: "光合作用微课",
  summary: "叶绿体中光反应与暗反应",
  coverUrl: null,
  url: "/resource/7",
  meta: ["微课"],
};

let server: Server;
let baseUrl: string;
/** What the fake endpoint received last. */
let lastBody: { model: string; stream: boolean; messages: { role: string; content: string }[] } | null = null;

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => {
      raw += d;
    });
    req.on("end", () => {
      lastBody = JSON.parse(raw);
      const mode = req.url?.split("/")[1];
      if (mode === "error") return void res.writeHead(500).end("oops");
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (mode === "garbage") return void res.end("<html>not a stream</html>\n");
      if (mode === "slow") return void res.write(chunk("光合作用"));
      res.write(chunk("光合作用在叶绿体中进行。"));
      res.write(chunk("坏词不要出现。"));
      res.end(`${chunk("详见[光合作用微课](/resource/7)。")}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const maskBad: TextFilter = (text) => ({ text: text.replaceAll("坏词", "**"), blocked: [], masked: ["坏词"] });

function service(provider: Partial<ProviderConfig>, filter: TextFilter = maskBad) {
  const deps: AiDeps = {
    search: { global: async () => [hit], moments: async () => [] },
    filter,
    provider: { timeoutMs: 300, fallback: true, ratePerMinute: 100, paceMs: 0, model: "m1", ...provider },
  };
  return new ChatService(deps);
}

const asker: Asker = { key: "u1", session: "tok", viewer: null };

async function run(chat: ChatService, question = "光合作用是什么", sessionID = "s") {
  const { requestID, signal } = chat.begin(asker);
  const list: ChatEvent[] = [];
  await chat.answer(asker, { sessionID, requestID, question }, signal, (e) => list.push(e));
  return { list, text: list.map((e) => e.content).join(""), last: list.at(-1) as ChatEvent };
}

describe("the OpenAI-compatible provider", () => {
  it("streams the model's answer, filtered, with the platform's sources as context and the conversation kept", async () => {
    const chat = service({ baseUrl: `${baseUrl}/ok/v1`, apiKey: "k" });
    const first = await run(chat);
    expect(first.text).toBe("光合作用在叶绿体中进行。**不要出现。详见[光合作用微课](/resource/7)。");
    expect(first.last).toMatchObject({ finished: true, recommend: [{ id: 7, bak1: 0, name: "光合作用微课" }] });
    expect(lastBody?.model).toBe("m1");
    expect(lastBody?.stream).toBe(true);
    expect(lastBody?.messages[0]?.content).toContain("[光合作用微课](/resource/7)");
    await run(chat, "暗反应呢");
    // The second question carries the first turn.
    expect(lastBody?.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(lastBody?.messages[1]?.content).toBe("光合作用是什么");
    // Another conversation starts empty.
    await run(chat, "暗反应呢", "other");
    expect(lastBody?.messages).toHaveLength(2);
  });

  it("garbage, HTTP errors and silence fall back to the retrieval answer with a Chinese note", async () => {
    for (const mode of ["garbage", "error", "slow"]) {
      const { text, last } = await run(service({ baseUrl: `${baseUrl}/${mode}/v1` }));
      if (mode === "slow") {
        // It said something before going silent: that stays, and the answer ends with the reason.
        expect(last).toMatchObject({ finished: true, error: "智能模型响应超时" });
        expect(text).toContain("光合作用");
      } else {
        expect(text, mode).toMatch(/^（智能模型.+，以下回答来自本校平台的检索结果）/);
        expect(text).toContain("[光合作用微课](/resource/7)");
        expect(last.finished).toBe(true);
        expect(last.error).toBeUndefined();
      }
    }
  });

  it("without the fallback a failed endpoint ends the answer with a Chinese message", async () => {
    const { last } = await run(service({ baseUrl: `${baseUrl}/garbage/v1`, fallback: false }));
    expect(last).toMatchObject({ finished: true, error: "智能模型返回的内容无法识别" });
    const down = await run(service({ baseUrl: "http://127.0.0.1:9/v1", fallback: false }));
    expect(down.last.error).toBe("无法连接智能模型服务");
  });
});

describe("limits", () => {
  it("refuses questions over the per-minute rate with 429", () => {
    const chat = service({ ratePerMinute: 2 });
    for (let i = 0; i < 2; i++) chat.stop(chat.begin(asker).requestID);
    expect(() => chat.begin(asker)).toThrow(/频繁/);
    // Someone else is not limited by it.
    expect(() => chat.begin({ ...asker, key: "u2" })).not.toThrow();
  });
});
