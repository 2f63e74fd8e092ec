import { ADMIN_ROLE_ID, type ResourceDetail } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
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
 * lesson by the office, not by the course's audience. This is the one place that reads with
 * that privilege; it is never a session and never writes.
 */
const QUALITY_OFFICE: Principal = {
  userId: 0,
  account: "quality-office",
  realName: "督导",
  userType: "staff",
  roleIds: [ADMIN_ROLE_ID],
  permissions: [],
  sessionId: 0,
};

export class CourseReview {
  constructor(
    private readonly details: CourseDetails,
    private readonly chapters: CourseChapters,
  ) {}

  /** A course (and one of its sections) as a lesson to evaluate; null for an unknown course or section. */
  async lesson(courseId: number, sectionId: number | null): Promise<ReviewLesson | null> {
    try {
      const d = await this.details.editDetail(courseId, QUALITY_OFFICE);
      const sections = d.chapters.flatMap((c) => c.sections.map((x) => ({ id: x.id, title: `${c.title} ${x.title}` })));
      const section = sectionId ? await this.chapters.sectionResources(courseId, sectionId, QUALITY_OFFICE) : null;
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
