import type {
  LiveBindInput,
  LiveDetail,
  LiveEdit,
  LiveItem,
  LiveList,
  LiveListInput,
  LiveSaveInput,
  ManageLiveListInput,
  MyLiveListInput,
} from "@otp/contract";
import { http, type RequestOptions } from "../../api/http";

export type LiveListQuery = Partial<LiveListInput> & { pageNo: number; pageSize: number };

export const liveApi = {
  list: (body: LiveListQuery, o?: RequestOptions) => http.post<LiveList>("/api/c/live/list", body, o),
  detail: (id: number, password?: string, o?: RequestOptions) =>
    http.post<LiveDetail>("/api/c/live/detail", password ? { id, password } : { id }, o),
  reserve: (id: number, reserve: boolean) => http.post<{ reserved: boolean }>("/api/l/live/reserve", { id, reserve }),
  reservations: (pageNo: number, pageSize: number) =>
    http.post<LiveList>("/api/l/live/reservation/list", { pageNo, pageSize }),
  mine: (body: Partial<MyLiveListInput>) => http.post<LiveList>("/api/l/live/my/list", body),
  edit: (id: number) => http.post<LiveEdit>("/api/l/live/edit/detail", { id }),
  save: (body: LiveSaveInput) => http.post<{ id: number }>("/api/l/live/save", body),
  cancel: (id: number) => http.post<{ cancelled: boolean }>("/api/l/live/cancel", { id }),
  manageList: (body: Partial<ManageLiveListInput>) => http.post<LiveList>("/api/m/business/live/list", body),
  stop: (id: number) => http.post<{ status: number }>("/api/m/business/live/stop", { id }),
  bind: (body: LiveBindInput) => http.post<{ id: number }>("/api/m/business/live/bind", body),
};

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
