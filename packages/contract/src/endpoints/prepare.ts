import { idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type PlanCommentItem,
  type PlanContent,
  type PlanResource,
  type PlanVersionItem,
  PREPARE_COLLAB_PATH,
  type PrepareDetail,
  type PrepareItem,
  type PreviewMaterial,
  planAssignSchema,
  planCommentAddSchema,
  planCommentListSchema,
  planCommentResolveSchema,
  planPublishSchema,
  planResourceAddSchema,
  planResourceRemoveSchema,
  planReviewSchema,
  planVersionSaveSchema,
  prepareCreateSchema,
  prepareNoInputSchema,
  previewListSchema,
} from "../prepare.js";

/**
 * 集体备课 (personal centre and its editor; rights per group and plan are the service's), its
 * co-editing WebSocket, and the students' preview materials.
 */
export const prepareEndpoints = {
  collab: endpoint({
    path: PREPARE_COLLAB_PATH,
    method: "GET",
    kind: "ws",
    access: "login",
    output: out<null>(),
    summary:
      "教案协同编辑 WebSocket（Hocuspocus/Yjs，文档名 plan-{id}）：须登录、来源为本站或配置的站点地址、受访问限制；负责人、组长和管理员可编辑，已提交或已通过的教案只读；退出登录、停用、改密码或失去编辑权时连接即断开",
  }),
  list: endpoint({
    path: "/api/l/prepare/list",
    access: "login",
    input: prepareNoInputSchema,
    output: out<PrepareItem[]>(),
    summary: "我所在教研组的集体备课",
  }),
  create: endpoint({
    path: "/api/l/prepare/create",
    access: "login",
    input: prepareCreateSchema,
    output: out<{ id: number }>(),
    summary: "组长（或管理员）为教研组的课程发起集体备课；本组已在准备该课程 409；记操作日志",
  }),
  detail: endpoint({
    path: "/api/l/prepare/detail",
    access: "login",
    input: idInputSchema,
    output: out<PrepareDetail>(),
    summary: "集体备课详情：章节教案、组员、能否管理",
  }),
  plan: {
    assign: endpoint({
      path: "/api/l/prepare/plan/assign",
      access: "login",
      input: planAssignSchema,
      output: out<{ id: number }>(),
      summary: "组长分配章节教案给组员（负责人、截止时间）；记操作日志",
    }),
    submit: endpoint({
      path: "/api/l/prepare/plan/submit",
      access: "login",
      input: idInputSchema,
      output: out<null>(),
      summary: "负责人提交教案待审核；已提交 409；记操作日志",
    }),
    review: endpoint({
      path: "/api/l/prepare/plan/review",
      access: "login",
      input: planReviewSchema,
      output: out<null>(),
      summary: "组长审核教案：通过或退回（退回须填意见）；不在待审核 409；记操作日志",
    }),
    publish: endpoint({
      path: "/api/l/prepare/plan/publish",
      access: "login",
      input: planPublishSchema,
      output: out<null>(),
      summary: "组长把审核通过的教案发布给课程学生作预习材料（或撤回）；未通过 409；记操作日志",
    }),
    versions: endpoint({
      path: "/api/l/prepare/plan/versions",
      access: "login",
      input: idInputSchema,
      output: out<PlanVersionItem[]>(),
      summary: "教案的历史版本",
    }),
    version: {
      save: endpoint({
        path: "/api/l/prepare/plan/version/save",
        access: "login",
        input: planVersionSaveSchema,
        output: out<{ id: number }>(),
        summary: "把教案当前内容存为一个版本；记操作日志",
      }),
      restore: endpoint({
        path: "/api/l/prepare/plan/version/restore",
        access: "login",
        input: idInputSchema,
        output: out<null>(),
        summary: "恢复某个版本（先把当前内容自动存为版本）；记操作日志",
      }),
    },
    content: endpoint({
      path: "/api/l/prepare/plan/content",
      access: "login",
      input: idInputSchema,
      output: out<PlanContent>(),
      summary: "教案当前内容（ProseMirror JSON 与 Yjs 状态），给只读的组员",
    }),
    comment: {
      list: endpoint({
        path: "/api/l/prepare/plan/comment/list",
        access: "login",
        input: planCommentListSchema,
        output: out<PlanCommentItem[]>(),
        summary: "教案的批注（锚定到段落）",
      }),
      add: endpoint({
        path: "/api/l/prepare/plan/comment/add",
        access: "login",
        input: planCommentAddSchema,
        output: out<{ id: number }>(),
        summary: "批注教案的一段；内容经敏感词过滤；记操作日志",
      }),
      resolve: endpoint({
        path: "/api/l/prepare/plan/comment/resolve",
        access: "login",
        input: planCommentResolveSchema,
        output: out<null>(),
        summary: "解决或重新打开批注（负责人、组长、管理员）；记操作日志",
      }),
      delete: endpoint({
        path: "/api/l/prepare/plan/comment/delete",
        access: "login",
        input: idInputSchema,
        output: out<null>(),
        summary: "删除批注（作者、组长、管理员）；记操作日志",
      }),
    },
    resource: {
      list: endpoint({
        path: "/api/l/prepare/plan/resource/list",
        access: "login",
        input: planCommentListSchema,
        output: out<PlanResource[]>(),
        summary: "教案附件（资源库的资源）",
      }),
      add: endpoint({
        path: "/api/l/prepare/plan/resource/add",
        access: "login",
        input: planResourceAddSchema,
        output: out<{ count: number }>(),
        summary: "给教案添加附件（一次最多 20 个）；记操作日志",
      }),
      remove: endpoint({
        path: "/api/l/prepare/plan/resource/remove",
        access: "login",
        input: planResourceRemoveSchema,
        output: out<null>(),
        summary: "移除教案附件；不在附件中 404；记操作日志",
      }),
    },
  },
  listAll: endpoint({
    path: "/api/m/prepare/list",
    access: { perm: "business.prepareCourse" },
    input: prepareNoInputSchema,
    output: out<PrepareItem[]>(),
    summary: "业务管理：全部集体备课",
  }),
  preview: {
    list: endpoint({
      path: "/api/l/prepare/preview/list",
      access: "login",
      input: previewListSchema,
      output: out<PreviewMaterial[]>(),
      summary: "学生的预习材料；给 courseId 时带内容与可打开的附件",
    }),
    done: endpoint({
      path: "/api/l/prepare/preview/done",
      access: "login",
      input: idInputSchema,
      output: out<null>(),
      summary: "学生标记预习完成；不是自己的预习材料 404；记操作日志",
    }),
  },
};
