import type { AnalysisOptions, AnalysisStatus, NamedId } from "@otp/contract";
import { create } from "zustand";

/**
 * SPEC §3 "Course analysis": the organization and term the analysis pages are looking at, the
 * lists of courses, teachers, sections and classes they offer, and the selected items. Kept in a
 * store so 课堂分析列表, 预警统计 and the admin screen keep the same choice while the user moves
 * between them.
 */
export interface CourseAnalysisState {
  organizationId?: number;
  termId?: number;
  courses: NamedId[];
  teachers: NamedId[];
  sections: Array<NamedId & { courseId: number }>;
  classes: NamedId[];
  courseId?: number;
  teacherId?: number;
  sectionId?: number;
  classId?: number;
  status?: AnalysisStatus;
}

export interface CourseAnalysisStore extends CourseAnalysisState {
  /** A new organization or term clears the narrower choices (their lists change). */
  setScope(scope: { organizationId?: number; termId?: number }): void;
  /** The lists the server offers for the scope; a selection no longer offered is dropped. */
  setLists(options: Pick<AnalysisOptions, "courses" | "teachers" | "sections" | "classes">): void;
  select(
    choice: Partial<Pick<CourseAnalysisState, "courseId" | "teacherId" | "sectionId" | "classId" | "status">>,
  ): void;
  reset(): void;
}

const empty: CourseAnalysisState = { courses: [], teachers: [], sections: [], classes: [] };

const keep = (id: number | undefined, list: NamedId[]) =>
  id !== undefined && list.some((x) => x.id === id) ? id : undefined;

export const useCourseAnalysis = create<CourseAnalysisStore>()((set) => ({
  ...empty,
  setScope: (scope) =>
    set((s) => {
      const changed =
        ("organizationId" in scope && scope.organizationId !== s.organizationId) ||
        ("termId" in scope && scope.termId !== s.termId);
      if (!changed) return s;
      return {
        ...s,
        ...scope,
        courseId: undefined,
        teacherId: undefined,
        sectionId: undefined,
        classId: undefined,
      };
    }),
  setLists: (o) =>
    set((s) => ({
      courses: o.courses,
      teachers: o.teachers,
      sections: o.sections,
      classes: o.classes,
      courseId: keep(s.courseId, o.courses),
      teacherId: keep(s.teacherId, o.teachers),
      sectionId: keep(s.sectionId, o.sections),
      classId: keep(s.classId, o.classes),
    })),
  select: (choice) =>
    set((s) => {
      const next = { ...s, ...choice };
      // A section belongs to one course: changing the course drops a section of another.
      if ("courseId" in choice && next.sectionId !== undefined) {
        const section = s.sections.find((x) => x.id === next.sectionId);
        if (!section || section.courseId !== next.courseId) next.sectionId = undefined;
      }
      return next;
    }),
  reset: () =>
    set({
      ...empty,
      organizationId: undefined,
      termId: undefined,
      courseId: undefined,
      teacherId: undefined,
      sectionId: undefined,
      classId: undefined,
      status: undefined,
    }),
}));

/** The list filters the store stands for (the contract's names). */
export function listFilters(s: CourseAnalysisState) {
  return {
    orgId: s.organizationId,
    termId: s.termId,
    courseId: s.courseId,
    sectionId: s.sectionId,
    teacherId: s.teacherId,
    classId: s.classId,
    status: s.status,
  };
}
