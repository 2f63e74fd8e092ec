import { ActivityService } from "../modules/activity/activity.service.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Activities and contests: names from users and base data, the word filter on what organisers type. */
export function wireActivity(deps: AppDeps, p: People) {
  const { users, base, textFilter } = p;
  const subjects = () => base.kvElements("SUBJECT");
  const activities = new ActivityService(deps.db, {
    users: { names: (ids) => users.names(ids), orgOf: async (id) => (await users.info(id)).orgId },
    base: {
      orgNames: (ids) => base.orgNames(ids),
      subjectNames: async (ids) => {
        const wanted = new Set(ids);
        return new Map((await subjects()).filter((e) => wanted.has(e.id)).map((e) => [e.id, e.name]));
      },
      orgExists: (id) => base.orgExists(id),
      subjectExists: async (id) => (await subjects()).some((e) => e.id === id),
    },
    text: textFilter,
  });
  return { activities };
}
