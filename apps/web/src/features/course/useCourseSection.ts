import { useCourseDetail, useSectionResources } from "./api";
import { useCourseParams } from "./useCourseParams";

/**
 * The course and the section of a /course/:courseId/:sectionId-style route, loaded together: the
 * section view and the classroom view both need the chapter tree and the section's resources, and
 * show one error (naming which of the two failed) with one retry for both.
 */
export function useCourseSection() {
  const { courseId, sectionId } = useCourseParams();
  const detail = useCourseDetail(courseId);
  const section = useSectionResources(courseId, sectionId);
  return {
    courseId,
    sectionId,
    detail,
    section,
    failed: detail.error ?? section.error,
    failedWhat: detail.error ? "课程" : "小节",
    retry: () => {
      void detail.refetch();
      void section.refetch();
    },
  };
}
