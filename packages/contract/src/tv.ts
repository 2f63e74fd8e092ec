import { z } from "zod";
import { chosenId, requiredName } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- campus TV station (SPEC §2 /campus-tv-station, §3 client store TV, §7) ---------- */

/** SPEC §9: the station's lists show 30 a page. */
export const TV_PAGE_SIZE = 30;
/** The site property (`/api/properties/detail {key}`) that turns the station into player-only. */
export const TV_SIMPLE_KEY = "tv_simple";

/** A live channel relays a live class; a scheduled channel plays its programme list around the clock. */
export const TV_CHANNEL_KINDS = ["live", "schedule"] as const;
export type TvChannelKind = (typeof TV_CHANNEL_KINDS)[number];
export const TV_CHANNEL_KIND_NAMES: Record<TvChannelKind, string> = { live: "直播频道", schedule: "轮播频道" };

/** One programme of a scheduled channel's day, at its place in the continuous playout. */
export interface TvProgramme {
  id: number;
  resourceId: number;
  name: string;
  /** Seconds. */
  duration: number;
  startAt: string;
  endAt: string;
}

/** What a scheduled channel plays now: the video, and where in it every viewer is. */
export interface TvNowPlaying extends TvProgramme {
  /** Seconds into the video at `serverTime`; the player seeks here. */
  offset: number;
  /** The video file, when the viewer may see the resource (null: shown as a notice). */
  playUrl: string | null;
  coverUrl: string | null;
}

export interface TvChannel {
  id: number;
  name: string;
  kind: TvChannelKind;
  brief: string;
  sort: number;
  enabled: boolean;
  /** Live channels: the live class relayed, its name and state (LIVE_STATE). */
  liveId: number | null;
  liveName: string | null;
  liveStatus: number | null;
  /** Scheduled channels: one full round of the programme list, seconds. */
  loopSeconds: number;
  programmeCount: number;
  now: TvNowPlaying | null;
  next: TvProgramme | null;
  serverTime: string;
}

/** A scheduled channel played out as a live stream: signed addresses for one viewer. */
export interface TvPlay {
  /** The ingest's stream name, tv-{channelId}. */
  stream: string;
  flv: string;
  hls: string;
  /** How the playout feeds the stream: stream copy, or the one cheap transcode profile. */
  mode: "copy" | "transcode";
}

export interface TvSectionResource {
  id: number;
  name: string;
  imgUrl: string | null;
  duration: number;
  type: string;
}

export interface TvSection {
  id: number;
  name: string;
  sort: number;
  resourceCount: number;
  /** The first few, for the column's strip. */
  resourceList: TvSectionResource[];
}

/* ---------- calls ---------- */

export const tvChannelListSchema = z.object({
  /** The manage screens also see disabled channels. */
  all: z.boolean({ error: "all 必须是布尔值" }).optional(),
});

export const tvGuideSchema = z.object({
  channelId: idSchema,
  /** The day, YYYY-MM-DD; today when absent. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD")
    .optional(),
  /** The viewer's time zone as Date.getTimezoneOffset() gives it (minutes); the server's when absent. */
  tzOffset: z.coerce
    .number()
    .int("时区偏移必须是整数")
    .min(-840, "时区偏移不正确")
    .max(840, "时区偏移不正确")
    .optional(),
});

export const tvSectionResourceListSchema = z.object({
  keyWord: keywordSchema,
  sectionId: idSchema.optional().nullable(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, TV_PAGE_SIZE),
});

export const tvChannelSaveSchema = z.object({
  id: idSchema.optional().nullable(),
  name: requiredName("频道名称", 30),
  kind: z.enum(TV_CHANNEL_KINDS, { error: "频道类型不正确" }),
  brief: z.string().trim().max(200, "频道简介不能超过200个字符").default(""),
  sort: z.coerce.number().int("排序必须是整数").min(0, "排序不能小于0").max(9999, "排序不能超过9999").default(0),
  enabled: z.boolean({ error: "启用标记必须是布尔值" }).default(true),
  liveId: chosenId("直播").optional().nullable(),
});
export type TvChannelSaveInput = z.infer<typeof tvChannelSaveSchema>;

/** Replaces a scheduled channel's programme list (order is the play order; it repeats daily). */
export const tvScheduleSaveSchema = z.object({
  channelId: idSchema,
  resourceIds: z.array(idSchema).max(200, "节目不能超过200个"),
});

export const tvSectionSaveSchema = z.object({
  id: idSchema.optional().nullable(),
  name: requiredName("栏目名称", 30),
  sort: z.coerce.number().int("排序必须是整数").min(0, "排序不能小于0").max(9999, "排序不能超过9999").default(0),
  resourceIds: z.array(idSchema).max(500, "栏目资源不能超过500个").default([]),
});
export type TvSectionSaveInput = z.infer<typeof tvSectionSaveSchema>;

/** One entry of a scheduled channel's programme list as the manage screen edits it. */
export interface TvScheduleItem {
  id: number;
  resourceId: number;
  name: string;
  /** Seconds. */
  duration: number;
}
