import type { LiveService } from "../modules/live/live.service.js";
import { CurriculumService } from "../modules/timetable/timetable.curriculum.js";
import type { TimetableDeps } from "../modules/timetable/timetable.ports.js";
import { TimetableService } from "../modules/timetable/timetable.service.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** The semester timetable (课程表) and its administration. */
export function wireTimetable(deps: AppDeps, p: People, content: Content, lives: LiveService) {
  const { users, base } = p;
  const ports: TimetableDeps = {
    terms: {
      current: async () => (await base.kvTerms()).find((t) => t.isCurrent),
    },
    users: {
      names: (ids) => users.names(ids),
      classOf: async (id) => (await users.info(id)).classId ?? null,
      teachersByAccount: async () => {
        const ids = (await users.kvTeachers()).map((t) => t.id);
        const names = await users.names(ids);
        return new Map([...names.entries()].map(([id, n]) => [n.account.toLowerCase(), id]));
      },
    },
    classes: {
      choices: async () => (await base.kvClasses()).map((c) => ({ id: c.id, name: c.name })),
      names: (ids) => base.classNames(ids),
    },
    courses: {
      ofClass: async (classId) => {
        const ids = await content.courses.courseIdsOfClass(classId);
        const names = await content.courses.names(ids);
        return [...names.entries()].map(([id, name]) => ({ id, name }));
      },
    },
    lives: { scheduledBetween: (who, from, to) => lives.scheduledBetween(who, from, to) },
  };
  return { timetable: new TimetableService(deps.db, ports), curriculum: new CurriculumService(deps.db, ports) };
}
