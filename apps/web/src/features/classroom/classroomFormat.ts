import type { CurvePoint } from "@otp/contract";

/** A 0–1 share as a percentage ("—" when the lesson has no such data). */
export function pct(v: number | null | undefined, digits = 0): string {
  return v === null || v === undefined || Number.isNaN(v) ? "—" : `${(v * 100).toFixed(digits)}%`;
}

/** Seconds of the lesson as m:ss or h:mm:ss. */
export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${r}` : `${m}:${r}`;
}

/** A duration in Chinese (45分12秒). */
export function duration(sec: number): string {
  const s = Math.max(0, Math.round(sec));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}分${s % 60}秒` : `${s}秒`;
}

/** A curve as [second, value] pairs for an ECharts value-axis line. */
export const pairs = (curve: readonly CurvePoint[], scale = 1) =>
  curve.map((p) => [p.t, Number((p.value * scale).toFixed(2))] as [number, number]);

/** The id of a `?id=N` query parameter (0 when missing or not a positive integer). */
export function idParam(search: URLSearchParams): number {
  const v = Number(search.get("id"));
  return Number.isInteger(v) && v > 0 ? v : 0;
}
