import { useParams } from "react-router";

function toId(v: string | undefined): number {
  return v && /^\d{1,9}$/.test(v) ? Number(v) : 0;
}

/** Numeric route ids; 0 when missing or malformed (pages show "not found" for 0). */
export function useCourseParams(): { courseId: number; sectionId: number } {
  const p = useParams();
  return { courseId: toId(p.courseId), sectionId: toId(p.sectionId) };
}
