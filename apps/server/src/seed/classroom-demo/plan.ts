import type { LessonWhen } from "./dates.js";

/** The shape of a demo lesson's script (decision 0055): kept apart so the lesson lists import it without a cycle. */

/** A line of speech (T teacher, S a student) or seconds of silence. */
export type ScriptItem = readonly ["T" | "S", string] | number;

export interface Block {
  /** Student camera during this block: seats left empty, and students looking down (writing). */
  scene: { absent: number; down: number };
  /** Teacher camera: at the podium, or walking along the rows. */
  teacher: "podium" | "patrol";
  items: ScriptItem[];
}

export interface LessonPlan {
  key: string;
  title: string;
  /** Demo account of the teacher who owns the recording. */
  teacher: string;
  brief: string;
  /** Two cameras (a multi-screen recording: 教师画面 and 学生画面) or one. */
  cameras: 1 | 2;
  /** Held as a live whose recording this is (its class list is the live's); else a plain video. */
  live: boolean;
  /** When it was held: a week and weekday of the previous or current term (dates.ts). */
  when: LessonWhen;
  /** Name of the teacher's course it belongs to; by default the teacher's course with a class. */
  course?: string;
  /**
   * The class that sat it: a live's class, and the class given to a course that has none (by
   * default the class of the teacher's academic offering). A course with classes keeps its own.
   */
  className?: string;
  /** Which section of the course (1 = the first) the live or the video is filed under. */
  section?: number;
  /** Named groups CLASSROOM_DEMO can ask for besides "all" (index.ts). */
  groups?: string[];
  blocks: Block[];
}
