import type { ResourceKind, ResourceSearchItem, SearchHit, SearchListInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Page } from "../../platform/db/paging.js";
import { pinyinInitials } from "../../platform/search/pinyin.js";
import { segment } from "../../platform/search/text.js";
import type { SearchDeps, Sort } from "./search.ports.js";
import { courseHit, noteHit, resourceHit, teacherHit } from "./search.present.js";

/** Global search merges at most this many hits per source (pageNo × pageSize beyond it is empty). */
export const GLOBAL_DEPTH = 1000;
/** Moments of videos (slide text, captions) listed after the knowledge points or merged into global, at most. */
const MOMENT_DEPTH = 200;
/** Teacher matching ranks in memory; a keyword never matches more than this many teachers usefully. */
const TEACHER_DEPTH = 200;
/** Words that say what is sought rather than who ("张老师" looks for 张). */
const TEACHER_WORDS = new Set(["老师", "教师", "名师", "班主任", "教授"]);

/** A hit with what merging needs: relevance, date and popularity. */
interface Scored {
  hit: SearchHit;
  score: number;
  date: number;
  visits: number;
  /** Position in its source's own order (that source's rank). */
  pos: number;
}

/**
 * Relevance across sources for the merged global list. Each source orders by its own ts_rank;
 * the sources' ranks are not comparable, so the merge scores where the words occur: the whole
 * keyword in the title first, then each word (or the pinyin initials) in the title, then in the
 * summary and facts. The keyword is segmented once; the scorer runs per hit.
 */
export function relevance(keyword: string): (title: string, rest: string) => number {
  const k = keyword.trim().toLowerCase();
  const words = k ? segment(k) : [];
  const latin = words.filter((w) => /^[a-z]+$/.test(w));
  return (title, rest) => {
    if (!k) return 0;
    const t = title.toLowerCase();
    const r = rest.toLowerCase();
    let score = 0;
    if (t === k) score += 12;
    else if (t.startsWith(k)) score += 8;
    else if (t.includes(k)) score += 6;
    const initials = latin.length ? pinyinInitials(title).toLowerCase() : "";
    for (const w of words) {
      if (t.includes(w)) score += 2;
      else if (latin.includes(w) && initials.includes(w)) score += 1.5;
      else if (r.includes(w)) score += 0.5;
    }
    return score;
  };
}

export class SearchService {
  constructor(private readonly deps: SearchDeps) {}

  async list(input: SearchListInput, viewer: Principal | null): Promise<{ list: SearchHit[]; count: number }> {
    const keyword = input.keyWord?.trim() || undefined;
    // Without a keyword there is nothing to rank: newest first unless "hot" was asked for.
    const sort: Sort = !keyword && input.sort === "relevance" ? "new" : input.sort;
    const page = { pageNo: input.pageNo, pageSize: input.pageSize };
    switch (input.sp) {
      case "course":
        return this.courses(keyword, { ...page, sort }, viewer);
      case "resource":
        return this.resources(keyword, { ...page, sort }, viewer);
      case "micro":
        return this.resources(keyword, { ...page, sort, kind: 2 }, viewer);
      case "RESOURCE_NOTE":
        return this.notes(keyword, { ...page, sort }, viewer);
      case "teacher":
        return this.teachers(keyword, page);
      default:
        return this.global(keyword, { ...page, sort }, viewer);
    }
  }

  /* ---------- one source each ---------- */

  private async courses(keyword: string | undefined, page: Page & { sort: Sort }, viewer: Principal | null) {
    const r = await this.deps.courses.search(keyword, page, viewer);
    return { list: r.list.map(courseHit), count: r.count };
  }

  private async resources(
    keyword: string | undefined,
    page: Page & { sort: Sort; kind?: ResourceKind },
    viewer: Principal | null,
  ) {
    if (!keyword) {
      const r = await this.deps.resources.latest({ ...page, sort: page.sort === "hot" ? "hot" : "new" }, viewer);
      return { list: r.list.map((c) => resourceHit(c, "")), count: r.count };
    }
    const r = await this.deps.resources.search(keyword, page, viewer);
    return { list: r.list.map((c) => resourceHit(c, c.excerpt)), count: r.count };
  }

  private async notes(keyword: string | undefined, page: Page & { sort: Sort }, viewer: Principal | null) {
    const r = keyword
      ? await this.deps.resources.searchNotes(keyword, page, viewer)
      : await this.deps.resources.randomNotes(page, viewer);
    const list = r.list.map(noteHit);
    if (!keyword || !this.deps.moments) return { list, count: r.count };
    // Slide-text moments follow the knowledge points, in one pager.
    const moments = await this.deps.moments(keyword, MOMENT_DEPTH, viewer);
    const start = (page.pageNo - 1) * page.pageSize;
    const from = Math.max(0, start - r.count);
    const room = page.pageSize - list.length;
    return { list: [...list, ...moments.slice(from, from + room)], count: r.count + moments.length };
  }

  /**
   * Teachers by name: the whole keyword first (name, pinyin initials or account); when that finds
   * nobody, each segmented word on its own ("物理张老师" → 张). Exact names rank first.
   */
  private async teachers(keyword: string | undefined, page: Page) {
    if (!keyword) {
      const r = await this.deps.teachers({ ...page, recommend: true });
      return { list: r.list.map((t) => teacherHit(t)), count: r.count };
    }
    const matched = await this.teacherMatches(keyword);
    const start = (page.pageNo - 1) * page.pageSize;
    return { list: matched.slice(start, start + page.pageSize).map((m) => m.hit), count: matched.length };
  }

  private async teacherMatches(keyword: string): Promise<Scored[]> {
    const seen = new Map<number, Record<string, unknown>>();
    const whole = await this.deps.teachers({ pageNo: 1, pageSize: TEACHER_DEPTH, keyword });
    for (const t of whole.list) seen.set(Number(t.id), t);
    if (!seen.size) {
      // A single character stands for a surname only at the start ("张老师"), not inside a phrase.
      const words = segment(keyword)
        .filter((w) => !TEACHER_WORDS.has(w))
        .filter((w, i) => w.length > 1 || i === 0);
      const parts = words.length > 1 || (words[0] && words[0] !== keyword.toLowerCase()) ? words : [];
      for (const w of parts) {
        const r = await this.deps.teachers({ pageNo: 1, pageSize: TEACHER_DEPTH, keyword: w });
        for (const t of r.list) seen.set(Number(t.id), t);
      }
    }
    const score = relevance(keyword);
    return [...seen.values()]
      .map((t, pos) => {
        const hit = teacherHit(t);
        const name = hit.title;
        const k = keyword.toLowerCase();
        const exact = name === keyword || pinyinInitials(name) === k ? 12 : 0;
        return { hit, score: score(name, hit.summary) + exact, date: 0, visits: 0, pos };
      })
      .sort((a, b) => b.score - a.score || a.pos - b.pos);
  }

  /* ---------- global: courses, resources and teachers in one list ---------- */

  private async global(keyword: string | undefined, page: Page & { sort: Sort }, viewer: Principal | null) {
    const depth = page.pageNo * page.pageSize;
    if (depth > GLOBAL_DEPTH) {
      // Beyond the merge depth: still tell the total so the pager stays consistent.
      const [c, r] = await Promise.all([
        this.deps.courses.search(keyword, { pageNo: 1, pageSize: 1, sort: page.sort }, viewer),
        keyword
          ? this.deps.resources.search(keyword, { pageNo: 1, pageSize: 1, sort: page.sort }, viewer)
          : this.deps.resources.latest({ pageNo: 1, pageSize: 1, sort: "new" }, viewer),
      ]);
      return { list: [], count: c.count + r.count };
    }
    const top = { pageNo: 1, pageSize: depth, sort: page.sort };
    const [c, r, t, m] = await Promise.all([
      this.deps.courses.search(keyword, top, viewer),
      keyword
        ? this.deps.resources.search(keyword, top, viewer)
        : this.deps.resources.latest({ ...top, sort: page.sort === "hot" ? "hot" : "new" }, viewer),
      keyword ? this.teacherMatches(keyword) : Promise.resolve([] as Scored[]),
      keyword && this.deps.moments
        ? this.deps.moments(keyword, Math.min(depth, MOMENT_DEPTH), viewer)
        : Promise.resolve([] as SearchHit[]),
    ]);
    const score = relevance(keyword ?? "");
    const scoredOf = (hit: SearchHit, date: string, visits: number, pos: number): Scored => ({
      hit,
      score: score(hit.title, `${hit.summary} ${hit.meta.join(" ")}`),
      date: Date.parse(date),
      visits,
      pos,
    });
    const scored: Scored[] = [
      ...c.list.map((x, pos) => scoredOf(courseHit(x), x.updatedAt, x.visitCount, pos)),
      ...r.list.map((x, pos) =>
        scoredOf(
          resourceHit(x, "excerpt" in x ? (x as ResourceSearchItem).excerpt : ""),
          x.createdAt,
          x.visitCount,
          pos,
        ),
      ),
      // Moments of videos (slide text, captions) rank by their resource's name, then their text.
      ...m.map((hit, pos) => ({
        hit,
        score: score(hit.meta[0] ?? "", hit.title),
        date: 0,
        visits: 0,
        pos,
      })),
    ];
    const teachers = t.slice(0, depth);
    // Teachers found by name lead: typing a person's name means looking for that person.
    const order =
      page.sort === "new"
        ? (a: Scored, b: Scored) => b.date - a.date || a.pos - b.pos
        : page.sort === "hot"
          ? (a: Scored, b: Scored) => b.visits - a.visits || a.pos - b.pos
          : (a: Scored, b: Scored) => b.score - a.score || a.pos - b.pos || typeOrder(a) - typeOrder(b);
    const merged = [...teachers, ...scored.sort(order)];
    const start = (page.pageNo - 1) * page.pageSize;
    return {
      list: merged.slice(start, start + page.pageSize).map((m) => m.hit),
      count: c.count + r.count + t.length + m.length,
    };
  }
}

const typeOrder = (s: Scored) => (s.hit.type === "course" ? 0 : 1);
