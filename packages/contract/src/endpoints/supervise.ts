import { emptySchema, idInputSchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type SupervisePhraseRow,
  type SuperviseSetting,
  type SuperviseTemplateDetail,
  type SuperviseTemplateRow,
  supervisePhraseListSchema,
  supervisePhraseSaveSchema,
  superviseSettingSchema,
  superviseTemplateBasicSchema,
  superviseTemplateFormSaveSchema,
  superviseTemplateListSchema,
} from "../supervise.js";
import { superviseActivityEndpoints } from "./supervise-activity.js";
import {
  superviseEvaluationEndpoints,
  supervisePatrolEndpoints,
  superviseStatisticsEndpoints,
  superviseTaskEndpoints,
} from "./supervise-task.js";

/* The same screens serve 督导管理 and 业务管理 › 督导 (templates): both codes open them. */
const tpl = { perm: ["supervisor.template", "business.supervisorTemplate"] } as const;
/** Task and activity managers pick a template: they may list and read templates too. */
const readTpl = {
  perm: [
    "supervisor.template",
    "business.supervisorTemplate",
    "business.superviseTask",
    "business.superviseActivity",
    "supervisor.activity",
  ],
} as const;
const setting = { perm: "supervisor.setting" } as const;
const phrases = { perm: "supervisor.wordList" } as const;

const templateEndpoints = {
  list: endpoint({
    path: "/api/m/supervise/template/list",
    access: readTpl,
    input: superviseTemplateListSchema,
    output: out<ListResult<SuperviseTemplateRow>>(),
    summary: "评价模板列表：附使用次数（评价、督导活动）；ready 只列已保存指标、可用于新评价的",
  }),
  detail: endpoint({
    path: "/api/m/supervise/template/detail",
    access: readTpl,
    input: idInputSchema,
    output: out<SuperviseTemplateDetail>(),
    summary: "一个评价模板及其表单（指标树、等级、文字题）；不存在 404",
  }),
  save: endpoint({
    path: "/api/m/supervise/template/save",
    access: tpl,
    input: superviseTemplateBasicSchema,
    output: out<{ id: number }>(),
    summary: "第一步：名称、课程类型、评价人类型、计分方式；无 id 新建（表单为空）；记操作日志",
  }),
  saveForm: endpoint({
    path: "/api/m/supervise/template/form/save",
    access: tpl,
    input: superviseTemplateFormSaveSchema,
    output: out<SuperviseTemplateDetail>(),
    summary: "第二步：整张表单；已有评价使用时 409（请复制后修改）；记操作日志",
  }),
  copy: endpoint({
    path: "/api/m/supervise/template/copy",
    access: tpl,
    input: idInputSchema,
    output: out<{ id: number }>(),
    summary: "复制模板为下一版本；记操作日志",
  }),
  remove: endpoint({
    path: "/api/m/supervise/template/delete",
    access: tpl,
    input: idsInputSchema,
    output: out<null>(),
    summary: "删除未使用的模板；已有评价或被督导任务、活动使用时 409；记操作日志",
  }),
};

const settingEndpoints = {
  detail: endpoint({
    path: "/api/m/supervise/setting/detail",
    access: setting,
    input: emptySchema,
    output: out<SuperviseSetting>(),
    summary: "督导设置：每学期听课次数、教师可见评价、显示评价人、自由听课、补交天数",
  }),
  save: endpoint({
    path: "/api/m/supervise/setting/save",
    access: setting,
    input: superviseSettingSchema,
    output: out<SuperviseSetting>(),
    summary: "保存督导设置，返回保存后的设置；记操作日志",
  }),
};

/** 常用评语 (the phrase list; its URLs keep the old `word`). */
const phraseEndpoints = {
  list: endpoint({
    path: "/api/m/supervise/word/list",
    access: phrases,
    input: supervisePhraseListSchema,
    output: out<ListResult<SupervisePhraseRow>>(),
    summary: "常用评语列表（按排序），可按关键词筛选",
  }),
  save: endpoint({
    path: "/api/m/supervise/word/save",
    access: phrases,
    input: supervisePhraseSaveSchema,
    output: out<{ id: number }>(),
    summary: "新建或修改常用评语（经敏感词过滤）；不存在 404；记操作日志",
  }),
  remove: endpoint({
    path: "/api/m/supervise/word/delete",
    access: phrases,
    input: idsInputSchema,
    output: out<null>(),
    summary: "删除常用评语；记操作日志",
  }),
  forWriting: endpoint({
    path: "/api/l/supervise/word/list",
    access: "login",
    input: supervisePhraseListSchema,
    output: out<ListResult<SupervisePhraseRow>>(),
    summary: "评价人填写评价时插入的常用评语（任何登录用户可读）",
  }),
};

/** Supervision (督导): templates, settings, phrases, tasks, evaluations, statistics, patrol, activities. */
export const superviseEndpoints = {
  template: templateEndpoints,
  setting: settingEndpoints,
  phrase: phraseEndpoints,
  task: superviseTaskEndpoints,
  evaluation: superviseEvaluationEndpoints,
  statistics: superviseStatisticsEndpoints,
  patrol: supervisePatrolEndpoints,
  activity: superviseActivityEndpoints,
};
