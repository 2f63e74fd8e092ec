import type { EvaluationForm, SeminarMaterial } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { TextFilter } from "../../platform/text/filter.js";

/** What the teaching-research module needs from other modules, wired in wiring/research.ts. */
export interface ResearchDeps {
  live: {
    /** The RTMP server base a publisher pushes to (rtmp://host:port/live), as the live module serves it. */
    rtmpServer(host: string): string;
    /** A live holding a meeting: one stream per venue name, in order (kinds v1, v2…). */
    createMeetingLive(v: {
      name: string;
      teacherId: number;
      startAt: Date;
      endAt: Date;
      venues: string[];
    }): Promise<{ id: number; kinds: string[] }>;
    /** Withdraws a meeting live that never got its meeting (a booking lost a race): cancelled, unseen. */
    discardMeetingLive(liveId: number): Promise<void>;
    /** A meeting live's state, streams and recordings for one viewer (null: unknown or not for them). */
    meetingMedia(liveId: number, viewer: Principal | null, viewerKey: string): Promise<MeetingMedia | null>;
  };
  users: {
    names(ids: number[]): Promise<Map<number, { realName: string }>>;
    /** A teacher account that may host a seminar. */
    isTeacher(id: number): Promise<boolean>;
    /** Enabled teachers of a platform organization and its sub-organizations (null: unknown organization). */
    teachersOfOrg(orgId: number): Promise<number[] | null>;
    /** Enabled teachers of courses of a SUBJECT dictionary entry (null: unknown subject). */
    teachersOfSubject(subjectId: number): Promise<number[] | null>;
  };
  /** What a lecture (说课) plays: a live of the live module, or a video resource. */
  media: {
    /** A live as the viewer may watch it (null: unknown, cancelled or not for this viewer). */
    live(id: number, viewer: Principal | null, viewerKey: string): Promise<LectureLive | null>;
    /** A video resource's files as the viewer may play them (null: unknown or not visible). */
    video(id: number, viewer: Principal | null): Promise<LectureVideo | null>;
    /** A live (not cancelled) the back-office user may watch, to bind to a lecture. */
    liveExists(id: number, user: Principal): Promise<boolean>;
    /** A video resource the back-office user may see, to bind to a lecture. */
    videoExists(id: number, user: Principal): Promise<boolean>;
    /** Up to `limit` recent lives and published videos an administrator picks a lecture's media from. */
    choices(
      viewer: Principal,
      limit: number,
    ): Promise<{
      lives: { id: number; name: string; teacherId: number; teacherName: string }[];
      videos: { id: number; name: string; ownerId: number; ownerName: string }[];
    }>;
  };
  /** The resource library: seminar materials. */
  resources: {
    /** Which of these ids the user may attach (own, or published). */
    attachable(ids: number[], user: Principal): Promise<number[]>;
    /** Cards of these resources the viewer may see, in order. */
    cards(ids: number[], viewer: Principal | null): Promise<SeminarMaterial[]>;
  };
  /** Supervision's evaluation templates (a lecture is evaluated with one). */
  templates: {
    /** The ready form; throws a Chinese 404/400 for an unknown or unfinished template. */
    formFor(id: number): Promise<{ id: number; name: string; form: EvaluationForm }>;
    names(ids: number[]): Promise<Map<number, string>>;
    ready(): Promise<{ id: number; name: string }[]>;
  };
  /** Terms (semesters) of the base data. */
  terms: { names(): Promise<Map<number, string>> };
  /** Sensitive words in names (the word library). */
  text: TextFilter;
}

export interface LectureLive {
  name: string;
  teacherId: number;
  /** 1 not started, 2 in progress, 3 ended. */
  status: 1 | 2 | 3;
  startTime: string | null;
  streams: { name: string; flv: string; hls: string }[];
  /** The recording's files once the live ended. */
  videos: { name: string; url: string }[];
}

export interface LectureVideo {
  name: string;
  ownerId: number;
  videos: { name: string; url: string }[];
}

export interface MeetingMedia {
  /** 1 not started, 2 in progress (some venue may be lost), 3 ended. */
  status: 1 | 2 | 3;
  /** Stream kinds publishing now, and those that published and stopped (掉线). */
  online: string[];
  dropped: string[];
  /** Signed addresses by stream kind while the live is on. */
  streams: Record<string, { flv: string; hls: string }>;
  /** The recording's files by their label (the venue's name) once ended. */
  recordings: Record<string, string>;
}
