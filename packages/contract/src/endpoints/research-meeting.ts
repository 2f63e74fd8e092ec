import { emptySchema, idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type MeetingDetail,
  type MeetingItem,
  type MeetingPlaceOption,
  meetingEvaluateSchema,
  meetingSaveSchema,
} from "../research-meeting.js";

/** Seminar meetings: /teaching|seminar/meeting/{id}, the editor's meetings, scoring. */
export const meetingEndpoints = {
  detail: endpoint({
    path: "/api/c/meeting/detail",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<MeetingDetail>(),
    summary: "一个会议：各会场的流或录像、评价标准、评价和能否评价、能否编辑；登录用户在会议进行中打开即记为出席",
  }),
  list: endpoint({
    path: "/api/c/research/meeting/list",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<MeetingItem[]>(),
    summary: "一个教研活动的会议（按时间），id 为教研活动",
  }),
  save: endpoint({
    path: "/api/l/research/meeting/save",
    access: "login",
    input: meetingSaveSchema,
    output: out<{ id: number; liveId: number }>(),
    summary:
      "安排或修改会议（主持人和该类管理员，其他人403）：主会场和分会场须有可用终端，结束时间须晚于现在；返回会议和其直播；记操作日志",
  }),
  places: endpoint({
    path: "/api/l/research/meeting/places",
    access: "login",
    input: emptySchema,
    output: out<MeetingPlaceOption[]>(),
    summary: "可选的会场；没有启用终端的场所 ready=false",
  }),
  evaluate: endpoint({
    path: "/api/l/research/meeting/evaluate",
    access: "login",
    input: meetingEvaluateSchema,
    output: out<{ total: number; level: string }>(),
    summary: "评价会议（教研活动成员，每人一次，每项须评分）：已评过409，非成员403；返回总分和等级；记操作日志",
  }),
};
