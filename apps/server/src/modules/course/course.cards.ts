import type { CourseCard } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import type { CardFacts, CardPageRow } from "./course.lists.queries.js";
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

  /** Cards made per kept page (dropped with the page). */
  private readonly made = new WeakMap<object, MadeCards>();

  /** The dictionary names courses refer to (the lists are memoised by the base module). */
  async names(): Promise<CourseNames> {
    return courseNames(await this.lists());
  }

  /** The dictionaries courses name; the same arrays while the base module keeps them. */
  private async lists(): Promise<NameLists> {
    const [term, org, subject, courseType, category] = await Promise.all([
      this.base.kvTerms(),
      this.base.kvOrgs(),
      this.base.kvElements("SUBJECT"),
      this.base.kvElements("COURSE_TYPE"),
      this.base.kvElements("COURSE_CATEGORY"),
    ]);
    return { term, org, subject, courseType, category };
  }

  /**
   * Cards of a kept catalogue page (course.catalogue-cache.ts), made once and answered again while
   * the names they show are the same: the dictionaries are the very arrays the cards were made
   * from (the base module memoises them and makes new ones after a write), and every teacher's
   * name reads as before (the user module's names, current after any user write).
   */
  async keptCards(page: { rows: CardPageRow[] }): Promise<CourseCard[]> {
    const made = this.made.get(page);
    const teacherIds = made?.teacherIds ?? page.rows.flatMap((r) => r.teacherIds);
    const [lists, users] = await Promise.all([this.lists(), this.users.names(teacherIds)]);
    const teacherNames = teacherIds.map((id) => users.get(id)?.realName ?? "");
    if (made && sameLists(made.lists, lists) && sameNames(made.teacherNames, teacherNames)) return made.cards;
    const cards = this.withFacts(page.rows, courseNames(lists), users);
    this.made.set(page, { lists, teacherIds, teacherNames, cards });
    return cards;
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
    const ids = rows.flatMap((r) => r.teacherIds);
    const [names, users] = await Promise.all([this.names(), this.users.names(ids)]);
    return this.withFacts(rows, names, users);
  }

  private withFacts(rows: CardPageRow[], names: CourseNames, users: Map<number, { realName: string }>): CourseCard[] {
    const links = rows.flatMap((r) => r.teacherIds.map((userId) => ({ courseId: r.id, userId })));
    const teachers = teachersByCourse(links, users);
    const sections = new Map(rows.map((r) => [r.id, r.sectionCount]));
    const resources = new Map(rows.map((r) => [r.id, r.resourceCount]));
    return rows.map((r) => toCard(r, { teachers, sections, resources, names }));
  }
}

type NameLists = Parameters<typeof courseNames>[0];

/** Cards made from a kept page, with what their names were read from. */
interface MadeCards {
  lists: NameLists;
  teacherIds: number[];
  teacherNames: string[];
  cards: CourseCard[];
}

function sameLists(a: NameLists, b: NameLists): boolean {
  return (Object.keys(a) as (keyof NameLists)[]).every((k) => a[k] === b[k]);
}

function sameNames(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i]);
}

function hasFacts(r: q.CardRow & Partial<CardFacts>): r is q.CardRow & CardFacts {
  return r.teacherIds !== undefined && r.sectionCount !== undefined && r.resourceCount !== undefined;
}
