import type { LessonMeasures, TeachingType, WarningRule } from "@otp/contract";
import type { TestApp } from "../../test/harness.js";
import * as q from "./classroom.queries.js";
import { factsOf } from "./classroom.research.present.js";
import { factContext } from "./classroom.research.service.js";
import { addLesson } from "./classroom.rollup.queries.js";

/**
 * Test lessons for AI research: analysis rows finished the way the pipeline finishes them (the
 * run claimed, then measures, warnings and the roll-ups in one transaction), with measures given
 * by the test so the expected means can be computed by hand. Tests only: demo lessons go through
 * the real pipeline (decision 0055).
 */

export interface LessonSpec {
  teacherId: number;
  orgId: number | null;
  courseId?: number | null;
  classIds?: number[];
  lessonAt: Date;
  title?: string;
  headUp: number;
  concentration: number;
  attendance?: number | null;
  lecture?: number;
  teacherTalk?: number;
  studentTalk?: number;
  st?: { rt: number; ch: number; type: TeachingType; n?: number } | null;
  handUp?: number;
  warnings?: WarningRule[];
}

const curve = (value: number) => [0, 60, 120].map((t) => ({ t, value }));
const series = (perFrame: number) => ({ total: perFrame * 3, peak: perFrame, peakT: 0, curve: curve(perFrame) });

/** A lesson's measures with flat curves at the given values. */
export function measuresFor(s: LessonSpec): LessonMeasures {
  const st = s.st ?? null;
  const n = st?.n ?? 6;
  return {
    duration: 180,
    samples: 3,
    attendance: {
      expected: s.attendance == null ? null : 40,
      detected: 30,
      rate: s.attendance ?? null,
      curve: curve(30),
    },
    headUp: { average: s.headUp, curve: curve(s.headUp) },
    concentration: { average: s.concentration, curve: curve(s.concentration) },
    behaviours: { handUp: series(s.handUp ?? 0), standing: series(0), headDown: series(2) },
    teacher: null,
    audio: {
      hasAudio: s.lecture !== undefined,
      segments: [],
      teacherShare: s.teacherTalk ?? 0,
      studentShare: s.studentTalk ?? 0,
      silenceShare: 1 - (s.teacherTalk ?? 0) - (s.studentTalk ?? 0),
      lectureShare: s.lecture ?? 0,
      method: "",
    },
    st: st
      ? {
          codes: [],
          n,
          nt: Math.round(st.rt * n),
          rt: st.rt,
          g: Math.round(st.ch * n) + 1,
          ch: st.ch,
          type: st.type,
          curve: [],
        }
      : null,
  };
}

let nextResource = 900_000;

/** Claims a run for a made-up recording id and returns the analysis id (queued). */
export async function claimLesson(t: TestApp, s: LessonSpec, resourceId = nextResource++): Promise<number> {
  const row = await q.claimRun(t.db, {
    resourceId,
    source: "resource",
    liveId: null,
    teacherId: s.teacherId,
    courseId: s.courseId ?? null,
    sectionId: null,
    classIds: s.classIds ?? [],
    orgId: s.orgId,
    termId: null,
    title: s.title ?? `研究测试课${resourceId}`,
    lessonAt: s.lessonAt,
    duration: 180,
    status: "queued",
    progress: 0,
    stage: "排队中",
    runToken: `tok${resourceId}${Date.now()}`,
    requestedBy: null,
    studentFileId: null,
    teacherFileId: null,
    settings: null,
  });
  if (!row) throw new Error("claim failed");
  return row.id;
}

/** Finishes a claimed run with these measures, as the pipeline's last transaction does. */
export async function finishLesson(t: TestApp, id: number, s: LessonSpec): Promise<void> {
  const row = await q.findAnalysis(t.db, id);
  if (!row) throw new Error("no analysis");
  const measures = measuresFor(s);
  const warnings = (s.warnings ?? []).map((rule) => ({ rule }));
  const ctx = await factContext(t.services.classroomResearch.ports, row.teacherId);
  const facts = factsOf(row, measures, warnings, ctx);
  await t.db.transaction(async (tx) => {
    if (!(await q.finishRun(tx, id, row.runToken, measures))) throw new Error("finish refused");
    await q.replaceWarnings(
      tx,
      id,
      warnings.map((w) => ({
        rule: w.rule,
        teacherId: row.teacherId,
        orgId: row.orgId,
        termId: row.termId,
        classIds: row.classIds,
        lessonAt: row.lessonAt,
        at: null,
        value: 0,
        threshold: 0,
        message: "测试预警",
      })),
    );
    await addLesson(tx, facts);
  });
}

/** A lesson claimed and finished. */
export async function analysedLesson(t: TestApp, s: LessonSpec): Promise<number> {
  const id = await claimLesson(t, s);
  await finishLesson(t, id, s);
  return id;
}
