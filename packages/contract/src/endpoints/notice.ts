import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type NoticeList,
  type NoticeSwitch,
  noticeListSchema,
  noticeReadSchema,
  noticeSwitchSaveSchema,
} from "../notice.js";

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
  switches: endpoint({
    path: "/api/l/base/notice/setting/list",
    access: "login",
    input: emptySchema,
    output: out<NoticeSwitch[]>(),
    summary: "消息设置：可关闭的消息类别（assignment、grade、live、activity）及调用者的开关，未设置的为开",
  }),
  saveSwitch: endpoint({
    path: "/api/l/base/notice/setting/save",
    access: "login",
    input: noticeSwitchSaveSchema,
    output: out<NoticeSwitch[]>(),
    summary: "打开或关闭一类消息（只影响之后的消息），返回调用者的全部开关",
  }),
};
