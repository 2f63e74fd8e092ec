import { type ChatEvent, endpoints } from "@otp/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { Asker, ChatService } from "./ai.chat.js";

const api = endpoints.ai;

/** The asker: a signed-in user by id, a guest by address; conversations are per login session. */
function askerOf(req: FastifyRequest): Asker {
  const user = req.principal;
  return {
    key: user ? `u${user.userId}` : `ip:${req.ip}`,
    session: req.sessionToken ?? "guest",
    viewer: user,
  };
}

/**
 * Streams one answer as server-sent events (`data: {json}` per event). Limits are checked before
 * the stream starts, so a refused question is an ordinary JSON error. The answer stops when the
 * connection closes before it finished.
 */
async function stream(
  chat: ChatService,
  req: FastifyRequest,
  reply: FastifyReply,
  q: { sessionID?: string | null; requestID?: string; question: string },
) {
  const asker = askerOf(req);
  const { requestID, signal } = chat.begin(asker, q.requestID);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.on("close", () => {
    if (!res.writableFinished) chat.stop(requestID);
  });
  const write = (e: ChatEvent) => {
    if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(e)}\n\n`);
  };
  await chat.answer(asker, { sessionID: q.sessionID, requestID, question: q.question }, signal, write);
  if (!res.writableEnded) res.end();
  return reply;
}

export function registerAiRoutes(app: FastifyInstance, deps: RouteDeps & { chat: ChatService }) {
  defineRoute(app, deps, {
    endpoint: api.chat,
    handler: ({ input, req, reply }) =>
      stream(deps.chat, req, reply, { sessionID: input.sessionID, question: input.messageInfo.contentInfo }),
  });
  defineRoute(app, deps, {
    endpoint: api.sse,
    handler: ({ input, req, reply }) =>
      stream(deps.chat, req, reply, { requestID: input.requestId, question: input.keyWord }),
  });
  defineRoute(app, deps, {
    endpoint: api.close,
    handler: ({ input, req }) => Promise.resolve(deps.chat.close(askerOf(req), input.requestID)),
  });
}
