/**
 * When a demo lesson was held (decision 0055): a week and a weekday of the previous or the current
 * term as the database has them, never in the future. The dates follow the terms, not the day the
 * demo first starts, so a start on a later date still puts every lesson inside its term and the
 * weekly and term histories keep their shape.
 */

export interface LessonWhen {
  /** The current term (the one marked current) or the one before it. */
  term: "previous" | "current";
  /** Week of the term, 1 = the week the term starts in (weeks run Monday to Sunday). */
  week: number;
  /** 1 = Monday … 5 = Friday. */
  day: number;
  /** Hour of the day, China time (UTC+8): the lesson starts on the hour. */
  hour: number;
}

export interface TermSpan {
  /** First and last day, "YYYY-MM-DD" (China dates). */
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

const DAY = 24 * 3600_000;
const CHINA = 8 * 3600_000;

/** Midnight China time of a "YYYY-MM-DD" date, as an instant. */
const chinaMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) - CHINA;

/** The term the plan names: the current one, or the latest that starts before it. */
export function termOf(which: LessonWhen["term"], terms: TermSpan[]): TermSpan | null {
  const byStart = [...terms].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const current = byStart.find((t) => t.isCurrent) ?? byStart.at(-1);
  if (!current || which === "current") return current ?? null;
  return byStart.filter((t) => t.startDate < current.startDate).at(-1) ?? null;
}

/**
 * The lesson's start: the given weekday of week `week` of the term, at `hour` China time, kept
 * inside the term's first and last day, and at least a day before `now`: a day still to come
 * (early in the current term) is moved back to the day before `now`, at the same hour (or two
 * days before when that hour of yesterday is less than a day ago). Without the term in the
 * database (a school with no terms), the lesson is held the day before `now`.
 */
export function lessonDate(when: LessonWhen, terms: TermSpan[], now: Date): Date {
  const latest = now.getTime() - DAY;
  const atHour = (midnight: number) => midnight + when.hour * 3600_000;
  /** The plan's hour on the day before `now` (China dates), or the day before that. */
  const yesterday = () => {
    const today = Math.floor((now.getTime() + CHINA) / DAY) * DAY - CHINA;
    const t = atHour(today - DAY);
    return new Date(t <= latest ? t : t - DAY);
  };
  const term = termOf(when.term, terms);
  if (!term) return yesterday();
  const start = chinaMidnight(term.startDate);
  const end = chinaMidnight(term.endDate);
  // Monday of the week the term starts in (getUTCDay of a China midnight + 8 h is the China weekday).
  const weekday = new Date(start + CHINA).getUTCDay();
  const monday = start - ((weekday + 6) % 7) * DAY;
  const day = monday + ((Math.max(1, when.week) - 1) * 7 + Math.min(7, Math.max(1, when.day)) - 1) * DAY;
  const held = atHour(Math.min(end, Math.max(start, day)));
  return held <= latest ? new Date(held) : yesterday();
}
