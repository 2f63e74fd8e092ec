import { PUBLISH_STATUS } from "@otp/contract";
import { sectionResources } from "../modules/course/course.tables.js";
import { noteSearchDoc, resourceSearchDoc } from "../modules/resource/resource.search-doc.js";
import { resourceFiles, resourceNotes, resources } from "../modules/resource/resource.tables.js";
import type { Db } from "../platform/db/client.js";
import type { FileLink, SharedFiles } from "./content-files.js";
import type { ResourcePlan } from "./content-resource-plans.js";
import type { ContentRandom, School } from "./content-school.js";
import { NOTE_PHRASES } from "./content-texts.js";
import { NOTE_SECONDS } from "./demo-playable.js";

/** The resource rows (one insert), their files, their places in course sections, and knowledge-point notes. */

export interface PlannedFiles {
  links: FileLink[];
  durationOf: (number | null)[];
  /** Every saved file's name by id. */
  names: Map<number, string>;
  /** The subject covers by subject. */
  coverOf: Map<string, number>;
  shared: SharedFiles;
}

/** Writes the resources; returns their ids in plan order and how many notes were written. */
export async function insertResources(
  db: Db,
  school: School,
  plans: ResourcePlan[],
  files: PlannedFiles,
  r: ContentRandom,
): Promise<{ resourceIds: number[]; notes: number }> {
  const { people, elementRows, element, orgName, currentTerm, previousTerm } = school;
  const { links, durationOf, names: fileName, coverOf } = files;
  const { videoFiles } = files.shared;
  const ownerName = new Map(people.map((p) => [p.id, p.realName]));
  const subjectName = (id: number | null) => (id ? (elementRows.find((e) => e.id === id)?.name ?? null) : null);
  const resourceValues = plans.map((plan, i) => {
    const created = r.daysAgo(5 + Math.floor(((plans.length - i) / plans.length) * 280));
    const subjectId = plan.subject ? element("SUBJECT", plan.subject) : null;
    const published = plan.status === PUBLISH_STATUS.PUBLISHED;
    const playable = plan.type === "VIDEO" || plan.type === "MULTISCREEN";
    const fileNames = links.filter((l) => l.plan === i).map((l) => fileName.get(l.fileId) ?? "");
    const isZip = fileNames.some((n) => n.toLowerCase().endsWith(".zip"));
    return {
      name: plan.name,
      kind: plan.kind,
      type: plan.type,
      brief: plan.brief,
      // Videos show their thumbnail; documents and audio the subject's cover.
      coverFileId:
        plan.type === "DOCUMENT" || plan.type === "AUDIO"
          ? plan.subject
            ? (coverOf.get(plan.subject) ?? null)
            : null
          : null,
      ownerId: plan.ownerId,
      ownerType: plan.ownerType,
      orgId: plan.orgId,
      subjectId,
      termId: i % 7 === 6 ? previousTerm : currentTerm,
      visibility: i % 7 === 3 ? "school" : "public",
      // A zip can only be used downloaded, so zips always allow it.
      allowDownload: i % 9 !== 4 || isZip,
      status: plan.status,
      rejectReason: plan.rejectReason ?? null,
      duration: durationOf[i] ?? null,
      visitCount: published ? Math.floor((playable ? 80 : 20) + r.rand() * (playable ? 3000 : 900)) : 0,
      downloadCount: 0,
      // The same document ResourceService writes on save.
      searchDoc: resourceSearchDoc({
        name: plan.name,
        brief: plan.brief,
        ownerName: ownerName.get(plan.ownerId),
        subjectName: subjectName(subjectId),
        orgName: plan.orgId ? orgName.get(plan.orgId) : null,
        fileNames,
      }) as unknown as string,
      createdAt: created,
      updatedAt: created,
      publishedAt: published ? created : null,
    };
  });
  const resourceRows = await db.insert(resources).values(resourceValues).returning({ id: resources.id });
  const resourceId = (i: number) => resourceRows[i]?.id as number;

  await db.insert(resourceFiles).values(
    links.map((l, k) => ({
      resourceId: resourceId(l.plan),
      fileId: l.fileId,
      label: l.label,
      captionFileId: l.captionFileId,
      sort: k - links.findIndex((x) => x.plan === l.plan),
    })),
  );
  const attach = plans.flatMap((plan, i) =>
    plan.sections.map((sec) => ({ sectionId: sec.sectionId, courseId: sec.courseId, resourceId: resourceId(i) })),
  );
  // Within a section: the topic's own resource first, albums after.
  const sortIn = new Map<number, number>();
  await db.insert(sectionResources).values(
    attach.map((a) => {
      const n = sortIn.get(a.sectionId) ?? 0;
      sortIn.set(a.sectionId, n + 1);
      return { ...a, sort: n };
    }),
  );

  const noteValues: (typeof resourceNotes.$inferInsert)[] = [];
  for (const [i, plan] of plans.entries()) {
    if (plan.status !== PUBLISH_STATUS.PUBLISHED || (plan.type !== "VIDEO" && plan.type !== "MULTISCREEN")) continue;
    const v = plan.type === "VIDEO" ? videoFiles[plan.media % videoFiles.length] : videoFiles[0];
    if (!v) continue;
    const count = 1 + (i % 3);
    const where = plan.sections[0];
    for (let k = 0; k < count; k++) {
      // Phrases follow the lesson: opening, then examples, then the summary.
      const phrase = NOTE_PHRASES[(k * 2 + (i % 2)) % NOTE_PHRASES.length] as string;
      const content = `${plan.topic.replace(/（.*?）/g, "")}：${phrase}`;
      noteValues.push({
        resourceId: resourceId(i),
        courseId: where?.courseId ?? null,
        sectionId: where?.sectionId ?? null,
        userId: plan.ownerId,
        second: NOTE_SECONDS[k] as number,
        content,
        imgFileId: v.frames[k] ?? null,
        searchDoc: noteSearchDoc({ content, resourceName: plan.name }) as unknown as string,
        createdAt: r.daysAgo(Math.floor(r.rand() * 60)),
      });
    }
  }
  if (noteValues.length) await db.insert(resourceNotes).values(noteValues);
  return { resourceIds: resourceRows.map((row) => row.id), notes: noteValues.length };
}
