import { idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type CurriculumList,
  curriculumListSchema,
  curriculumSaveSchema,
  type TimetableImportResult,
  type TimetableWeek,
  timetableWeekSchema,
} from "../timetable.js";

/** 我的课表 (/user/timetable) for everyone; 课表管理 (/user/curriculum) for administrators. */
export const timetableEndpoints = {
  week: endpoint({
    path: "/api/l/timetable/week",
    access: "login",
    input: timetableWeekSchema,
    output: out<TimetableWeek>(),
    summary: "我的课表：本学期某一周（默认本周）的课（教师：自己的课；学生：本班的课）和直播",
  }),
  curriculum: {
    list: endpoint({
      path: "/api/l/curriculum/list",
      access: "login",
      input: curriculumListSchema,
      output: out<CurriculumList>(),
      summary: "课表管理（管理员）：本学期的课表条目，按班级、教师、关键字筛选，附当前学期",
    }),
    save: endpoint({
      path: "/api/l/curriculum/save",
      access: "login",
      input: curriculumSaveSchema,
      output: out<{ id: number }>(),
      summary:
        "修改本学期一条课表（时间、地点、教师、周次；管理员），按导入的行规则检查，与班级或教师的其他课冲突409；记操作日志",
    }),
    delete: endpoint({
      path: "/api/l/curriculum/delete",
      access: "login",
      input: idsInputSchema,
      output: out<{ deleted: number }>(),
      summary: "删除课表条目（管理员）；记操作日志",
    }),
    template: endpoint({
      path: "/api/l/curriculum/template",
      method: "GET",
      kind: "file",
      access: "login",
      output: out<Blob>(),
      summary: "下载课程表导入模板（xlsx，管理员）",
    }),
    import: endpoint({
      path: "/api/l/curriculum/import",
      kind: "upload",
      access: "login",
      output: out<TimetableImportResult>(),
      summary:
        "导入课程表（管理员）：multipart 字段 file（xlsx，不超过5MB，否则413，最多5000行），替换文件中各班级本学期的课表；有错误行则400逐行列出，不导入；记操作日志",
    }),
  },
};
