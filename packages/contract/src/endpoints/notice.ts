import { endpoint, out } from "../endpoint.js";
import { type NoticeList, noticeListSchema, noticeReadSchema } from "../notice.js";

/** The caller's notices (站内消息). */
export const noticeEndpoints = {
  list: endpoint({
    path: "/api/l/base/notice/list",
    access: "login",
    input: noticeListSchema,
    output: out<NoticeList>(),
    summary: "我的消息：分页，附未读数",
  }),
  read: endpoint({
    path: "/api/l/base/notice/read",
    access: "login",
    input: noticeReadSchema,
    output: out<{ unread: number }>(),
    summary: "标为已读（所选或全部），返回剩余未读数",
  }),
};
