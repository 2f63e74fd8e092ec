import type { AudioSegment, DetectedFace, DetectedPerson } from "@otp/contract";

/**
 * The two analysers the pipeline drives (issue 24). Both run off the HTTP event loop (worker
 * threads); the pipeline (classroom.pipeline.ts) only sees these interfaces, so its tests can
 * run on the real engines or, for bookkeeping tests, on recorded results.
 */

/** One student-camera frame: every detected person, with the rules applied. */
export interface StudentFrameResult {
  width: number;
  height: number;
  faces: DetectedFace[];
  persons: DetectedPerson[];
  /** False when body keypoints were not looked at (`bodies: false`): nobody's hands or standing are known. */
  body: boolean;
  /** Milliseconds of analysis (CPU of the worker). */
  ms: number;
}

/** One teacher-camera frame: where the teacher stands, as fractions of the frame (0–1), or null. */
export interface TeacherFrameResult {
  width: number;
  height: number;
  teacher: { x: number; y: number; box: [number, number, number, number] } | null;
  ms: number;
}

export interface VisionEngine {
  /**
   * A still picture (JPEG, PNG or WebP bytes, already checked and at most the configured pixel
   * count) analysed as a student camera frame: tiled face detection with de-duplication (faces and
   * head-up), then with `bodies` (default true) per-person body keypoints for hand-raise and
   * standing (MoveNet on each person: most of the time of a crowded frame).
   */
  analyseStudents(image: Buffer, signal?: AbortSignal, opts?: { bodies?: boolean }): Promise<StudentFrameResult>;
  /** A teacher camera frame: the teacher's position. */
  locateTeacher(image: Buffer, signal?: AbortSignal): Promise<TeacherFrameResult>;
  /** Ends the workers (server shutdown, tests). */
  close(): Promise<void>;
}

export interface AudioResult {
  duration: number;
  /** False when the recording has no audio track or only digital silence. */
  hasAudio: boolean;
  /** Speech segments in time order (silence is the gaps), each attributed to teacher or student. */
  segments: AudioSegment[];
  /** How teacher and student talk were told apart, in Chinese, shown under the chart. */
  method: string;
}

export interface AudioEngine {
  /**
   * 16 kHz mono signed 16-bit little-endian PCM of the whole lesson. `pcm` may be handed over to
   * the worker (then empty for the caller): do not read it afterwards.
   */
  analyse(pcm: Buffer, signal?: AbortSignal): Promise<AudioResult>;
}
