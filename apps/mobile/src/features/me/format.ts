/** Display helpers of the personal pages (SPEC §9: dates as YYYY-MM-DD HH:mm, China time). */

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-28 09:05" in the phone's time zone; "" for a missing or broken value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A playback position: "m:ss", or "h:mm:ss" from an hour on. */
export function formatSecond(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** How far into a media the learner is, 0–100; null when the length is unknown. */
export function percentOf(second: number, duration: number | null): number | null {
  if (!duration || duration <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((second / duration) * 100)));
}

/** Where 继续学习 resumes: the section page when opened from a course still there, else the resource. */
export function resumePath(r: {
  resourceId: number;
  second: number;
  courseId: number | null;
  sectionId: number | null;
  courseName: string | null;
}): string {
  const second = Math.floor(r.second);
  // The section page plays the resource it is told (else the section's first one) from that second.
  if (r.courseId && r.sectionId && r.courseName !== null) {
    return `/course/${r.courseId}/${r.sectionId}?resourceId=${r.resourceId}&second=${second}`;
  }
  return `/resource/${r.resourceId}?second=${second}`;
}
