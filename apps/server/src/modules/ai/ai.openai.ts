import type { ProviderConfig } from "./ai.ports.js";

/** A failure of the OpenAI-compatible endpoint, with the Chinese message the answer ends with. */
export class ProviderError extends Error {}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * Streams an answer from an OpenAI-compatible `/chat/completions` endpoint (stream: true),
 * yielding the text of each delta. The request is aborted with `signal` (the asker closed the
 * answer or went away), and after `timeoutMs` without a byte; a status other than 200, a body
 * that is not an event stream of completion chunks, or a stream that ends without [DONE] is a
 * ProviderError.
 */
export async function* openAiStream(
  config: ProviderConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), config.timeoutMs);
  };
  const both = AbortSignal.any([signal, idle.signal]);
  const url = `${(config.baseUrl ?? "").replace(/\/+$/, "")}/chat/completions`;
  arm();
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        signal: both,
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model ?? "default", stream: true, messages }),
      });
    } catch {
      if (signal.aborted) return;
      throw new ProviderError(idle.signal.aborted ? "智能模型响应超时" : "无法连接智能模型服务");
    }
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel().catch(() => {});
      throw new ProviderError(`智能模型服务出错（HTTP ${res.status}）`);
    }
    const decoder = new TextDecoder();
    let buffer = "";
    let done = false;
    let sawChunk = false;
    const reader = res.body.getReader();
    try {
      while (!done) {
        arm();
        let part: Awaited<ReturnType<typeof reader.read>>;
        try {
          part = await reader.read();
        } catch {
          if (signal.aborted) return;
          throw new ProviderError(idle.signal.aborted ? "智能模型响应超时" : "智能模型连接中断");
        }
        if (part.done) break;
        buffer += decoder.decode(part.value, { stream: true });
        if (buffer.length > 1_000_000) throw new ProviderError("智能模型返回的内容无法识别");
        let nl = buffer.indexOf("\n");
        while (nl >= 0) {
          const line = buffer.slice(0, nl).trim();
          buffer = buffer.slice(nl + 1);
          nl = buffer.indexOf("\n");
          if (!line || line.startsWith(":") || line.startsWith("event:") || line.startsWith("id:")) continue;
          if (!line.startsWith("data:")) throw new ProviderError("智能模型返回的内容无法识别");
          const data = line.slice(5).trim();
          if (data === "[DONE]") {
            done = true;
            break;
          }
          const text = deltaText(data);
          sawChunk = true;
          if (text) yield text;
        }
      }
    } finally {
      reader.cancel().catch(() => {});
    }
    if (!done && !signal.aborted) {
      throw new ProviderError(sawChunk ? "智能模型的回答意外中断" : "智能模型返回的内容无法识别");
    }
  } finally {
    clearTimeout(timer);
  }
}

function deltaText(data: string): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new ProviderError("智能模型返回的内容无法识别");
  }
  const choices = (chunk as { choices?: unknown })?.choices;
  if (!Array.isArray(choices)) {
    const err = (chunk as { error?: { message?: unknown } })?.error;
    throw new ProviderError(err ? "智能模型服务出错" : "智能模型返回的内容无法识别");
  }
  const content = (choices[0] as { delta?: { content?: unknown } } | undefined)?.delta?.content;
  return typeof content === "string" ? content : "";
}
