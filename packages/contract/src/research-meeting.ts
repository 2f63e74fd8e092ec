import { z } from "zod";
import type { EvaluationForm, Marks } from "./evaluation.js";
import { chosenId, requiredName } from "./fields.js";
import { idSchema } from "./validation.js";

/**
 * Seminar meetings (研讨会议): a scheduled session of a seminar held in a main venue and branch
 * venues (places). Each venue's terminal pushes one stream of the meeting's live; participants
 * watch the venues as a multi-view, discuss, and score the lesson with the seminar's standard.
 */

const dateTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}格式不正确`);

export const meetingSaveSchema = z
  .object({
    seminarId: idSchema,
    title: requiredName("会议名称", 100),
    startAt: dateTime("开始时间"),
    endAt: dateTime("结束时间"),
    /** The main venue's place. */
    mainPlaceId: chosenId("主会场"),
    /** Branch venues' places (分会场). */
    branchPlaceIds: z.array(idSchema, { error: "分会场须为场所列表" }).max(8, "分会场最多8个").default([]),
  })
  .refine((m) => Date.parse(m.endAt) > Date.parse(m.startAt), { message: "结束时间须晚于开始时间", path: ["endAt"] })
  .refine(
    (m) => !m.branchPlaceIds.includes(m.mainPlaceId) && new Set(m.branchPlaceIds).size === m.branchPlaceIds.length,
    {
      message: "会场不能重复",
      path: ["branchPlaceIds"],
    },
  );
export type MeetingSaveInput = z.infer<typeof meetingSaveSchema>;

export const meetingEvaluateSchema = z.object({
  id: idSchema,
  marks: z.record(z.string().max(20), z.union([z.number(), z.string().max(10)])).default({}),
  comment: z.string({ error: "请输入评语" }).trim().min(1, "请输入评语").max(500, "评语不能超过500个字符"),
});
export type MeetingEvaluateInput = z.infer<typeof meetingEvaluateSchema>;

/** upcoming: before its time; live: the live is on; ended: over (recordings play). */
export type MeetingState = "upcoming" | "live" | "ended";
export const MEETING_STATE_NAMES: Record<MeetingState, string> = {
  upcoming: "未开始",
  live: "进行中",
  ended: "已结束",
};

/** A venue's stream: online (pushing), dropped (掉线: pushed during the meeting and stopped), offline. */
export type VenueState = "online" | "dropped" | "offline";

/** A place a venue may be chosen from; one without an enabled terminal is not ready. */
export interface MeetingPlaceOption {
  id: number;
  name: string;
  ready: boolean;
}

export interface MeetingItem {
  id: number;
  seminarId: number;
  title: string;
  startAt: string;
  endAt: string;
  state: MeetingState;
  liveId: number;
  venues: { placeId: number; placeName: string; orgName: string; main: boolean }[];
}

export interface MeetingVenue {
  placeId: number;
  placeName: string;
  orgName: string;
  main: boolean;
  state: VenueState;
  /** Signed addresses while the meeting is live (null otherwise). */
  flv: string | null;
  hls: string | null;
  /** The venue's recording once the meeting ended. */
  videoUrl: string | null;
}

export interface MeetingEvaluationItem {
  id: number;
  evaluatorId: number;
  evaluatorName: string;
  total: number;
  level: string;
  comment: string;
  createdAt: string;
}

/** /api/c/meeting/detail */
export interface MeetingDetail extends Omit<MeetingItem, "venues"> {
  seminarKind: "teaching" | "seminar";
  seminarTitle: string;
  venues: MeetingVenue[];
  /** The seminar's evaluation standard (null: none chosen). */
  form: EvaluationForm | null;
  templateName: string;
  evaluations: MeetingEvaluationItem[];
  mine: (MeetingEvaluationItem & { marks: Marks }) | null;
  canEvaluate: boolean;
  cannotEvaluate: string | null;
  canEdit: boolean;
}

/** The summary's facts: who attended which meeting, and the evaluation results. */
export interface SeminarReport {
  meetings: {
    id: number;
    title: string;
    startAt: string;
    attendees: { userId: number; realName: string; firstAt: string }[];
    evaluationCount: number;
    averageTotal: number | null;
    /** Per indicator: its mean mark over the evaluations. */
    indicators: { key: string; name: string; mean: number | null }[];
  }[];
}

/** A member's tasks in a seminar (personal centre 我的教研), done state computed from real data. */
export interface SeminarTask {
  key: "material" | "watch" | "evaluate";
  title: string;
  done: boolean;
  /** What is done so far, e.g. "已评价 1/2 场". */
  progress: string;
  /** A meeting the task points at (the next to watch or to evaluate). */
  meetingId: number | null;
}
