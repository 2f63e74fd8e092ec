import type { CourseCard } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import type { CardFacts } from "./course.lists.queries.js";
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

  /**
   * Cards in the order of `rows`. Rows of a list carry their counts and teacher ids (read with
   * the page); for them only the names are looked up.
   */
  async cards(rows: (q.CardRow & Partial<CardFacts>)[]): Promise<CourseCard[]> {
    if (rows.every(hasFacts)) return this.cardsWithFacts(rows);
    const ids = rows.map((r) => r.id);
    const [teachers, sections, resources, names] = await Promise.all([
      this.teachers(ids),
      q.sectionCounts(this.db, ids),
      q.resourceCounts(this.db, ids),
      this.names(),
    ]);
    return rows.map((r) => toCard(r, { teachers, sections, resources, names }));
  }

  private async cardsWithFacts(rows: (q.CardRow & CardFacts)[]): Promise<CourseCard[]> {
    const links = rows.flatMap((r) => r.teacherIds.map((userId) => ({ courseId: r.id, userId })));
    const [names, teacherNames] = await Promise.all([this.names(), this.users.names(links.map((m) => m.userId))]);
    const teachers = teachersByCourse(links, teacherNames);
    const sections = new Map(rows.map((r) => [r.id, r.sectionCount]));
    const resources = new Map(rows.map((r) => [r.id, r.resourceCount]));
    return rows.map((r) => toCard(r, { teachers, sections, resources, names }));
  }
}

function hasFacts(r: q.CardRow & Partial<CardFacts>): r is q.CardRow & CardFacts {
  return r.teacherIds !== undefined && r.sectionCount !== undefined && r.resourceCount !== undefined;
}
