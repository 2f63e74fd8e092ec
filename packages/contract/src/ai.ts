import { z } from "zod";

/* SPEC §7 AI chat: the streaming call, the older GET stream and stopping an answer are `endpoints.ai`. */

/** A question longer than this is refused (a pasted essay is not a question). */
export const CHAT_MAX_CHARS = 2000;
/** SPEC §9: the bubble shows this long after each route change; sends are locked this long. */
export const CHAT_BUBBLE_DELAY_MS = 10_000;
export const CHAT_SEND_LOCK_MS = 500;

const chatIdSchema = (name: string) =>
  z
    .string({ error: `请提供${name}` })
    .trim()
    .min(1, `请提供${name}`)
    .max(64, `${name}不能超过64个字符`)
    .regex(/^[\w-]+$/, `${name}只能包含字母、数字、下划线和连字符`);

const questionSchema = z
  .string({ error: "请输入问题" })
  .trim()
  .min(1, "请输入问题")
  .max(CHAT_MAX_CHARS, `问题不能超过${CHAT_MAX_CHARS}个字符`);

/**
 * SPEC §7: the first message of a conversation sends an empty sessionID (or none); the server
 * starts a conversation and returns its id in every event, which the next messages send.
 */
const sessionIdSchema = z
  .string({ error: "会话编号必须是文本" })
  .trim()
  .max(64, "会话编号不能超过64个字符")
  .regex(/^[\w-]*$/, "会话编号只能包含字母、数字、下划线和连字符")
  .optional()
  .nullable();

export const chatRequestSchema = z.object({
  modelName: z.string({ error: "模型名称必须是文本" }).trim().max(50, "模型名称不能超过50个字符").optional(),
  sessionID: sessionIdSchema,
  messageInfo: z.object(
    {
      roleInfo: z.enum(["user"], { error: "角色只能是 user" }).default("user"),
      contentInfo: questionSchema,
    },
    { error: "请提供消息内容" },
  ),
});
export type ChatRequestInput = z.infer<typeof chatRequestSchema>;

/** The older GET stream: the question in keyWord, the client's id for the answer in requestId. */
export const chatSseQuerySchema = z.object({
  keyWord: questionSchema,
  requestId: chatIdSchema("请求编号").optional(),
});
export type ChatSseQuery = z.infer<typeof chatSseQuerySchema>;

export const chatCloseSchema = z.object({ requestID: chatIdSchema("请求编号") });
export type ChatCloseInput = z.infer<typeof chatCloseSchema>;

/** SPEC §3 recommended resource: `id` opens the resource, at second `bak1`. */
export interface RecommendedResource {
  imgUrl: string | null;
  name: string;
  /** The matched item: a knowledge point's id, else the resource's own id. */
  originId: number;
  id: number;
  /** The second to start playback at. */
  bak1: number;
}

/**
 * One server-sent event of an answer. Events carry a piece of the Markdown answer in `content`;
 * the last one has `finished` and the recommendations; a failure ends the answer with `error`
 * (a Chinese message, also appended to the content).
 */
export interface ChatEvent {
  content: string;
  sessionID: string;
  requestID: string;
  finished?: boolean;
  recommend?: RecommendedResource[];
  error?: string;
}
