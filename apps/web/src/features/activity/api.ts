import type {
  ActivityAdminListInput,
  ActivityAnnouncementItem,
  ActivityAnnouncementSaveInput,
  ActivityAwardBoard,
  ActivityAwardLevelsSaveInput,
  ActivityAwardsSaveInput,
  ActivityDecideInput,
  ActivityDetail,
  ActivityEdit,
  ActivityJudgesSaveInput,
  ActivityJudging,
  ActivityList,
  ActivityListInput,
  ActivityParticipant,
  ActivityPropertiesSaveInput,
  ActivityRecommendBoard,
  ActivityRecommendSaveInput,
  ActivityRecommendSettingsInput,
  ActivityRegisterInput,
  ActivityResultItem,
  ActivitySaveInput,
  ActivityScoreSaveInput,
  ActivityStage,
  ActivityStatistics,
  ActivityVideoList,
  ActivityVideosInput,
  ActivityWorkCard,
  ActivityWorkSubmitInput,
  ActivityWorksInput,
  JudgeAssignedWork,
  JudgeScoreSheet,
  ListResult,
  ManageResourceItem,
  MyActivityItem,
  UserListInput,
  UserListRow,
} from "@otp/contract";
import { http } from "../../api/http";

export const activityApi = {
  list: (body: ActivityListInput) => http.post<ActivityList>("/api/c/activity/list", body, { silent: true }),
  detail: (id: number) => http.post<ActivityDetail>("/api/c/activity/detail", { id }, { silent: true }),
  announcements: (id: number) =>
    http.post<ActivityAnnouncementItem[]>("/api/c/activity/announcements", { id }, { silent: true }),
  works: (body: ActivityWorksInput) =>
    http.post<ListResult<ActivityWorkCard>>("/api/c/activity/works", body, { silent: true }),
  results: (id: number) => http.post<ActivityResultItem[]>("/api/c/activity/results", { id }, { silent: true }),
  get: (id: number) => http.post<ActivityEdit>("/api/l/activity/get", { id }, { silent: true }),
  save: (body: ActivitySaveInput) => http.post<{ id: number }>("/api/l/activity/save", body),
  /** To results the awards' version is needed (公布结果 is the awards' publish). */
  advance: (id: number, to: ActivityStage, version?: string) =>
    http.post<{ stage: ActivityStage }>("/api/l/activity/advance", { id, to, version }),
  saveAnnouncement: (body: ActivityAnnouncementSaveInput) =>
    http.post<{ id: number }>("/api/l/activity/announcement/save", body),
  saveProperties: (body: ActivityPropertiesSaveInput) => http.post("/api/l/activity/properties/save", body),
  register: (body: ActivityRegisterInput) => http.post<{ id: number }>("/api/l/activity/register", body),
  submitWork: (body: ActivityWorkSubmitInput) => http.post<{ id: number }>("/api/l/activity/work/submit", body),
  participants: (id: number) => http.post<ActivityParticipant[]>("/api/l/activity/participants", { id }),
  decideRegistrations: (body: ActivityDecideInput) => http.post("/api/l/activity/registration/decide", body),
  auditWorks: (body: ActivityDecideInput) => http.post("/api/l/activity/work/audit", body),
  mine: () => http.post<MyActivityItem[]>("/api/l/activity/mine", {}),
  /** The teacher's own resources, to pick a work from. */
  myResources: (keyword?: string) =>
    http.post<ListResult<ManageResourceItem>>("/api/l/resource/my/list", { pageNo: 1, pageSize: 50, keyword }),
  judging: (id: number) => http.post<ActivityJudging>("/api/l/activity/judging", { id }),
  saveJudges: (body: ActivityJudgesSaveInput) => http.post("/api/l/activity/judges/save", body),
  templates: (id: number) => http.post<{ id: number; name: string }[]>("/api/l/activity/standard/templates", { id }),
  saveStandard: (activityId: number, templateId: number) =>
    http.post("/api/l/activity/standard/save", { activityId, templateId }),
  /** With `subjectId`, only the works of that subject go to the group. */
  assign: (activityId: number, groupIndex: number, subjectId?: number) =>
    http.post<{ assigned: number; skipped: number }>("/api/l/activity/judges/assign", {
      activityId,
      groupIndex,
      subjectId,
    }),
  /** 第二轮: the top N by round-1 score (ties included), judged by their round-1 judges or a group. */
  openRound2: (activityId: number, top: number, groupIndex?: number) =>
    http.post<{ works: number; sheets: number; cutScore: number | null }>("/api/l/activity/judges/round2", {
      activityId,
      top,
      groupIndex,
    }),
  judgeWorks: () => http.post<JudgeAssignedWork[]>("/api/l/activity/judge/works", {}),
  sheet: (workId: number, round: number) =>
    http.post<JudgeScoreSheet>("/api/l/activity/judge/sheet", { id: workId, round }),
  score: (body: ActivityScoreSaveInput) =>
    http.post<{ total: number; finalScore: number | null }>("/api/l/activity/judge/score", body),
  /** Teachers to pick judges from. */
  teachers: (body: UserListInput) =>
    http.post<ListResult<UserListRow>>("/api/c/base/user/list", body, {
      silent: true,
    }),
  awards: (id: number) => http.post<ActivityAwardBoard>("/api/l/activity/awards", { id }),
  saveAwardLevels: (body: ActivityAwardLevelsSaveInput) => http.post("/api/l/activity/awards/levels/save", body),
  proposeAwards: (activityId: number, version: string) =>
    http.post("/api/l/activity/awards/propose", { activityId, version }),
  saveAwards: (body: ActivityAwardsSaveInput) => http.post("/api/l/activity/awards/save", body),
  publishAwards: (activityId: number, version: string) =>
    http.post("/api/l/activity/awards/publish", { activityId, version }),
  recommend: (id: number) => http.post<ActivityRecommendBoard>("/api/l/activity/recommend", { id }, { silent: true }),
  myRecommend: () =>
    http.post<{ activityId: number; activityName: string; orgId: number; orgName: string }[]>(
      "/api/l/activity/recommend/mine",
      {},
    ),
  saveRecommendSettings: (body: ActivityRecommendSettingsInput) =>
    http.post("/api/l/activity/recommend/settings", body),
  saveRecommend: (body: ActivityRecommendSaveInput) => http.post("/api/l/activity/recommend/save", body),
  statistics: (id: number) => http.post<ActivityStatistics>("/api/l/activity/statistics", { id }),
  statisticsExportUrl: (id: number) => `/api/l/activity/statistics/export?id=${id}`,
  certificateUrl: (workId: number) => `/api/l/activity/certificate?id=${workId}`,
  videos: (body: ActivityVideosInput) => http.post<ActivityVideoList>("/api/c/activity/videos", body, { silent: true }),
  adminList: (body: ActivityAdminListInput) => http.post<ActivityList>("/api/m/activity/list", body),
  copy: (id: number) => http.post<{ id: number }>("/api/m/activity/copy", { id }),
  remove: (ids: number[]) => http.post("/api/m/activity/delete", { ids }),
};
