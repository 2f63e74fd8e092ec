import { aiEndpoints, type ChatEvent, type ChatRequestInput, CSRF_HEADER, CSRF_HEADER_VALUE } from "@otp/contract";
import { call, urlOf } from "../../api/call";

function readEvent(data: string): ChatEvent | null {
  try {
    return JSON.parse(data) as ChatEvent;
  } catch {
    return null;
  }
}

/** Splits server-sent event text into the JSON events it holds; returns the unfinished rest. */
export function parseEvents(buffer: string): { events: ChatEvent[]; rest: string } {
  const events: ChatEvent[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    const data = block
      .split(/\r?\n/)
      .filter((l) => l.startsWith("data:"))
      .map((l) => l.slice(5).trimStart())
      .join("\n");
    if (!data) continue;
    // An event the client cannot read is skipped; the answer ends with the stream.
    const event = readEvent(data);
    if (event) events.push(event);
  }
  return { events, rest };
}

/**
 * Asks one question and calls `onEvent` for each streamed event. Resolves when the stream ends.
 * A refusal before streaming (rate limit, bad input) rejects with the server's Chinese message;
 * a stream the browser cannot read ends the answer (SPEC §8).
 */
export async function streamChat(
  input: ChatRequestInput,
  onEvent: (e: ChatEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await fetch(urlOf(aiEndpoints.chat), {
    method: "POST",
    credentials: "include",
    signal,
    headers: { "Content-Type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: "text/event-stream" },
    body: JSON.stringify(input),
  });
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg || "智能助手暂时无法回答，请稍后再试");
  }
  if (!res.body) return;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const part = await reader.read();
    if (part.done) break;
    buffer += decoder.decode(part.value, { stream: true });
    const { events, rest } = parseEvents(buffer);
    buffer = rest;
    for (const e of events) onEvent(e);
  }
}

/** Stops an answer on the server (closeChatTaskRequest); an already finished one is ignored. */
export function closeChat(requestID: string) {
  return call(aiEndpoints.close, { requestID }, { silent: true }).catch(() => null);
}
