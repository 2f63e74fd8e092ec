import { ADMIN_SCREENS, type ClassroomSettings, classroomSettingsSchema, ST_DEFAULTS } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import * as q from "./classroom.queries.js";

/**
 * The school's classroom-analysis settings: one row, read often (every endpoint checks the
 * switch), so kept in memory for a few seconds; a save replaces it at once in this instance.
 */

export const CLASSROOM_DEFAULTS: ClassroomSettings = {
  enabled: true,
  retentionDays: 30,
  studentEverySec: 10,
  teacherEverySec: 2,
  // Every second student frame at the defaults: a 45-minute lesson in under 10 minutes on a
  // 2-core server with one worker (decision 0059); hands and standing change slowly.
  bodyEverySec: 20,
  liveEverySec: 60,
  st: { ...ST_DEFAULTS },
  rules: {
    attendance: { enabled: true, belowPct: 80 },
    headUp: { enabled: true, belowPct: 40, minutes: 5 },
    lecture: { enabled: true, abovePct: 70 },
  },
  notifyScreen: "supervisor.aiAnalysis",
};

/** Back-office screens a warning may be sent to (their holders get the notice). */
export const NOTIFY_SCREENS: Array<{ code: string; title: string }> = ADMIN_SCREENS.filter((s) => !("hidden" in s)).map(
  (s) => ({ code: s.code, title: s.title }),
);

/** A stored value merged over the defaults (a row written by an older version lacks newer keys). */
export function withDefaults(stored: unknown): ClassroomSettings {
  const s = (stored && typeof stored === "object" ? stored : {}) as Partial<ClassroomSettings>;
  const merged = {
    ...CLASSROOM_DEFAULTS,
    ...s,
    st: { ...CLASSROOM_DEFAULTS.st, ...s.st },
    rules: {
      attendance: { ...CLASSROOM_DEFAULTS.rules.attendance, ...s.rules?.attendance },
      headUp: { ...CLASSROOM_DEFAULTS.rules.headUp, ...s.rules?.headUp },
      lecture: { ...CLASSROOM_DEFAULTS.rules.lecture, ...s.rules?.lecture },
    },
  };
  const parsed = classroomSettingsSchema.safeParse(merged);
  return parsed.success ? (parsed.data as ClassroomSettings) : { ...CLASSROOM_DEFAULTS };
}

/** Rules the schema cannot state: the thresholds' order and a known notify screen. */
export function checkSettings(s: ClassroomSettings): void {
  if (s.st.practiceRt >= s.st.lectureRt) throw badRequest("参数 st.practiceRt：练习型Rt阈值必须小于讲授型Rt阈值");
  if (s.notifyScreen && !NOTIFY_SCREENS.some((x) => x.code === s.notifyScreen))
    throw badRequest("参数 notifyScreen：通知对象不是已知的后台页面");
}

const TTL_MS = 5000;

export class ClassroomSettingsStore {
  private kept: { value: ClassroomSettings; at: number } | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<ClassroomSettings> {
    if (this.kept && Date.now() - this.kept.at < TTL_MS) return this.kept.value;
    const value = withDefaults(await q.loadSettings(this.db));
    this.kept = { value, at: Date.now() };
    return value;
  }

  async save(input: ClassroomSettings): Promise<ClassroomSettings> {
    const value = withDefaults(input);
    checkSettings(value);
    await q.saveSettings(this.db, value);
    this.kept = { value, at: Date.now() };
    return value;
  }
}
