import type { ActivityService } from "../modules/activity/activity.service.js";
import type { TeachGroupService } from "../modules/teachgroup/teachgroup.service.js";
import type { TeachTaskDeps } from "../modules/teachtask/teachtask.ports.js";
import { TaskProgressService } from "../modules/teachtask/teachtask.progress.js";
import { TeachTaskService } from "../modules/teachtask/teachtask.service.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Teaching tasks (教学任务): completion computed from resources, activities and evidence. */
export function wireTeachTasks(
  deps: AppDeps,
  p: People,
  content: Content,
  groups: TeachGroupService,
  activities: ActivityService,
) {
  const { users, base, files, notices, textFilter } = p;
  const ports: TeachTaskDeps = {
    users: {
      names: (ids) => users.names(ids),
      teachers: async (ids) => {
        const wanted = new Set(ids);
        return new Set((await users.kvTeachers()).map((t) => t.id).filter((id) => wanted.has(id)));
      },
      teachersOfOrg: async (orgId) => (await users.kvTeachers()).filter((t) => t.orgId === orgId).map((t) => t.id),
    },
    orgs: {
      names: (ids) => base.orgNames(ids),
      choices: async () => (await base.kvOrgs()).map((o) => ({ id: o.id, name: o.name })),
    },
    groups: {
      idsOf: (userId) => groups.groupIdsOf(userId),
      choices: () => groups.choices(),
      info: (id) => groups.info(id),
    },
    resources: {
      publishedCounts: (ownerIds, kind, from, to) => content.resources.publishedCounts(ownerIds, kind, from, to),
    },
    activities: {
      names: (ids) => activities.activityNames(ids),
      choices: () => activities.choices(),
      participants: (activityId, userIds) => activities.participants(activityId, userIds),
    },
    files: {
      many: (ids) => files.many(ids),
      send: (req, reply, id) => files.send(req, reply, id),
    },
    notifier: notices,
    text: textFilter,
  };
  const taskProgress = new TaskProgressService(deps.db, ports);
  return { taskProgress, teachTasks: new TeachTaskService(deps.db, ports, taskProgress) };
}
