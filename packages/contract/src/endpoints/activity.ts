import {
  type ActivityAnnouncementItem,
  type ActivityDetail,
  type ActivityEdit,
  type ActivityList,
  type ActivityParticipant,
  type ActivityResultItem,
  type ActivityStage,
  type ActivityWorkList,
  activityAdminListSchema,
  activityAdvanceSchema,
  activityAnnouncementSaveSchema,
  activityCopySchema,
  activityDecideSchema,
  activityListSchema,
  activityPropertiesSaveSchema,
  activityRegisterSchema,
  activitySaveSchema,
  activityWorkSubmitSchema,
  activityWorksSchema,
  type MyActivityItem,
} from "../activity.js";
import {
  type ActivityAssignResult,
  type ActivityAwardBoard,
  type ActivityJudging,
  type ActivityRound2Result,
  type ActivityScoreSaved,
  type ActivityTemplateChoice,
  activityAssignSchema,
  activityAwardLevelsSaveSchema,
  activityAwardsSaveSchema,
  activityAwardsVersionSchema,
  activityJudgesSaveSchema,
  activityRound2Schema,
  activityScoreSaveSchema,
  activitySheetSchema,
  activityStandardSaveSchema,
  type JudgeAssignedWork,
  type JudgeScoreSheet,
} from "../activity-judging.js";
import {
  type ActivityRecommendBoard,
  type ActivityRecommenderItem,
  activityRecommendSaveSchema,
  activityRecommendSettingsSchema,
} from "../activity-recommend.js";
import { type ActivityStatistics, type ActivityVideoList, activityVideosSchema } from "../activity-stats.js";
import { idInputSchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";

/** 业务管理 → 活动管理: the back office's list, copy and delete. */
const MANAGE = { perm: "business.activity" } as const;

/**
 * Activities and contests (活动评比): the public pages, the organiser's editor (its creator or an
 * activity manager, checked per activity: 404 unknown, 403 not an organiser), registration and
 * works, judging, awards, unit recommendation, statistics and certificates, the back office.
 */
export const activityEndpoints = {
  /* ---------- public pages (/activity, /activity/{activityId}/{type}) ---------- */
  list: endpoint({
    path: "/api/c/activity/list",
    reads: true,
    access: "guest",
    input: activityListSchema,
    output: out<ActivityList>(),
    summary: "活动列表（草稿除外）：按显示阶段、主办单位、学科、关键词筛选，分页",
  }),
  detail: endpoint({
    path: "/api/c/activity/detail",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<ActivityDetail>(),
    summary: "活动详情：介绍、指南、各阶段日期、报名字段、当前可做的事（actions）；草稿仅组织者可见，否则 404",
  }),
  announcements: endpoint({
    path: "/api/c/activity/announcements",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<ActivityAnnouncementItem[]>(),
    summary: "活动公告，新的在前",
  }),
  works: endpoint({
    path: "/api/c/activity/works",
    reads: true,
    access: "guest",
    input: activityWorksSchema,
    output: out<ActivityWorkList>(),
    summary: "参赛作品（审核通过），分页；结果公布前仅组织者可见（403「参赛作品将在评比结果公布后展示」）",
  }),
  results: endpoint({
    path: "/api/c/activity/results",
    reads: true,
    access: "guest",
    input: idInputSchema,
    output: out<ActivityResultItem[]>(),
    summary: "评比结果：排名、得分、奖项；结果公布前 403「评比结果尚未公布」（组织者除外）",
  }),

  /* ---------- the organiser ---------- */
  get: endpoint({
    path: "/api/l/activity/get",
    access: "login",
    input: idInputSchema,
    output: out<ActivityEdit>(),
    summary: "组织者编辑用的活动（含全部日期、主办单位与学科 id）",
  }),
  save: endpoint({
    path: "/api/l/activity/save",
    access: "login",
    input: activitySaveSchema,
    output: out<{ id: number }>(),
    summary:
      "新建（仅活动管理员，否则 403）或修改活动；日期须依次递增，主办单位、学科须存在（400 指明字段）；已归档的不能修改；记操作日志",
  }),
  advance: endpoint({
    path: "/api/l/activity/advance",
    access: "login",
    input: activityAdvanceSchema,
    output: out<{ stage: ActivityStage }>(),
    summary:
      "调整阶段：只能进入显示阶段的下一阶段（400 否则）；to=results 即奖项的公布结果，需奖项设置读到的 version（缺失 400，过期 409），有未评完作品时 400；两位组织者同时操作时后者 409；记操作日志",
  }),
  announcementSave: endpoint({
    path: "/api/l/activity/announcement/save",
    access: "login",
    input: activityAnnouncementSaveSchema,
    output: out<{ id: number }>(),
    summary: "发布活动公告（标题过敏感词，内容净化为安全 HTML，空内容 400）；记操作日志",
  }),

  /* ---------- registration, works, audit ---------- */
  propertiesSave: endpoint({
    path: "/api/l/activity/properties/save",
    access: "login",
    input: activityPropertiesSaveSchema,
    output: out<null>(),
    summary: "设置报名字段（文本、单选、附件，最多 20 个，名称不能重复）；报名截止后 400；记操作日志",
  }),
  register: endpoint({
    path: "/api/l/activity/register",
    access: "login",
    input: activityRegisterSchema,
    output: out<{ id: number }>(),
    summary:
      "教师报名（个人或团队，成员须为本平台教师且未报名），在报名时间内并填写必填字段；非教师 403，已报名 409，被拒后可再报；记操作日志",
  }),
  workSubmit: endpoint({
    path: "/api/l/activity/work/submit",
    access: "login",
    input: activityWorkSubmitSchema,
    output: out<{ id: number }>(),
    summary:
      "提交或替换作品（自己的视频或文档资源），在作品提交时间内；未报名 403，审核通过后不能替换（400）；记操作日志",
  }),
  participants: endpoint({
    path: "/api/l/activity/participants",
    access: "login",
    input: idInputSchema,
    output: out<ActivityParticipant[]>(),
    summary: "组织者：报名名单，附报名字段、团队成员与作品",
  }),
  registrationDecide: endpoint({
    path: "/api/l/activity/registration/decide",
    access: "login",
    input: activityDecideSchema,
    output: out<null>(),
    summary: "审核报名：通过或拒绝（拒绝须填原因）；有不属于本活动的记录时 404；记操作日志",
  }),
  workAudit: endpoint({
    path: "/api/l/activity/work/audit",
    access: "login",
    input: activityDecideSchema,
    output: out<null>(),
    summary: "审核作品：通过或退回（须填原因）；评审开始后 400；有不属于本活动的作品时 404，整批不生效；记操作日志",
  }),
  mine: endpoint({
    path: "/api/l/activity/mine",
    access: "login",
    output: out<MyActivityItem[]>(),
    summary: "个人中心 → 我的活动：我的报名（队长或成员）、作品、奖项，能否提交作品",
  }),

  /* ---------- judging: the organiser's set-up, the judge's sheets ---------- */
  judging: endpoint({
    path: "/api/l/activity/judging",
    access: "login",
    input: idInputSchema,
    output: out<ActivityJudging>(),
    summary: "组织者：评审设置（评委组、匿名评审、评价标准）、各评委进度、各作品评审状态",
  }),
  judgesSave: endpoint({
    path: "/api/l/activity/judges/save",
    access: "login",
    input: activityJudgesSaveSchema,
    output: out<null>(),
    summary:
      "设置评委组与匿名评审（组名不能重复，一位评委只在一个组）；已提交评分的评委不能移出（409），其余被移出评委的未提交评分表随之删除；结果公布后 400；记操作日志",
  }),
  standardTemplates: endpoint({
    path: "/api/l/activity/standard/templates",
    access: "login",
    input: idInputSchema,
    output: out<ActivityTemplateChoice[]>(),
    summary: "可选的评价标准：就绪的督导评价模板（仅名称）",
  }),
  standardSave: endpoint({
    path: "/api/l/activity/standard/save",
    access: "login",
    input: activityStandardSaveSchema,
    output: out<null>(),
    summary: "设置评价标准：复制模板表单到活动（之后模板修改不影响）；评委已开始评分时 409；记操作日志",
  }),
  judgesAssign: endpoint({
    path: "/api/l/activity/judges/assign",
    access: "login",
    input: activityAssignSchema,
    output: out<ActivityAssignResult>(),
    summary:
      "把作品分给评委组的每位评委（不传 workIds 为全部通过的作品，可按学科）；同单位回避：点名作品 400，全部作品时跳过并计入 skipped；开启单位推荐时只分配获推荐的作品，未获推荐而未分配的作品数计入 notRecommended；未设评价标准或已开第二轮时 400；记操作日志",
  }),
  judgesRound2: endpoint({
    path: "/api/l/activity/judges/round2",
    access: "login",
    input: activityRound2Schema,
    output: out<ActivityRound2Result>(),
    summary:
      "开启第二轮：第一轮前 top 名（与末位同分的一并进入），由原评委或指定评委组评审；须在评审阶段且第一轮全部评完（400），已开启 409；记操作日志",
  }),
  judgeWorks: endpoint({
    path: "/api/l/activity/judge/works",
    access: "login",
    output: out<JudgeAssignedWork[]>(),
    summary: "评委：分配给我的作品与评分状态（匿名评审时不显示作者与单位）",
  }),
  judgeSheet: endpoint({
    path: "/api/l/activity/judge/sheet",
    access: "login",
    input: activitySheetSchema,
    output: out<JudgeScoreSheet>(),
    summary: "评委：一件作品的评分表（默认最近一轮）；作品不存在 404，未分配给我 403",
  }),
  judgeScore: endpoint({
    path: "/api/l/activity/judge/score",
    access: "login",
    input: activityScoreSaveSchema,
    output: out<ActivityScoreSaved>(),
    summary:
      "评委保存或提交评分：未分配 403/404，本单位作品 403，不在评审阶段 400，已提交 409，指标不存在或分值越界 400（指明 marks.<key>），提交须每项打分；全部提交后算出最终得分；记操作日志",
  }),

  /* ---------- awards (奖项设置) ---------- */
  awards: endpoint({
    path: "/api/l/activity/awards",
    access: "login",
    input: idInputSchema,
    output: out<ActivityAwardBoard>(),
    summary: "奖项设置：奖项与名额、按排名排列的作品（未评完的在后）、version（后续写操作须带上）",
  }),
  awardLevelsSave: endpoint({
    path: "/api/l/activity/awards/levels/save",
    access: "login",
    input: activityAwardLevelsSaveSchema,
    output: out<null>(),
    summary: "设置奖项与名额（清空已评定的奖项）；version 过期 409，结果公布后 400；记操作日志",
  }),
  awardsPropose: endpoint({
    path: "/api/l/activity/awards/propose",
    access: "login",
    input: activityAwardsVersionSchema,
    output: out<null>(),
    summary: "按排名生成获奖名单（已评完的作品，同分规则不变）；未设奖项 400，version 过期 409；记操作日志",
  }),
  awardsSave: endpoint({
    path: "/api/l/activity/awards/save",
    access: "login",
    input: activityAwardsSaveSchema,
    output: out<null>(),
    summary: "调整获奖名单：仅已评完的作品，各奖项不超名额（400 指明字段）；version 过期 409；记操作日志",
  }),
  awardsPublish: endpoint({
    path: "/api/l/activity/awards/publish",
    access: "login",
    input: activityAwardsVersionSchema,
    output: out<{ stage: ActivityStage }>(),
    summary: "公布结果：须在评审阶段且作品全部评完（400），version 过期 409；活动进入结果公布；记操作日志",
  }),

  /* ---------- unit recommendation (单位推荐) ---------- */
  recommend: endpoint({
    path: "/api/l/activity/recommend",
    access: "login",
    input: idInputSchema,
    output: out<ActivityRecommendBoard>(),
    summary: "单位推荐：名额、推荐人、各单位通过的作品；组织者看全部单位，推荐人只看本单位，其他人 403",
  }),
  recommendMine: endpoint({
    path: "/api/l/activity/recommend/mine",
    access: "login",
    output: out<ActivityRecommenderItem[]>(),
    summary: "个人中心 → 我的活动 → 单位推荐：我作为推荐人的活动与单位",
  }),
  recommendSettings: endpoint({
    path: "/api/l/activity/recommend/settings",
    access: "login",
    input: activityRecommendSettingsSchema,
    output: out<null>(),
    summary: "组织者设置推荐名额（null 关闭）与推荐人（每人一个单位）；非组织者 403，评审开始后 400；记操作日志",
  }),
  recommendSave: endpoint({
    path: "/api/l/activity/recommend/save",
    access: "login",
    input: activityRecommendSaveSchema,
    output: out<null>(),
    summary:
      "推荐人（或组织者）设定本单位推荐的作品，不超名额；未启用推荐或评审已开始 400，非该单位推荐人 403；记操作日志",
  }),

  /* ---------- statistics (活动统计), certificates, /resource6 ---------- */
  statistics: endpoint({
    path: "/api/l/activity/statistics",
    access: "login",
    input: idInputSchema,
    output: out<ActivityStatistics>(),
    summary: "活动统计：报名与作品（按单位）、审核与评审进度、得分分布、评委一致性；仅组织者（403）",
  }),
  statisticsExport: endpoint({
    path: "/api/l/activity/statistics/export",
    method: "GET",
    kind: "file",
    access: "login",
    input: idInputSchema,
    output: out<Blob>(),
    summary: "活动统计导出为 xlsx（每个统计表一个工作表）；仅组织者（403）",
  }),
  certificate: endpoint({
    path: "/api/l/activity/certificate",
    method: "GET",
    kind: "file",
    access: "login",
    input: idInputSchema,
    output: out<Blob>(),
    summary:
      "获奖证书 PDF（id 为作品 id，每次下载时生成）：作品无奖项或结果未公布 404，仅获奖者本人与组织者可下载（403）",
  }),
  videos: endpoint({
    path: "/api/c/activity/videos",
    reads: true,
    access: "guest",
    input: activityVideosSchema,
    output: out<ActivityVideoList>(),
    summary:
      "/resource6 活动视频：结果已公布或已归档活动的通过作品，新公布的在前、获奖的在前、再按得分；可按活动、学科、单位、只看获奖、关键词筛选",
  }),

  /* ---------- back office (业务管理 → 活动管理) ---------- */
  admin: {
    list: endpoint({
      path: "/api/m/activity/list",
      access: MANAGE,
      input: activityAdminListSchema,
      output: out<ActivityList>(),
      summary: "后台活动列表（含草稿），分页",
    }),
    copy: endpoint({
      path: "/api/m/activity/copy",
      access: MANAGE,
      input: activityCopySchema,
      output: out<{ id: number }>(),
      summary: "复制往届活动：同样的介绍、主办单位、计分规则与奖项的新草稿，日期顺延；记操作日志",
    }),
    delete: endpoint({
      path: "/api/m/activity/delete",
      access: MANAGE,
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除活动：仅草稿（已发布的 400 指明名称）；记操作日志",
    }),
  },
};
