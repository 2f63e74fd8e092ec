import { randomUUID } from "node:crypto";
import type { ChatEvent, RecommendedResource } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import { forbidden, notFound, tooMany } from "../../platform/http/errors.js";
import { type ChatMessage, openAiStream, ProviderError } from "./ai.openai.js";
import type { AiDeps } from "./ai.ports.js";
import { composeAnswer, recommendations, retrieve, sourceLines } from "./ai.retrieval.js";

/** Who asks: `key` identifies the asker for limits and ownership, `session` their login session. */
export interface Asker {
  key: string;
  session: string;
  viewer: Principal | null;
}

interface Task {
  owner: string;
  controller: AbortController;
}

/** Turns of a conversation kept for the model (a question and its answer each). */
const HISTORY_TURNS = 6;
const MAX_CONVERSATIONS = 2000;
const CONVERSATION_TTL_MS = 2 * 60 * 60 * 1000;
/** Answers running at once across all askers; more are refused with 429. */
const MAX_TASKS = 64;
const PIECE_CHARS = 12;
/** A composed answer streams a piece every 25 ms, about as fast as a model would write it. */
const PACE_MS = 25;
/** A sentence end: where the filter checks a model's streamed text. */
const SENTENCE_END = /[。！？!?；;\n]/;

/**
 * Waits ms or until the signal aborts. The abort listener is removed when the time is up: an
 * answer sleeps once per piece on the same signal, and listeners left behind would pile up.
 */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    const t = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

/**
 * Chat answers: one running answer per asker, a rate per minute, conversations per login session
 * and per sessionID, and answers stopped at once when asked (closeChatTaskRequest) or when the
 * asker goes away. Every answer passes the sensitive-word filter before it is sent.
 */
export class ChatService {
  private readonly tasks = new Map<string, Task>();
  private readonly conversations = new Map<string, { turns: ChatMessage[]; at: number }>();
  private readonly asked = new Map<string, number[]>();

  constructor(private readonly deps: AiDeps) {}

  /** Running answers (tests check that a closed answer stopped). */
  get running(): number {
    return this.tasks.size;
  }

  /** Admits a question: refuses it when the asker is over the rate or already has an answer running. */
  begin(asker: Asker, requestID?: string): { requestID: string; signal: AbortSignal } {
    const now = Date.now();
    const recent = (this.asked.get(asker.key) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= this.deps.provider.ratePerMinute) throw tooMany("提问太频繁，请稍后再试");
    for (const t of this.tasks.values()) if (t.owner === asker.key) throw tooMany("上一个回答还未结束，请稍候");
    if (this.tasks.size >= MAX_TASKS) throw tooMany("智能助手繁忙，请稍后再试");
    const id = requestID && !this.tasks.has(requestID) ? requestID : randomUUID();
    recent.push(now);
    this.asked.set(asker.key, recent);
    if (this.asked.size > 10_000) this.asked.delete(this.asked.keys().next().value as string);
    const controller = new AbortController();
    this.tasks.set(id, { owner: asker.key, controller });
    return { requestID: id, signal: controller.signal };
  }

  /** Stops an answer of this asker (the server stops generating, not only the client). */
  close(asker: Asker, requestID: string): { closed: boolean } {
    const task = this.tasks.get(requestID);
    if (!task) throw notFound("该回答不存在或已结束");
    if (task.owner !== asker.key) throw forbidden("只能停止自己的提问");
    this.stop(requestID);
    return { closed: true };
  }

  /** Stops an answer whoever asked (the asker's connection closed). */
  stop(requestID: string) {
    const task = this.tasks.get(requestID);
    if (!task) return;
    this.tasks.delete(requestID);
    task.controller.abort();
  }

  /**
   * Answers one question, calling `emit` for each event in order; returns when the answer ended
   * (finished, failed or stopped). Never throws: failures end the answer with a Chinese message.
   * Without a sessionID (SPEC §7: the first message sends "") a conversation starts, and every
   * event carries its new id for the next messages to send.
   */
  async answer(
    asker: Asker,
    q: { sessionID?: string | null; requestID: string; question: string },
    signal: AbortSignal,
    emit: (e: ChatEvent) => void,
  ): Promise<void> {
    const ids = { sessionID: q.sessionID || randomUUID(), requestID: q.requestID };
    const said: string[] = [];
    const send = (content: string) => {
      if (!content || signal.aborted) return;
      said.push(content);
      emit({ ...ids, content });
    };
    try {
      const conversation = this.conversation(asker, ids.sessionID);
      const { words, sources } = await retrieve(q.question, asker.viewer, this.deps.search, signal);
      if (signal.aborted) return;
      const recommend = recommendations(sources);
      const viaModel = this.deps.provider.baseUrl
        ? await this.fromModel(q.question, conversation.turns, sourceLines(sources), signal, send)
        : "unused";
      if (viaModel !== "done") {
        const note = viaModel === "unused" ? undefined : `（${viaModel}，以下回答来自本校平台的检索结果）`;
        await this.paced(composeAnswer(q.question, words, sources, note), signal, send);
      }
      if (signal.aborted) return;
      conversation.turns.push({ role: "user", content: q.question }, { role: "assistant", content: said.join("") });
      conversation.turns.splice(0, Math.max(0, conversation.turns.length - HISTORY_TURNS * 2));
      emit({ ...ids, content: "", finished: true, recommend: recommend satisfies RecommendedResource[] });
    } catch (err) {
      if (signal.aborted) return;
      const msg = err instanceof ProviderError ? err.message : "回答生成失败，请稍后再试";
      emit({ ...ids, content: `\n\n（${msg}）`, error: msg, finished: true });
    } finally {
      this.tasks.delete(q.requestID);
    }
  }

  /**
   * Streams the model's answer through the filter a sentence at a time. Returns "done", or the
   * reason the model failed before saying anything when the retrieval answer should replace it.
   */
  private async fromModel(
    question: string,
    history: ChatMessage[],
    context: string[],
    signal: AbortSignal,
    send: (s: string) => void,
  ): Promise<string> {
    const system =
      "你是学校教学平台的智能助手，用简体中文回答。只依据下面列出的本校平台内容作答，" +
      "引用时使用其中的 Markdown 链接；资料不足时如实说明，不要编造。\n\n本校平台内容：\n" +
      (context.length ? context.join("\n") : "（没有找到相关内容）");
    const messages: ChatMessage[] = [
      { role: "system", content: system },
      ...history,
      { role: "user", content: question },
    ];
    let pending = "";
    let spoke = false;
    const flush = async (all: boolean) => {
      let cut = -1;
      for (let i = pending.length - 1; i >= 0; i--)
        if (SENTENCE_END.test(pending[i] as string)) {
          cut = i;
          break;
        }
      if (all || pending.length > 200) cut = pending.length - 1;
      if (cut < 0) return;
      const part = pending.slice(0, cut + 1);
      pending = pending.slice(cut + 1);
      send(await this.filtered(part));
      spoke = true;
    };
    try {
      for await (const delta of openAiStream(this.deps.provider, messages, signal)) {
        pending += delta;
        await flush(false);
      }
      await flush(true);
      return "done";
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      if (!spoke && !pending && this.deps.provider.fallback) return err.message;
      await flush(true);
      throw err;
    }
  }

  /** Filters the whole text, then sends it in small pieces so it reads as it streams. */
  private async paced(text: string, signal: AbortSignal, send: (s: string) => void) {
    const chars = Array.from(await this.filtered(text));
    for (let i = 0; i < chars.length && !signal.aborted; i += PIECE_CHARS) {
      send(chars.slice(i, i + PIECE_CHARS).join(""));
      await sleep(this.deps.provider.paceMs ?? PACE_MS, signal);
    }
  }

  /** Masks the sensitive words of an answer (blocked words too: an answer is shown, not refused). */
  private async filtered(text: string): Promise<string> {
    const check = await this.deps.filter(text);
    let out = check.text;
    for (const w of check.blocked) out = out.split(w).join("*".repeat(Array.from(w).length));
    return out;
  }

  private conversation(asker: Asker, sessionID: string) {
    const key = `${asker.key}|${asker.session}|${sessionID}`;
    const now = Date.now();
    let c = this.conversations.get(key);
    if (!c || now - c.at > CONVERSATION_TTL_MS) c = { turns: [], at: now };
    c.at = now;
    // Re-inserted so the map's order is least recently used first.
    this.conversations.delete(key);
    this.conversations.set(key, c);
    while (this.conversations.size > MAX_CONVERSATIONS) {
      this.conversations.delete(this.conversations.keys().next().value as string);
    }
    return c;
  }
}
