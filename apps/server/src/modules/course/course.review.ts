import type { ResourceDetail } from "@otp/contract";
import { AppError } from "../../platform/http/errors.js";
import type { CourseChapters } from "./course.chapters.js";
import type { CourseDetails } from "./course.detail.js";

/** A course section as a lesson to listen to and evaluate. */
export interface ReviewLesson {
  courseId: number;
  courseName: string;
  teacherId: number;
  courseTypeId: number | null;
  termId: number | null;
  sectionId: number | null;
  sectionTitle: string | null;
  /** Every section of the course, for choosing one when assigning. */
  sections: { id: number; title: string }[];
  /** The section's resources: what the evaluator plays beside the form. */
  resources: ResourceDetail[];
}

/**
 * The quality office's reading of a course (supervision: 听评课): every course and every
 * resource of its sections, whatever their visibility, because an evaluator is assigned a
 * lesson by the office, not by the course's audience. It reads through the review methods of
 * the details and chapters (no session, no borrowed role) and never writes.
 */
export class CourseReview {
  constructor(
    private readonly details: CourseDetails,
    private readonly chapters: CourseChapters,
  ) {}

  /** A course (and one of its sections) as a lesson to evaluate; null for an unknown course or section. */
  async lesson(courseId: number, sectionId: number | null): Promise<ReviewLesson | null> {
    try {
      const d = await this.details.reviewDetail(courseId);
      const sections = d.chapters.flatMap((c) => c.sections.map((x) => ({ id: x.id, title: `${c.title} ${x.title}` })));
      const section = sectionId ? await this.chapters.reviewSection(courseId, sectionId) : null;
      // A section that is not the course's: no such lesson.
      if (sectionId && !section) return null;
      return {
        courseId,
        courseName: d.name,
        teacherId: d.teachers[0]?.id ?? 0,
        courseTypeId: d.courseTypeId,
        termId: d.termId,
        sectionId: section ? sectionId : null,
        sectionTitle: section ? `${section.section.chapterTitle} ${section.section.title}` : null,
        sections,
        resources: section?.list ?? [],
      };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }
}
