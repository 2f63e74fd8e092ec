import {
  courseEndpoints,
  type LiveBindInput,
  type LiveItem,
  type LiveListInput,
  type LiveMessageEvent,
  type LiveSaveInput,
  liveEndpoints,
  type ManageLiveListInput,
  type MyLiveListInput,
} from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAction } from "../../api/action";
import { call, urlOf } from "../../api/call";

const api = liveEndpoints;

export type LiveListQuery = Partial<LiveListInput> & { pageNo: number; pageSize: number };
type MyLivesQuery = Partial<MyLiveListInput> & { pageNo: number; pageSize: number };
type ManageLivesQuery = Partial<ManageLiveListInput> & { pageNo: number; pageSize: number };

/** Query keys of the live feature. */
export const liveKeys = {
  all: ["live"] as const,
  list: (input: LiveListQuery) => [...liveKeys.all, "list", input] as const,
  details: (id: number) => [...liveKeys.all, "detail", id] as const,
  detail: (id: number, password?: string) => [...liveKeys.details(id), password ?? ""] as const,
  reservations: () => [...liveKeys.all, "reservations"] as const,
  reservationPage: (pageNo: number) => [...liveKeys.reservations(), pageNo] as const,
  mine: () => [...liveKeys.all, "mine"] as const,
  minePage: (input: MyLivesQuery) => [...liveKeys.mine(), input] as const,
  edit: (id: number | null) => [...liveKeys.all, "edit", id] as const,
  manage: () => [...liveKeys.all, "manage"] as const,
  managePage: (input: ManageLivesQuery) => [...liveKeys.manage(), input] as const,
  stream: (id: number) => [...liveKeys.all, "stream", id] as const,
  bindCourses: (teacherId?: number) => [...liveKeys.all, "bind-courses", teacherId] as const,
  bindChapters: (courseId: number | null) => [...liveKeys.all, "bind-chapters", courseId] as const,
};

/* ---------- visitors ---------- */

/** A page of a tab of lives (errors left to the page). */
export function useLiveList(input: LiveListQuery, enabled = true) {
  return useQuery({
    queryKey: liveKeys.list(input),
    queryFn: () => call(api.list, input, { silent: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLiveDetail(id: number, password?: string) {
  return useQuery({
    queryKey: liveKeys.detail(id, password),
    queryFn: () => call(api.detail, password ? { id, password } : { id }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/**
 * While the page is open, the live's state changes arrive over its event stream (the discussion's
 * server-sent events): the class began, the signal dropped or came back, it ended. The live is
 * then reloaded (play addresses, the recording), so nobody has to refresh the page.
 */
export function useLiveStateEvents(id: number, enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(urlOf(api.message.stream, undefined, { liveId: id }));
    source.onmessage = (e) => {
      const event = JSON.parse(e.data as string) as LiveMessageEvent;
      if (event.type === "state") void qc.invalidateQueries({ queryKey: liveKeys.details(id) });
    };
    return () => source.close();
  }, [qc, id, enabled]);
}

/** Reserve a live, or drop the reservation. */
export function useReserveLive(id: number) {
  return useAction((reserve: boolean) => call(api.reserve, { id, reserve }), {
    success: (r) => (r.reserved ? "已预约，直播开始时将通知您" : "已取消预约"),
    invalidate: [liveKeys.details(id)],
  });
}

export function useReservations(pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: liveKeys.reservationPage(pageNo),
    queryFn: () => call(api.reservations, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDropReservation() {
  return useAction((id: number) => call(api.reserve, { id, reserve: false }), {
    invalidate: [liveKeys.reservations()],
  });
}

/* ---------- the teacher ---------- */

export function useMyLives(input: MyLivesQuery) {
  return useQuery({
    queryKey: liveKeys.minePage(input),
    queryFn: () => call(api.mine, input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCancelLive() {
  return useAction((id: number) => call(api.cancel, { id }), {
    success: "直播已取消",
    invalidate: [liveKeys.mine()],
  });
}

/** The stored settings of a live (null: a new live). */
export function useLiveEdit(id: number | null, enabled = id !== null && Number.isInteger(id)) {
  return useQuery({
    queryKey: liveKeys.edit(id),
    queryFn: () => call(api.edit, { id: id as number }),
    enabled,
  });
}

export function useSaveLive(onSaved: () => void) {
  return useAction((body: LiveSaveInput) => call(api.save, body), {
    success: "直播已保存",
    invalidate: [liveKeys.all],
    onSuccess: onSaved,
  });
}

/** The push address, keys and incoming streams, refreshed every 3 seconds. */
export function useLiveStream(id: number) {
  return useQuery({
    queryKey: liveKeys.stream(id),
    queryFn: () => call(api.stream.detail, { id }),
    enabled: id > 0,
    refetchInterval: 3000,
  });
}

export function useRotateStreamKey(id: number) {
  return useAction(() => call(api.stream.rotateKey, { id }), {
    success: "推流码已更换，旧推流码立即失效",
    invalidate: [liveKeys.stream(id)],
  });
}

export function useEndLive(id: number) {
  return useAction(() => call(api.end, { id }), {
    success: "直播已结束，录像将作为回放保存",
    invalidate: [liveKeys.all],
  });
}

/* ---------- administration ---------- */

export function useManageLives(input: ManageLivesQuery) {
  return useQuery({
    queryKey: liveKeys.managePage(input),
    queryFn: () => call(api.manage.list, input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStopLive() {
  return useAction((id: number) => call(api.manage.stop, { id }), {
    success: "直播已结束",
    invalidate: [liveKeys.manage()],
  });
}

export function useBindLive(onBound: () => void) {
  return useAction((body: LiveBindInput) => call(api.manage.bind, body), {
    success: (_r, body) => (body.courseId ? "已绑定课程小节" : "已解除绑定"),
    invalidate: [liveKeys.all],
    onSuccess: onBound,
  });
}

/** The courses of a live's teacher, to bind the live to. */
export function useTeacherCourses(teacherId: number | undefined) {
  return useQuery({
    queryKey: liveKeys.bindCourses(teacherId),
    queryFn: () => call(courseEndpoints.list, { pageNo: 1, pageSize: 100, teacherId }),
    enabled: !!teacherId,
  });
}

/** The chapters and sections of a course, to bind a live to one section. */
export function useCourseChapters(courseId: number | null) {
  return useQuery({
    queryKey: liveKeys.bindChapters(courseId),
    queryFn: () => call(courseEndpoints.editDetail, { courseId: courseId as number }),
    enabled: !!courseId,
  });
}

export type { LiveItem };

/** "2026-11-24 09:00" in the browser's time zone. */
export function formatTime(iso: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const STATUS_TEXT: Record<number, string> = { 1: "未开始", 2: "直播中", 3: "已结束" };
export const statusText = (l: Pick<LiveItem, "status" | "error" | "cancelled">) =>
  l.cancelled ? "已取消" : l.error ? "直播中断" : (STATUS_TEXT[l.status] ?? "");
