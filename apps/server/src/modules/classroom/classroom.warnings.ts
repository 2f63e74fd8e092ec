import type { WarningRow, WarningStats, WarningStatsInput } from "@otp/contract";
import { WARNING_RULE_NAMES, WARNING_RULES } from "@otp/contract";
import ExcelJS from "exceljs";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import { schoolDays, schoolMidnight } from "../../platform/time/school-day.js";
import { listScope } from "./classroom.access.js";
import type { RaisedWarning } from "./classroom.aggregate.js";
import type { ClassroomPorts } from "./classroom.ports.js";
import { chinaDay, countBy, type Names, toWarningRow } from "./classroom.present.js";
import * as q from "./classroom.queries.js";

/** Rows an export holds at most (a school year of warnings fits well within). */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * Classroom warnings across lessons (课堂预警统计): the page with its summaries by rule,
 * teacher, class and day, the xlsx export, and the notices a finished run sends.
 */
export class ClassroomWarnings {
  constructor(
    private readonly db: Db,
    private readonly ports: ClassroomPorts,
    private readonly names: (rows: { teacherIds: number[]; classIds: number[] }) => Promise<Names>,
  ) {}

  private filter(input: WarningStatsInput, user: Principal): q.WarningFilter {
    if (input.from && input.to && input.from > input.to) throw badRequest("参数 to：结束日期不能早于开始日期");
    const scope = listScope(user, false);
    return {
      teacherId: scope ? scope.teacherId : input.teacherId,
      orgId: input.orgId,
      termId: input.termId,
      classId: input.classId,
      rule: input.rule,
      from: input.from ? schoolMidnight(input.from) : undefined,
      until: input.to ? schoolDays(input.to, input.to).until : undefined,
    };
  }

  private async rows(items: Array<{ row: q.WarningRecord; title: string }>): Promise<WarningRow[]> {
    const names = await this.names({
      teacherIds: items.map((i) => i.row.teacherId),
      classIds: items.flatMap((i) => i.row.classIds),
    });
    return items.map((i) => toWarningRow(i.row, i.title, names));
  }

  async stats(input: WarningStatsInput, user: Principal): Promise<WarningStats> {
    const f = this.filter(input, user);
    const page = await q.warningPage(this.db, input, f);
    const all = await this.rows(await q.warningsWhere(this.db, f, EXPORT_MAX_ROWS));
    const byRuleCount = countBy(all, (r) => [r.rule]);
    return {
      count: page.count,
      list: await this.rows(page.rows),
      byRule: WARNING_RULES.map((rule) => ({
        rule,
        name: WARNING_RULE_NAMES[rule],
        count: byRuleCount.find((c) => c.name === rule)?.count ?? 0,
      })),
      byTeacher: countBy(all, (r) => [r.teacherName || "未知教师"]),
      byClass: countBy(all, (r) => (r.classNames.length ? r.classNames : ["未关联班级"])),
      byDay: countBy(all, (r) => [chinaDay(new Date(r.lessonAt))])
        .map((c) => ({ day: c.name, count: c.count }))
        .sort((a, b) => a.day.localeCompare(b.day)),
    };
  }

  async export(input: WarningStatsInput, user: Principal): Promise<Buffer> {
    const rows = await this.rows(await q.warningsWhere(this.db, this.filter(input, user), EXPORT_MAX_ROWS));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("课堂预警");
    ws.columns = [
      { header: "上课时间", key: "lessonAt", width: 18 },
      { header: "课堂", key: "title", width: 30 },
      { header: "教师", key: "teacher", width: 12 },
      { header: "班级", key: "classes", width: 20 },
      { header: "预警规则", key: "rule", width: 14 },
      { header: "发生时刻", key: "at", width: 10 },
      { header: "实际值", key: "value", width: 10 },
      { header: "阈值", key: "threshold", width: 10 },
      { header: "说明", key: "message", width: 50 },
    ];
    for (const r of rows) {
      const at = new Date(new Date(r.lessonAt).getTime() + 8 * 3600_000).toISOString();
      ws.addRow({
        lessonAt: `${at.slice(0, 10)} ${at.slice(11, 16)}`,
        title: r.title,
        teacher: r.teacherName,
        classes: r.classNames.join("、"),
        rule: r.ruleName,
        at: r.at === null ? "全程" : `${Math.floor(r.at / 60)}分${Math.round(r.at % 60)}秒`,
        value: r.value,
        threshold: r.threshold,
        message: r.message,
      });
    }
    ws.getRow(1).font = { bold: true };
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /** The teacher and the holders of the chosen screen are told (in-site notices). */
  async notify(a: q.AnalysisRecord, warnings: RaisedWarning[], screen: string): Promise<void> {
    if (!warnings.length) return;
    const holders = screen ? await this.ports.people.screenHolders(screen) : [];
    const to = [...new Set([a.teacherId, ...holders])];
    const content = warnings.map((w) => `· ${WARNING_RULE_NAMES[w.rule]}：${w.message}`).join("\n");
    await this.ports.notifier.notify(
      to.map((userId) => ({
        userId,
        category: "supervise" as const,
        title: `课堂预警：${a.title}`.slice(0, 100),
        content: `《${a.title}》的AI课堂分析产生了${warnings.length}条预警：\n${content}`,
      })),
    );
  }
}
