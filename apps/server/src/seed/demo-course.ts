/** The shape of one demo course (the course data files list them by subject). */

export type DemoCollege = "初中部" | "高中部" | "艺体中心";

export interface DemoCourse {
  name: string;
  subject: string;
  grade: string;
  college: DemoCollege;
  /** COURSE_TYPE element name. */
  type: string;
  /** COURSE_CATEGORY element name. */
  category: string;
  brief: string;
  /** Chapter titles of CHAPTER_BANK[subject], in order. */
  chapters: string[];
  visibility?: "public" | "school" | "classes";
  /** For visibility "classes": the grade whose classes may view it. */
  classGrade?: string;
  /** PUBLISH_STATUS; published when absent. */
  status?: 0 | 1 | 3;
  rejectReason?: string;
  /** Owned by the demo "teacher" account instead of a t-account. */
  demoTeacher?: boolean;
  /** Built from the owner's academic offering of the current term. */
  academic?: boolean;
  textbook?: { name: string; author: string; publisher: string; isbn: string };
}
