import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { optionalText, requiredName } from "./fields.js";
import type { ResourceFile } from "./resource.js";
import { flagSchema, idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- constants (SPEC §4, §9) ---------- */

/** Stored live status; -1 is "in progress, publisher lost" (shown as 2 with the error flag). */
export const LIVE_STATE = { NOT_STARTED: 1, LIVE: 2, ENDED: 3, ERROR: -1 } as const;
export type LiveState = (typeof LIVE_STATE)[keyof typeof LIVE_STATE];

/** The /live tabs: 2 live now, 0 all, 4 upcoming (notices), 3 recorded. */
export const LIVE_TABS = [
  { status: 2, name: "正在直播" },
  { status: 0, name: "全部直播" },
  { status: 4, name: "直播预告" },
  { status: 3, name: "直播回放" },
] as const;
export type LiveTab = (typeof LIVE_TABS)[number]["status"];

/** all (0), public (1: every signed-in user), secret (2: listed classes/users, or a password). */
export const LIVE_ACCESS = { ALL: 0, PUBLIC: 1, SECRET: 2 } as const;
export const LIVE_ACCESS_NAMES: Record<number, string> = { 0: "所有人", 1: "登录用户", 2: "指定范围" };
export const LIVE_SOURCES = ["SOMOOC", "SOCLUSTER"] as const;
export type LiveSource = (typeof LIVE_SOURCES)[number];
export const LIVE_SOURCE_NAMES: Record<LiveSource, string> = { SOMOOC: "手动录入", SOCLUSTER: "中控推送" };

/** The streams of one live; several play side by side (multi-screen). */
export const LIVE_STREAM_KINDS = ["teacher", "student", "courseware"] as const;
export type LiveStreamKind = (typeof LIVE_STREAM_KINDS)[number];
export const LIVE_STREAM_NAMES: Record<LiveStreamKind, string> = {
  teacher: "教师画面",
  student: "学生画面",
  courseware: "课件画面",
};

export const LIVE_PAGE_SIZE = 30;
/** A live's viewing password: at least this many characters (decision 0033). */
export const LIVE_PASSWORD_MIN = 4;
/** The notices (upcoming lives) the portal and the 直播预告 strip keep. */
export const LIVE_NOTICE_COUNT = 4;

/* ---------- public calls ---------- */

export const liveListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, LIVE_PAGE_SIZE),
  name: keywordSchema,
  status: z.coerce
    .number({ error: "直播状态不正确" })
    .int("直播状态不正确")
    .refine((v) => [0, 1, 2, 3, 4].includes(v), "直播状态不正确")
    .default(2),
  organizationId: idSchema.optional().nullable(),
  /** One teacher's lives (the famous-teacher page). */
  teacherId: idSchema.optional().nullable(),
  error: z.boolean({ error: "异常标记必须是布尔值" }).optional().nullable(),
  /**
   * Sent by the notices strip (SPEC §7 `{openRemark, status}`): only lives that carry an opening
   * remark. A flag: true/false, 1/0, or those as text.
   */
  openRemark: flagSchema("公告筛选").optional().nullable(),
});
export type LiveListInput = z.infer<typeof liveListSchema>;

export const liveDetailSchema = z.object({
  id: idSchema,
  /** For a secret live opened by password. */
  password: z.string().min(1, "请输入直播密码").max(30, "直播密码不能超过30个字符").optional(),
});
export type LiveDetailInput = z.infer<typeof liveDetailSchema>;

export interface LiveStreamItem {
  kind: LiveStreamKind;
  name: string;
}

/** The recording a live became (a resource: its files play like any resource's). */
export interface LiveRecording {
  id: number;
  name: string;
  duration: number | null;
  fileList: Pick<ResourceFile, "id" | "fileName" | "httpPath" | "thumbUrl">[];
}

export interface LiveItem {
  id: number;
  name: string;
  teacherId: number;
  teacherName: string;
  organizationId: number | null;
  organizationName: string;
  startTime: string;
  endTime: string;
  /** 1 not started, 2 in progress, 3 ended (-1 is sent as 2 with error true). */
  status: 1 | 2 | 3;
  error: boolean;
  cancelled: boolean;
  coverUrl: string | null;
  openRemark: string;
  visitCount: number;
  showVisitCount: boolean;
  access: number;
  source: LiveSource;
  courseId: number | null;
  sectionId: number | null;
  itemList: LiveStreamItem[];
  /** Tab 3: the recording's files. */
  resource: LiveRecording | null;
  reserved: boolean;
  /** Why the recording misses a stretch (disk full, recorder failure); null when complete. */
  recordIncomplete: string | null;
}
export type LiveList = ListResult<LiveItem>;

export interface LiveDetail extends LiveItem {
  intro: string;
  /** The viewer may watch (access granted); otherwise `locked` says why. */
  canWatch: boolean;
  locked: null | "login" | "password" | "denied";
  canEdit: boolean;
  /** While the live is on and the viewer may watch: signed play addresses (null otherwise). */
  play: LivePlay[] | null;
  /** Ended, and its recording waits for the auditor (the playback shows once it is approved). */
  recordingPending: boolean;
}

/* ---------- the teacher's lives (personal centre live-course) ---------- */

const dateTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}格式不正确`);

export const liveSaveSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredName("直播名称", 100),
    startTime: dateTime("开始时间"),
    endTime: dateTime("结束时间"),
    organizationId: idSchema.optional().nullable(),
    courseId: idSchema.optional().nullable(),
    sectionId: idSchema.optional().nullable(),
    coverFileId: idSchema.optional().nullable(),
    openRemark: optionalText(500, "直播公告"),
    intro: optionalText(5000, "直播简介"),
    access: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "观看权限不正确" }).default(0),
    classIds: z.array(idSchema, { error: "班级不正确" }).max(100, "最多指定100个班级").default([]),
    userIds: z.array(idSchema, { error: "用户不正确" }).max(500, "最多指定500个用户").default([]),
    /**
     * A new viewing password; empty or absent keeps the stored one (it is kept only as a hash
     * and never shown again), `removePassword` drops it.
     */
    password: optionalText(30, "直播密码").refine(
      (v) => !v || v.length >= LIVE_PASSWORD_MIN,
      `直播密码至少${LIVE_PASSWORD_MIN}个字符`,
    ),
    removePassword: z.boolean({ error: "清除密码标记必须是布尔值" }).default(false),
    showVisitCount: z.boolean({ error: "是否显示观看人数必须是布尔值" }).default(true),
    streams: z
      .array(z.enum(LIVE_STREAM_KINDS, { error: "画面类型不正确" }), { error: "请选择直播画面" })
      .min(1, "请选择直播画面")
      .max(3, "最多三路画面")
      .refine((v) => new Set(v).size === v.length, "画面类型不能重复")
      .default(["teacher"]),
  })
  .refine((v) => Date.parse(v.endTime) > Date.parse(v.startTime), {
    message: "结束时间须晚于开始时间",
    path: ["endTime"],
  })
  .refine((v) => Date.parse(v.endTime) - Date.parse(v.startTime) <= 12 * 3600_000, {
    message: "结束时间：一场直播最长12小时",
    path: ["endTime"],
  })
  // An edit may keep the stored password (the server checks that one is kept).
  .refine(
    (v) =>
      v.access !== 2 || v.classIds.length > 0 || v.userIds.length > 0 || !!v.password || (!!v.id && !v.removePassword),
    { message: "观看权限：指定范围时请选择班级、用户或设置密码", path: ["access"] },
  );
export type LiveSaveInput = z.infer<typeof liveSaveSchema>;

export const myLiveListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  keyword: keywordSchema,
  status: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: "直播状态不正确" })
    .optional()
    .nullable(),
});
export type MyLiveListInput = z.infer<typeof myLiveListSchema>;

/** The owner's edit view: the stored settings (the password only as set or not: it is kept hashed). */
export interface LiveEdit {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  organizationId: number | null;
  courseId: number | null;
  sectionId: number | null;
  coverFileId: number | null;
  openRemark: string;
  intro: string;
  access: number;
  classIds: number[];
  userIds: number[];
  hasPassword: boolean;
  showVisitCount: boolean;
  streams: LiveStreamKind[];
  status: number;
  cancelled: boolean;
  source: LiveSource;
}

/* ---------- administration (business live) ---------- */

export const manageLiveListSchema = myLiveListSchema.extend({
  organizationId: idSchema.optional().nullable(),
  source: z.enum(LIVE_SOURCES, { error: "直播来源不正确" }).optional().nullable(),
});
export type ManageLiveListInput = z.infer<typeof manageLiveListSchema>;

export const liveBindSchema = z.object({
  id: idSchema,
  courseId: idSchema.nullable(),
  sectionId: idSchema.nullable(),
});
export type LiveBindInput = z.infer<typeof liveBindSchema>;

/* ---------- reservations ---------- */

export const liveReserveSchema = z.object({ id: idSchema, reserve: z.boolean({ error: "预约标记必须是布尔值" }) });
export type LiveReserveInput = z.infer<typeof liveReserveSchema>;

/* ---------- ingest (push address, key, incoming streams) ---------- */

/** One stream of a live as the teacher's stream page shows it. */
export interface LiveStreamSlot {
  kind: LiveStreamKind;
  name: string;
  /** What goes into OBS's "stream key" field: the stream name with the secret key. */
  streamKey: string;
  /** The full push URL (server + key), for ffmpeg or recorders that take one address. */
  pushUrl: string;
  /** Present while a publisher is connected. */
  publisher: {
    ip: string;
    since: string;
    seenAt: string;
    stats: { kbps?: number; width?: number; height?: number; fps?: number } | null;
  } | null;
}

export interface LiveStreamInfo {
  id: number;
  name: string;
  status: 1 | 2 | 3;
  error: boolean;
  /** The RTMP server address for OBS's "server" field. */
  server: string;
  keyExpiresAt: string;
  /** Publishing is accepted from this time until the end of the schedule. */
  publishFrom: string;
  publishUntil: string;
  streams: LiveStreamSlot[];
  /** Why the recording misses a stretch (disk full, recorder failure); null when complete. */
  recordIncomplete: string | null;
}

/** Signed, short-lived play addresses of one viewer, per stream. */
export interface LivePlay {
  kind: LiveStreamKind;
  name: string;
  flv: string;
  hls: string;
}

/**
 * An SRS HTTP callback (on_publish, on_unpublish, on_play, on_stop, on_hls, on_dvr); fields
 * other than these are ignored.
 */
export const srsCallbackSchema = z
  .object({
    action: z.string().max(32).optional(),
    client_id: z.union([z.string(), z.number()]).transform(String).optional(),
    ip: z.string().max(64).optional(),
    vhost: z.string().max(200).optional(),
    app: z.string().max(200).optional(),
    stream: z.string({ error: "参数 stream：缺少流名称" }).max(200, "参数 stream：流名称过长"),
    param: z.string().max(2000).optional(),
    /** on_dvr / on_hls: the file the media server wrote. */
    file: z.string().max(1000).optional(),
    duration: z.number().optional(),
  })
  .passthrough();
export type SrsCallbackInput = z.infer<typeof srsCallbackSchema>;

/* ---------- the discussion panel ---------- */

export const liveMessageSendSchema = z.object({
  liveId: idSchema,
  content: z.string({ error: "请输入消息内容" }).trim().min(1, "请输入消息内容").max(300, "消息不能超过300个字符"),
});
export type LiveMessageSendInput = z.infer<typeof liveMessageSendSchema>;

/** The teacher mutes (or lets speak again) a viewer in the live's discussion. */
export const liveMuteSchema = z.object({
  liveId: idSchema,
  userId: idSchema,
  mute: z.boolean({ error: "禁言标记必须是布尔值" }).default(true),
});
export type LiveMuteInput = z.infer<typeof liveMuteSchema>;

export const liveMessageListSchema = z.object({ liveId: idSchema });
export type LiveMessageListInput = z.infer<typeof liveMessageListSchema>;

export interface LiveMessage {
  id: number;
  liveId: number;
  userId: number;
  userName: string;
  content: string;
  createdAt: string;
}

/**
 * What the discussion stream (SSE) sends: a new message, a message the teacher hid, or the live's
 * new state (it began, lost its publisher, came back or ended: the page reloads the live).
 */
export type LiveMessageEvent =
  | { type: "message"; message: LiveMessage }
  | { type: "hidden"; id: number }
  | { type: "state"; status: 1 | 2 | 3; error: boolean };

/* ---------- central-control push (SOCLUSTER) ---------- */

/**
 * A classroom recording system's signed call: `data` is a JSON string, `sign` the hex
 * HMAC-SHA256 of `${ts}\n${data}` with the partner's secret (the same partners as /api/logine).
 */
export const clusterCallSchema = z.object({
  partner: z.string({ error: "参数 partner：缺少接入方" }).min(1, "参数 partner：缺少接入方").max(64),
  ts: z.coerce.number({ error: "参数 ts：时间戳不正确" }).int("参数 ts：时间戳不正确"),
  sign: z.string({ error: "参数 sign：缺少签名" }).regex(/^[0-9a-f]{64}$/, "参数 sign：签名格式不正确"),
  data: z.string({ error: "参数 data：缺少数据" }).max(20_000, "参数 data：数据过长"),
});
export type ClusterCallInput = z.infer<typeof clusterCallSchema>;

/** data of /api/live/cluster/save: create or update the scheduled live of a classroom. */
export const clusterLiveSchema = z.object({
  externalId: z.string({ error: "externalId：缺少中控直播编号" }).min(1, "externalId：缺少中控直播编号").max(64),
  name: requiredName("直播名称", 100),
  teacherAccount: z.string({ error: "teacherAccount：缺少教师账号" }).min(1, "teacherAccount：缺少教师账号").max(50),
  classroom: z.string().max(100, "classroom：教室名称过长").default(""),
  startTime: dateTime("开始时间"),
  endTime: dateTime("结束时间"),
  streams: z
    .array(z.enum(LIVE_STREAM_KINDS, { error: "streams：画面类型不正确" }))
    .min(1)
    .max(3)
    .default(["teacher"]),
  cancelled: z.boolean().default(false),
});
export type ClusterLiveInput = z.infer<typeof clusterLiveSchema>;

/** What /api/live/cluster/save answers: the recorder pushes each stream to `server/streamKey`. */
export interface ClusterLiveAnswer {
  id: number;
  server: string;
  streams: { kind: string; streamKey: string }[];
}

/* ---------- playback of the embedded ingest ---------- */

/** A play address of the embedded ingest: HTTP-FLV, the HLS playlist, or one of its segments. */
export const LIVE_PLAY_FILE = /^(live-\d{1,10}-[a-z][a-z0-9]{0,19}|tv-\d{1,10})(?:\.(\d{1,9}))?\.(flv|m3u8|ts)$/;

export const livePlayParamsSchema = z.object({
  file: z.string().regex(LIVE_PLAY_FILE, "参数 file：播放地址无效"),
});
export type LivePlayParams = z.infer<typeof livePlayParamsSchema>;

/** The viewer's signed play token (checked like SRS's on_play). */
export const livePlayQuerySchema = z.object({ token: z.string().max(500).optional() });
export type LivePlayQuery = z.infer<typeof livePlayQuerySchema>;
