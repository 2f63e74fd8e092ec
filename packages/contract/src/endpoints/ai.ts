import { type ChatEvent, chatCloseSchema, chatRequestSchema, chatSseQuerySchema } from "../ai.js";
import { endpoint, out } from "../endpoint.js";

/** SPEC §7 AI chat (gateway paths): the streaming call, the older GET stream, and stopping an answer. */
export const aiEndpoints = {
  chat: endpoint({
    path: "/RM/gateway/SYSmartGPTActor/V1.0/SmartGptChatTaskInfo/doChatTaskWithSSE",
    kind: "sse",
    access: "guest",
    input: chatRequestSchema,
    output: out<ChatEvent>(),
    summary:
      "提问并流式回答（text/event-stream，每段 data: ChatEvent，最后一段 finished 与推荐资源，失败以 error 结束）；流开始前的拒绝为 JSON：400 字段、429 频率/同时只能一问；连接断开即停止",
  }),
  sse: endpoint({
    path: "/RM/gateway/SYSmartGPTActor/V1.0/sse",
    method: "GET",
    kind: "sse",
    access: "guest",
    input: chatSseQuerySchema,
    output: out<ChatEvent>(),
    summary: "旧式 GET 流：问题在 keyWord，requestId 作为 requestID；回答同上",
  }),
  close: endpoint({
    path: "/RM/gateway/SYSmartGPTActor/V1.0/SmartGptChatTaskInfo/closeChatTaskRequest",
    access: "guest",
    input: chatCloseSchema,
    output: out<{ closed: boolean }>(),
    summary: "停止一个回答（服务器立即停止生成）：未知或已结束 404，他人的 403",
  }),
};
