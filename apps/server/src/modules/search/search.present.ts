import {
  type CourseSearchHit,
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  type ResourceCard,
  type ResourceNote,
  type SearchHit,
} from "@otp/contract";

/** Each source's results as hits of the one search list. */

const kindName = new Map<number, string>(RESOURCE_KINDS.map((k) => [k.id, k.name]));

function clock(seconds: number | null | undefined): string | null {
  if (seconds == null) return null;
  const s = Math.max(0, Math.round(seconds));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
  const ss = String(s % 60).padStart(2, "0");
  return hh ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}

const compact = (xs: (string | null | undefined)[]): string[] => xs.filter((x): x is string => !!x);

export function courseHit(c: CourseSearchHit): SearchHit {
  return {
    type: "course",
    id: c.id,
    title: c.name,
    summary: c.brief,
    coverUrl: c.coverUrl,
    url: `/course/${c.id}`,
    meta: compact([
      c.teachers.map((t) => t.name).join("、") || null,
      c.orgName,
      c.subjectName,
      c.courseTypeName,
      c.sectionCount ? `${c.sectionCount}节` : null,
    ]),
  };
}

export function resourceHit(r: ResourceCard, summary: string): SearchHit {
  return {
    type: "resource",
    id: r.id,
    title: r.name,
    summary,
    coverUrl: r.coverUrl,
    url: `/resource/${r.id}`,
    meta: compact([kindName.get(r.kind), RESOURCE_TYPE_NAMES[r.type], r.ownerName, clock(r.duration)]),
    resourceType: r.type,
  };
}

export function noteHit(n: ResourceNote): SearchHit {
  return {
    type: "note",
    id: n.id,
    title: n.content,
    summary: `${n.resourceName} · ${clock(n.second)}`,
    coverUrl: n.imgUrl,
    url: `/resource/${n.resourceId}?second=${n.second}`,
    meta: compact([n.resourceName, clock(n.second), n.userName]),
    second: n.second,
  };
}

export function teacherHit(t: Record<string, unknown>): SearchHit {
  const str = (k: string) => (typeof t[k] === "string" && t[k] ? (t[k] as string) : null);
  return {
    type: "teacher",
    id: Number(t.id),
    title: str("realName") ?? "",
    summary: str("intro") ?? "",
    coverUrl: str("avatarUrl"),
    url: `/teacher/${Number(t.id)}`,
    meta: compact([str("title"), str("orgName")]),
  };
}
