import { randomBytes } from "node:crypto";
import type {
  PlaceSaveInput,
  ResearchListInput,
  ResearchOption,
  ResearchOrgSaveInput,
  ResearchSubjectSaveInput,
  TerminalSaveInput,
} from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import * as q from "./research.interaction.queries.js";
import type { ResearchDeps } from "./research.ports.js";
import { toPlace, toTerminal } from "./research.present.js";

const newTerminalKey = () => randomBytes(15).toString("hex");
const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * The interaction back office (业务管理 → 互动教研): participating organizations, subjects,
 * SIP/streaming terminals with the RTMP push address the platform generates, and places.
 */
export class InteractionService {
  constructor(
    private readonly db: Db,
    private readonly deps: ResearchDeps,
  ) {}

  /* ---------- organizations ---------- */

  async listOrgs(input: ResearchListInput) {
    const { rows, count } = await q.pageOrgs(this.db, input);
    return { list: rows, count };
  }

  async orgOptions(): Promise<ResearchOption[]> {
    return q.allOrgs(this.db);
  }

  async saveOrg(input: ResearchOrgSaveInput) {
    if (input.id && !(await q.findOrg(this.db, input.id))) throw notFound("参与机构不存在");
    const name = await filteredField(this.deps.text, "name", input.name);
    if (await q.orgNameTaken(this.db, name, input.id)) throw conflict(`参与机构“${name}”已存在`);
    const values = {
      name,
      code: blankToNull(input.code),
      contact: blankToNull(input.contact),
      phone: blankToNull(input.phone),
      address: blankToNull(input.address),
      sort: input.sort ?? 0,
    };
    if (input.id) {
      await q.updateOrg(this.db, input.id, values);
      return { id: input.id };
    }
    return { id: await q.insertOrg(this.db, values) };
  }

  async deleteOrgs(ids: number[]) {
    await this.allExist("org", ids, "参与机构不存在");
    if ((await q.orgsInUse(this.db, ids)).length) throw conflict("参与机构下还有终端或场所，请先删除它们");
    await q.deleteOrgs(this.db, ids);
  }

  /** Names of organizations by id, for other parts of the module (seminars, meetings). */
  orgNames(ids: number[]) {
    return q.orgNames(this.db, ids);
  }

  /* ---------- subjects ---------- */

  async listSubjects(input: ResearchListInput) {
    const { rows, count } = await q.pageSubjects(this.db, input);
    return { list: rows, count };
  }

  async subjectOptions(): Promise<ResearchOption[]> {
    return q.allSubjects(this.db);
  }

  async saveSubject(input: ResearchSubjectSaveInput) {
    if (input.id && !(await q.findSubject(this.db, input.id))) throw notFound("学科不存在");
    const name = await filteredField(this.deps.text, "name", input.name);
    if (await q.subjectNameTaken(this.db, name, input.id)) throw conflict(`学科“${name}”已存在`);
    const values = { name, code: blankToNull(input.code), sort: input.sort ?? 0 };
    if (input.id) {
      await q.updateSubject(this.db, input.id, values);
      return { id: input.id };
    }
    return { id: await q.insertSubject(this.db, values) };
  }

  async deleteSubjects(ids: number[]) {
    await this.allExist("subject", ids, "学科不存在");
    await q.deleteSubjects(this.db, ids);
  }

  /* ---------- terminals ---------- */

  async listTerminals(input: ResearchListInput, host: string) {
    const { rows, count } = await q.pageTerminals(this.db, input);
    const server = this.deps.live.rtmpServer(host);
    return { list: rows.map((r) => toTerminal(r, server)), count };
  }

  /** Enabled terminals not yet installed in a place (plus the place's own), for the place form. */
  async terminalOptions(orgId: number | undefined, placeId: number | undefined): Promise<ResearchOption[]> {
    return q.freeTerminals(this.db, orgId, placeId);
  }

  async saveTerminal(input: TerminalSaveInput) {
    const existing = input.id ? await q.findTerminal(this.db, input.id) : undefined;
    if (input.id && !existing) throw notFound("终端不存在");
    if (!(await q.findOrg(this.db, input.orgId))) throw badRequest("参数 orgId：所选参与机构不存在");
    const name = await filteredField(this.deps.text, "name", input.name);
    if (await q.terminalNameTaken(this.db, input.orgId, name, input.id)) {
      throw conflict(`该机构已有名为“${name}”的终端`);
    }
    if (existing && existing.orgId !== input.orgId) {
      const place = await q.placeOfTerminal(this.db, existing.id);
      if (place) throw badRequest(`参数 orgId：终端已安装在场所“${place.name}”，不能改到其他机构`);
    }
    const values = {
      name,
      orgId: input.orgId,
      kind: input.kind,
      sipUri: input.kind === "sip" ? blankToNull(input.sipUri) : null,
      state: input.state,
      remark: blankToNull(input.remark),
    };
    if (existing) {
      await q.updateTerminal(this.db, existing.id, values);
      return { id: existing.id };
    }
    return { id: await q.insertTerminal(this.db, { ...values, streamKey: newTerminalKey() }) };
  }

  /** A new push key: the old address stops working (a leaked address is shut out). */
  async rotateTerminalKey(id: number) {
    if (!(await q.findTerminal(this.db, id))) throw notFound("终端不存在");
    await q.updateTerminal(this.db, id, { streamKey: newTerminalKey() });
    return { rotated: true };
  }

  async deleteTerminals(ids: number[]) {
    await this.allExist("terminal", ids, "终端不存在");
    await q.deleteTerminals(this.db, ids);
  }

  /* ---------- places ---------- */

  async listPlaces(input: ResearchListInput) {
    const { rows, count } = await q.pagePlaces(this.db, input);
    return { list: rows.map(toPlace), count };
  }

  async savePlace(input: PlaceSaveInput) {
    if (input.id && !(await q.findPlace(this.db, input.id))) throw notFound("场所不存在");
    if (!(await q.findOrg(this.db, input.orgId))) throw badRequest("参数 orgId：所选参与机构不存在");
    const name = await filteredField(this.deps.text, "name", input.name);
    if (await q.placeNameTaken(this.db, input.orgId, name, input.id)) throw conflict(`该机构已有名为“${name}”的场所`);
    const terminalId = input.terminalId ?? null;
    if (terminalId) {
      const terminal = await q.findTerminal(this.db, terminalId);
      if (!terminal) throw badRequest("参数 terminalId：所选终端不存在");
      if (terminal.orgId !== input.orgId) throw badRequest("参数 terminalId：终端不属于该机构");
      if (terminal.state !== "enabled") throw badRequest("参数 terminalId：终端已停用");
      const other = await q.placeOfTerminal(this.db, terminalId, input.id);
      if (other) throw conflict(`终端已安装在场所“${other.name}”`);
    }
    const values = {
      name,
      orgId: input.orgId,
      terminalId,
      location: blankToNull(input.location),
      capacity: input.capacity ?? 0,
    };
    if (input.id) {
      await q.updatePlace(this.db, input.id, values);
      return { id: input.id };
    }
    return { id: await q.insertPlace(this.db, values) };
  }

  async deletePlaces(ids: number[]) {
    await this.allExist("place", ids, "场所不存在");
    await q.deletePlaces(this.db, ids);
  }

  private async allExist(kind: "org" | "subject" | "terminal" | "place", ids: number[], msg: string) {
    const unique = [...new Set(ids)];
    if ((await q.existing(this.db, kind, unique)).length !== unique.length) throw notFound(msg);
  }
}
