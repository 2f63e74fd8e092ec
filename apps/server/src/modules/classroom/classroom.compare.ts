import {
  type CompareItem,
  type CompareKind,
  compareDifferences,
  type LessonMeasures,
  type ResearchCompare,
  type ResearchCompareInput,
  TEACHING_TYPES,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { lessonVisible, RESEARCH_REFUSALS, type ResearchPolicy } from "./classroom.research.access.js";
import { emptySums, type LessonFacts, measuresOf } from "./classroom.research.present.js";
import * as rq from "./classroom.research.queries.js";
import type { ClassroomResearchService } from "./classroom.research.service.js";

/**
 * Two or three lessons, teachers or classes side by side (issue 26 item 3): their measures, the
 * lessons' synchronised curves and S-T, every lesson's point on the Rt–Ch chart, the weekly lines
 * of teachers and classes, and the differences in words. A comparison that includes anything the
 * caller may not see is refused as a whole (403), never answered with the rest.
 */

const dateText = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** A lesson's curves for the synchronised charts (专注度 on 0–1 like the head-up rate). */
function curvesOf(m: LessonMeasures): CompareItem["curves"] {
  return {
    headUp: m.headUp.curve,
    concentration: m.concentration.curve.map((p) => ({ t: p.t, value: p.value / 100 })),
    attendance: m.attendance.curve,
    handUp: m.behaviours.handUp.curve,
    headDown: m.behaviours.headDown.curve,
  };
}

const typeOf = (f: LessonFacts) => TEACHING_TYPES.find((t) => measuresOf(f).types[t] > 0) ?? null;

function pointOf(f: LessonFacts, title: string) {
  const type = typeOf(f);
  return f.stN > 0 && type ? [{ lessonId: f.analysisId, title, rt: f.rtSum, ch: f.chSum, type }] : [];
}

export class ClassroomCompare {
  constructor(private readonly r: ClassroomResearchService) {}

  async compare(input: ResearchCompareInput, user: Principal): Promise<ResearchCompare> {
    const p = await this.r.policy(user);
    const items =
      input.kind === "lesson"
        ? await this.lessons(input.ids, p)
        : await this.units(input.kind, input.ids, input.termId, p);
    return {
      kind: input.kind,
      items,
      differences: compareDifferences(items),
      school: await this.r.school(input.kind === "lesson" ? undefined : input.termId),
      thresholds: await this.r.stThresholds(),
    };
  }

  private async lessons(ids: number[], p: ResearchPolicy): Promise<CompareItem[]> {
    const rows = await rq.factsWithMeasures(this.r.db, ids);
    if (rows.length < ids.length) throw notFound("所选课堂不存在或尚未完成分析");
    if (rows.some((row) => !lessonVisible(p.visible, row.facts))) throw forbidden(RESEARCH_REFUSALS.lesson);
    const named = await this.r.lessonRows(rows);
    return ids.map((id) => {
      const row = rows.find((x) => x.facts.analysisId === id) as (typeof rows)[number];
      const lesson = named.find((l) => l.id === id);
      const m = row.measures;
      return {
        kind: "lesson" as const,
        id,
        name: `《${row.title}》`,
        subtitle: [lesson?.teacherName, lesson?.courseName, dateText(row.facts.lessonAt)].filter(Boolean).join(" · "),
        measures: measuresOf(row.facts),
        curves: m ? curvesOf(m) : null,
        st: m?.st ?? null,
        points: pointOf(row.facts, row.title),
        weeks: [],
      };
    });
  }

  /** Teachers or classes: each one's lessons within the caller's scope, over a term or every term. */
  private async units(
    kind: Exclude<CompareKind, "lesson">,
    ids: number[],
    termId: number | undefined,
    p: ResearchPolicy,
  ): Promise<CompareItem[]> {
    // A teacher compares their own lessons; other teachers and classes are the leaders' view.
    if (p.view === "self")
      throw forbidden(kind === "teacher" ? RESEARCH_REFUSALS.teacherOnlySelf : RESEARCH_REFUSALS.unit);
    const sums = await rq.unitSums(this.r.db, { unit: kind, termId, unitIds: ids, visible: p.visible });
    const [names, classes] = await Promise.all([
      kind === "teacher" ? this.r.ports.names.users(ids) : Promise.resolve(new Map<number, { realName: string }>()),
      kind === "class" ? this.r.ports.names.classes() : Promise.resolve([]),
    ]);
    const orgs = await this.r.ports.names.orgs();
    const items: CompareItem[] = [];
    for (const id of ids) {
      const row = sums.find((s) => s.unitId === id);
      const name = kind === "teacher" ? names.get(id)?.realName : classes.find((c) => c.id === id)?.name;
      if (!name) throw notFound(kind === "teacher" ? "所选教师不存在" : "所选班级不存在");
      if (!row) {
        // Lessons exist but outside the caller's scope: refused; none at all: nothing to compare.
        const anywhere = await rq.unitSums(this.r.db, { unit: kind, termId, unitIds: [id], visible: { kind: "all" } });
        if (anywhere.length) throw forbidden(RESEARCH_REFUSALS.unit);
        throw notFound(`${name}在所选学期没有已分析的课堂`);
      }
      const filter = kind === "teacher" ? { teacherId: id } : { classId: id };
      const [lessons, weeks] = await Promise.all([
        rq.factList(this.r.db, { ...filter, termId, visible: p.visible }),
        rq.periodSums(this.r.db, { unit: kind, unitId: id, by: "week", termId, visible: p.visible }),
      ]);
      const orgId = lessons[0] ? lessons[0].facts.departmentId || lessons[0].facts.collegeId : 0;
      items.push({
        kind,
        id,
        name,
        subtitle: `${orgs.find((o) => o.id === orgId)?.name ?? ""} · ${row.lessons} 节课`,
        measures: measuresOf(row ?? emptySums()),
        curves: null,
        st: null,
        points: lessons.flatMap((l) => pointOf(l.facts, l.title)),
        weeks: weeks.map((w) => ({ week: w.key, measures: measuresOf(w) })),
      });
    }
    return items;
  }
}
