import type { ResourceDetail } from "@otp/contract";
import type { LiveService } from "../modules/live/live.service.js";
import type { LiveNow, SuperviseLivePort } from "../modules/supervise/supervise.ports.js";
import { SuperviseService } from "../modules/supervise/supervise.service.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Supervision: courses read for review, classrooms from the live module. */
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
      classStudents: (classIds) => users.studentsOfClasses(classIds),
    },
    courses: { lesson: (courseId, sectionId) => c.courses.review.lesson(courseId, sectionId) },
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
  const roomOf = async (orgId: number | null) => (orgId ? ((await orgNames([orgId])).get(orgId) ?? "") : "");
  const view = async (id: number, viewer: Principal | null) => {
    if (!viewer) {
      // Assigning a patrol: the live's facts only, no play addresses and no recording.
      const facts = await lives.reviewFacts(id);
      if (!facts) return null;
      const now: LiveNow = {
        id,
        title: facts.name,
        teacherId: facts.teacherId,
        room: await roomOf(facts.orgId),
        streams: [],
      };
      return { now, recordingId: null };
    }
    const live = await lives.playable(id, viewer, `u:${viewer.userId}`);
    if (!live) return null;
    const now: LiveNow = {
      id: live.id,
      title: live.name,
      teacherId: live.teacherId,
      room: await roomOf(live.orgId),
      streams: (live.play ?? []).map((s) => ({ kind: s.kind, name: s.name, url: s.flv, hls: s.hls })),
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
