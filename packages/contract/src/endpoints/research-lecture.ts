import { emptySchema, idInputSchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type LectureChoices,
  type LectureDetail,
  type LectureItem,
  lectureEvaluateSchema,
  lectureListSchema,
  lectureSaveSchema,
  myLectureListSchema,
} from "../research-lecture.js";

const MANAGE = { perm: "business.lecture" } as const;

/** The lecture centre: /lecture and /detail/{id}/{status}, personal centre 我的说课, back office 说课管理. */
export const lectureEndpoints = {
  list: endpoint({
    path: "/api/c/lecture/list",
    reads: true,
    access: "guest",
    input: lectureListSchema,
    output: out<ListResult<LectureItem>>(),
    summary: "说课列表（分页，按学科、学期、教师、类型、关键字）",
  }),
  detail: endpoint({
    path: "/api/c/lecture/detail",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<LectureDetail>(),
    summary: "一个说课：直播流或录像、评价表、各人评价和调用者自己的评价、能否评价；计一次观看（按用户或地址）",
  }),
  evaluate: endpoint({
    path: "/api/l/lecture/evaluate",
    access: "login",
    input: lectureEvaluateSchema,
    output: out<{ total: number; level: string }>(),
    summary:
      "评价说课：每人一次，每项须评分（400），直播说课开始后才能评（400），已评过409，不可评403；返回总分和等级；记操作日志",
  }),
  mine: endpoint({
    path: "/api/l/lecture/mine",
    access: "login",
    input: myLectureListSchema,
    output: out<ListResult<LectureItem>>(),
    summary: "我的说课（scope=mine）或我评价过的说课（scope=evaluated）",
  }),
  admin: {
    list: endpoint({
      path: "/api/m/lecture/list",
      access: MANAGE,
      input: lectureListSchema,
      output: out<ListResult<LectureItem>>(),
      summary: "说课管理：说课列表",
    }),
    choices: endpoint({
      path: "/api/m/lecture/choices",
      access: MANAGE,
      input: emptySchema,
      output: out<LectureChoices>(),
      summary: "说课表单的选项：可选的直播、视频资源和已就绪的评价模板",
    }),
    save: endpoint({
      path: "/api/m/lecture/save",
      access: MANAGE,
      input: lectureSaveSchema,
      output: out<{ id: number }>(),
      summary: "新增或修改说课（教师须为教师账号，学科、学期、直播或视频须存在）；记操作日志“保存说课”",
    }),
    delete: endpoint({
      path: "/api/m/lecture/delete",
      access: MANAGE,
      input: idsInputSchema,
      output: out<{ deleted: number }>(),
      summary: "删除说课；返回删除条数；记操作日志",
    }),
  },
};
