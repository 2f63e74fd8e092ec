import { describe, expect, it } from "vitest";
import { TERMS } from "../demo-data.js";
import { timelines } from "./audio.js";
import { lessonDate, type TermSpan, termOf } from "./dates.js";
import { classroomDemoLessons } from "./index.js";
import { DEMO_LESSONS, type LessonPlan } from "./lessons.js";
import { JUNIOR_LESSONS } from "./lessons-junior.js";
import { SENIOR_LESSONS } from "./lessons-senior.js";

/**
 * The demo lessons as a whole (decision 0055, issue 26): when they are held relative to the terms,
 * which CLASSROOM_DEMO selects, and whether together they give the research dashboards two terms,
 * several weeks, teachers, classes and colleges, in short lessons.
 */

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
/** When this was written: Sunday of week 13 of the current demo term, 08:22 China time. */
const NOW = new Date("2026-11-29T00:22:00Z");
/** The China date and hour of an instant. */
const china = (d: Date) => {
  const local = new Date(d.getTime() + 8 * HOUR).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 13)}h`;
};
const SHORT = [...JUNIOR_LESSONS, ...SENIOR_LESSONS];

describe("a demo lesson's date", () => {
  const when = (term: "previous" | "current", week: number, day: number, hour = 10) => ({ term, week, day, hour });

  it("is the weekday of the term's week at the hour, China time, weeks starting on the Monday of the first", () => {
    // The previous term starts on Monday 2026-02-23, the current one on Tuesday 2026-09-01.
    expect(china(lessonDate(when("previous", 1, 1, 9), TERMS, NOW))).toBe("2026-02-23 09h");
    expect(china(lessonDate(when("previous", 3, 2), TERMS, NOW))).toBe("2026-03-10 10h");
    expect(china(lessonDate(when("current", 2, 4, 8), TERMS, NOW))).toBe("2026-09-10 08h");
    expect(china(lessonDate(when("current", 13, 5), TERMS, NOW))).toBe("2026-11-27 10h");
    expect(lessonDate(when("current", 2, 4, 8), TERMS, NOW).toISOString()).toBe("2026-09-10T00:00:00.000Z");
  });

  it("stays inside the term: a day before its first is its first, one after its last its last", () => {
    // Monday of week 1 of the current term is 2026-08-31, before the term.
    expect(china(lessonDate(when("current", 1, 1), TERMS, NOW))).toBe("2026-09-01 10h");
    expect(china(lessonDate(when("previous", 30, 3), TERMS, NOW))).toBe("2026-07-10 10h");
  });

  it("is never in the future: a later week of the current term is held at least a day before now", () => {
    // Monday of week 14 is tomorrow; 10:00 yesterday is less than a day ago (now is 08:22).
    expect(china(lessonDate(when("current", 14, 1), TERMS, NOW))).toBe("2026-11-27 10h");
    expect(china(lessonDate(when("current", 14, 1, 8), TERMS, NOW))).toBe("2026-11-28 08h");
    for (const plan of DEMO_LESSONS)
      for (const days of [0, 3, 20, 60, 90]) {
        const now = new Date(Date.parse("2026-09-02T12:00:00Z") + days * DAY);
        expect(lessonDate(plan.when, TERMS, now).getTime(), plan.key).toBeLessThanOrEqual(now.getTime() - DAY);
      }
  });

  it("does not move when the demo starts later, and follows the terms the database has", () => {
    const later = new Date("2027-04-01T00:00:00Z");
    expect(china(lessonDate(when("current", 13, 5), TERMS, later))).toBe("2026-11-27 10h");
    // Terms in any order; "previous" is the one before the current, not the latest past one.
    const shuffled: TermSpan[] = [TERMS[2], TERMS[0], TERMS[1]].map((t) => ({ ...t }) as TermSpan);
    expect(termOf("previous", shuffled)?.startDate).toBe("2026-02-23");
    expect(termOf("current", shuffled)?.startDate).toBe("2026-09-01");
    // A school without terms: the day before now.
    expect(china(lessonDate(when("previous", 3, 2), [], NOW))).toBe("2026-11-27 10h");
  });
});

describe("CLASSROOM_DEMO", () => {
  const keys = (setting: string) => classroomDemoLessons(setting).map((p) => p.key);

  it("selects all, none, lesson keys and named groups", () => {
    expect(keys("all")).toHaveLength(DEMO_LESSONS.length);
    expect(keys(" ")).toHaveLength(DEMO_LESSONS.length);
    expect(keys("off")).toEqual([]);
    expect(keys("physics-lecture")).toEqual(["physics-lecture"]);
    expect(keys("nothing-by-that-name")).toEqual([]);
    expect(keys("research, physics-lecture")).toHaveLength(5);
  });

  it("research: four short lessons by two teachers of both colleges, in two weeks of the current term", () => {
    const plans = classroomDemoLessons("research");
    expect(plans).toHaveLength(4);
    expect(new Set(plans.map((p) => p.teacher)).size).toBe(2);
    expect(new Set(plans.map((p) => p.className?.[0])).size).toBe(2);
    expect(plans.every((p) => p.when.term === "current")).toBe(true);
    expect(new Set(plans.map((p) => p.when.week)).size).toBe(2);
    expect(plans.every((p) => SHORT.includes(p))).toBe(true);
  });
});

describe("the demo lessons together", () => {
  const count = (plans: LessonPlan[], of: (p: LessonPlan) => string) => {
    const n = new Map<string, number>();
    for (const p of plans) n.set(of(p), (n.get(of(p)) ?? 0) + 1);
    return n;
  };
  /** Week of the term a lesson falls in, from its date (as the weekly history counts it). */
  const weeks = (term: "previous" | "current") => {
    const span = termOf(term, TERMS) as TermSpan;
    const start = Date.parse(`${span.startDate}T00:00:00+08:00`);
    const monday = start - ((new Date(start + 8 * HOUR).getUTCDay() + 6) % 7) * DAY;
    return new Set(
      DEMO_LESSONS.filter((p) => p.when.term === term).map((p) =>
        Math.floor((lessonDate(p.when, TERMS, NOW).getTime() - monday) / (7 * DAY)),
      ),
    );
  };

  it("have unique keys and cover both terms, several weeks, teachers, classes and both colleges", () => {
    expect(new Set(DEMO_LESSONS.map((p) => p.key)).size).toBe(DEMO_LESSONS.length);
    expect(SHORT.length).toBeGreaterThanOrEqual(16);
    expect(weeks("current").size).toBeGreaterThanOrEqual(4);
    expect(weeks("previous").size).toBeGreaterThanOrEqual(3);
    const teachers = count(DEMO_LESSONS, (p) => p.teacher);
    expect(teachers.size).toBeGreaterThanOrEqual(6);
    for (const t of ["teacher", "t001", "t002"]) expect(teachers.get(t), t).toBeGreaterThanOrEqual(3);
    expect(Math.max(...count(DEMO_LESSONS, (p) => p.course ?? "").values())).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_LESSONS.map((p) => p.className)).size).toBeGreaterThanOrEqual(6);
    // 初… classes are 初中部's, 高… classes 高中部's: two teachers or more in each.
    for (const college of ["初", "高"])
      expect(
        new Set(DEMO_LESSONS.filter((p) => p.className?.startsWith(college)).map((p) => p.teacher)).size,
      ).toBeGreaterThanOrEqual(2);
    expect(SHORT.every((p) => p.cameras === 1)).toBe(true);
    expect(SHORT.filter((p) => p.live).length).toBeGreaterThanOrEqual(3);
    expect(SHORT.filter((p) => !p.live).length).toBeGreaterThan(SHORT.length / 2);
  });

  it("the short ones last 40–80 s each as synthesized (one synthesis process for all)", async () => {
    const t0 = Date.now();
    const lines = await timelines(SHORT);
    const seconds = lines.map((t) => t.duration);
    console.log(
      `${SHORT.length} short demo lessons: ${seconds.reduce((a, b) => a + b, 0)} s of media, synthesized in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    for (const [i, plan] of SHORT.entries()) {
      expect(seconds[i], plan.key).toBeGreaterThanOrEqual(40);
      expect(seconds[i], plan.key).toBeLessThanOrEqual(80);
      // Every script has the teacher speak (the audio engine takes the longest talker as the teacher).
      expect(
        lines[i]?.speech.some((s) => s.speaker === "T"),
        plan.key,
      ).toBe(true);
    }
  }, 120_000);
});
