import { idInputSchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import type { SeminarReport, SeminarTask } from "../research-meeting.js";
import {
  type MySeminarItem,
  mySeminarListSchema,
  SEMINAR_SCREENS,
  type SeminarCard,
  type SeminarDetail,
  seminarBriefSaveSchema,
  seminarJoinSchema,
  seminarListSchema,
  seminarMemberInviteSchema,
  seminarMemberRemoveSchema,
  seminarMemberSaveSchema,
  seminarNoticeDeleteSchema,
  seminarNoticeSaveSchema,
  seminarResourceAddSchema,
  seminarResourceRemoveSchema,
  seminarSaveSchema,
  seminarStandardSaveSchema,
  seminarSummarySchema,
} from "../research-seminar.js";

/** Seminar screens: any of them may call; the service narrows by the seminar's kind. */
const MANAGERS = { perm: SEMINAR_SCREENS };

/** Seminars (示范教学 /teaching, 网络教研 /seminar): pages, personal centre, the editor, back office. */
export const seminarEndpoints = {
  /* ---------- /teaching and /seminar ---------- */
  list: endpoint({
    path: "/api/c/research/seminar/list",
    reads: true,
    access: "guest",
    input: seminarListSchema,
    output: out<ListResult<SeminarCard>>(),
    summary: "教研活动列表（分页，按类型、机构、学科、状态、关键字）",
  }),
  detail: endpoint({
    path: "/api/c/research/seminar/detail",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<SeminarDetail>(),
    summary: "一个教研活动：简介、公告、成员、资料、调用者的角色及能否加入、编辑",
  }),
  join: endpoint({
    path: "/api/l/research/seminar/join",
    access: "login",
    input: seminarJoinSchema,
    output: out<{ joined: boolean }>(),
    summary: "加入开放的教研活动（可选所属机构）；已加入或不可加入400；记操作日志",
  }),
  leave: endpoint({
    path: "/api/l/research/seminar/leave",
    access: "login",
    input: idInputSchema,
    output: out<{ left: boolean }>(),
    summary: "退出教研活动；未加入或主持人400；记操作日志",
  }),

  /* ---------- personal centre 我的教研, and the host's edits ---------- */
  mine: endpoint({
    path: "/api/l/research/seminar/mine",
    access: "login",
    input: mySeminarListSchema,
    output: out<ListResult<MySeminarItem>>(),
    summary: "我的教研：调用者参加的教研活动及其角色",
  }),
  notice: {
    save: endpoint({
      path: "/api/l/research/seminar/notice/save",
      access: "login",
      input: seminarNoticeSaveSchema,
      output: out<{ id: number }>(),
      summary: "发布教研公告（主持人和管理员，其他人403）；记操作日志",
    }),
    delete: endpoint({
      path: "/api/l/research/seminar/notice/delete",
      access: "login",
      input: seminarNoticeDeleteSchema,
      output: out<null>(),
      summary: "删除教研公告（主持人和管理员）；记操作日志",
    }),
  },
  summary: {
    save: endpoint({
      path: "/api/l/research/seminar/summary/save",
      access: "login",
      input: seminarSummarySchema,
      output: out<null>(),
      summary: "保存教研总结（纯文本，主持人和管理员）；记操作日志",
    }),
  },
  tasks: endpoint({
    path: "/api/l/research/seminar/tasks",
    access: "login",
    input: idInputSchema,
    output: out<SeminarTask[]>(),
    summary: "调用者在教研活动中的任务（提交资料、观看、评价）及完成情况；未加入403",
  }),
  material: {
    add: endpoint({
      path: "/api/l/research/seminar/material/add",
      access: "login",
      input: seminarResourceAddSchema,
      output: out<{ count: number }>(),
      summary: "成员（观摩者除外）提交自己的或已发布的资源为研讨资料；记操作日志",
    }),
  },
  report: endpoint({
    path: "/api/l/research/seminar/report",
    access: "login",
    input: idInputSchema,
    output: out<SeminarReport>(),
    summary: "总结用的数据：各会议出席和评价结果（成员和编辑者，其他人403）",
  }),

  /* ---------- the editor /network-seminar/{seminarId}/ (host or managers of its kind) ---------- */
  get: endpoint({
    path: "/api/l/research/seminar/get",
    access: "login",
    input: idInputSchema,
    output: out<SeminarDetail>(),
    summary: "编辑器中的教研活动（主持人和管理员，其他人403）",
  }),
  brief: {
    save: endpoint({
      path: "/api/l/research/seminar/brief/save",
      access: "login",
      input: seminarBriefSaveSchema,
      output: out<{ id: number }>(),
      summary: "编辑简介：标题、简介、时间、是否允许自行加入；记操作日志",
    }),
  },
  member: {
    save: endpoint({
      path: "/api/l/research/seminar/member/save",
      access: "login",
      input: seminarMemberSaveSchema,
      output: out<{ count: number }>(),
      summary: "以某角色邀请教师（或改成员的角色）；主持人角色不能改；只能邀请教师；记操作日志",
    }),
    invite: endpoint({
      path: "/api/l/research/seminar/member/invite",
      access: "login",
      input: seminarMemberInviteSchema,
      output: out<{ invited: number; skipped: number }>(),
      summary: "按机构或学科批量邀请教师（已是成员的跳过）；没有可邀请的教师400；记操作日志",
    }),
    remove: endpoint({
      path: "/api/l/research/seminar/member/remove",
      access: "login",
      input: seminarMemberRemoveSchema,
      output: out<null>(),
      summary: "移除参与人员（不能移除主持人）；记操作日志",
    }),
  },
  resource: {
    add: endpoint({
      path: "/api/l/research/seminar/resource/add",
      access: "login",
      input: seminarResourceAddSchema,
      output: out<{ count: number }>(),
      summary: "添加研讨资料（编辑者自己的或已发布的资源）；记操作日志",
    }),
    remove: endpoint({
      path: "/api/l/research/seminar/resource/remove",
      access: "login",
      input: seminarResourceRemoveSchema,
      output: out<null>(),
      summary: "移除研讨资料；记操作日志",
    }),
  },
  standard: {
    options: endpoint({
      path: "/api/l/research/seminar/standard/options",
      access: "login",
      input: idInputSchema,
      output: out<{ id: number; name: string }[]>(),
      summary: "可选的评价标准（已就绪的督导模板）",
    }),
    save: endpoint({
      path: "/api/l/research/seminar/standard/save",
      access: "login",
      input: seminarStandardSaveSchema,
      output: out<{ id: number }>(),
      summary: "设置评价标准（已就绪的模板，或不设）；记操作日志",
    }),
  },

  /* ---------- back office: 示范教学, 网络教研, 全部教研活动 ---------- */
  admin: {
    list: endpoint({
      path: "/api/m/research/seminar/list",
      access: MANAGERS,
      input: seminarListSchema,
      output: out<ListResult<SeminarCard>>(),
      summary: "后台教研活动列表：所管类型的（互动教研管理全部类型），其他类型403",
    }),
    save: endpoint({
      path: "/api/m/research/seminar/save",
      access: MANAGERS,
      input: seminarSaveSchema,
      output: out<{ id: number }>(),
      summary: "新增或修改教研活动（所管类型，类型不能改；主持人须为教师并成为成员）；记操作日志",
    }),
    delete: endpoint({
      path: "/api/m/research/seminar/delete",
      access: MANAGERS,
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除教研活动（所管类型，其他403）；记操作日志",
    }),
  },
};
