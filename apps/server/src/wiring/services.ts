import { MemoryBus } from "../platform/bus/index.js";
import { wireActivity } from "./activity.js";
import { wireAi } from "./ai.js";
import { wireAssignments } from "./assignment.js";
import { wireClassroom } from "./classroom.js";
import { wireCommunity } from "./community.js";
import { wireContent } from "./content.js";
import type { AppDeps } from "./deps.js";
import { wireInsight } from "./insight.js";
import { LateBindings } from "./late.js";
import { wireLearning } from "./learning.js";
import { buildLiveService } from "./live.js";
import { wirePeople } from "./people.js";
import { wirePrepare } from "./prepare.js";
import { wireResearch } from "./research.js";
import { wireSupervise } from "./supervise.js";
import { wireTeachGroups } from "./teachgroup.js";
import { wireTeachTasks } from "./teachtask.js";
import { wireTimetable } from "./timetable.js";
import { buildTvService } from "./tv.js";

/** The groups wired after a group that calls them. */
interface Late extends Record<string, unknown> {
  ai: ReturnType<typeof wireAi>;
  community: ReturnType<typeof wireCommunity>;
  research: ReturnType<typeof wireResearch>;
}

/** Every service of the platform, wired in groups; a later group is reached back through `late`. */
export function buildServices(deps: AppDeps) {
  const late = new LateBindings<Late>(["ai", "community", "research"]);
  // Without a shared bus (tests, one instance), events reach this process's listeners only.
  const bus = deps.bus ?? new MemoryBus();
  const people = wirePeople(deps);
  const content = wireContent(deps, people, {
    // A processed video's keyframes feed search by image; its slide text, knowledge-point search.
    onProcessed: async (fileIds) => late.get("ai").retrieval.queueFiles(fileIds),
    moments: (keyword, limit, viewer) => late.get("ai").retrieval.searchMoments(keyword, limit, viewer),
  });
  const lives = buildLiveService(deps.db, deps.config, {
    ...people,
    ...content,
    cache: deps.cache,
    bus,
    // The teacher module is wired after lives; a recording asks for the clips when it ends.
    introOutroFiles: (ownerId) => late.get("community").teachers.introOutroFor(ownerId),
  });
  const learning = wireLearning(deps, content);
  const tv = buildTvService(deps.db, { ...people, ...content, lives }, deps.config.dataDir);
  const supervise = wireSupervise(deps, people, content, lives);
  const community = late.bind(
    "community",
    wireCommunity(deps, people, content, lives, () => late.get("research").lectures),
  );
  const groups = wireTeachGroups(deps, people);
  const teaching = {
    ...groups,
    ...wireAssignments(deps, people, content),
    ...wirePrepare(deps, people, content, groups.teachGroups, bus),
  };
  const research = late.bind("research", wireResearch(deps, people, lives, content, supervise));
  const activity = wireActivity(deps, people, content, supervise);
  const tasks = wireTeachTasks(deps, people, content, groups.teachGroups, activity.activities);
  const timetable = wireTimetable(deps, people, content, lives);
  const insight = wireInsight(deps, people, content, lives);
  const ai = late.bind("ai", wireAi(deps, people, content));
  const classroom = wireClassroom(deps, people, content, lives, supervise);
  late.assertBound();
  return {
    ...people,
    ...content,
    ...learning,
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
    ...classroom,
  };
}

export type Services = ReturnType<typeof buildServices>;
