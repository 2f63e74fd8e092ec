import {
  type LectureEvaluateInput,
  type LectureListInput,
  type MeetingEvaluateInput,
  type MeetingSaveInput,
  type MyLectureListInput,
  type ResearchOption,
  researchEndpoints,
  resourceEndpoints,
  type SeminarBriefSaveInput,
  type SeminarListInput,
  type SeminarMemberInviteInput,
  type SeminarMemberSaveInput,
  type SeminarNoticeSaveInput,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = researchEndpoints;

/** Query keys of the teaching-research feature; an edit refetches everything under `all`. */
export const researchKeys = {
  all: ["research"] as const,
  orgs: () => [...researchKeys.all, "orgs"] as const,
  subjects: () => [...researchKeys.all, "subjects"] as const,
  terminals: (orgId?: number, placeId?: number) => [...researchKeys.all, "terminals", orgId, placeId] as const,
  seminars: (filter: SeminarListInput) => [...researchKeys.all, "seminars", filter] as const,
  seminar: (id: number) => [...researchKeys.all, "seminar", id] as const,
  mine: (pageNo: number) => [...researchKeys.all, "mine", pageNo] as const,
  editor: (id: number) => [...researchKeys.all, "editor", id] as const,
  tasks: (seminarId: number) => [...researchKeys.all, "tasks", seminarId] as const,
  pick: (keyword: string) => [...researchKeys.all, "pick", keyword] as const,
  standardOptions: (seminarId: number) => [...researchKeys.all, "standard-options", seminarId] as const,
  meetings: (seminarId: number) => [...researchKeys.all, "meetings", seminarId] as const,
  meetingPlaces: () => [...researchKeys.all, "meeting-places"] as const,
  report: (seminarId: number) => [...researchKeys.all, "report", seminarId] as const,
  meeting: (id: number) => [...researchKeys.all, "meeting", id] as const,
  lectures: (filter: LectureListInput) => [...researchKeys.all, "lectures", filter] as const,
  myLectures: (input: MyLectureListInput) => [...researchKeys.all, "lectures", "mine", input] as const,
  lecture: (id: number) => [...researchKeys.all, "lecture", id] as const,
  lectureChoices: () => [...researchKeys.all, "lecture-choices"] as const,
};

/* ---------- choice lists ---------- */

const asOptions = (list: ResearchOption[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: o.name }));

/** Participating organizations as select options. */
export function useResearchOrgOptions() {
  const { data } = useQuery({
    queryKey: researchKeys.orgs(),
    queryFn: () => call(api.orgOptions, {}, { silent: true }),
    staleTime: 60_000,
  });
  return asOptions(data);
}

/** Subjects as select options. */
export function useResearchSubjectOptions() {
  const { data } = useQuery({
    queryKey: researchKeys.subjects(),
    queryFn: () => call(api.subjectOptions, {}, { silent: true }),
    staleTime: 60_000,
  });
  return asOptions(data);
}

/** Terminals a place of `orgId` may be given (free ones, plus the place's own). */
export function useTerminalOptions(orgId: number | undefined, placeId: number | undefined) {
  const { data } = useQuery({
    queryKey: researchKeys.terminals(orgId, placeId),
    queryFn: () => call(api.terminalOptions, { orgId, placeId }, { silent: true }),
    enabled: !!orgId,
    staleTime: 0,
  });
  return asOptions(data);
}

/** 终端管理: a new push key (the old address stops working). */
export function useRotateTerminalKey() {
  return useAction((id: number) => call(api.terminal.rotateKey, { id }), {
    success: "已生成新的推流地址，请更新终端配置后刷新列表",
  });
}

/* ---------- seminars: /teaching, /seminar, 我的教研 ---------- */

/** A page of seminars (the previous page stays while the next loads). */
export function useSeminarList(filter: SeminarListInput) {
  return useQuery({
    queryKey: researchKeys.seminars(filter),
    queryFn: () => call(api.seminar.list, filter),
    placeholderData: keepPreviousData,
  });
}

/** A seminar's page (id 0: none). */
export function useSeminar(id: number) {
  return useQuery({
    queryKey: researchKeys.seminar(id),
    queryFn: () => call(api.seminar.detail, { id }),
    enabled: id > 0,
  });
}

export function useJoinSeminar(id: number) {
  return useAction((orgId: number | undefined) => call(api.seminar.join, { id, orgId }), {
    success: "已加入教研活动",
    invalidate: [researchKeys.all],
  });
}

export function useLeaveSeminar(id: number) {
  return useAction(() => call(api.seminar.leave, { id }), {
    success: "已退出教研活动",
    invalidate: [researchKeys.all],
  });
}

/** 我的教研: a page of the caller's seminars. */
export function useMySeminars(pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: researchKeys.mine(pageNo),
    queryFn: () => call(api.seminar.mine, { pageNo, pageSize: 10 }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The member's tasks in a seminar (none when the caller is not a member). */
export function useSeminarTasks(seminarId: number) {
  return useQuery({
    queryKey: researchKeys.tasks(seminarId),
    queryFn: () => call(api.seminar.tasks, { id: seminarId }, { silent: true }),
    retry: false,
  });
}

/** A member hands in resources as materials. */
export function useContributeMaterials(seminarId: number, onDone: () => void) {
  return useAction((resourceIds: number[]) => call(api.seminar.material.add, { seminarId, resourceIds }), {
    success: "资料已提交到研讨资料",
    invalidate: [researchKeys.all],
    onSuccess: onDone,
  });
}

/** Own or published resources of the library, to attach (first 20 matching `keyword`). */
export function usePickResources(keyword: string) {
  return useQuery({
    queryKey: researchKeys.pick(keyword),
    queryFn: () => call(resourceEndpoints.pickList, { pageNo: 1, pageSize: 20, keyword }, { silent: true }),
  });
}

/* ---------- the editor /network-seminar/{seminarId}/ ---------- */

/** The seminar as its editor sees it (403 for others: no retry). */
export function useSeminarEditor(id: number) {
  return useQuery({
    queryKey: researchKeys.editor(id),
    queryFn: () => call(api.seminar.get, { id }),
    enabled: id > 0,
    retry: false,
  });
}

/** Every editor action refetches every research query (the editor, the page, lists, 我的教研). */
const edited = { invalidate: [researchKeys.all] } as const;

export function useSaveBrief() {
  return useAction((input: SeminarBriefSaveInput) => call(api.seminar.brief.save, input), {
    ...edited,
    success: "简介已保存",
  });
}

export function usePostNotice(onPosted: () => void) {
  return useAction((input: SeminarNoticeSaveInput) => call(api.seminar.notice.save, input), {
    ...edited,
    success: "公告已发布",
    onSuccess: onPosted,
  });
}

export function useDeleteNotice(seminarId: number) {
  return useAction((id: number) => call(api.seminar.notice.delete, { seminarId, id }), {
    ...edited,
    success: "已删除",
  });
}

export function useSaveMembers(onSaved: () => void) {
  return useAction((input: SeminarMemberSaveInput) => call(api.seminar.member.save, input), {
    ...edited,
    success: "已邀请",
    onSuccess: onSaved,
  });
}

export function useInviteMembers() {
  return useAction((input: SeminarMemberInviteInput) => call(api.seminar.member.invite, input), {
    ...edited,
    success: (r) => `已邀请 ${r.invited} 人，跳过 ${r.skipped} 人`,
  });
}

export function useRemoveMember(seminarId: number) {
  return useAction((userId: number) => call(api.seminar.member.remove, { seminarId, userId }), {
    ...edited,
    success: "已移除",
  });
}

export function useSaveSummary(id: number) {
  return useAction((summary: string) => call(api.seminar.summary.save, { id, summary }), {
    ...edited,
    success: "总结已保存",
  });
}

export function useAddResources(seminarId: number, onAdded: () => void) {
  return useAction((resourceIds: number[]) => call(api.seminar.resource.add, { seminarId, resourceIds }), {
    ...edited,
    success: "研讨资料已添加",
    onSuccess: onAdded,
  });
}

export function useRemoveResource(seminarId: number) {
  return useAction((resourceId: number) => call(api.seminar.resource.remove, { seminarId, resourceId }), {
    ...edited,
    success: "已移除",
  });
}

/** The ready supervision templates an editor may choose as the standard. */
export function useStandardOptions(seminarId: number) {
  return useQuery({
    queryKey: researchKeys.standardOptions(seminarId),
    queryFn: () => call(api.seminar.standard.options, { id: seminarId }, { silent: true }),
  });
}

export function useSaveStandard(id: number) {
  return useAction((templateId: number | null) => call(api.seminar.standard.save, { id, templateId }), {
    ...edited,
    success: (_r, templateId) => (templateId ? "评价标准已保存" : "已取消评价标准"),
  });
}

/* ---------- meetings ---------- */

/** A seminar's meetings in time order. */
export function useMeetings(seminarId: number) {
  return useQuery({
    queryKey: researchKeys.meetings(seminarId),
    queryFn: () => call(api.meeting.list, { id: seminarId }),
  });
}

/** Places a venue may be chosen from. */
export function useMeetingPlaces() {
  return useQuery({
    queryKey: researchKeys.meetingPlaces(),
    queryFn: () => call(api.meeting.places, {}, { silent: true }),
  });
}

export function useSaveMeeting(onSaved: () => void) {
  return useAction((input: MeetingSaveInput) => call(api.meeting.save, input), {
    success: "会议已安排，各会场终端可在会议开始前30分钟内推流",
    invalidate: [researchKeys.all],
    onSuccess: onSaved,
  });
}

/** The summary's facts (members and editors; nothing for others). */
export function useSeminarReport(seminarId: number) {
  return useQuery({
    queryKey: researchKeys.report(seminarId),
    queryFn: () => call(api.seminar.report, { id: seminarId }, { silent: true }),
    retry: false,
  });
}

/** A meeting's page, refreshed every 10 s while it is live. */
export function useMeeting(id: number) {
  return useQuery({
    queryKey: researchKeys.meeting(id),
    queryFn: () => call(api.meeting.detail, { id }),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.state === "live" ? 10_000 : false),
  });
}

const scored = (r: { total: number; level: string }) => `评价已提交：${r.total.toFixed(1)} 分（${r.level}）`;

export function useEvaluateMeeting(id: number) {
  return useAction((input: MeetingEvaluateInput) => call(api.meeting.evaluate, input), {
    success: scored,
    invalidate: [researchKeys.meeting(id)],
  });
}

/* ---------- lectures ---------- */

/** A page of /lecture (the previous page stays while the next loads). */
export function useLectures(filter: LectureListInput) {
  return useQuery({
    queryKey: researchKeys.lectures(filter),
    queryFn: () => call(api.lecture.list, filter),
    placeholderData: keepPreviousData,
  });
}

/** 我的说课: the caller's lectures, or those they evaluated. */
export function useMyLectures(input: MyLectureListInput) {
  return useQuery({
    queryKey: researchKeys.myLectures(input),
    queryFn: () => call(api.lecture.mine, input),
    placeholderData: keepPreviousData,
  });
}

/** A lecture's page (id 0: none). */
export function useLecture(id: number) {
  return useQuery({
    queryKey: researchKeys.lecture(id),
    queryFn: () => call(api.lecture.detail, { id }),
    enabled: id > 0,
  });
}

export function useEvaluateLecture(id: number) {
  return useAction((input: LectureEvaluateInput) => call(api.lecture.evaluate, input), {
    success: scored,
    invalidate: [researchKeys.lecture(id)],
  });
}

/** 说课管理's form choices: lives, videos and ready templates. */
export function useLectureChoices() {
  return useQuery({
    queryKey: researchKeys.lectureChoices(),
    queryFn: () => call(api.lecture.admin.choices, {}, { silent: true }),
  });
}
