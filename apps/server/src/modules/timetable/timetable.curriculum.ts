import {
  type CurriculumList,
  type CurriculumListInput,
  type curriculumSaveSchema,
  TIMETABLE_COLUMNS,
  TIMETABLE_IMPORT_ROWS_MAX,
  type TimetableImportResult,
  WEEKDAY_NAMES,
} from "@otp/contract";
import ExcelJS from "exceljs";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import { readImportSheet } from "../../platform/http/import-sheet.js";
import { checkLesson, type LessonColumn } from "./timetable.lesson.js";

/** The edit form's field for each template column (errors name the field). */
const FIELD_OF: Record<LessonColumn, string> = {
  星期: "weekday",
  节次: "period",
  开始时间: "startTime",
  结束时间: "endTime",
  课程: "id",
  班级: "id",
  教师账号: "teacherAccount",
  地点: "place",
  起始周: "weekStart",
  结束周: "weekEnd",
};

import type { TimetableDeps } from "./timetable.ports.js";
import { toEntry } from "./timetable.present.js";
import * as q from "./timetable.queries.js";

/** At most this many row errors are listed in one answer (the rest are counted). */
const ERRORS_LISTED = 50;
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return "";
  // A time typed into Excel arrives as a Date on 1899-12-30 (UTC), or as a fraction of a day.
  if (v instanceof Date)
    return `${String(v.getUTCHours()).padStart(2, "0")}:${String(v.getUTCMinutes()).padStart(2, "0")}`;
  if (typeof v === "object" && "richText" in v)
    return v.richText
      .map((r) => r.text)
      .join("")
      .trim();
  if (typeof v === "object" && "text" in v) return String(v.text).trim();
  if (typeof v === "object" && "result" in v) return String(v.result ?? "").trim();
  return String(v).trim();
}

/** 课表管理 (/user/curriculum): administrators import and correct the semester's timetable. */
export class CurriculumService {
  constructor(
    private readonly db: Db,
    private readonly deps: TimetableDeps,
  ) {}

  async list(input: CurriculumListInput, user: Principal): Promise<CurriculumList> {
    const term = await this.termFor(user);
    if (!term) return { list: [], count: 0, term: null };
    const { rows, count } = await q.page(this.db, term.id, input, input);
    const entries = rows.map((r) => r.entry);
    const [classNames, teachers] = await Promise.all([
      this.deps.classes.names([...new Set(entries.map((e) => e.classId))]),
      this.deps.users.names(entries.map((e) => e.teacherId)),
    ]);
    return {
      list: entries.map((e) => toEntry(e, classNames, teachers)),
      count,
      term: { id: term.id, name: term.name },
    };
  }

  async remove(ids: number[], user: Principal): Promise<{ deleted: number }> {
    const term = await this.termFor(user);
    if (!term) return { deleted: 0 };
    return { deleted: await q.removeMany(this.db, term.id, ids) };
  }

  async template(user: Principal): Promise<Buffer> {
    await this.termFor(user);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("课程表");
    ws.columns = TIMETABLE_COLUMNS.map((header) => ({ header, key: header, width: header === "课程" ? 20 : 12 }));
    ws.getRow(1).font = { bold: true };
    const [cls] = await this.deps.classes.choices();
    const example = {
      星期: "周一",
      节次: 1,
      开始时间: "08:00",
      结束时间: "08:45",
      课程: "高一物理",
      班级: cls?.name ?? "高一(1)班",
      教师账号: "teacher",
      地点: "教学楼201",
      起始周: 1,
      结束周: 18,
    };
    ws.addRow(example);
    ws.addRow({ ...example, 星期: "周三", 节次: 3, 开始时间: "10:00", 结束时间: "10:45" });
    const notes = wb.addWorksheet("填写说明");
    for (const line of [
      "星期：周一…周日 或 1–7；节次：1–12；时间：HH:MM（如 08:00）",
      "班级：基础数据中的班级名称；教师账号：教师的登录账号",
      "起始周、结束周：本学期第几周（可空，默认整个学期）",
      "导入后，文件中出现的班级本学期的课表将被文件内容替换；有任何一行错误时不导入任何内容",
    ]) {
      notes.addRow([line]);
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /**
   * Corrects one lesson of the current semester (time, place, teacher, weeks) with the import's
   * row checks; a clash with another lesson of the class or the teacher answers 409.
   */
  async update(input: z.infer<typeof curriculumSaveSchema>, user: Principal): Promise<{ id: number }> {
    const term = await this.termFor(user);
    const entry = term ? await q.findInTerm(this.db, term.id, input.id) : undefined;
    if (!term || !entry) throw notFound("课表条目不存在");
    const className = (await this.deps.classes.names([entry.classId])).get(entry.classId) ?? "";
    const cells: Record<LessonColumn, string> = {
      星期: String(input.weekday),
      节次: String(input.period),
      开始时间: input.startTime,
      结束时间: input.endTime,
      课程: entry.courseName,
      班级: className,
      教师账号: input.teacherAccount,
      地点: input.place ?? "",
      起始周: String(input.weekStart),
      结束周: String(input.weekEnd),
    };
    const checked = checkLesson((c) => cells[c], {
      classes: new Map([[className, entry.classId]]),
      teachers: await this.deps.users.teachersByAccount(),
    });
    if (!checked.ok) {
      const first = checked.problems[0];
      throw badRequest(
        `参数 ${first ? FIELD_OF[first.column] : "id"}：${checked.problems.map((p) => p.text).join("；")}`,
      );
    }
    const l = checked.lesson;
    const clash = await q.clashOf(this.db, term.id, entry.id, l);
    if (clash) {
      const who = clash.classId === l.classId ? "该班级" : "该教师";
      throw conflict(
        `时间冲突：${who}在${WEEKDAY_NAMES[l.weekday - 1]}第${l.period}节已有“${clash.courseName}”（第${clash.weekStart}–${clash.weekEnd}周）`,
      );
    }
    await q.updateEntry(this.db, entry.id, {
      weekday: l.weekday,
      period: l.period,
      startTime: l.startTime,
      endTime: l.endTime,
      teacherId: l.teacherId,
      place: l.place,
      weekStart: l.weekStart,
      weekEnd: l.weekEnd,
    });
    return { id: entry.id };
  }

  /** All rows or none: every bad row is reported (第N行：…) and nothing is written. */
  async import(bytes: Buffer, user: Principal): Promise<TimetableImportResult> {
    const term = await this.termFor(user);
    if (!term) throw badRequest("参数 file：没有当前学期，请先在基础数据中设置当前学期");
    const sheet = await readImportSheet(bytes, TIMETABLE_IMPORT_ROWS_MAX);
    const header = sheet.header.map(cellText);
    const col = new Map(TIMETABLE_COLUMNS.map((c) => [c, header.indexOf(c) + 1]));
    const missing = TIMETABLE_COLUMNS.filter((c) => !col.get(c));
    if (missing.length) throw badRequest(`参数 file：缺少列“${missing.join("”“")}”，请使用下载的模板`);
    const classes = new Map((await this.deps.classes.choices()).map((c) => [c.name, c.id]));
    const teachers = await this.deps.users.teachersByAccount();
    const errors: string[] = [];
    const rows: (q.EntryWrite & { line: number; weekStart: number; weekEnd: number })[] = [];
    for (const row of sheet.rows) {
      const r = row.number;
      const v = (c: (typeof TIMETABLE_COLUMNS)[number]) => cellText(row.cell(col.get(c) ?? 0));
      if (TIMETABLE_COLUMNS.every((c) => !v(c))) continue;
      const checked = checkLesson(v, { classes, teachers });
      if (!checked.ok) {
        errors.push(`第${r}行：${checked.problems.map((p) => p.text).join("；")}`);
        continue;
      }
      const entry = { line: r, termId: term.id, courseId: null, ...checked.lesson };
      const clash = rows.find(
        (o) =>
          o.weekday === entry.weekday &&
          o.period === entry.period &&
          o.weekStart <= entry.weekEnd &&
          entry.weekStart <= o.weekEnd &&
          (o.classId === entry.classId || o.teacherId === entry.teacherId),
      );
      if (clash) {
        const who = clash.classId === entry.classId ? "同一班级" : "同一教师";
        errors.push(`第${r}行：与第${clash.line}行时间冲突（${who}同一星期同一节次）`);
        continue;
      }
      rows.push(entry);
    }
    if (errors.length) {
      const more = errors.length > ERRORS_LISTED ? `\n……另有${errors.length - ERRORS_LISTED}行错误` : "";
      throw badRequest(
        `参数 file：共${errors.length}行有误，未导入任何内容\n${errors.slice(0, ERRORS_LISTED).join("\n")}${more}`,
      );
    }
    if (!rows.length) throw badRequest("参数 file：文件中没有课程");
    const classIds = [...new Set(rows.map((r) => r.classId))];
    // A lesson links to the class's course of the same name, when there is one.
    const courses = new Map(
      await Promise.all(
        classIds.map(
          async (id) => [id, new Map((await this.deps.courses.ofClass(id)).map((c) => [c.name, c.id]))] as const,
        ),
      ),
    );
    const values = rows.map(({ line: _l, ...e }) => ({
      ...e,
      courseId: courses.get(e.classId)?.get(e.courseName) ?? null,
    }));
    await this.db.transaction((tx) => q.replaceClasses(tx, term.id, classIds, values));
    return { imported: values.length, classes: classIds.length };
  }

  private async termFor(user: Principal) {
    if (!isAdministrator(user)) throw forbidden("只有管理员可以管理课程表");
    return this.deps.terms.current();
  }
}
