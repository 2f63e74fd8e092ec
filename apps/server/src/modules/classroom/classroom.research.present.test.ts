import { describe, expect, it } from "vitest";
import { orgPath, schoolDay, termOf, weekOf } from "./classroom.research.present.js";

/** The pure keys of the AI research roll-ups: a lesson's day, week, term and organization. */

const orgs = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 1 },
  { id: 9, parentId: null },
];
const terms = [
  { id: 2, startDate: "2026-02-23", endDate: "2026-07-10" },
  { id: 3, startDate: "2026-09-01", endDate: "2027-01-22" },
];

describe("research keys", () => {
  it("reads the school day in China time and its Monday", () => {
    expect(schoolDay(new Date("2026-10-11T17:00:00Z"))).toBe("2026-10-12");
    expect(weekOf("2026-10-12")).toBe("2026-10-12");
    expect(weekOf("2026-10-18")).toBe("2026-10-12");
  });

  it("puts a lesson in the term its day falls in, else the analysis's own term, else none", () => {
    expect(termOf("2026-10-12", terms, 2)).toBe(3);
    expect(termOf("2026-08-01", terms, 2)).toBe(2);
    expect(termOf("2026-08-01", terms, null)).toBe(0);
  });

  it("takes the department, or the teacher's department in the lesson's college", () => {
    expect(orgPath(2, orgs)).toEqual({ collegeId: 1, departmentId: 2 });
    expect(orgPath(1, orgs, 3)).toEqual({ collegeId: 1, departmentId: 3 });
    // A teacher of another college (or an administrative office) leaves the department unknown.
    expect(orgPath(1, orgs, 9)).toEqual({ collegeId: 1, departmentId: 0 });
    expect(orgPath(null, orgs, 3)).toEqual({ collegeId: 1, departmentId: 3 });
    expect(orgPath(null, orgs, null)).toEqual({ collegeId: 0, departmentId: 0 });
  });
});

describe("week labels", () => {
  it("counts weeks from the term's first Monday and calls weeks after its end 假期", async () => {
    const { weekLabel } = await import("./classroom.history.js");
    expect(weekLabel("2026-10-12", "2026-09-01", "2027-01-22")).toBe("第7周（10-12）");
    expect(weekLabel("2027-02-01", "2026-09-01", "2027-01-22")).toBe("假期（02-01）");
    expect(weekLabel("2026-08-24", "2026-09-01", "2027-01-22")).toBe("假期（08-24）");
  });
});
