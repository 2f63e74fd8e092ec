import type { AssignmentItem } from "@otp/contract";

/** Who an assignment is for: a course section, or its classes. */
export const targetText = (a: Pick<AssignmentItem, "sectionTitle" | "courseName" | "classNames">): string =>
  a.sectionTitle ? `《${a.courseName ?? ""}》${a.sectionTitle}` : a.classNames.join("、");
