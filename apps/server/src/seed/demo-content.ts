import type { Services } from "../app.js";
import type { Db } from "../platform/db/client.js";
import { seedActivities } from "./activities.js";
import { seedAnnouncements } from "./announcements.js";
import { seedAssignments } from "./assignments.js";
import { type SeedContentOptions, seedContent } from "./content.js";
import { seedPrepare } from "./prepare.js";
import { seedRegistrations } from "./registrations.js";
import { seedAppVersions } from "./releases.js";
import { seedResearch } from "./research.js";
import { seedStatistics } from "./statistics.js";
import { seedSupervise } from "./supervise.js";
import { seedTeacherHonours } from "./teachers.js";
import { seedTeachGroups } from "./teachgroups.js";
import { seedTeachingClasses } from "./teaching-classes.js";
import { seedTeachTasks } from "./teachtasks.js";
import { seedTimetable } from "./timetable.js";

/**
 * Everything the demo adds on top of the school (users, orgs, base data): teaching content, then
 * the work of every domain, made through the services. The steps run in this order, as later ones
 * read what earlier ones made (courses, groups, classes). Demo-data tests run it as the seed does.
 */
export async function seedDemoContent(db: Db, s: Services, opts: SeedContentOptions = {}): Promise<void> {
  await seedContent(db, s, opts);
  await seedStatistics(db, s);
  await seedSupervise(s);
  await seedAnnouncements(db, s);
  await seedActivities(db, s);
  await seedTeacherHonours(s);
  await seedTeachGroups(s);
  await seedAssignments(db, s);
  await seedPrepare(db, s);
  await seedTeachTasks(s);
  await seedTimetable(db, s);
  await seedAppVersions(s);
  await seedResearch(s, db);
  await seedRegistrations(s);
  await seedTeachingClasses(s);
}
