import { sql } from "drizzle-orm";
import type { Services } from "../app.js";
import type { Db } from "../platform/db/client.js";
import { insertCourseMenus, insertCourses, planCourses } from "./content-courses.js";
import { DemoFiles, linkFiles, processSharedMedia, saveSharedMedia } from "./content-files.js";
import { planResources } from "./content-resource-plans.js";
import { insertResources } from "./content-resources.js";
import { contentRandom, loadSchool } from "./content-school.js";
import { insertTraces } from "./content-traces.js";
import { seedLives } from "./demo-lives.js";
import { generateDemoMedia } from "./demo-media.js";
import { coverPng } from "./demo-pictures.js";
import { seedTv } from "./demo-tv.js";

/**
 * The demo school's teaching content: about 40 courses with chapters and sections, about 300
 * resources of all kinds and types attached to them, knowledge-point notes, comments, collects
 * and downloads. Rows are written in bulk; media comes from generateDemoMedia. The steps run in
 * a fixed order, as ids and the random stream depend on it.
 */

export interface SeedContentOptions {
  /** Generate real media with ffmpeg (default). false: tiny placeholder files, for tests. */
  media?: boolean;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface ContentSummary {
  courses: number;
  sections: number;
  resources: number;
  notes: number;
  files: number;
  ms: number;
}

/** Every table this content fills; emptied first so a reseed never mixes two demos. */
const CONTENT_TABLES = [
  "courses",
  "course_members",
  "course_classes",
  "course_sections",
  "section_resources",
  "course_comments",
  "course_menus",
  "resources",
  "resource_files",
  "resource_notes",
  "downloads",
  "visit_marks",
  "collects",
  "media_assets",
  "upload_sessions",
  "jobs",
];

/** Loads the teaching content into a database that already has the demo school (users, orgs, base data). */
export async function seedContent(db: Db, s: Services, opts: SeedContentOptions = {}): Promise<ContentSummary> {
  const t0 = Date.now();
  const log = opts.log ?? (() => {});
  const seconds = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const r = contentRandom();

  // Media is made by ffmpeg child processes while the course rows are written.
  // Without a working ffmpeg the demo still loads, with placeholder media that does not play.
  let realMedia = opts.media !== false;
  const mediaReady = generateDemoMedia({ media: realMedia }).catch((err: unknown) => {
    log(
      `  demo media could not be generated (${err instanceof Error ? err.message.slice(0, 200) : err}); using placeholders`,
    );
    realMedia = false;
    return generateDemoMedia({ media: false });
  });

  await db.execute(sql.raw(`truncate table ${CONTENT_TABLES.join(", ")} restart identity`));
  const school = await loadSchool(db);
  const planned = planCourses(school, r);

  // Covers are needed on the course rows: save them first (small PNGs, no ffmpeg).
  const media = await mediaReady;
  log(`  demo media generated (${seconds()})`);
  const files = new DemoFiles(s, school.admin.id);
  const coverOf = new Map<string, number>();
  for (const [subject, png] of media.covers)
    coverOf.set(subject, await files.save("image", `${subject}课程封面.png`, png));
  // Each course its own cover (subject colours, a motif by name): identical covers side by side
  // on a teacher's page read as a fault.
  for (const { c } of planned) {
    if (!coverOf.has(c.name))
      coverOf.set(c.name, await files.save("image", `${c.name}封面.png`, coverPng(c.subject, 480, 270, c.name)));
  }

  const { courseIds, chapters, sections } = await insertCourses(db, school, planned, coverOf, r);
  log(`  ${courseIds.length} courses, ${chapters} chapters, ${sections.length} sections`);

  const { plans, topicPlans } = planResources(school, planned, sections);
  const shared = await saveSharedMedia(files, media);
  if (realMedia) {
    const processed = await processSharedMedia(s, shared, log);
    log(`  ${processed} media and office files processed (${seconds()})`);
  }
  const { links, durationOf } = await linkFiles(plans, shared, media, files);
  const { resourceIds, notes } = await insertResources(
    db,
    school,
    plans,
    { links, durationOf, names: files.names, coverOf, shared },
    r,
  );
  log(`  ${plans.length} resources (${topicPlans} for course topics), ${notes} knowledge points`);

  await insertTraces(db, school, { planned, courseIds, plans, resourceIds, links }, r);
  await insertCourseMenus(db, school);

  // Course search documents come from the course module (name, teachers, facets, brief).
  await s.courses.reindex(courseIds);
  // Bulk inserts leave the search entries in the GIN indexes' pending lists, which every search
  // scans linearly (the embedded database has no autovacuum): merge them now.
  await db.execute(sql`vacuum analyze courses, resources, resource_notes`);

  await seedLives(db, s, school, { media: realMedia, log });
  await seedTv(db, s, log);

  const summary = {
    courses: courseIds.length,
    sections: sections.length,
    resources: plans.length,
    notes,
    files: files.names.size,
    ms: Date.now() - t0,
  };
  log(`  teaching content loaded in ${(summary.ms / 1000).toFixed(1)} s (${files.names.size} files)`);
  return summary;
}
