import {
  type AnnouncementAdminItem,
  type AnnouncementDetail,
  type AnnouncementEdit,
  type AnnouncementList,
  announcementAdminListSchema,
  announcementFileParamsSchema,
  announcementListSchema,
  announcementPinSchema,
  announcementSaveSchema,
} from "../announcement.js";
import { idInputSchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";

const access = { perm: "business.announcement" } as const;

/** Announcements (通知公告): the readers' portal pages and the back office (业务管理 → 通知公告). */
export const announcementEndpoints = {
  list: endpoint({
    path: "/api/c/announcement/list",
    reads: true,
    access: "guest",
    input: announcementListSchema,
    output: out<AnnouncementList>(),
    summary: "当前对调用者可见的公告分页，置顶在前",
  }),
  detail: endpoint({
    path: "/api/c/announcement/detail",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<AnnouncementDetail>(),
    summary: "公告详情（净化后的HTML、附件）；登录读者首次阅读计数；对调用者不可见时404",
  }),
  file: endpoint({
    path: "/api/c/announcement/:id/file/:fileId",
    method: "GET",
    kind: "file",
    access: "guest",
    params: announcementFileParamsSchema,
    output: out<Blob>(),
    summary: "下载公告附件，仅限对调用者可见的公告",
  }),
  admin: {
    list: endpoint({
      path: "/api/m/announcement/list",
      access,
      input: announcementAdminListSchema,
      output: out<ListResult<AnnouncementAdminItem>>(),
      summary: "全部公告分页，可按关键字、状态（草稿、待发布、已发布、已过期）筛选",
    }),
    get: endpoint({
      path: "/api/m/announcement/get",
      access,
      input: idInputSchema,
      output: out<AnnouncementEdit>(),
      summary: "编辑用的公告（正文、附件）",
    }),
    save: endpoint({
      path: "/api/m/announcement/save",
      access,
      input: announcementSaveSchema,
      output: out<{ id: number }>(),
      summary:
        "保存公告（publish 为 true 时同时发布）；只有脚本的正文、过去的定时、早于发布的过期时间、未知的院系或文件时400",
    }),
    publish: endpoint({
      path: "/api/m/announcement/publish",
      access,
      input: idsInputSchema,
      output: out<null>(),
      summary: "发布所选草稿：到定时发布时间显示，未定时则立即显示",
    }),
    withdraw: endpoint({
      path: "/api/m/announcement/withdraw",
      access,
      input: idsInputSchema,
      output: out<null>(),
      summary: "撤回所选公告为草稿（读者不再看到）",
    }),
    pin: endpoint({
      path: "/api/m/announcement/pin",
      access,
      input: announcementPinSchema,
      output: out<null>(),
      summary: "置顶或取消置顶",
    }),
    delete: endpoint({
      path: "/api/m/announcement/delete",
      access,
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除所选公告",
    }),
  },
};
