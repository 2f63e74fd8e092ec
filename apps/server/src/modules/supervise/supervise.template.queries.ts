import type { EvaluationForm, SuperviseSetting } from "@otp/contract";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.js";
import { type Page, pageOf, total } from "../../platform/db/paging.js";
import { allOf, anyContains } from "../../platform/db/sql-helpers.js";
import { supEvaluations, supPhrases, supSettings, supTemplates } from "./supervise.tables.js";

/** Statements of templates, the settings row and the common-phrase list. */

export type TemplateRowDb = typeof supTemplates.$inferSelect;

// Qualified by hand: inside the subquery an unqualified "id" is the evaluation's own id.
const usedCount =
  sql<number>`(select count(*) from sup_evaluations e where e.template_id = "sup_templates"."id")`.mapWith(Number);

// Activities (学生评教 campaigns) freeze the form into themselves; counted for 使用中 and delete.
const activityCount =
  sql<number>`(select count(*) from sup_activities a where a.template_id = "sup_templates"."id")`.mapWith(Number);

export function pageOfTemplates(db: DbOrTx, page: Page & { keyword?: string; ready?: boolean }) {
  return pageOf(
    page,
    db
      .select({ t: supTemplates, used: usedCount, activities: activityCount, total })
      .from(supTemplates)
      .where(
        allOf(
          page.keyword ? anyContains(page.keyword, supTemplates.name) : undefined,
          page.ready === undefined ? undefined : eq(supTemplates.ready, page.ready),
        ),
      )
      .orderBy(desc(supTemplates.updatedAt), desc(supTemplates.id))
      .$dynamic(),
  );
}

export async function findTemplate(db: DbOrTx, id: number) {
  const [r] = await db
    .select({ t: supTemplates, used: usedCount, activities: activityCount })
    .from(supTemplates)
    .where(eq(supTemplates.id, id));
  return r;
}

/** Locks the template row so a form save and an evaluation start cannot interleave. */
export async function lockTemplate(db: DbOrTx, id: number) {
  const [r] = await db.select().from(supTemplates).where(eq(supTemplates.id, id)).for("update");
  return r;
}

export async function evaluationsUsing(db: DbOrTx, templateId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(supEvaluations).where(eq(supEvaluations.templateId, templateId));
  return r?.n ?? 0;
}

export async function insertTemplate(db: DbOrTx, values: typeof supTemplates.$inferInsert) {
  const [r] = await db.insert(supTemplates).values(values).returning({ id: supTemplates.id });
  return r?.id as number;
}

export async function updateTemplate(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<TemplateRowDb, "name" | "courseTypeIds" | "evaluatorKinds" | "mode" | "description" | "ready">
  > & {
    form?: EvaluationForm;
  },
) {
  await db
    .update(supTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(supTemplates.id, id));
}

export async function deleteTemplates(db: DbOrTx, ids: number[]) {
  await db.delete(supTemplates).where(inArray(supTemplates.id, ids));
}

export async function templatesByIds(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: supTemplates.id, name: supTemplates.name, version: supTemplates.version })
    .from(supTemplates)
    .where(inArray(supTemplates.id, ids));
}

/* settings */

export async function readSetting(db: DbOrTx): Promise<SuperviseSetting | undefined> {
  const [r] = await db.select({ value: supSettings.value }).from(supSettings).where(eq(supSettings.id, 1));
  return r?.value;
}

export async function writeSetting(db: DbOrTx, value: SuperviseSetting) {
  await db
    .insert(supSettings)
    .values({ id: 1, value })
    .onConflictDoUpdate({ target: supSettings.id, set: { value, updatedAt: new Date() } });
}

/* common phrases */

export function pageOfPhrases(db: DbOrTx, page: Page & { keyword?: string }) {
  return pageOf(
    page,
    db
      .select({ id: supPhrases.id, content: supPhrases.content, sort: supPhrases.sort, total })
      .from(supPhrases)
      .where(page.keyword ? anyContains(page.keyword, supPhrases.content) : undefined)
      .orderBy(asc(supPhrases.sort), asc(supPhrases.id))
      .$dynamic(),
  );
}

export async function savePhrase(db: DbOrTx, w: { id?: number; content: string; sort: number }) {
  if (w.id) {
    const r = await db
      .update(supPhrases)
      .set({ content: w.content, sort: w.sort })
      .where(eq(supPhrases.id, w.id))
      .returning({ id: supPhrases.id });
    return r[0]?.id;
  }
  const [r] = await db.insert(supPhrases).values({ content: w.content, sort: w.sort }).returning({ id: supPhrases.id });
  return r?.id;
}

export async function deletePhrases(db: DbOrTx, ids: number[]) {
  await db.delete(supPhrases).where(inArray(supPhrases.id, ids));
}
