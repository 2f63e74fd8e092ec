import {
  type EvaluationForm,
  formItemCount,
  SUPERVISE_EMPTY_FORM,
  type SuperviseTemplateBasicInput,
  type SuperviseTemplateDetail,
  type SuperviseTemplateFormSaveInput,
  type SuperviseTemplateListInput,
  type SuperviseTemplateRow,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import { filteredField, type TextFilter } from "../../platform/text/filter.js";
import type { SuperviseBasePort } from "./supervise.ports.js";
import * as q from "./supervise.template.queries.js";

const IN_USE = "模板已有评价在使用，不能修改评价内容；请复制后修改（已提交的评价保留原版本）";

/** How many ready templates a picker in another module offers. */
const READY_CHOICES = 200;

/**
 * Evaluation templates: step 1 (basic data), step 2 (the indicator tree), preview, copy. The
 * form of a template that evaluations use is frozen; a copy carries the next version.
 */
export class TemplateService {
  constructor(
    private readonly db: Db,
    private readonly deps: { base: SuperviseBasePort; textFilter: TextFilter },
  ) {}

  async list(input: SuperviseTemplateListInput) {
    const { rows, count } = await q.pageOfTemplates(this.db, input);
    const types = await this.courseTypes();
    return { count, list: rows.map((r) => this.toRow(r.t, r.used, r.activities, types)) };
  }

  /** Templates ready to evaluate with (step 2 saved), newest first, for other modules' pickers. */
  async readyChoices(): Promise<{ id: number; name: string }[]> {
    const { list } = await this.list({ pageNo: 1, pageSize: READY_CHOICES, ready: true });
    return list.map((t) => ({ id: t.id, name: t.name }));
  }

  async detail(id: number): Promise<SuperviseTemplateDetail> {
    const r = await q.findTemplate(this.db, id);
    if (!r) throw notFound("评价模板不存在");
    return { ...this.toRow(r.t, r.used, r.activities, await this.courseTypes()), form: r.t.form };
  }

  /** The frozen form an evaluation starts from; refuses a template whose step 2 is not saved. */
  async formFor(id: number) {
    const r = await q.findTemplate(this.db, id);
    if (!r) throw notFound("评价模板不存在");
    if (!r.t.ready) throw badRequest("参数 templateId：评价模板尚未设置评价指标");
    return { id: r.t.id, name: r.t.name, version: r.t.version, form: r.t.form, evaluatorKinds: r.t.evaluatorKinds };
  }

  async names(ids: number[]) {
    return new Map((await q.templatesByIds(this.db, ids)).map((t) => [t.id, t]));
  }

  /** Step 1. A new template starts with an empty form; changing the scoring mode of a used one is refused. */
  async saveBasic(input: SuperviseTemplateBasicInput, user: Principal): Promise<{ id: number }> {
    const name = await filteredField(this.deps.textFilter, "name", input.name);
    const description = await filteredField(this.deps.textFilter, "description", input.description);
    await this.checkCourseTypes(input.courseTypeIds);
    const values = { name, description, courseTypeIds: input.courseTypeIds, evaluatorKinds: input.evaluatorKinds };
    if (!input.id) {
      const id = await q.insertTemplate(this.db, {
        ...values,
        mode: input.mode,
        form: SUPERVISE_EMPTY_FORM(input.mode),
        createdBy: user.userId,
      });
      return { id };
    }
    const id = input.id;
    await this.db.transaction(async (tx) => {
      const row = await q.lockTemplate(tx, id);
      if (!row) throw notFound("评价模板不存在");
      if (row.mode !== input.mode) {
        if ((await q.evaluationsUsing(tx, id)) > 0) throw conflict(IN_USE);
        // The levels and marks read differently in the other mode: the form follows the mode.
        await q.updateTemplate(tx, id, { ...values, mode: input.mode, form: { ...row.form, mode: input.mode } });
        return;
      }
      await q.updateTemplate(tx, id, values);
    });
    return { id };
  }

  /** Step 2: the whole form at once. Refused while evaluations use the template. */
  async saveForm(input: SuperviseTemplateFormSaveInput): Promise<SuperviseTemplateDetail> {
    const form = await this.filterForm(input.form);
    await this.db.transaction(async (tx) => {
      const row = await q.lockTemplate(tx, input.id);
      if (!row) throw notFound("评价模板不存在");
      if (form.mode !== row.mode) throw badRequest("参数 form.mode：计分方式须与第一步一致");
      if ((await q.evaluationsUsing(tx, input.id)) > 0) throw conflict(IN_USE);
      await q.updateTemplate(tx, input.id, { form, ready: true });
    });
    return this.detail(input.id);
  }

  /** A copy to change freely: "（副本）", the next version, the source remembered. */
  async copy(id: number, user: Principal): Promise<{ id: number }> {
    const r = await q.findTemplate(this.db, id);
    if (!r) throw notFound("评价模板不存在");
    const { t } = r;
    const newId = await q.insertTemplate(this.db, {
      name: `${t.name.slice(0, 54)}（副本）`,
      courseTypeIds: t.courseTypeIds,
      evaluatorKinds: t.evaluatorKinds,
      mode: t.mode,
      description: t.description,
      form: t.form,
      ready: t.ready,
      version: t.version + 1,
      sourceId: t.id,
      createdBy: user.userId,
    });
    return { id: newId };
  }

  /** Deletes templates no evaluation used (tasks keep the id; the task service refuses those in tasks). */
  async remove(ids: number[], inTasks: (ids: number[]) => Promise<number[]>) {
    for (const id of ids) {
      if ((await q.evaluationsUsing(this.db, id)) > 0) throw conflict("模板已有评价在使用，不能删除");
    }
    const busy = await inTasks(ids);
    if (busy.length) throw conflict("模板已被督导任务使用，不能删除");
    await q.deleteTemplates(this.db, ids);
  }

  private async filterForm(form: EvaluationForm): Promise<EvaluationForm> {
    const f = this.deps.textFilter;
    const indicators = [];
    for (const [i, ind] of form.indicators.entries()) {
      const items = [];
      for (const [j, item] of ind.items.entries()) {
        items.push({
          ...item,
          name: await filteredField(f, `form.indicators.${i}.items.${j}.name`, item.name),
          description: await filteredField(f, `form.indicators.${i}.items.${j}.description`, item.description),
        });
      }
      indicators.push({
        ...ind,
        name: await filteredField(f, `form.indicators.${i}.name`, ind.name),
        description: await filteredField(f, `form.indicators.${i}.description`, ind.description),
        items,
      });
    }
    const questions = [];
    for (const [i, qu] of form.questions.entries()) {
      questions.push({ ...qu, title: await filteredField(f, `form.questions.${i}.title`, qu.title) });
    }
    return { ...form, indicators, questions };
  }

  private async courseTypes() {
    return new Map((await this.deps.base.kvElements("COURSE_TYPE")).map((e) => [e.id, e.name]));
  }

  private async checkCourseTypes(ids: number[]) {
    const types = await this.courseTypes();
    if (ids.some((id) => !types.has(id))) throw badRequest("参数 courseTypeIds：课程类型不存在");
  }

  private toRow(
    t: q.TemplateRowDb,
    used: number,
    activities: number,
    types: Map<number, string>,
  ): SuperviseTemplateRow {
    return {
      id: t.id,
      name: t.name,
      courseTypeIds: t.courseTypeIds,
      courseTypeNames: t.courseTypeIds.map((id) => types.get(id) ?? "").filter(Boolean),
      evaluatorKinds: t.evaluatorKinds as SuperviseTemplateRow["evaluatorKinds"],
      mode: t.mode as SuperviseTemplateRow["mode"],
      description: t.description,
      version: t.version,
      sourceId: t.sourceId,
      ready: t.ready,
      used,
      activities,
      itemCount: formItemCount(t.form),
      updatedAt: t.updatedAt.toISOString(),
    };
  }
}
