import { classes, elements, orgs, originCourses, terms } from "../modules/base/base.tables.js";
import { users } from "../modules/user/user.tables.js";
import type { Db } from "../platform/db/client.js";
import { rng } from "./names.js";

/** What the teaching content is built on: the demo school as seedDemo left it, and the content's random stream. */

const DAY = 86_400_000;

export type Person = School["people"][number];
export type School = Awaited<ReturnType<typeof loadSchool>>;

/** The people, organisations, base data and course offerings of the demo school. */
export async function loadSchool(db: Db) {
  const people = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      orgId: users.orgId,
      classId: users.classId,
      userType: users.userType,
    })
    .from(users);
  const orgRows = await db.select({ id: orgs.id, name: orgs.name }).from(orgs);
  const elementRows = await db.select({ id: elements.id, type: elements.type, name: elements.name }).from(elements);
  const termRows = await db.select({ id: terms.id, isCurrent: terms.isCurrent }).from(terms).orderBy(terms.id);
  const classRows = await db.select({ id: classes.id, grade: classes.grade }).from(classes).orderBy(classes.id);
  const offerings = await db
    .select({ id: originCourses.id, teacherId: originCourses.teacherId, termId: originCourses.termId })
    .from(originCourses)
    .orderBy(originCourses.id);

  const account = new Map(people.map((p) => [p.account, p]));
  const currentTerm = termRows.find((t) => t.isCurrent)?.id ?? termRows.at(-1)?.id ?? null;
  const admin = account.get("admin");
  const demoTeacher = account.get("teacher");
  if (!admin || !demoTeacher) throw new Error("seedContent needs the demo school (seedDemo) first");
  const byAccount = (a: { account: string }, b: { account: string }) => a.account.localeCompare(b.account);
  return {
    people,
    elementRows,
    classRows,
    offerings,
    orgId: new Map(orgRows.map((o) => [o.name, o.id])),
    orgName: new Map(orgRows.map((o) => [o.id, o.name])),
    element: (type: string, name: string) => elementRows.find((e) => e.type === type && e.name === name)?.id ?? null,
    currentTerm,
    previousTerm: termRows.length > 1 ? (termRows.at(-2)?.id ?? currentTerm) : currentTerm,
    admin,
    demoTeacher,
    demoStudent: account.get("student"),
    teachers: people.filter((p) => /^t\d{3}$/.test(p.account)).sort(byAccount),
    students: people.filter((p) => /^s\d{4}$/.test(p.account)).sort(byAccount),
  };
}

/**
 * The one random stream of the teaching content. Every part draws from it in a fixed order, so
 * the demo is the same on every machine: the order of the draws is part of the demo data.
 */
export interface ContentRandom {
  rand: () => number;
  pick: <T>(xs: readonly T[]) => T;
  /** `d` days and up to eight random hours before the seed started. */
  daysAgo: (d: number) => Date;
}

export function contentRandom(): ContentRandom {
  const rand = rng(20261101);
  const now = Date.now();
  return {
    rand,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T,
    daysAgo: (d: number) => new Date(now - d * DAY - Math.floor(rand() * 8 * 3600_000)),
  };
}
