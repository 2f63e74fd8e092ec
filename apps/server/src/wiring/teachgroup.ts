import { TeachGroupService } from "../modules/teachgroup/teachgroup.service.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Teaching groups (教研组 / 备课组): the unit of collective preparation and teaching tasks. */
export function wireTeachGroups(deps: AppDeps, p: People) {
  const { users, textFilter } = p;
  const teachGroups = new TeachGroupService(deps.db, {
    users: {
      names: (ids) => users.names(ids),
      teachers: async (ids) => {
        const wanted = new Set(ids);
        const all = await users.kvTeachers();
        return new Set(all.map((t) => t.id).filter((id) => wanted.has(id)));
      },
    },
    text: textFilter,
  });
  return { teachGroups };
}
