import { ADMIN_ROLE_ID, type ResourceDetail } from "@otp/contract";
import type { CourseService } from "../modules/course/course.service.js";
import type { LiveService } from "../modules/live/live.service.js";
import type { Lesson, LiveNow, SuperviseLivePort } from "../modules/supervise/supervise.ports.js";
import { SuperviseService } from "../modules/supervise/supervise.service.js";
import type { Principal } from "../platform/auth/principal.js";
import { AppError } from "../platform/http/errors.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Supervision: courses read as the quality office, classrooms from the live module. */
export function wireSupervise(deps: AppDeps, p: People, c: Content, lives: LiveService) {
  const { base, users, notices, textFilter } = p;
  return new SuperviseService(deps.db, {
    base: {
      kvTerms: () => base.kvTerms(),
      kvOrgs: () => base.kvOrgs(),
      kvElements: (type) => base.kvElements(type),
      originCourse: (id) => base.originCourse(id),
      classNames: (ids) => base.classNames(ids),
    },
    users: {
      names: (ids) => users.names(ids),
      orgOf: async (id) => (await users.info(id)).orgId,
      classOf: async (id) => (await users.info(id)).classId,
      classStudents: async (classIds) => {
        const out: { id: number; account: string; realName: string; classId: number }[] = [];
        for (const classId of classIds) {
          const { list } = await users.list(
            { pageNo: 1, pageSize: 1000, classId, userType: "student" },
            QUALITY_OFFICE,
          );
          out.push(
            ...list.map((u) => ({
              id: Number(u.id),
              account: String(u.account),
              realName: String(u.realName),
              classId,
            })),
          );
        }
        return out;
      },
    },
    courses: { lesson: (courseId, sectionId) => supervisionLesson(c.courses, courseId, sectionId) },
    lives: patrolLives(
      lives,
      (ids) => base.orgNames(ids),
      (ids, viewer) => c.resources.details(ids, viewer),
    ),
    photos: {
      saveImage: (name, bytes, ownerId) => p.files.save("image", name, bytes, ownerId),
      send: (req, reply, id) => p.files.send(req, reply, id),
    },
    notifier: notices,
    textFilter,
  });
}

/**
 * The live module's classrooms as the patrol wall shows them: each stream's play address is
 * signed for the patroller (a copied address stops working, as for every viewer); a live the
 * patroller may not watch (a secret one) is left off the wall.
 */
function patrolLives(
  lives: LiveService,
  orgNames: (ids: number[]) => Promise<Map<number, string>>,
  recordings: (ids: number[], viewer: Principal) => Promise<ResourceDetail[]>,
): SuperviseLivePort {
  const view = async (id: number, viewer: Principal | null) => {
    const live = await lives.playable(id, viewer ?? QUALITY_OFFICE, viewer ? `u:${viewer.userId}` : "assign");
    if (!live) return null;
    const room = live.orgId ? ((await orgNames([live.orgId])).get(live.orgId) ?? "") : "";
    const now: LiveNow = {
      id: live.id,
      title: live.name,
      teacherId: live.teacherId,
      room,
      streams: viewer ? (live.play ?? []).map((s) => ({ kind: s.kind, name: s.name, url: s.flv, hls: s.hls })) : [],
    };
    return { now, recordingId: live.recording?.id ?? null };
  };
  return {
    liveNow: async (viewer) => {
      const rooms = await Promise.all((await lives.livesNow()).map((l) => view(l.id, viewer)));
      return rooms.flatMap((r) => (r ? [r.now] : []));
    },
    playable: async (liveId, viewer) => {
      const found = await view(liveId, viewer);
      if (!found) return null;
      // The recording (once the live ended) plays like any resource, with the viewer's rights.
      const recorded = viewer && found.recordingId ? await recordings([found.recordingId], viewer) : [];
      return { ...found.now, recordings: recorded };
    },
    snapshot: (liveId, kind) => lives.snapshot(liveId, kind),
  };
}

/** The quality office reading a course for supervision: an administrator's view, never logged in. */
const QUALITY_OFFICE = {
  userId: 0,
  account: "quality-office",
  realName: "督导",
  userType: "staff",
  roleIds: [ADMIN_ROLE_ID],
  permissions: [],
  sessionId: 0,
};

/** A course section as a lesson to listen to; null for an unknown course or section. */
async function supervisionLesson(
  courses: CourseService,
  courseId: number,
  sectionId: number | null,
): Promise<Lesson | null> {
  try {
    const d = await courses.details.editDetail(courseId, QUALITY_OFFICE);
    const sections = d.chapters.flatMap((c) => c.sections.map((x) => ({ id: x.id, title: `${c.title} ${x.title}` })));
    const section = sectionId ? await courses.chapters.sectionResources(courseId, sectionId, QUALITY_OFFICE) : null;
    return {
      courseId,
      courseName: d.name,
      teacherId: d.teachers[0]?.id ?? 0,
      courseTypeId: d.courseTypeId,
      termId: d.termId,
      sectionId: section ? sectionId : null,
      sectionTitle: section ? `${section.section.chapterTitle} ${section.section.title}` : null,
      sections,
      resources: section?.list ?? [],
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}
