import { PUBLISH_STATUS } from "@otp/contract";
import { sql } from "drizzle-orm";
import { collects } from "../modules/collect/collect.tables.js";
import { courseComments } from "../modules/course/course.tables.js";
import { downloads } from "../modules/resource/resource.tables.js";
import type { Db } from "../platform/db/client.js";
import { courseStatus, type PlannedCourse } from "./content-courses.js";
import type { FileLink } from "./content-files.js";
import type { ResourcePlan } from "./content-resource-plans.js";
import type { ContentRandom, School } from "./content-school.js";
import { COMMENTS } from "./content-texts.js";

/** People's traces on the demo content: course comments, collects and downloads. */
export async function insertTraces(
  db: Db,
  school: School,
  content: {
    planned: PlannedCourse[];
    courseIds: number[];
    plans: ResourcePlan[];
    resourceIds: number[];
    links: FileLink[];
  },
  r: ContentRandom,
): Promise<void> {
  const { students, demoStudent } = school;
  const { planned, courseIds, plans, resourceIds, links } = content;
  const publishedCourses = planned.flatMap((p, i) =>
    courseStatus(p.c) === PUBLISH_STATUS.PUBLISHED ? [courseIds[i] as number] : [],
  );
  const resourceId = (i: number) => resourceIds[i] as number;
  const commentValues: (typeof courseComments.$inferInsert)[] = [];
  for (const [n, courseId] of publishedCourses.entries()) {
    const count = 1 + (n % 5);
    for (let k = 0; k < count; k++) {
      const who = students[(n * 13 + k * 29) % students.length];
      if (!who) continue;
      commentValues.push({
        courseId,
        userId: who.id,
        content: COMMENTS[(n * 3 + k * 7) % COMMENTS.length] as string,
        createdAt: r.daysAgo(Math.floor(r.rand() * 30)),
      });
    }
  }
  if (demoStudent && publishedCourses[0]) {
    commentValues.push({
      courseId: publishedCourses[0],
      userId: demoStudent.id,
      content: "第一次在平台上学习，课程内容很丰富！",
      createdAt: r.daysAgo(1),
    });
  }
  await db.insert(courseComments).values(commentValues);

  const publishedResources = plans.flatMap((p, i) => (p.status === PUBLISH_STATUS.PUBLISHED ? [i] : []));
  const collectRows = new Map<string, typeof collects.$inferInsert>();
  const collect = (userId: number, targetType: "course" | "resource", targetId: number) =>
    collectRows.set(`${userId}/${targetType}/${targetId}`, {
      userId,
      targetType,
      targetId,
      createdAt: r.daysAgo(Math.floor(r.rand() * 20)),
    });
  if (demoStudent) {
    for (let k = 0; k < 6; k++)
      collect(demoStudent.id, "course", publishedCourses[(k * 5) % publishedCourses.length] as number);
    for (let k = 0; k < 8; k++)
      collect(
        demoStudent.id,
        "resource",
        resourceId(publishedResources[(k * 17) % publishedResources.length] as number),
      );
  }
  for (const [n, st] of students.slice(0, 40).entries()) {
    collect(st.id, "course", r.pick(publishedCourses));
    collect(st.id, "resource", resourceId(publishedResources[(n * 31) % publishedResources.length] as number));
  }
  await db.insert(collects).values([...collectRows.values()]);

  const docs = plans.flatMap((p, i) => (p.status === PUBLISH_STATUS.PUBLISHED && p.type === "DOCUMENT" ? [i] : []));
  const downloadValues: (typeof downloads.$inferInsert)[] = [];
  const downloader = [...(demoStudent ? [demoStudent] : []), ...students.slice(0, 30)];
  for (const [n, who] of downloader.entries()) {
    const times = who === demoStudent ? 5 : 1 + (n % 2);
    for (let k = 0; k < times; k++) {
      const i = docs[(n * 7 + k * 3) % docs.length];
      if (i === undefined) continue;
      const file = links.find((l) => l.plan === i);
      if (!file) continue;
      downloadValues.push({
        userId: who.id,
        resourceId: resourceId(i),
        fileId: file.fileId,
        createdAt: r.daysAgo(Math.floor(r.rand() * 25)),
      });
    }
  }
  if (downloadValues.length) {
    await db.insert(downloads).values(downloadValues);
    await db.execute(
      sql`update resources set download_count = d.n + (resources.id % 17) from (select resource_id, count(*)::int as n from downloads group by resource_id) d where d.resource_id = resources.id`,
    );
  }
}
