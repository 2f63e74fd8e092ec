import { liveListSchema, resourceListSchema } from "@otp/contract";
import type { LiveService } from "../modules/live/live.service.js";
import { InteractionService } from "../modules/research/research.interaction.service.js";
import { LectureService } from "../modules/research/research.lecture.service.js";
import { MeetingService } from "../modules/research/research.meeting.service.js";
import type { ResearchDeps } from "../modules/research/research.ports.js";
import { SeminarService } from "../modules/research/research.seminar.service.js";
import type { SuperviseService } from "../modules/supervise/supervise.service.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Teaching research: seminars, meetings and lectures over the live module and evaluation templates. */
export function wireResearch(deps: AppDeps, p: People, lives: LiveService, c: Content, supervise: SuperviseService) {
  const { users, base } = p;
  const { templates } = supervise;
  const video = async (id: number, viewer: Principal | null) => {
    const [r] = await c.resources.details([id], viewer);
    if (r?.type !== "VIDEO") return null;
    return { name: r.name, ownerId: r.ownerId, videos: r.fileList.map((f) => ({ name: f.fileName, url: f.httpPath })) };
  };
  const researchDeps: ResearchDeps = {
    live: {
      rtmpServer: (host: string) => {
        const cfg = lives.ingest.config;
        return cfg.rtmpUrl ?? `rtmp://${host.replace(/:\d+$/, "")}:${cfg.rtmpPort}/live`;
      },
      createMeetingLive: (v) => lives.createForVenues(v),
      discardMeetingLive: (liveId) => lives.discardForVenues(liveId),
      meetingMedia: async (liveId, viewer, viewerKey) => {
        const [l, states] = await Promise.all([lives.playable(liveId, viewer, viewerKey), lives.streamStates(liveId)]);
        if (!states) return null;
        // Recordings keep each venue's name as the file's label (the resource module has it).
        const files = l?.recording ? ((await c.resources.details([l.recording.id], viewer))[0]?.fileList ?? []) : [];
        return {
          status: states.status,
          online: states.online,
          dropped: states.dropped,
          streams: Object.fromEntries((l?.play ?? []).map((s) => [s.kind, { flv: s.flv, hls: s.hls }])),
          recordings: Object.fromEntries(files.map((f) => [f.label ?? "", f.httpPath])),
        };
      },
    },
    users: {
      names: (ids) => users.names(ids),
      isTeacher: async (id) => (await users.load(id))?.userType === "teacher",
      teachersOfOrg: async (orgId) => {
        const tree = await base.kvOrgs();
        if (!tree.some((o) => o.id === orgId)) return null;
        return users.enabledTeachers({ orgIds: subtree(tree, orgId) });
      },
      teachersOfSubject: async (subjectId) => {
        if (!(await base.kvElements("SUBJECT")).some((e) => e.id === subjectId)) return null;
        return users.enabledTeachers({ ids: await c.courses.teachersOfSubject(subjectId) });
      },
    },
    media: {
      live: async (id, viewer, viewerKey) => {
        const l = await lives.playable(id, viewer, viewerKey);
        if (!l) return null;
        return {
          name: l.name,
          teacherId: l.teacherId,
          status: l.status,
          startTime: l.startTime,
          streams: (l.play ?? []).map((s) => ({ name: s.name, flv: s.flv, hls: s.hls })),
          videos: (l.recording?.fileList ?? []).map((f) => ({ name: f.fileName, url: f.httpPath })),
        };
      },
      video,
      liveExists: async (id, user) => (await lives.playable(id, user, `u:${user.userId}`)) !== null,
      videoExists: async (id, user) => (await video(id, user)) !== null,
      choices: async (viewer, limit) => {
        const [l, v] = await Promise.all([
          lives.list(liveListSchema.parse({ pageNo: 1, pageSize: limit, status: 0 }), viewer),
          c.resources.catalogue.list(resourceListSchema.parse({ pageNo: 1, pageSize: limit, type: "VIDEO" }), viewer),
        ]);
        return {
          lives: l.list.map((x) => ({ id: x.id, name: x.name, teacherId: x.teacherId, teacherName: x.teacherName })),
          videos: v.list.map((x) => ({ id: x.id, name: x.name, ownerId: x.ownerId, ownerName: x.ownerName })),
        };
      },
    },
    resources: {
      attachable: (ids, user) => c.resources.attachable(ids, user),
      cards: async (ids, viewer) =>
        (await c.resources.details(ids, viewer)).map((r) => ({
          id: r.id,
          name: r.name,
          type: r.type,
          ownerName: r.ownerName,
        })),
    },
    templates: {
      formFor: (id) => templates.formFor(id),
      names: async (ids) => new Map([...(await templates.names(ids))].map(([id, t]) => [id, t.name])),
      ready: () => templates.readyChoices(),
    },
    terms: { names: async () => new Map((await base.kvTerms()).map((t) => [t.id, t.name])) },
    text: p.textFilter,
  };
  const meetings = new MeetingService(deps.db, researchDeps);
  // Terminals push to term-{id}?key=…; the ingest asks which meeting venue's stream that feeds now.
  lives.ingest.terminalRoute = (terminalId, key, now) => meetings.routeTerminal(terminalId, key, now);
  return {
    meetings,
    interaction: new InteractionService(deps.db, researchDeps),
    seminars: new SeminarService(deps.db, researchDeps),
    lectures: new LectureService(deps.db, researchDeps),
  };
}

/** An organization and all its descendants (the base org list is a tree by parentId). */
function subtree(orgs: { id: number; parentId: number | null }[], rootId: number): number[] {
  const ids = [rootId];
  // Breadth-first over the flat list; `seen` guards against a cycle in hand-edited data.
  const seen = new Set(ids);
  for (let i = 0; i < ids.length; i++)
    for (const o of orgs)
      if (o.parentId === ids[i] && !seen.has(o.id)) {
        seen.add(o.id);
        ids.push(o.id);
      }
  return ids;
}
