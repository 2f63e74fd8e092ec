import { describe, expect, it } from "vitest";
import { readsSectionAssignments } from "./sectionAssignments";

const course = (canEdit: boolean, classIds: number[]) => ({ canEdit, classIds });
const student = (classId: number | null) => ({ userType: "student", classId });

describe("本节作业 on a section page", () => {
  it("is asked for by the course's editors and the students of its classes only", () => {
    expect(readsSectionAssignments(course(true, []), { userType: "teacher", classId: null })).toBe(true);
    expect(readsSectionAssignments(course(false, [3, 4]), student(4))).toBe(true);
    // A student of another class, or of none, on a public course: the server would refuse (403).
    expect(readsSectionAssignments(course(false, [3]), student(5))).toBe(false);
    expect(readsSectionAssignments(course(false, []), student(null))).toBe(false);
    expect(readsSectionAssignments(course(false, [3]), { userType: "teacher", classId: null })).toBe(false);
    expect(readsSectionAssignments(undefined, student(3))).toBe(false);
    expect(readsSectionAssignments(course(false, [3]), null)).toBe(false);
  });
});
