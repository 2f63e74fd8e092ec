/** File-size text in B, KB, MB, GB, TB (SPEC §9). */
/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "—";
  const units = ["B", "KB", "MB", "GB", "TB"];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  const digits = i === 0 || v >= 100 ? 0 : v >= 10 ? 1 : 2;
  return `${Number(v.toFixed(digits))} ${units[i]}`;
}

/** Counts as people read them: 9999, 1.2万, 350万. */
export function formatCount(n: number): string {
  if (n < 10_000) return String(n);
  const w = n / 10_000;
  return `${w >= 100 ? Math.round(w) : Math.round(w * 10) / 10}万`;
}

/**
 * The one date-time format of tables and details (decision 0049): "2026-03-02T08:30:00Z" →
 * "2026-03-02 16:30" in local time; "" when missing or not a date (a cell shows "—" then).
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
