import {
  liveEndpoints,
  resourceEndpoints,
  siteEndpoints,
  TV_SIMPLE_KEY,
  type TvChannelSaveInput,
  type TvSectionSaveInput,
  tvEndpoints,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = tvEndpoints;

type SectionResourcesQuery = { keyWord?: string; sectionId?: number | null; pageNo: number; pageSize: number };

/** Query keys of the campus TV station. */
export const tvKeys = {
  all: ["tv"] as const,
  channels: () => [...tvKeys.all, "channels"] as const,
  guide: (channelId: number | null | undefined, date?: string) =>
    date === undefined
      ? ([...tvKeys.all, "guide", channelId] as const)
      : ([...tvKeys.all, "guide", channelId, date] as const),
  play: (channelId: number) => [...tvKeys.all, "play", channelId] as const,
  playback: (resourceId: number | undefined) => [...tvKeys.all, "playback", resourceId] as const,
  sections: () => [...tvKeys.all, "sections"] as const,
  sectionResources: (input: SectionResourcesQuery) => [...tvKeys.all, "section-resources", input] as const,
  simple: () => [...tvKeys.all, "simple"] as const,
  pick: (keyword: string, pageNo: number) => [...tvKeys.all, "pick", keyword, pageNo] as const,
  lives: () => [...tvKeys.all, "lives"] as const,
  manage: () => [...tvKeys.all, "manage"] as const,
  manageChannels: () => [...tvKeys.manage(), "channels"] as const,
  manageGuide: (channelId: number | null) => [...tvKeys.manage(), "guide", channelId] as const,
  schedule: (channelId: number | null) => [...tvKeys.manage(), "schedule", channelId] as const,
};

const tzOffset = () => new Date().getTimezoneOffset();

/* ---------- viewers ---------- */

/** The channels, with when they were fetched (a programme's offset counts from there). */
export function useTvChannels(options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: tvKeys.channels(),
    queryFn: async () => ({ list: await call(api.channel.list, {}), at: Date.now() }),
    ...options,
  });
}

/** A scheduled channel's programmes of a day (today when no date). */
export function useTvGuide(channelId: number | null | undefined, date?: string, enabled = channelId != null) {
  return useQuery({
    queryKey: tvKeys.guide(channelId, date),
    queryFn: () => call(api.channel.guide, { channelId: channelId as number, date, tzOffset: tzOffset() }),
    enabled,
  });
}

/** A scheduled channel's live stream (null: this server plays no channels out). */
export function useTvPlay(channelId: number, enabled: boolean) {
  return useQuery({
    queryKey: tvKeys.play(channelId),
    queryFn: () => call(api.channel.play, { id: channelId }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** A past programme's video, played back on demand. */
export function useTvPlayback(resourceId: number | undefined) {
  return useQuery({
    queryKey: tvKeys.playback(resourceId),
    queryFn: () => call(resourceEndpoints.detail, { id: resourceId as number }),
    enabled: !!resourceId,
    retry: false,
  });
}

export function useTvSections() {
  return useQuery({ queryKey: tvKeys.sections(), queryFn: () => call(api.section.list, {}) });
}

export function useTvSectionResources(input: SectionResourcesQuery) {
  return useQuery({
    queryKey: tvKeys.sectionResources(input),
    queryFn: () => call(api.section.resources, input),
    placeholderData: keepPreviousData,
  });
}

/** SPEC §7: the station's simple mode (player only). */
export function useTvSimple() {
  return useQuery({
    queryKey: tvKeys.simple(),
    queryFn: async () =>
      (await call(siteEndpoints.properties.detail, { key: TV_SIMPLE_KEY }, { silent: true })) === "true",
    staleTime: 60_000,
  });
}

/* ---------- the manage screens ---------- */

export function useManageTvChannels() {
  return useQuery({ queryKey: tvKeys.manageChannels(), queryFn: () => call(api.manage.channel.list, {}) });
}

export function useManageTvGuide(channelId: number | null) {
  return useQuery({
    queryKey: tvKeys.manageGuide(channelId),
    queryFn: () => call(api.manage.channel.guide, { channelId: channelId as number, tzOffset: tzOffset() }),
    enabled: channelId !== null,
  });
}

/** Lives a live channel may relay: the station shows what the live list shows. */
export function useTvLiveOptions(enabled: boolean) {
  return useQuery({
    queryKey: tvKeys.lives(),
    queryFn: () => call(liveEndpoints.list, { status: 0, pageNo: 1, pageSize: 100 }),
    enabled,
  });
}

export function useSaveTvChannel(onSaved: () => void) {
  return useAction((body: TvChannelSaveInput) => call(api.manage.channel.save, body), {
    success: "频道已保存",
    onSuccess: onSaved,
    invalidate: [tvKeys.all],
  });
}

export function useDeleteTvChannel() {
  return useAction((id: number) => call(api.manage.channel.delete, { id }), {
    success: "频道已删除",
    invalidate: [tvKeys.all],
  });
}

export function useTvSchedule(channelId: number | null) {
  return useQuery({
    queryKey: tvKeys.schedule(channelId),
    queryFn: () => call(api.manage.schedule.detail, { id: channelId as number }),
    enabled: channelId !== null,
  });
}

export function useSaveTvSchedule() {
  return useAction((v: { channelId: number; resourceIds: number[] }) => call(api.manage.schedule.save, v), {
    success: "节目单已保存，频道从第一个节目开始轮播",
    invalidate: [tvKeys.all],
  });
}

/** A column's resources in order, with their names (for the column's editor). */
export async function loadTvSection(sectionId: number) {
  const [detail, page] = await Promise.all([
    call(api.manage.section.detail, { id: sectionId }),
    call(api.section.resources, { sectionId, pageNo: 1, pageSize: 100 }),
  ]);
  const names = new Map(page.list.map((r) => [r.id, r.name]));
  return detail.resourceIds.map((id) => ({ id, name: names.get(id) ?? `资源 ${id}` }));
}

/** Opens a column for editing: its resources are loaded when it has an id. */
export function useOpenTvSection(onLoaded: (picked: { id: number; name: string }[]) => void) {
  return useAction(loadTvSection, { onSuccess: onLoaded });
}

export function useSaveTvSection(onSaved: () => void) {
  return useAction((body: TvSectionSaveInput) => call(api.manage.section.save, body), {
    success: "栏目已保存",
    onSuccess: onSaved,
    invalidate: [tvKeys.all],
  });
}

export function useDeleteTvSection() {
  return useAction((id: number) => call(api.manage.section.delete, { id }), {
    success: "栏目已删除",
    invalidate: [tvKeys.all],
  });
}

/** Published videos to pick from (the resource library). */
export function useTvVideoPick(keyword: string, pageNo: number) {
  return useQuery({
    queryKey: tvKeys.pick(keyword, pageNo),
    queryFn: () => call(resourceEndpoints.list, { keyword, pageNo, pageSize: 10, type: "VIDEO" }),
    placeholderData: keepPreviousData,
  });
}

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
