import type { PlanResource } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { TextFilter } from "../../platform/text/filter.js";

/** What preparation needs from teaching groups, courses and users. */
export interface PrepareDeps {
  groups: {
    /** The groups a user leads or belongs to. */
    idsOf(userId: number): Promise<number[]>;
    /** A group's name, leader and members; undefined when it does not exist. */
    info(id: number): Promise<{ name: string; leaderId: number; memberIds: number[] } | undefined>;
    names(ids: number[]): Promise<Map<number, string>>;
  };
  courses: {
    /** Names of existing courses (missing ids are absent). */
    names(ids: number[]): Promise<Map<number, string>>;
    /** The courses of a student's class. */
    ofStudent(userId: number): Promise<number[]>;
  };
  /** The resource library: attached materials. */
  resources: {
    /** Which of these ids the user may attach (own, or published). */
    attachable(ids: number[], user: Principal): Promise<number[]>;
    /** Cards of these resources the viewer may see, in order. */
    cards(ids: number[], viewer: Principal): Promise<PlanResource[]>;
  };
  users: { names(ids: number[]): Promise<Map<number, { realName: string }>> };
  text: TextFilter;
}
