import { createAudioEngine } from "../modules/classroom/classroom.audio.js";
import { ClassroomCompare } from "../modules/classroom/classroom.compare.js";
import type { AudioEngine, VisionEngine } from "../modules/classroom/classroom.engines.js";
import { ClassroomHistory } from "../modules/classroom/classroom.history.js";
import type { ClassroomPorts } from "../modules/classroom/classroom.ports.js";
import { ClassroomResearchService } from "../modules/classroom/classroom.research.service.js";
import { ClassroomService } from "../modules/classroom/classroom.service.js";
import { createVisionEngine } from "../modules/classroom/classroom.vision.js";
import type { LiveService } from "../modules/live/live.service.js";
import type { SuperviseService } from "../modules/supervise/supervise.service.js";
import { JobQueue } from "../platform/jobs/queue.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/**
 * AI classroom analysis: its own job queue (AI_WORKERS at once, never the transcoding queue's
 * slots), the vision and audio engines made on first use, and its ports.
 */
export function wireClassroom(deps: AppDeps, p: People, c: Content, lives: LiveService, supervise: SuperviseService) {
  const { config, db } = deps;
  const { files, users, base, notices } = p;
  const { courses, resources } = c;
  const queue = new JobQueue(db, { concurrency: config.AI_WORKERS });
  let vision: VisionEngine | null = null;
  let audio: AudioEngine | null = null;
  const ports: ClassroomPorts = {
    files: { many: (ids) => files.many(ids), storage: files.storage },
    names: {
      users: (ids) => users.names(ids),
      courses: (ids) => courses.names(ids),
      sections: (ids) => courses.sectionTargets(ids),
      orgs: () => base.kvOrgs(),
      terms: () => base.kvTerms(),
      classes: (orgId) => base.kvClasses(orgId),
    },
    recordings: {
      one: (id) => resources.recordedLesson(id),
      page: (f, page) => resources.recordedLessons(f, page),
    },
    courses: {
      placeOf: (id) => courses.placeOfResource(id),
      orgTerms: (ids) => courses.orgTerms(ids),
      classIds: (id) => courses.classIdsOfCourse(id),
    },
    people: {
      studentsIn: (classIds) => users.enabledStudentsIn(classIds),
      screenHolders: (code) => users.screenHolders(code),
      orgOf: async (id) => (await users.info(id)).orgId,
    },
    supervision: {
      meanScores: (by, keys, termId) => supervise.statistics.meanScores(by, keys, termId),
    },
    lives: {
      ofRecordings: (ids) => lives.byRecordings(ids),
      recordingsOf: (teacherId) => lives.recordingsTaughtBy(teacherId),
      now: () => lives.livesNow(),
      snapshot: (id, which) => lives.snapshot(id, which),
      mayWatch: async (id, viewer) => !!(await lives.playable(id, viewer, `u${viewer.userId}`)),
    },
    notifier: notices,
    // The frame endpoint needs a worker even on an instance that runs no classroom jobs.
    vision: () => {
      vision ??= createVisionEngine({ workers: Math.max(1, config.AI_WORKERS) });
      return vision;
    },
    audio: () => {
      audio ??= createAudioEngine();
      return audio;
    },
    close: async () => {
      await vision?.close();
      vision = null;
    },
    // Loaded on the first report: the PDF library stays out of the server's start-up.
    renderPdf: async (detail) =>
      (await import("../modules/classroom/classroom.report.pdf.js")).renderAnalysisPdf(detail),
  };
  const classroom = new ClassroomService(db, ports, queue);
  const classroomResearch = new ClassroomResearchService(
    db,
    ports,
    () => classroom.assertOn(),
    async () => (await classroom.settings()).st,
  );
  // A deleted recording takes its analysis along (runs stopped, rows and sampled frames removed).
  resources.editor.onDeleted((ids) => classroom.forgetResources(ids));
  return {
    classroom,
    classroomResearch,
    classroomCompare: new ClassroomCompare(classroomResearch),
    classroomHistory: new ClassroomHistory(classroomResearch),
  };
}
