import type { SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { searchVector } from "../../platform/search/text.js";
import type { CourseCards } from "./course.cards.js";
import { plainText } from "./course.present.js";
import * as q from "./course.queries.js";

/**
 * A course's search document: name (A), teacher names (B), subject, college, course type and
 * category names (C), plain-text brief (D). Pinyin initials come from A–C only: a brief is
 * running text, where initials would bloat the document and match by accident ('wl' → 网络).
 */
function courseSearchDoc(c: { name: string; teachers: string; facets: string; brief: string }): SQL {
  return searchVector([
    { text: c.name, weight: "A" },
    { text: c.teachers, weight: "B" },
    { text: c.facets, weight: "C" },
    { text: plainText(c.brief).slice(0, 5000), weight: "D", initials: false },
  ]);
}

/** Keeps the courses' search documents current: after every save that changes them, and from the seed. */
export class CourseSearchDocs {
  constructor(
    private readonly db: Db,
    private readonly cards: Pick<CourseCards, "names" | "teachers">,
    /** Keyword searches of the kept catalogue are stale once documents changed. */
    private readonly changed: () => Promise<void>,
  ) {}

  /**
   * Recomputes the documents of these courses (all without ids) and writes them in one
   * statement, whatever their number (up to a thousand per statement).
   */
  async reindex(ids?: number[]): Promise<void> {
    const rows = await q.searchDocSources(this.db, ids);
    if (!rows.length) return;
    const [names, teachers] = await Promise.all([this.cards.names(), this.cards.teachers(rows.map((r) => r.id))]);
    const docs = rows.map((r) => {
      const facets = [
        names.subject(r.subjectId),
        names.org(r.orgId),
        names.courseType(r.courseTypeId),
        names.category(r.categoryId),
      ];
      const doc = courseSearchDoc({
        name: r.name,
        teachers: (teachers.get(r.id) ?? []).map((t) => t.name).join(" "),
        facets: facets.filter(Boolean).join(" "),
        brief: r.brief,
      });
      return { id: r.id, doc };
    });
    await q.setSearchDocs(this.db, docs);
    await this.changed();
  }
}
