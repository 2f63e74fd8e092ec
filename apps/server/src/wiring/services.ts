import { wireActivity } from "./activity.js";
import { wireAi } from "./ai.js";
import { wireAssignments } from "./assignment.js";
import { wireCommunity } from "./community.js";
import { wireContent } from "./content.js";
import type { AppDeps } from "./deps.js";
import { wireInsight } from "./insight.js";
import { buildLiveService } from "./live.js";
import { wirePeople } from "./people.js";
import { wirePrepare } from "./prepare.js";
import { wireResearch } from "./research.js";
import { wireSupervise } from "./supervise.js";
import { wireTeachGroups } from "./teachgroup.js";
import { wireTeachTasks } from "./teachtask.js";
import { wireTimetable } from "./timetable.js";
import { buildTvService } from "./tv.js";

/** Every service of the platform, wired in groups; a later group's hooks reach back by closure. */
export function buildServices(deps: AppDeps) {
  const people = wirePeople(deps);
  let ai: ReturnType<typeof wireAi> | undefined;
  const content = wireContent(deps, people, {
    // A processed video's keyframes feed search by image; its slide text, knowledge-point search.
    onProcessed: async (fileIds) => ai?.retrieval.queueFiles(fileIds),
    moments: async (keyword, limit, viewer) => (ai ? ai.retrieval.searchMoments(keyword, limit, viewer) : []),
  });
  let community: ReturnType<typeof wireCommunity> | undefined;
  let research: ReturnType<typeof wireResearch> | undefined;
  const lives = buildLiveService(deps.db, deps.config, {
    ...people,
    ...content,
    // The teacher module is wired after lives; a recording asks for the clips when it ends.
    introOutroFiles: async (ownerId) =>
      community ? community.teachers.introOutroFor(ownerId) : { introFileId: null, outroFileId: null },
  });
  const tv = buildTvService(deps.db, { ...people, ...content, lives }, deps.config.dataDir);
  const supervise = wireSupervise(deps, people, content, lives);
  community = wireCommunity(deps, people, content, lives, () => research?.lectures);
  const groups = wireTeachGroups(deps, people);
  const teaching = {
    ...groups,
    ...wireAssignments(deps, people, content),
    ...wirePrepare(deps, people, content, groups.teachGroups),
  };
  research = wireResearch(deps, people, lives, content, supervise);
  const activity = wireActivity(deps, people, content, supervise);
  const tasks = wireTeachTasks(deps, people, content, groups.teachGroups, activity.activities);
  const timetable = wireTimetable(deps, people, content, lives);
  const insight = wireInsight(deps, people, content, lives);
  ai = wireAi(deps, people, content);
  return {
    ...people,
    ...content,
    lives,
    tv,
    supervise,
    ...community,
    ...teaching,
    ...research,
    ...activity,
    ...tasks,
    ...timetable,
    ...insight,
    ...ai,
  };
}

export type Services = ReturnType<typeof buildServices>;
