import type { CourseCard } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import type { CourseBasePort, CourseUserPort } from "./course.ports.js";
import { type CourseNames, courseNames, type TeachersByCourse, teachersByCourse, toCard } from "./course.present.js";
import * as q from "./course.queries.js";

/** Looks up what course cards show beside their rows: dictionary names, teachers, counts. */
export class CourseCards {
  constructor(
    private readonly db: Db,
    private readonly base: Pick<CourseBasePort, "kvTerms" | "kvOrgs" | "kvElements">,
    private readonly users: Pick<CourseUserPort, "names">,
  ) {}

  /** The dictionary names courses refer to (the lists are memoised by the base module). */
  async names(): Promise<CourseNames> {
    const [term, org, subject, courseType, category] = await Promise.all([
      this.base.kvTerms(),
      this.base.kvOrgs(),
      this.base.kvElements("SUBJECT"),
      this.base.kvElements("COURSE_TYPE"),
      this.base.kvElements("COURSE_CATEGORY"),
    ]);
    return courseNames({ term, org, subject, courseType, category });
  }

  /** The teachers of these courses, in order, named in one look-up. */
  async teachers(courseIds: number[]): Promise<TeachersByCourse> {
    const teacherRows = (await q.members(this.db, courseIds)).filter((m) => m.role === "teacher");
    return teachersByCourse(teacherRows, await this.users.names(teacherRows.map((m) => m.userId)));
  }

  /** Cards in the order of `rows`. */
  async cards(rows: q.CardRow[]): Promise<CourseCard[]> {
    const ids = rows.map((r) => r.id);
    const [teachers, sections, resources, names] = await Promise.all([
      this.teachers(ids),
      q.sectionCounts(this.db, ids),
      q.resourceCounts(this.db, ids),
      this.names(),
    ]);
    return rows.map((r) => toCard(r, { teachers, sections, resources, names }));
  }
}
