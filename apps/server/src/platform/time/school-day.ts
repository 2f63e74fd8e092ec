/** The school's calendar days are China time (UTC+8), whatever the server's time zone. */

export const DAY_MS = 86_400_000;

/** Midnight of a `YYYY-MM-DD` school day. */
export const schoolMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The instants of the school days `from` to `to`, both included: [from's midnight, the next day's after `to`). */
export function schoolDays(from: string, to: string): { from: Date; until: Date } {
  return { from: schoolMidnight(from), until: new Date(schoolMidnight(to).getTime() + DAY_MS) };
}
