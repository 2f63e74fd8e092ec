import { AssignmentService } from "../modules/assignment/assignment.service.js";
import { SubmissionService } from "../modules/assignment/assignment.submissions.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** Assignments (作业) and their submissions. */
export function wireAssignments(deps: AppDeps, p: People, content: Content) {
  const { users, base, files, textFilter, notices } = p;
  const ports = {
    users: {
      names: (ids: number[]) => users.names(ids),
      classOf: async (id: number) => (await users.info(id)).classId,
      studentsOf: (classIds: number[]) => users.studentsOfClasses(classIds),
    },
    classes: { names: (ids: number[]) => base.classNames(ids) },
    courses: {
      sections: (ids: number[]) => content.courses.sectionTargets(ids),
      memberSections: (userId: number) => content.courses.memberSections(userId),
      canEdit: (courseId: number, user: Principal) => content.courses.canEditCourse(courseId, user),
      ofClass: (classId: number) => content.courses.courseIdsOfClass(classId),
      classesOf: (courseId: number) => content.courses.classIdsOfCourse(courseId),
    },
    files: {
      many: (ids: number[]) => files.many(ids),
      send: (req: Parameters<typeof files.send>[0], reply: Parameters<typeof files.send>[1], id: number) =>
        files.send(req, reply, id),
    },
    text: textFilter,
    notifier: notices,
  };
  const assignments = new AssignmentService(deps.db, ports);
  return { assignments, submissions: new SubmissionService(deps.db, ports, assignments) };
}
