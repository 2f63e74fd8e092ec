import type { VisitKind, VisitTerminal } from "@otp/contract";

/**
 * A counted visit (the system on load, a course or resource detail), handed by the module that
 * counts it to the statistics module, wired in `wiring/`. Recording must be cheap: the sink
 * buffers and appends; figures come from the daily roll-up.
 */
export interface Visit {
  kind: VisitKind;
  /** The course or resource id; 0 for the system. */
  targetId: number;
  /** Who: `u:<id>` or `ip:<address>` (visitors are counted distinct per day). */
  viewer: string;
  userAgent: string;
  /** When, if not now (the demo seed replays past months through the same sink). */
  at?: Date;
}

export type VisitSink = (visit: Visit) => void;

/** The sink when no statistics module is wired (tests of a domain on its own). */
export const ignoreVisits: VisitSink = () => {};

const APP = /OTPApp|Html5Plus|uni-app/i;
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|MicroMessenger/i;

/** The terminal a user agent belongs to: our app's web view, a mobile browser, or a computer. */
export function terminalOf(userAgent: string): VisitTerminal {
  if (APP.test(userAgent)) return "app";
  if (MOBILE.test(userAgent)) return "mobile";
  return "pc";
}

/** The calendar day of an instant in China (UTC+8, no daylight saving), as YYYY-MM-DD. */
export function chinaDay(at: Date | number = Date.now()): string {
  return new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
