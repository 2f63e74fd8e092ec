import type {
  ListResult,
  ResourceCard,
  ResourceDetail,
  TvChannel,
  TvChannelSaveInput,
  TvPlay,
  TvProgramme,
  TvSection,
  TvSectionResource,
  TvSectionSaveInput,
} from "@otp/contract";
import { TV_SIMPLE_KEY } from "@otp/contract";
import { http, type RequestOptions } from "../../api/http";

export const tvApi = {
  channels: (o?: RequestOptions) => http.post<TvChannel[]>("/api/c/tv/channel/list", {}, o),
  guide: (channelId: number, date?: string) =>
    http.post<TvProgramme[]>("/api/c/tv/channel/guide", { channelId, date, tzOffset: new Date().getTimezoneOffset() }),
  /** A scheduled channel's live stream (null: this server plays no channels out). */
  play: (id: number) => http.post<TvPlay | null>("/api/l/tv/channel/play", { id }),
  sections: () => http.post<TvSection[]>("/api/c/tv/section/list", {}),
  sectionResources: (body: { keyWord?: string; sectionId?: number | null; pageNo: number; pageSize: number }) =>
    http.post<ListResult<TvSectionResource>>("/api/c/tv/section/resource/list", body),
  /** SPEC §7: the station's simple mode (player only). */
  simple: () =>
    http
      .post<string | null>("/api/properties/detail", { key: TV_SIMPLE_KEY }, { silent: true })
      .then((v) => v === "true"),

  manageChannels: () => http.post<TvChannel[]>("/api/m/tv/channel/list", {}),
  manageGuide: (channelId: number) =>
    http.post<TvProgramme[]>("/api/m/tv/channel/guide", { channelId, tzOffset: new Date().getTimezoneOffset() }),
  saveChannel: (body: Partial<TvChannelSaveInput>) => http.post<{ id: number }>("/api/m/tv/channel/save", body),
  deleteChannel: (id: number) => http.post<null>("/api/m/tv/channel/delete", { id }),
  schedule: (id: number) =>
    http.post<{ id: number; resourceId: number; name: string; duration: number }[]>("/api/m/tv/schedule/detail", {
      id,
    }),
  saveSchedule: (channelId: number, resourceIds: number[]) =>
    http.post<{ count: number }>("/api/m/tv/schedule/save", { channelId, resourceIds }),
  sectionDetail: (id: number) => http.post<{ resourceIds: number[] }>("/api/m/tv/section/detail", { id }),
  saveSection: (body: Partial<TvSectionSaveInput>) => http.post<{ id: number }>("/api/m/tv/section/save", body),
  deleteSection: (id: number) => http.post<null>("/api/m/tv/section/delete", { id }),
  resource: (id: number) => http.post<ResourceDetail>("/api/c/resource/detail", { id }),
  /** Published videos to pick from (the resource library). */
  videos: (keyword: string, pageNo: number) =>
    http.post<ListResult<ResourceCard>>("/api/c/resource/list", { keyword, pageNo, pageSize: 10, type: "VIDEO" }),
};

/** "09:05" in the browser's time zone. */
export function clock(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

/** "12:05" or "1:02:05" for a number of seconds. */
export function span(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const p = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${p(m)}:${p(s % 60)}` : `${m}:${p(s % 60)}`;
}

/** YYYY-MM-DD of a date in the browser's time zone. */
export function dayKey(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
