import {
  DEFAULT_SUPERVISE_SETTING,
  type SupervisePhraseListInput,
  type SupervisePhraseSaveInput,
  type SuperviseSetting,
} from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { notFound } from "../../platform/http/errors.js";
import { filteredField, type TextFilter } from "../../platform/text/filter.js";
import * as q from "./supervise.template.queries.js";

/** 督导设置 and 常用评语: the rules every task and evaluation reads, and the phrase list. */
export class SuperviseSettings {
  constructor(
    private readonly db: Db,
    private readonly textFilter: TextFilter,
  ) {}

  /** The saved settings over the defaults (a setting never saved reads as its default). */
  async get(): Promise<SuperviseSetting> {
    return { ...DEFAULT_SUPERVISE_SETTING, ...((await q.readSetting(this.db)) ?? {}) };
  }

  async save(value: SuperviseSetting): Promise<SuperviseSetting> {
    await q.writeSetting(this.db, value);
    return this.get();
  }

  async phrases(input: SupervisePhraseListInput) {
    const { rows, count } = await q.pageOfPhrases(this.db, input);
    return { list: rows, count };
  }

  async savePhrase(input: SupervisePhraseSaveInput) {
    const content = await filteredField(this.textFilter, "content", input.content);
    const id = await q.savePhrase(this.db, { ...input, content });
    if (!id) throw notFound("常用评语不存在");
    return { id };
  }

  removePhrases(ids: number[]) {
    return q.deletePhrases(this.db, ids);
  }
}
