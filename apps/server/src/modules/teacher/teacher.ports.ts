import type {
  CourseCard,
  ListResult,
  ResourceCard,
  TeacherActivity,
  TeacherCard,
  TeacherListInput,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { TextFilter } from "../../platform/text/filter.js";

export type TeacherProfile = Omit<TeacherCard, "honours">;
type Lister<T> = (teacherId: number, viewer: Principal | null, pageSize: number) => Promise<ListResult<T>>;

/**
 * What the famous-teacher pages need from other modules, wired in wiring/. Lives and lectures are
 * optional: their domains are being built; until the lead wires them the page hides those sections.
 */
export interface TeacherDeps {
  users: {
    /** Recommended teachers in their recommendation order. */
    famous(input: TeacherListInput): Promise<ListResult<TeacherProfile>>;
    /** A teacher's public profile, or null (not a teacher, unknown). */
    profile(id: number): Promise<TeacherProfile | null>;
  };
  courses: Lister<CourseCard>;
  resources: Lister<ResourceCard>;
  /** Uploaded files (the opening and ending clips). */
  files: {
    many(ids: number[]): Promise<{ id: number; name: string; size: number; kind: string; ownerId: number | null }[]>;
  };
  lives?: Lister<TeacherActivity>;
  lectures?: Lister<TeacherActivity>;
  text: TextFilter;
}
