import { emptySchema, idInputSchema, idsInputSchema, pageInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type AuditSettings,
  auditDecideSchema,
  auditListSchema,
  auditSettingsSchema,
  type DownloadItem,
  type ManageResourceItem,
  manageResourceListSchema,
  myResourceListSchema,
  noteRandSchema,
  noteSaveSchema,
  type PublishStatus,
  RESOURCE_KINDS,
  type ResourceCard,
  type ResourceDetail,
  type ResourceNote,
  resourceDownloadSchema,
  resourceIdSchema,
  resourceListSchema,
  resourceSaveSchema,
  resourceStreamSchema,
} from "../resource.js";
import type { PermissionCode } from "../screens.js";

/** Any admin resource screen opens the business list; the server narrows it to what the caller holds. */
const BUSINESS_PERMS: readonly PermissionCode[] = [
  "business.resource",
  ...RESOURCE_KINDS.map((k) => `business.resource${k.id}` as PermissionCode),
  "business.resourceStudent",
];

const STREAM_SUMMARY =
  "文件字节（sendFile：Range/206/416、ETag/304、HEAD，download=1 为附件）；上传者、管理员以及能查看播放/展示/字幕使用它（或其转码/缩略图/PDF 的来源）的资源者可取；无下载权时只给预览所播放的内容，压缩包、Office 原件与已有转码的音视频原件 403 “该资源不允许下载”";

/** Resources: the catalogue, the owner's editor, files and downloads, notes, business and audit screens. */
export const resourceEndpoints = {
  list: endpoint({
    path: "/api/c/resource/list",
    reads: true,
    access: "guest",
    input: resourceListSchema,
    output: out<ListResult<ResourceCard>>(),
    summary: "资源目录：仅已发布；游客只见公开（含游客）的资源；sort new/hot",
  }),
  detail: endpoint({
    path: "/api/c/resource/detail",
    reads: true,
    access: "guest",
    input: resourceIdSchema,
    output: out<ResourceDetail>(),
    summary:
      "资源详情：每个查看者（用户，游客按地址）每小时计一次访问；草稿/待审/驳回只给所有者、管理员、audit.resource 与对应 business.resource* 持有者（否则 403）；游客看校内资源 403 “该资源仅限校内用户登录后查看”；usedIn 只列查看者可见的已发布课程",
  }),
  save: endpoint({
    path: "/api/l/resource/save",
    access: "login",
    input: resourceSaveSchema,
    output: out<{ id: number }>(),
    summary:
      "保存资源（id 为编辑；不传 coverFileId 保留原封面，null 去掉）：所有者或管理员；文件须是本人上传或已在该资源上（403）；类型与文件相符、字幕 .vtt、封面须是图片（400）",
  }),
  submit: endpoint({
    path: "/api/l/resource/submit",
    access: "login",
    input: resourceIdSchema,
    output: out<{ status: PublishStatus }>(),
    summary: "提交资源：该类别需审核时为 1，否则 2；待审/已发布不变",
  }),
  remove: endpoint({
    path: "/api/l/resource/delete",
    access: "login",
    input: resourceIdSchema,
    output: out<null>(),
    summary: "删除资源：所有者或管理员",
  }),
  myList: endpoint({
    path: "/api/l/resource/my/list",
    access: "login",
    input: myResourceListSchema,
    output: out<ListResult<ManageResourceItem>>(),
    summary: "我的资源：任何状态，附驳回理由与每个文件的处理状态（fileList）",
  }),
  pickList: endpoint({
    path: "/api/l/resource/pick/list",
    access: "login",
    input: resourceListSchema,
    output: out<ListResult<ResourceCard>>(),
    summary: "可选资源：自己的（任何状态）与已发布的；管理员全部",
  }),
  file: {
    stream: endpoint({
      path: "/api/l/resource/file/stream",
      method: "GET",
      kind: "file",
      access: "login",
      input: resourceStreamSchema,
      output: out<Blob>(),
      summary: `资源文件流：${STREAM_SUMMARY}；图片文件带 w=240/480/960 时给宽度不超过 w 的 webp 缩略图（等比）（下载与非图片文件忽略 w）`,
    }),
    openStream: endpoint({
      path: "/api/c/resource/file/stream",
      method: "GET",
      kind: "file",
      access: "guest",
      input: resourceStreamSchema,
      output: out<Blob>(),
      summary: "同一文件流对游客开放（游客模式）：只给公开（含游客）资源预览所播放的内容，从不作为下载；图片同样接受 w",
    }),
  },
  download: endpoint({
    path: "/api/l/resource/download",
    access: "login",
    input: resourceDownloadSchema,
    output: out<{ url: string }>(),
    summary:
      "下载一个文件：记录并计数，返回文件流地址（…/stream?id=&download=1）；不允许下载 403（所有者/管理员除外）；文件不属于该资源 400",
  }),
  downloads: endpoint({
    path: "/api/l/download/list",
    access: "login",
    input: pageInputSchema,
    output: out<ListResult<DownloadItem>>(),
    summary: "我的下载记录",
  }),
  note: {
    rand: endpoint({
      path: "/api/c/course/section/resource/note/list/rand",
      reads: true,
      access: "guest",
      input: noteRandSchema,
      output: out<ListResult<ResourceNote>>(),
      summary:
        "知识点：content 走索引匹配（最佳在前）；key（资源编号）为该资源的知识点按秒排序（隐藏 403、不存在 404）；都没有则随机；只含查看者可见资源的知识点",
    }),
    save: endpoint({
      path: "/api/l/resource/note/save",
      access: "login",
      input: noteSaveSchema,
      output: out<{ id: number }>(),
      summary:
        "保存知识点（id 为编辑）：能查看资源者；编辑限作者或管理员；imgFileId 须是本人的图片；courseId/sectionId 须是含该资源、调用者可见的已发布课程的节",
    }),
    remove: endpoint({
      path: "/api/l/resource/note/delete",
      access: "login",
      input: idInputSchema,
      output: out<null>(),
      summary: "删除知识点：作者、资源所有者或管理员",
    }),
  },
  manage: {
    list: endpoint({
      path: "/api/m/business/resource/list",
      access: { perm: BUSINESS_PERMS },
      input: manageResourceListSchema,
      output: out<ListResult<ManageResourceItem>>(),
      summary:
        "资源管理列表：business.resource 全部；business.resourceN 仅类别 N（其他类别 403）；business.resourceStudent 学生的资源（ownerType teacher 403）",
    }),
    remove: endpoint({
      path: "/api/m/business/resource/delete",
      access: { perm: BUSINESS_PERMS },
      input: idsInputSchema,
      output: out<{ count: number }>(),
      summary: "批量删除资源：任一编号超出调用者范围 403，一条都没有 404",
    }),
  },
  audit: {
    list: endpoint({
      path: "/api/m/audit/resource/list",
      access: { perm: "audit.resource" },
      input: auditListSchema,
      output: out<ListResult<ManageResourceItem>>(),
      summary: "资源审核列表（默认 status 1 待审），最早的在前",
    }),
    decide: endpoint({
      path: "/api/m/audit/resource/decide",
      access: { perm: "audit.resource" },
      input: auditDecideSchema,
      output: out<{ count: number }>(),
      summary: "审核资源：不存在 404，非待审 400；通知所有者（类别 audit）并附理由",
    }),
    settings: endpoint({
      path: "/api/m/audit/setting/detail",
      access: { perm: "audit.home" },
      input: emptySchema,
      output: out<AuditSettings>(),
      summary: "审核开关（默认全部开启）",
    }),
    saveSettings: endpoint({
      path: "/api/m/audit/setting/save",
      access: { perm: "audit.home" },
      input: auditSettingsSchema,
      output: out<AuditSettings>(),
      summary: "保存审核开关；resource 可只列部分类别，未列的保持原值",
    }),
  },
};
