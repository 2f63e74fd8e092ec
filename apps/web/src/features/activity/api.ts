import {
  type ActivityListInput,
  type ActivityVideosInput,
  type ActivityWorksInput,
  activityEndpoints,
  type InputOf,
  resourceEndpoints,
  userEndpoints,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call, urlOf } from "../../api/call";

const api = activityEndpoints;

/** Query keys of activities (活动评比); `all` refreshes every screen of the feature. */
export const activityKeys = {
  all: ["activity"] as const,
  list: (input: ActivityListInput) => [...activityKeys.all, "list", input] as const,
  detail: (id: number) => [...activityKeys.all, "detail", id] as const,
  announcements: (id: number) => [...activityKeys.all, "announcements", id] as const,
  works: (id: number, pageNo: number) => [...activityKeys.all, "works", id, pageNo] as const,
  results: (id: number) => [...activityKeys.all, "results", id] as const,
  edit: (id: number) => [...activityKeys.all, "edit", id] as const,
  participants: (id: number) => [...activityKeys.all, "participants", id] as const,
  mine: () => [...activityKeys.all, "mine"] as const,
  judging: (id: number) => [...activityKeys.all, "judging", id] as const,
  templates: (id: number) => [...activityKeys.all, "templates", id] as const,
  judge: () => [...activityKeys.all, "judge"] as const,
  judgeWorks: () => [...activityKeys.judge(), "works"] as const,
  sheet: (workId: number | undefined, round: number | undefined) =>
    [...activityKeys.judge(), "sheet", workId, round] as const,
  awards: (id: number) => [...activityKeys.all, "awards", id] as const,
  recommend: (id: number) => [...activityKeys.all, "recommend", id] as const,
  recommendMine: () => [...activityKeys.all, "recommend", "mine"] as const,
  statistics: (id: number) => [...activityKeys.all, "statistics", id] as const,
  videos: (input: ActivityVideosInput) => [...activityKeys.all, "videos", input] as const,
  teachers: (keyword: string) => [...activityKeys.all, "teachers", keyword] as const,
  myResources: () => [...activityKeys.all, "my-resources"] as const,
};

/* ---------- public pages ---------- */

export function useActivityList(input: ActivityListInput) {
  return useQuery({
    queryKey: activityKeys.list(input),
    queryFn: () => call(api.list, input, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The public detail; a 404 (unknown or a draft of someone else) is the caller's to show. */
export function useActivityDetail(id: number, enabled = true) {
  return useQuery({
    queryKey: activityKeys.detail(id),
    queryFn: () => call(api.detail, { id }, { silent: true }),
    enabled,
    retry: false,
  });
}

export function useActivityAnnouncements(id: number) {
  return useQuery({
    queryKey: activityKeys.announcements(id),
    queryFn: () => call(api.announcements, { id }, { silent: true }),
  });
}

export function useActivityWorks(input: ActivityWorksInput, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.works(input.id, input.pageNo),
    queryFn: () => call(api.works, input, { silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useActivityResults(id: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.results(id),
    queryFn: () => call(api.results, { id }, { silent: true }),
    enabled,
  });
}

/** /resource6: works of finished activities. */
export function useActivityVideos(input: ActivityVideosInput) {
  return useQuery({
    queryKey: activityKeys.videos(input),
    queryFn: () => call(api.videos, input, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/* ---------- the organiser ---------- */

/** The organiser's copy of one activity; `keep: false` drops it when the screen closes. */
export function useActivityEdit(id: number, enabled: boolean, keep = true) {
  return useQuery({
    queryKey: activityKeys.edit(id),
    queryFn: () => call(api.get, { id }, { silent: true }),
    enabled,
    retry: false,
    ...(keep ? {} : { gcTime: 0 }),
  });
}

/** Saves the activity (a new one as a draft); every activity screen refreshes. */
export function useSaveActivity(onSaved: (id: number) => void) {
  return useAction((input: InputOf<typeof api.save>) => call(api.save, input), {
    success: "已保存",
    invalidate: [activityKeys.all],
    onSuccess: (r) => onSaved(r.id),
  });
}

/** 调整阶段 from the back office; 公布结果 claims the awards' version read just before. */
export function useAdvanceActivity(onDone: () => void) {
  return useAction(
    async (input: { id: number; to: InputOf<typeof api.advance>["to"]; label: string }) =>
      call(api.advance, {
        id: input.id,
        to: input.to,
        version: input.to === "results" ? (await call(api.awards, { id: input.id })).version : undefined,
      }),
    { success: (_r, input) => `已${input.label}`, onSuccess: onDone },
  );
}

export function useActivityAnnouncementSave(activityId: number, onSaved: () => void) {
  return useAction((input: InputOf<typeof api.announcementSave>) => call(api.announcementSave, input), {
    success: "公告已发布",
    invalidate: [activityKeys.announcements(activityId)],
    onSuccess: onSaved,
  });
}

export function usePropertiesSave(activityId: number) {
  return useAction((input: InputOf<typeof api.propertiesSave>) => call(api.propertiesSave, input), {
    success: "报名字段已保存",
    invalidate: [activityKeys.detail(activityId)],
  });
}

/* ---------- registration, works, audit ---------- */

/** Teachers to pick judges, recommenders or team members from, by name. */
export function useTeacherSearch(keyword: string) {
  return useQuery({
    queryKey: activityKeys.teachers(keyword),
    queryFn: () =>
      call(userEndpoints.list, { pageNo: 1, pageSize: 30, userType: "teacher", keyword }, { silent: true }),
  });
}

/** The teacher's own resources, to pick a work from. */
export function useMyResources() {
  return useQuery({
    queryKey: activityKeys.myResources(),
    queryFn: () => call(resourceEndpoints.myList, { pageNo: 1, pageSize: 50 }),
  });
}

export function useRegister(onDone: () => void) {
  return useAction((input: InputOf<typeof api.register>) => call(api.register, input), {
    success: "报名成功，请等待组织者审核",
    invalidate: [activityKeys.all],
    onSuccess: onDone,
  });
}

export function useSubmitWork(onDone: () => void) {
  return useAction((input: InputOf<typeof api.workSubmit>) => call(api.workSubmit, input), {
    success: "作品已提交，请等待审核",
    invalidate: [activityKeys.all],
    onSuccess: onDone,
  });
}

export function useParticipants(activityId: number) {
  return useQuery({
    queryKey: activityKeys.participants(activityId),
    queryFn: () => call(api.participants, { id: activityId }),
  });
}

/** Approves or rejects registrations. */
export function useDecideRegistrations(activityId: number) {
  return useAction((input: InputOf<typeof api.registrationDecide>) => call(api.registrationDecide, input), {
    success: (_r, input) => (input.pass ? "报名已通过" : "已设为未通过"),
    invalidate: [activityKeys.participants(activityId)],
  });
}

/** Approves or returns works. */
export function useAuditWorks(activityId: number, onDone?: () => void) {
  return useAction((input: InputOf<typeof api.workAudit>) => call(api.workAudit, input), {
    success: (_r, input) => (input.pass ? "作品审核通过" : "作品已退回"),
    invalidate: [activityKeys.participants(activityId)],
    onSuccess: onDone,
  });
}

/** 个人中心 → 我的活动. */
export function useMyActivities() {
  return useQuery({ queryKey: activityKeys.mine(), queryFn: () => call(api.mine) });
}

/** The certificate PDF of an awarded work (a download link). */
export const certificateUrl = (workId: number) => urlOf(api.certificate, undefined, { id: workId });

/* ---------- back office ---------- */

/** 业务管理 → 活动管理's table (drafts too). */
export const adminList = (input: InputOf<typeof api.admin.list>) => call(api.admin.list, input);

export function useCopyActivity(onCopied: (id: number) => void) {
  return useAction((id: number) => call(api.admin.copy, { id }), {
    success: "已复制为新的草稿，请调整日期",
    onSuccess: (r) => onCopied(r.id),
  });
}

export function useDeleteActivity(onDone: () => void) {
  return useAction((id: number) => call(api.admin.delete, { ids: [id] }), { success: "已删除", onSuccess: onDone });
}
