import type { EvaluationForm } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import type { TextFilter } from "../../platform/text/filter.js";

/** What the activity module needs from other modules, wired in wiring/activity.ts. */
export interface ActivityDeps {
  users: {
    names(ids: number[]): Promise<Map<number, { realName: string }>>;
    orgOf(userId: number): Promise<number | null>;
    /** Which of `ids` are teachers (team members must be). */
    teachers(ids: number[]): Promise<Set<number>>;
  };
  base: {
    orgNames(ids: number[]): Promise<Map<number, string>>;
    subjectNames(ids: number[]): Promise<Map<number, string>>;
    orgExists(id: number): Promise<boolean>;
    subjectExists(id: number): Promise<boolean>;
  };
  files: { many(ids: number[]): Promise<{ id: number; name: string }[]> };
  /** The user's own resource (any state) with its preview type, or null. */
  resources: {
    own(id: number, user: Principal): Promise<{ type: string; subjectId: number | null } | null>;
    /** Cover picture URLs of published resources (for /resource6's cards). */
    covers(ids: number[]): Promise<Map<number, string | null>>;
  };
  /** Site settings: the seal image of certificates (PNG/JPEG bytes, when set and on) and the site's name. */
  site: { seal(): Promise<Buffer | null>; name(): Promise<string> };
  /** Supervision's evaluation templates: the ready form of one (404/400 when missing or unset). */
  templates: {
    formFor(id: number): Promise<{ id: number; name: string; form: EvaluationForm }>;
    /** Templates whose indicators are set (the ones a standard can be). */
    ready(): Promise<{ id: number; name: string }[]>;
  };
  /** Sensitive words in names and announcement titles. */
  text: TextFilter;
  /** Tells participants that the results are out (category "activity"). */
  notifier: Notifier;
}
