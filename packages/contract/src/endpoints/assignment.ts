import {
  type AssignmentDetail,
  type AssignmentItem,
  type AssignmentList,
  type AssignmentSectionOption,
  assignmentFileParamsSchema,
  assignmentListSchema,
  assignmentSaveSchema,
  assignmentSectionSchema,
  type RecommendedSubmission,
  type SubmissionDetail,
  type SubmissionItem,
  submissionConsentSchema,
  submissionListSchema,
  submissionMineSchema,
  submissionRecommendSchema,
  submissionReviewSchema,
  submissionSaveSchema,
} from "../assignment.js";
import { idInputSchema, pageInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";

/** 作业: teachers set and review, students submit; recommended work is public with consent. */
export const assignmentEndpoints = {
  /* ---------- assignments ---------- */
  mine: endpoint({
    path: "/api/l/assignment/mine",
    access: "login",
    input: assignmentListSchema,
    output: out<AssignmentList>(),
    summary: "教师布置的作业，分页",
  }),
  forStudent: endpoint({
    path: "/api/l/assignment/student/list",
    access: "login",
    input: assignmentListSchema,
    output: out<AssignmentList>(),
    summary: "布置给学生所在班级（或所学课程章节）的作业，分页；只对学生",
  }),
  detail: endpoint({
    path: "/api/l/assignment/detail",
    access: "login",
    input: idInputSchema,
    output: out<AssignmentDetail>(),
    summary: "作业详情（布置者、管理员或目标学生）",
  }),
  save: endpoint({
    path: "/api/l/assignment/save",
    access: "login",
    input: assignmentSaveSchema,
    output: out<{ id: number }>(),
    summary:
      "教师新建或修改作业：班级或课程章节至少一个，新作业截止时间须晚于现在，附件须是自己上传的；标题与要求经敏感词过滤；记操作日志",
  }),
  section: {
    options: endpoint({
      path: "/api/l/assignment/section/options",
      access: "login",
      output: out<AssignmentSectionOption[]>(),
      summary: "教师任教课程的章节，供选择",
    }),
    list: endpoint({
      path: "/api/l/assignment/section/list",
      access: "login",
      input: assignmentSectionSchema,
      output: out<AssignmentItem[]>(),
      summary: "课程章节的作业（课程的教师与学生）",
    }),
  },
  delete: endpoint({
    path: "/api/l/assignment/delete",
    access: "login",
    input: idInputSchema,
    output: out<null>(),
    summary: "删除自己布置的作业；记操作日志",
  }),
  file: endpoint({
    path: "/api/l/assignment/:id/file/:fileId",
    method: "GET",
    access: "login",
    kind: "file",
    params: assignmentFileParamsSchema,
    output: out<Blob>(),
    summary: "作业附件（内联，支持 Range），给能查看该作业的人；不是该作业的附件 404",
  }),

  /* ---------- submissions ---------- */
  submit: endpoint({
    path: "/api/l/assignment/submit",
    access: "login",
    input: submissionSaveSchema,
    output: out<{ id: number }>(),
    summary:
      "学生提交（或退回后重交）作业：待批阅或已批阅 409；截止后按迟交策略拒绝（400）或标记迟交；文件须是自己上传且类型允许；记操作日志",
  }),
  submission: {
    mine: endpoint({
      path: "/api/l/assignment/submission/mine",
      access: "login",
      input: submissionMineSchema,
      output: out<SubmissionDetail | null>(),
      summary: "我对某作业的提交（未提交为 null）",
    }),
    list: endpoint({
      path: "/api/l/assignment/submission/list",
      access: "login",
      input: submissionListSchema,
      output: out<ListResult<SubmissionItem>>(),
      summary: "某作业的提交，分页（布置者或管理员）",
    }),
    detail: endpoint({
      path: "/api/l/assignment/submission/detail",
      access: "login",
      input: idInputSchema,
      output: out<SubmissionDetail>(),
      summary: "提交详情（提交的学生、布置者、管理员）",
    }),
    review: endpoint({
      path: "/api/l/assignment/submission/review",
      access: "login",
      input: submissionReviewSchema,
      output: out<null>(),
      summary: "批阅：打分或退回重交（评语经敏感词过滤）；已退回或状态已变 409；记操作日志",
    }),
    recommend: endpoint({
      path: "/api/l/assignment/submission/recommend",
      access: "login",
      input: submissionRecommendSchema,
      output: out<null>(),
      summary: "推荐（或取消）优秀作业，须已批阅；记操作日志",
    }),
    consent: endpoint({
      path: "/api/l/assignment/submission/consent",
      access: "login",
      input: submissionConsentSchema,
      output: out<null>(),
      summary: "学生同意（或撤回）公开展示自己被推荐的作业；撤回即不再公开",
    }),
    file: endpoint({
      path: "/api/c/assignment/submission/:id/file/:fileId",
      method: "GET",
      access: "guest",
      kind: "file",
      params: assignmentFileParamsSchema,
      output: out<Blob>(),
      summary: "提交的文件（内联，支持 Range）：给能查看该提交的人，或已推荐且学生同意公开时给所有人；否则 404",
    }),
  },

  /* ---------- excellent work (public) ---------- */
  recommend: {
    detail: endpoint({
      path: "/api/c/assignment/recommend/detail",
      reads: true,
      access: "guest",
      input: idInputSchema,
      output: out<RecommendedSubmission>(),
      summary: "公开的优秀作业（已推荐且学生同意）；否则 404",
    }),
    list: endpoint({
      path: "/api/c/assignment/recommend/list",
      reads: true,
      access: "guest",
      input: pageInputSchema,
      output: out<ListResult<RecommendedSubmission>>(),
      summary: "公开的优秀作业，分页",
    }),
  },
};
