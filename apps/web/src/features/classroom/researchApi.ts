import {
  classroomEndpoints,
  type ResearchCompareInput,
  type ResearchCourseInput,
  type ResearchCoursesInput,
  type ResearchHistoryInput,
  type ResearchLessonsInput,
  type ResearchReportInput,
  type ResearchUnitsInput,
} from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, urlOf } from "../../api/call";

const api = classroomEndpoints.research;
// Page queries are silent: the page shows the server's message (a 403 names what was refused).
const silent = { silent: true } as const;

/** Query keys of AI research (issue 26). */
export const researchKeys = {
  all: ["classroom", "research"] as const,
  scope: () => [...researchKeys.all, "scope"] as const,
  units: (input: ResearchUnitsInput) => [...researchKeys.all, "units", input] as const,
  lessons: (input: ResearchLessonsInput) => [...researchKeys.all, "lessons", input] as const,
  courses: (input: ResearchCoursesInput) => [...researchKeys.all, "courses", input] as const,
  course: (input: ResearchCourseInput) => [...researchKeys.all, "course", input] as const,
  compare: (input: ResearchCompareInput) => [...researchKeys.all, "compare", input] as const,
  history: (input: ResearchHistoryInput) => [...researchKeys.all, "history", input] as const,
  report: (input: ResearchReportInput) => [...researchKeys.all, "report", input] as const,
};

/** What the caller may look at: view, terms with data, colleges and departments, lessons pending. */
export function useResearchScope() {
  return useQuery({ queryKey: researchKeys.scope(), queryFn: () => call(api.scope, {}, silent), staleTime: 30_000 });
}

/** Units of one level ranked with their measures (the multi-unit dashboards). */
export function useResearchUnits(input: ResearchUnitsInput, enabled = true) {
  return useQuery({
    queryKey: researchKeys.units(input),
    queryFn: () => call(api.units, input, silent),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Analysed lessons of a scope (ProTable's request uses `listResearchLessons`). */
export function useResearchLessons(input: ResearchLessonsInput, enabled = true) {
  return useQuery({
    queryKey: researchKeys.lessons(input),
    queryFn: () => call(api.lessons, input, silent),
    placeholderData: keepPreviousData,
    enabled,
  });
}
export const listResearchLessons = (input: ResearchLessonsInput) => call(api.lessons, input);
export const listResearchCourses = (input: ResearchCoursesInput) => call(api.courses, input);

export function useResearchCourses(input: ResearchCoursesInput) {
  return useQuery({
    queryKey: researchKeys.courses(input),
    queryFn: () => call(api.courses, input, silent),
    placeholderData: keepPreviousData,
  });
}

export function useResearchCourse(input: ResearchCourseInput, enabled = true) {
  return useQuery({
    queryKey: researchKeys.course(input),
    queryFn: () => call(api.course, input, silent),
    enabled,
    retry: false,
  });
}

/** Two or three lessons, teachers or classes side by side; disabled until the choice is complete. */
export function useResearchCompare(input: ResearchCompareInput, enabled = true) {
  return useQuery({
    queryKey: researchKeys.compare(input),
    queryFn: () => call(api.compare, input, silent),
    enabled,
    retry: false,
  });
}

export function useResearchHistory(input: ResearchHistoryInput, enabled = true) {
  return useQuery({
    queryKey: researchKeys.history(input),
    queryFn: () => call(api.history, input, silent),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useResearchReport(input: ResearchReportInput, enabled = true) {
  return useQuery({
    queryKey: researchKeys.report(input),
    queryFn: () => call(api.report, input, silent),
    enabled,
    retry: false,
  });
}

/** Addresses of the term report's downloads. */
export const termReportPdfUrl = (input: ResearchReportInput) => urlOf(api.reportPdf, undefined, input);
export const termReportXlsxUrl = (input: ResearchReportInput) => urlOf(api.reportXlsx, undefined, input);
