import {
  type MultiLevel,
  type ResearchCourse,
  type ResearchCourseInput,
  type ResearchCourses,
  type ResearchCoursesInput,
  type ResearchLesson,
  type ResearchLessons,
  type ResearchLessonsInput,
  type ResearchScope,
  type ResearchUnit,
  type ResearchUnitRow,
  type ResearchUnits,
  type ResearchUnitsInput,
  type StThresholds,
  standouts,
  type UnitMeasures,
  type WarningRule,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import type { ClassroomPorts } from "./classroom.ports.js";
import {
  orgVisible,
  RESEARCH_REFUSALS,
  type ResearchPolicy,
  researchPolicy,
  VIEW_TEXT,
  type Visible,
} from "./classroom.research.access.js";
import {
  addSums,
  emptySums,
  type FactContext,
  factsOf,
  type LessonFacts,
  lessonOf,
  measuresOf,
} from "./classroom.research.present.js";
import * as rq from "./classroom.research.queries.js";
import type { RollupSums } from "./classroom.research.tables.js";
import * as roll from "./classroom.rollup.queries.js";

/** What a finished lesson's facts need: the terms, the organizations and its teacher's organization. */
export async function factContext(ports: ClassroomPorts, teacherId: number): Promise<FactContext> {
  const [terms, orgs, org] = await Promise.all([
    ports.names.terms(),
    ports.names.orgs(),
    ports.people.orgOf(teacherId),
  ]);
  return { terms, orgs, teacherOrgId: org };
}

/** Lessons read per statement when the roll-ups are rebuilt. */
const REBUILD_BATCH = 500;

/**
 * AI research across lessons (issue 26, decision 0064): the dashboards read the roll-ups the
 * analysis pipeline keeps; this service decides the caller's scope, reads, and adds names.
 * Comparison, history and term reports are in classroom.compare.ts and classroom.history.ts.
 */
export class ClassroomResearchService {
  /** The once-per-process check that the roll-ups count every done lesson (shared by concurrent first calls). */
  private rollupReady: Promise<void> | null = null;

  constructor(
    readonly db: Db,
    readonly ports: ClassroomPorts,
    /** 403 while the school has AI classroom analysis off. */
    private readonly assertOn: () => Promise<void>,
    /** The school's S-T thresholds (the Rt–Ch chart's regions). */
    readonly stThresholds: () => Promise<StThresholds>,
  ) {}

  /**
   * Rebuilds every roll-up from the done lessons (a database from before them, or the bench's bulk
   * load): the facts in batches, then the sums in one statement per unit and period, all in one
   * transaction so the dashboards never read a half-built roll-up.
   */
  async rebuild(): Promise<number> {
    const ctx = { terms: await this.ports.names.terms(), orgs: await this.ports.names.orgs() };
    // Read before the transaction (the embedded database has one connection).
    const teacherOrgs = new Map<number, number | null>();
    for (const id of await roll.doneTeacherIds(this.db)) teacherOrgs.set(id, await this.ports.people.orgOf(id));
    return this.db.transaction(async (tx) => {
      // One rebuild at a time across instances: a second waits, then rebuilds from the same lessons.
      await roll.lockRebuild(tx);
      await roll.clearRollups(tx);
      let after = 0;
      let count = 0;
      for (;;) {
        const rows = await roll.doneLessons(tx, after, REBUILD_BATCH);
        if (!rows.length) break;
        const facts = rows.flatMap((row) =>
          row.measures
            ? [
                factsOf(
                  row,
                  row.measures,
                  row.rules.map((rule) => ({ rule: rule as WarningRule })),
                  {
                    ...ctx,
                    teacherOrgId: teacherOrgs.get(row.teacherId) ?? null,
                  },
                ),
              ]
            : [],
        );
        await roll.insertFacts(tx, facts);
        count += facts.length;
        after = rows[rows.length - 1]?.id ?? after;
      }
      await roll.rollupFromFacts(tx);
      return count;
    });
  }

  /** The caller's policy; the roll-ups are checked once per process (rebuilt when lessons are missing). */
  async policy(user: Principal): Promise<ResearchPolicy> {
    await this.assertOn();
    this.rollupReady ??= (async () => {
      if (await roll.needsRebuild(this.db)) await this.rebuild();
    })().catch((err: unknown) => {
      this.rollupReady = null;
      throw err;
    });
    await this.rollupReady;
    const [orgs, orgId] = await Promise.all([this.ports.names.orgs(), this.ports.people.orgOf(user.userId)]);
    const own = orgId ? (orgs.find((o) => o.id === orgId) ?? null) : null;
    const policy = researchPolicy(user, own, orgs);
    if (policy === "student") throw forbidden(RESEARCH_REFUSALS.student);
    return policy;
  }

  async scope(user: Principal): Promise<ResearchScope> {
    const p = await this.policy(user);
    const [terms, orgs, counts, pending] = await Promise.all([
      this.ports.names.terms(),
      this.ports.names.orgs(),
      rq.lessonsPerTerm(this.db, p.visible),
      rq.pendingCount(this.db, p.visible),
    ]);
    const byTerm = new Map(counts.map((c) => [c.termId, c.lessons]));
    const withData = terms.filter((t) => byTerm.get(t.id));
    const current = terms.find((t) => t.isCurrent);
    const colleges = orgs
      .filter((o) => !o.parentId)
      .map((c) => ({
        id: c.id,
        name: c.name,
        selectable: orgVisible(p.visible, c.id),
        departments: orgs
          .filter((d) => d.parentId === c.id && orgVisible(p.visible, d.id))
          .map((d) => ({ id: d.id, name: d.name })),
      }))
      .filter((c) => c.selectable || c.departments.length);
    return {
      view: p.view,
      viewText:
        p.view === "org" ? `查看范围：${orgs.find((o) => o.id === p.orgId)?.name ?? "本机构"}` : VIEW_TEXT[p.view],
      terms: terms.map((t) => ({
        id: t.id,
        name: t.name,
        startDate: t.startDate,
        endDate: t.endDate,
        isCurrent: t.isCurrent,
        lessons: byTerm.get(t.id) ?? 0,
      })),
      defaultTermId: current && byTerm.get(current.id) ? current.id : (withData[0]?.id ?? current?.id ?? null),
      colleges: p.view === "self" ? [] : colleges,
      pending,
      thresholds: await this.stThresholds(),
    };
  }

  /** The school's anonymised means over a term (or every term): the norm every page compares with. */
  async school(termId: number | undefined): Promise<UnitMeasures> {
    const [row] = await rq.unitSums(this.db, { unit: "school", termId, visible: { kind: "all" } });
    return measuresOf(row ?? emptySums());
  }

  async units(input: ResearchUnitsInput, user: Principal): Promise<ResearchUnits> {
    const p = await this.policy(user);
    const { termId, orgId, courseId } = input;
    // A teacher's research has one unit: themselves.
    const level: MultiLevel = p.view === "self" ? "teacher" : input.level;
    const orgs = await this.ports.names.orgs();
    const org = orgId ? orgs.find((o) => o.id === orgId) : undefined;
    if (orgId && !org) throw notFound("机构不存在");
    if (org && !orgVisible(p.visible, org.id) && !(org.parentId && orgVisible(p.visible, org.parentId)))
      throw forbidden(RESEARCH_REFUSALS.unit);
    // The organizations the level's rows are narrowed to: a college with its departments, or one department.
    const within = org ? [org.id, ...orgs.filter((o) => o.parentId === org.id).map((o) => o.id)] : undefined;
    let rows: Array<{ unitId: number; orgId?: number } & RollupSums>;
    if (level === "teacher" && courseId) {
      rows = await rq.teacherSumsOfCourse(this.db, { courseId, termId, visible: p.visible });
      if (!rows.length && (await rq.factList(this.db, { courseId, termId, visible: { kind: "all" } }, 1)).length)
        throw forbidden(RESEARCH_REFUSALS.unit);
    } else if (level === "college") {
      rows = await rq.unitSums(this.db, { unit: "college", termId, visible: p.visible, unitIds: within });
    } else if (level === "department") {
      rows = await rq.unitSums(this.db, { unit: "department", termId, visible: p.visible, unitIds: within });
    } else {
      rows = await rq.unitSums(this.db, { unit: level, termId, visible: p.visible, orgIds: within });
    }
    const named = await this.namedUnits(level, rows, termId);
    const courseName = courseId ? (await this.ports.names.courses([courseId])).get(courseId) : undefined;
    const college = org?.parentId ? orgs.find((o) => o.id === org.parentId) : org;
    const path: ResearchUnits["path"] = [];
    if (college) path.push({ level: "college", id: college.id, name: college.name });
    if (org?.parentId) path.push({ level: "department", id: org.id, name: org.name });
    if (courseId) path.push({ level: "course", id: courseId, name: courseName ?? `课程${courseId}` });
    return {
      level,
      termId: termId ?? null,
      scopeName: p.view === "self" ? "我的课堂" : path.map((x) => x.name).join(" › ") || "全校",
      measures: await this.scopeMeasures(p, { termId, org, courseId }, orgs),
      school: await this.school(termId),
      rows: named.sort((a, b) => (b.measures.headUpRate ?? -1) - (a.measures.headUpRate ?? -1) || a.id - b.id),
      path,
    };
  }

  /**
   * The measures of the scope as a whole (its own roll-up row, not a mean of its units' means): the
   * course, the organization chosen, the leader's organization, the teacher, or the school.
   */
  private async scopeMeasures(
    p: ResearchPolicy,
    q: { termId?: number; org?: { id: number; parentId: number | null }; courseId?: number },
    orgs: Array<{ id: number; parentId: number | null }>,
  ): Promise<UnitMeasures> {
    const { termId } = q;
    const one = async (unit: ResearchUnit, id: number) =>
      measuresOf(addSums(await rq.unitSums(this.db, { unit, termId, unitIds: [id], visible: p.visible })));
    const orgUnit = (id: number): ResearchUnit => (orgs.find((o) => o.id === id)?.parentId ? "department" : "college");
    // A teacher's part of a course is in the facts (course roll-ups hold every teacher's lessons).
    if (q.courseId && p.visible.kind === "teacher")
      return measuresOf(
        (await rq.sumsWhere(this.db, { courseId: q.courseId, termId, visible: p.visible })) ?? emptySums(),
      );
    if (q.courseId) return one("course", q.courseId);
    if (q.org) return one(orgUnit(q.org.id), q.org.id);
    if (p.visible.kind === "teacher") return one("teacher", p.visible.teacherId);
    if (p.view === "org" && p.orgId) return one(orgUnit(p.orgId), p.orgId);
    return this.school(termId);
  }

  /** Names, organizations and supervision means of unit rows. */
  private async namedUnits(
    level: MultiLevel,
    rows: Array<{ unitId: number; orgId?: number } & RollupSums>,
    termId: number | undefined,
  ): Promise<ResearchUnitRow[]> {
    const ids = rows.map((r) => r.unitId);
    const orgs = await this.ports.names.orgs();
    // Evaluations carry the teacher's organization (usually a department): a college's are its own and its departments'.
    const members = (id: number) =>
      level === "college" ? [id, ...orgs.filter((o) => o.parentId === id).map((o) => o.id)] : [id];
    const [users, courses, byKey] = await Promise.all([
      level === "teacher" ? this.ports.names.users(ids) : Promise.resolve(new Map<number, { realName: string }>()),
      level === "course" ? this.ports.names.courses(ids) : Promise.resolve(new Map<number, string>()),
      this.ports.supervision.meanScores(
        level === "teacher" ? "teacher" : level === "course" ? "course" : "org",
        ids.flatMap(members),
        termId,
      ),
    ]);
    const scores = new Map(
      ids.flatMap((id) => {
        const parts = members(id).flatMap((m) => byKey.get(m) ?? []);
        const count = parts.reduce((n, x) => n + x.count, 0);
        return count
          ? [[id, { average: parts.reduce((t, x) => t + x.average * x.count, 0) / count, count }] as const]
          : [];
      }),
    );
    const orgName = (id: number) => orgs.find((o) => o.id === id)?.name ?? "";
    const parentName = (id: number) => orgName(orgs.find((o) => o.id === id)?.parentId ?? 0);
    return rows.map((r) => ({
      unit: level,
      id: r.unitId,
      name:
        level === "teacher"
          ? (users.get(r.unitId)?.realName ?? `教师${r.unitId}`)
          : level === "course"
            ? (courses.get(r.unitId) ?? `课程${r.unitId}`)
            : orgName(r.unitId) || `机构${r.unitId}`,
      orgName: level === "department" ? parentName(r.unitId) : level === "college" ? "" : orgName(r.orgId ?? 0),
      measures: measuresOf(r),
      supervision: scores.get(r.unitId) ?? null,
    }));
  }

  /** Lesson rows with names. */
  async lessonRows(rows: Array<{ facts: LessonFacts; title: string }>): Promise<ResearchLesson[]> {
    const [users, courses, classes] = await Promise.all([
      this.ports.names.users([...new Set(rows.map((r) => r.facts.teacherId))]),
      this.ports.names.courses([...new Set(rows.flatMap((r) => (r.facts.courseId ? [r.facts.courseId] : [])))]),
      this.ports.names.classes(),
    ]);
    const className = new Map(classes.map((c) => [c.id, c.name]));
    return rows.map((r) =>
      lessonOf(
        { ...r.facts, title: r.title },
        {
          teacherName: users.get(r.facts.teacherId)?.realName ?? "",
          courseName: courses.get(r.facts.courseId) ?? "",
          classNames: r.facts.classIds.flatMap((id) => className.get(id) ?? []),
        },
      ),
    );
  }

  async lessons(input: ResearchLessonsInput, user: Principal): Promise<ResearchLessons> {
    const p = await this.policy(user);
    const { pageNo, pageSize, ...filter } = input;
    const { rows, count } = await rq.factPage(this.db, { pageNo, pageSize }, { ...filter, visible: p.visible });
    return { list: await this.lessonRows(rows), count };
  }

  async courses(input: ResearchCoursesInput, user: Principal): Promise<ResearchCourses> {
    const p = await this.policy(user);
    const { pageNo, pageSize, keyword, termId, orgId } = input;
    const orgs = await this.ports.names.orgs();
    const orgIds = orgId ? [orgId, ...orgs.filter((o) => o.parentId === orgId).map((o) => o.id)] : undefined;
    const courseIds = keyword ? await this.matchingCourses(keyword, termId, p.visible) : undefined;
    const pageOf = p.visible.kind === "teacher" ? rq.courseFactPage : rq.coursePage;
    const { rows, count } = await pageOf(
      this.db,
      { pageNo, pageSize },
      { termId, orgIds, courseIds, visible: p.visible },
    );
    const ids = rows.map((r) => r.unitId);
    const extra = await rq.courseTeachers(this.db, ids, { termId, visible: p.visible });
    const [names, users] = await Promise.all([
      this.ports.names.courses(ids),
      this.ports.names.users([...new Set(extra.flatMap((r) => r.teacherIds))]),
    ]);
    return {
      count,
      list: rows.map((r) => {
        const more = extra.find((x) => x.courseId === r.unitId);
        return {
          courseId: r.unitId,
          name: names.get(r.unitId) ?? `课程${r.unitId}`,
          orgName: orgs.find((o) => o.id === r.orgId)?.name ?? "",
          teacherNames: (more?.teacherIds ?? []).map((id) => users.get(id)?.realName ?? "").filter(Boolean),
          lastLessonAt: more?.lastAt ? new Date(more.lastAt).toISOString() : null,
          measures: measuresOf(r),
        };
      }),
    };
  }

  /** Courses with analysed lessons whose name contains the keyword. */
  private async matchingCourses(keyword: string, termId: number | undefined, visible: Visible): Promise<number[]> {
    const pageOf = visible.kind === "teacher" ? rq.courseFactPage : rq.coursePage;
    const { rows } = await pageOf(this.db, { pageNo: 1, pageSize: 5000 }, { termId, visible });
    const names = await this.ports.names.courses(rows.map((r) => r.unitId));
    return rows.filter((r) => (names.get(r.unitId) ?? "").includes(keyword)).map((r) => r.unitId);
  }

  async course(input: ResearchCourseInput, user: Principal): Promise<ResearchCourse> {
    const p = await this.policy(user);
    const { courseId, termId } = input;
    const name = (await this.ports.names.courses([courseId])).get(courseId);
    if (!name) throw notFound("课程不存在");
    const rows = await rq.factList(this.db, { courseId, termId, visible: p.visible });
    if (!rows.length) {
      // Lessons exist but none the caller may see: a refusal, not an empty course.
      const any = await rq.factList(this.db, { courseId, termId, visible: { kind: "all" } }, 1);
      if (any.length) throw forbidden(RESEARCH_REFUSALS.unit);
    }
    const lessons = await this.lessonRows(rows);
    const sums = await rq.sumsWhere(this.db, { courseId, termId, visible: p.visible });
    const measures = measuresOf(sums ?? emptySums());
    const orgs = await this.ports.names.orgs();
    const first = rows[0]?.facts;
    const orgId = first ? first.departmentId || first.collegeId : 0;
    return {
      courseId,
      name,
      orgName: orgs.find((o) => o.id === orgId)?.name ?? "",
      teacherNames: [...new Set(lessons.map((l) => l.teacherName).filter(Boolean))],
      termId: termId ?? null,
      measures,
      school: await this.school(termId),
      lessons,
      standouts: standouts(lessons, measures),
    };
  }
}
