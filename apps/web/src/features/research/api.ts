import type {
  LectureChoices,
  LectureDetail,
  LectureEvaluateInput,
  LectureItem,
  LectureListInput,
  ListResult,
  MeetingDetail,
  MeetingEvaluateInput,
  MeetingItem,
  MeetingSaveInput,
  MyLectureListInput,
  MySeminarItem,
  MySeminarListInput,
  ResearchOption,
  ResourceCard,
  SeminarBriefSaveInput,
  SeminarCard,
  SeminarDetail,
  SeminarListInput,
  SeminarMemberInviteInput,
  SeminarMemberSaveInput,
  SeminarNoticeSaveInput,
  SeminarReport,
  SeminarTask,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../api/http";

/** Calls of the teaching-research feature. */
export const researchApi = {
  orgs: () => http.post<ResearchOption[]>("/api/kv/research/org/list", {}, { silent: true }),
  subjects: () => http.post<ResearchOption[]>("/api/kv/research/subject/list", {}, { silent: true }),
  terminals: (orgId?: number, placeId?: number) =>
    http.post<ResearchOption[]>("/api/m/research/terminal/options", { orgId, placeId }, { silent: true }),
};

const asOptions = (list: ResearchOption[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: o.name }));

/** Participating organizations as select options. */
export function useResearchOrgOptions() {
  const { data } = useQuery({ queryKey: ["research", "orgs"], queryFn: researchApi.orgs, staleTime: 60_000 });
  return asOptions(data);
}

/** Subjects as select options. */
export function useResearchSubjectOptions() {
  const { data } = useQuery({ queryKey: ["research", "subjects"], queryFn: researchApi.subjects, staleTime: 60_000 });
  return asOptions(data);
}

/** Terminals a place of `orgId` may be given (free ones, plus the place's own). */
export function useTerminalOptions(orgId: number | undefined, placeId: number | undefined) {
  const { data } = useQuery({
    queryKey: ["research", "terminals", orgId, placeId],
    queryFn: () => researchApi.terminals(orgId, placeId),
    enabled: !!orgId,
    staleTime: 0,
  });
  return asOptions(data);
}

export const seminarApi = {
  list: (body: SeminarListInput) => http.post<ListResult<SeminarCard>>("/api/c/research/seminar/list", body),
  detail: (id: number) => http.post<SeminarDetail>("/api/c/research/seminar/detail", { id }),
  join: (id: number, orgId?: number) => http.post("/api/l/research/seminar/join", { id, orgId }),
  leave: (id: number) => http.post("/api/l/research/seminar/leave", { id }),
  mine: (body: MySeminarListInput) => http.post<ListResult<MySeminarItem>>("/api/l/research/seminar/mine", body),
};

export const seminarEditorApi = {
  get: (id: number) => http.post<SeminarDetail>("/api/l/research/seminar/get", { id }),
  saveBrief: (body: SeminarBriefSaveInput) => http.post("/api/l/research/seminar/brief/save", body),
  postNotice: (body: SeminarNoticeSaveInput) => http.post("/api/l/research/seminar/notice/save", body),
  deleteNotice: (seminarId: number, id: number) =>
    http.post("/api/l/research/seminar/notice/delete", { seminarId, id }),
  saveMembers: (body: SeminarMemberSaveInput) => http.post("/api/l/research/seminar/member/save", body),
  inviteMembers: (body: SeminarMemberInviteInput) =>
    http.post<{ invited: number; skipped: number }>("/api/l/research/seminar/member/invite", body),
  removeMember: (seminarId: number, userId: number) =>
    http.post("/api/l/research/seminar/member/remove", { seminarId, userId }),
  saveSummary: (id: number, summary: string) => http.post("/api/l/research/seminar/summary/save", { id, summary }),
  pickResources: (keyword: string) =>
    http.post<ListResult<ResourceCard>>(
      "/api/l/resource/pick/list",
      { pageNo: 1, pageSize: 20, keyword },
      { silent: true },
    ),
  addResources: (seminarId: number, resourceIds: number[]) =>
    http.post("/api/l/research/seminar/resource/add", { seminarId, resourceIds }),
  removeResource: (seminarId: number, resourceId: number) =>
    http.post("/api/l/research/seminar/resource/remove", { seminarId, resourceId }),
  standardOptions: (id: number) =>
    http.post<{ id: number; name: string }[]>("/api/l/research/seminar/standard/options", { id }, { silent: true }),
  saveStandard: (id: number, templateId: number | null) =>
    http.post("/api/l/research/seminar/standard/save", { id, templateId }),
};

export const lectureApi = {
  list: (body: LectureListInput) => http.post<ListResult<LectureItem>>("/api/c/lecture/list", body),
  detail: (id: number) => http.post<LectureDetail>("/api/c/lecture/detail", { id }),
  evaluate: (body: LectureEvaluateInput) =>
    http.post<{ total: number; level: string }>("/api/l/lecture/evaluate", body),
  mine: (body: MyLectureListInput) => http.post<ListResult<LectureItem>>("/api/l/lecture/mine", body),
  choices: () => http.post<LectureChoices>("/api/m/lecture/choices", {}, { silent: true }),
};

export const meetingApi = {
  list: (seminarId: number) => http.post<MeetingItem[]>("/api/c/research/meeting/list", { id: seminarId }),
  detail: (id: number) => http.post<MeetingDetail>("/api/c/meeting/detail", { id }),
  places: () =>
    http.post<{ id: number; name: string; ready: boolean }[]>("/api/l/research/meeting/places", {}, { silent: true }),
  save: (body: MeetingSaveInput) => http.post<{ id: number; liveId: number }>("/api/l/research/meeting/save", body),
  evaluate: (body: MeetingEvaluateInput) =>
    http.post<{ total: number; level: string }>("/api/l/research/meeting/evaluate", body),
  report: (seminarId: number) =>
    http.post<SeminarReport>("/api/l/research/seminar/report", { id: seminarId }, { silent: true }),
};

export const taskApi = {
  tasks: (seminarId: number) =>
    http.post<SeminarTask[]>("/api/l/research/seminar/tasks", { id: seminarId }, { silent: true }),
  contribute: (seminarId: number, resourceIds: number[]) =>
    http.post("/api/l/research/seminar/material/add", { seminarId, resourceIds }),
};
