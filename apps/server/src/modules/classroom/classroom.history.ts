import {
  type HistoryPoint,
  type ResearchHistory,
  type ResearchHistoryInput,
  type ResearchReport,
  type ResearchReportInput,
  type ResearchUnit,
  reportParagraphs,
  standouts,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { orgVisible, RESEARCH_REFUSALS, type ResearchPolicy } from "./classroom.research.access.js";
import { emptySums, measuresOf } from "./classroom.research.present.js";
import * as rq from "./classroom.research.queries.js";
import type { ClassroomResearchService } from "./classroom.research.service.js";

/**
 * History (week by week within a term, or term by term) of one unit beside the school's norm, and
 * the term report assembled from it (issue 26 item 4). A teacher's history is their own or the
 * school's anonymised averages; leaders read the units of their organization.
 */

const DAY_MS = 24 * 3600_000;

/** "第3周（09-15）": the week's number from the term's first Monday, and its Monday; 假期 outside the term. */
export function weekLabel(week: string, termStart: string | undefined, termEnd?: string): string {
  const monday = (day: string) => {
    const d = new Date(`${day}T00:00:00Z`);
    return d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  };
  const after = termEnd !== undefined && week > termEnd;
  const n = termStart && !after ? Math.floor((monday(week) - monday(termStart)) / (7 * DAY_MS)) + 1 : 0;
  return `${n > 0 ? `第${n}周` : "假期"}（${week.slice(5)}）`;
}

export class ClassroomHistory {
  constructor(private readonly r: ClassroomResearchService) {}

  /** The unit's name, or a refusal when the caller may not read it (null for the school). */
  private async unitName(unit: ResearchUnit, unitId: number | undefined, p: ResearchPolicy): Promise<string> {
    if (unit === "school") return "全校";
    if (!unitId) throw badRequest("参数 unitId：请选择范围");
    if (p.view === "self" && !(unit === "teacher" && p.visible.kind === "teacher" && unitId === p.visible.teacherId))
      throw forbidden(RESEARCH_REFUSALS.teacherOnlySelf);
    const names = this.r.ports.names;
    if (unit === "college" || unit === "department") {
      const org = (await names.orgs()).find(
        (o) => o.id === unitId && (unit === "college" ? !o.parentId : !!o.parentId),
      );
      if (!org) throw notFound(unit === "college" ? "学院不存在" : "教研室不存在");
      if (!orgVisible(p.visible, org.id)) throw forbidden(RESEARCH_REFUSALS.unit);
      return org.name;
    }
    const name =
      unit === "teacher"
        ? (await names.users([unitId])).get(unitId)?.realName
        : unit === "course"
          ? (await names.courses([unitId])).get(unitId)
          : (await names.classes()).find((c) => c.id === unitId)?.name;
    if (!name) throw notFound("所选对象不存在");
    return name;
  }

  async history(input: ResearchHistoryInput, user: Principal): Promise<ResearchHistory> {
    const p = await this.r.policy(user);
    const { unit, by } = input;
    const unitId = unit === "school" ? 0 : (input.unitId ?? 0);
    const unitName = await this.unitName(unit, input.unitId, p);
    const terms = await this.r.ports.names.terms();
    const termId = by === "week" ? (input.termId ?? (await this.r.scope(user)).defaultTermId ?? undefined) : undefined;
    if (input.termId && !terms.some((t) => t.id === input.termId)) throw notFound("学期不存在");
    const [own, school] = await Promise.all([
      rq.periodSums(this.r.db, { unit, unitId, by, termId, visible: p.visible }),
      rq.periodSums(this.r.db, { unit: "school", unitId: 0, by, termId, visible: { kind: "all" } }),
    ]);
    // A scope with lessons elsewhere but none the caller may read would look like an empty one.
    if (!own.length && unit !== "school" && p.view !== "all") {
      const anywhere = await rq.periodSums(this.r.db, { unit, unitId, by, termId, visible: { kind: "all" } });
      if (anywhere.length) throw forbidden(RESEARCH_REFUSALS.unit);
    }
    const term = terms.find((t) => t.id === termId);
    const schoolBy = new Map(school.map((s) => [s.key, s]));
    const points: HistoryPoint[] = own.map((row) => ({
      key: row.key,
      label:
        by === "week"
          ? weekLabel(row.key, term?.startDate, term?.endDate)
          : (terms.find((t) => String(t.id) === row.key)?.name ?? "未归属学期"),
      measures: measuresOf(row),
      school: measuresOf(schoolBy.get(row.key) ?? emptySums()),
    }));
    if (by === "term") {
      const start = (key: string) => terms.find((t) => String(t.id) === key)?.startDate ?? "";
      points.sort((a, b) => start(a.key).localeCompare(start(b.key)));
    }
    return { unit, unitId: unit === "school" ? null : unitId, unitName, by, termId: termId ?? null, points };
  }

  async report(input: ResearchReportInput, user: Principal): Promise<ResearchReport> {
    const p = await this.r.policy(user);
    const { unit, unitId, termId } = input;
    const terms = await this.r.ports.names.terms();
    const term = terms.find((t) => t.id === termId);
    if (!term) throw notFound("学期不存在");
    const unitName = await this.unitName(unit, unitId, p);
    const filter =
      unit === "teacher" ? { teacherId: unitId } : unit === "class" ? { classId: unitId } : { orgId: unitId };
    const rows = await rq.factList(this.r.db, { ...filter, termId, visible: p.visible });
    if (!rows.length) {
      // Lessons the caller may not see are a refusal, not "nothing to report".
      if ((await rq.factList(this.r.db, { ...filter, termId, visible: { kind: "all" } }, 1)).length)
        throw forbidden(RESEARCH_REFUSALS.unit);
      throw notFound(`${unitName}在${term.name}没有已分析的课堂，无法生成报告`);
    }
    // The previous term: the latest one that started before this one.
    const previousTerm = terms
      .filter((t) => t.startDate < term.startDate)
      .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
    const [sums, previous, history, school, lessons] = await Promise.all([
      rq.sumsWhere(this.r.db, { ...filter, termId, visible: p.visible }),
      previousTerm ? rq.sumsWhere(this.r.db, { ...filter, termId: previousTerm.id, visible: p.visible }) : undefined,
      this.history({ unit, unitId, by: "week", termId }, user),
      this.r.school(termId),
      this.r.lessonRows(rows),
    ]);
    const measures = measuresOf(sums ?? emptySums());
    const prev = previous && previous.lessons > 0 ? measuresOf(previous) : null;
    return {
      unit,
      unitId,
      unitName,
      termId,
      termName: term.name,
      madeAt: new Date().toISOString(),
      measures,
      school,
      previous: prev,
      weeks: history.points,
      lessons,
      standouts: standouts(lessons, measures),
      paragraphs: reportParagraphs({ unitName, termName: term.name, measures, school, previous: prev }),
    };
  }

  /** The term report as a PDF (charts drawn on the server; the library loads on the first report). */
  async reportPdf(input: ResearchReportInput, user: Principal) {
    const report = await this.report(input, user);
    const { renderTermReportPdf } = await import("./classroom.research.pdf.js");
    return { name: `${report.unitName}-${report.termName}-学期报告.pdf`, bytes: await renderTermReportPdf(report) };
  }

  /** The term report's tables as a workbook. */
  async reportXlsx(input: ResearchReportInput, user: Principal) {
    const report = await this.report(input, user);
    const { termReportXlsx } = await import("./classroom.research.xlsx.js");
    return { name: `${report.unitName}-${report.termName}-学期报告.xlsx`, bytes: await termReportXlsx(report) };
  }
}
