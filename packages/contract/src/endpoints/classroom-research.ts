import {
  type ResearchCompare,
  type ResearchCourse,
  type ResearchCourses,
  type ResearchHistory,
  type ResearchLessons,
  type ResearchReport,
  type ResearchScope,
  type ResearchUnits,
  researchCompareSchema,
  researchCourseSchema,
  researchCoursesSchema,
  researchHistorySchema,
  researchLessonsSchema,
  researchReportSchema,
  researchUnitsSchema,
} from "../classroom.research.js";
import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";

/**
 * AI research across lessons (issue 26), served by the classroom module from its roll-ups. Every
 * call needs a session; the scope (everything, the caller's organization, or their own lessons)
 * is the service's policy, and a comparison or report outside it is refused with 403.
 */
export const classroomResearchEndpoints = {
  scope: endpoint({
    path: "/api/l/ai/research/scope",
    access: "login",
    input: emptySchema,
    output: out<ResearchScope>(),
    summary: "AI教研：调用者可看的范围（全部、本机构、本人）、有数据的学期、学院与教研室",
  }),
  units: endpoint({
    path: "/api/l/ai/research/units",
    access: "login",
    input: researchUnitsSchema,
    output: out<ResearchUnits>(),
    summary: "多单位对比：按学院、教研室、课程或教师汇总并排序各项AI指标，附督导平均分与全校常模",
  }),
  lessons: endpoint({
    path: "/api/l/ai/research/lessons",
    access: "login",
    input: researchLessonsSchema,
    output: out<ResearchLessons>(),
    summary: "范围内已分析的课堂（按学期、机构、课程、教师、班级筛选），下钻的最后一级",
  }),
  courses: endpoint({
    path: "/api/l/ai/research/courses",
    access: "login",
    input: researchCoursesSchema,
    output: out<ResearchCourses>(),
    summary: "有已分析课堂的课程列表，附汇总指标",
  }),
  course: endpoint({
    path: "/api/l/ai/research/course",
    access: "login",
    input: researchCourseSchema,
    output: out<ResearchCourse>(),
    summary: "课程研究：本学期各节课的指标趋势、教学类型分布、最好与最需关注的课及原因",
  }),
  compare: endpoint({
    path: "/api/l/ai/research/compare",
    access: "login",
    input: researchCompareSchema,
    output: out<ResearchCompare>(),
    summary: "两到三节课（或教师、班级）对比：同步曲线、S-T 点、差异说明；含无权查看的对象时 403",
  }),
  history: endpoint({
    path: "/api/l/ai/research/history",
    access: "login",
    input: researchHistorySchema,
    output: out<ResearchHistory>(),
    summary: "历史数据：按周或按学期的指标序列，附全校同期常模",
  }),
  report: endpoint({
    path: "/api/l/ai/research/report",
    access: "login",
    input: researchReportSchema,
    output: out<ResearchReport>(),
    summary: "学期报告（教师、班级或学院）：指标、与全校和上学期对比、周趋势、典型课堂、文字小结",
  }),
  reportPdf: endpoint({
    path: "/api/l/ai/research/report/pdf",
    method: "GET",
    access: "login",
    input: researchReportSchema,
    kind: "file",
    output: out<Blob>(),
    summary: "导出学期报告 PDF（图表在服务器绘制）",
  }),
  reportXlsx: endpoint({
    path: "/api/l/ai/research/report/xlsx",
    method: "GET",
    access: "login",
    input: researchReportSchema,
    kind: "file",
    output: out<Blob>(),
    summary: "导出学期报告的数据表 xlsx",
  }),
};
