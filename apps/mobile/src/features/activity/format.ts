/** A date as the reader's calendar day (YYYY-MM-DD), blank when unknown. */
export function day(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** A date and time to the minute, blank when unknown. */
export function minute(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${day(iso)} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
