import type {
  MySeminarListInput,
  SeminarDetail,
  SeminarJoinInput,
  SeminarKind,
  SeminarListInput,
  SeminarNoticeSaveInput,
  SeminarRole,
  SeminarSaveInput,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEditSeminar, isResearcher, joinRefusal, managesKind, RESEARCHERS_ONLY } from "./research.access.js";
import * as iq from "./research.interaction.queries.js";
import type { ResearchDeps } from "./research.ports.js";
import { toCard, toMember, toNotice } from "./research.present.js";
import { SeminarEditor } from "./research.seminar.editor.js";
import * as q from "./research.seminar.queries.js";

/** Seminars: the public lists and detail, joining and leaving, the host's announcements and summary. */
export class SeminarService {
  /** The host's editor (/network-seminar/{seminarId}/). */
  readonly editor: SeminarEditor;

  constructor(
    private readonly db: Db,
    private readonly deps: ResearchDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.editor = new SeminarEditor(db, deps, (id, user) => this.detail(id, user));
  }

  async list(input: SeminarListInput) {
    const now = this.clock();
    const { rows, count } = await q.pageSeminars(this.db, input, now);
    const names = await this.deps.users.names(rows.map((r) => r.hostId));
    return { list: rows.map((r) => toCard(r, names, now)), count };
  }

  /** The back-office list of one kind (or every kind for interaction/seminar). */
  async adminList(input: SeminarListInput, user: Principal) {
    if (input.kind ? !managesKind(user, input.kind) : !managesKind(user, "teaching") || !managesKind(user, "seminar")) {
      throw forbidden();
    }
    return this.list(input);
  }

  async detail(id: number, user: Principal | null): Promise<SeminarDetail> {
    const now = this.clock();
    const row = await q.findCard(this.db, id);
    if (!row) throw notFound("教研活动不存在");
    const full = (await q.find(this.db, id)) as q.SeminarRow;
    const [members, notices] = await Promise.all([q.members(this.db, id), q.notices(this.db, id)]);
    const names = await this.deps.users.names([row.hostId, ...members.map((m) => m.userId)]);
    const myRole = (user && (members.find((m) => m.userId === user.userId)?.role as SeminarRole)) || null;
    return {
      ...toCard(row, names, now),
      brief: full.brief,
      summary: full.summary,
      notices: notices.map(toNotice),
      members: members.map((m) => toMember(m, names)),
      myRole,
      canJoin: isResearcher(user) && !myRole && !joinRefusal(row, now),
      canEdit: canEditSeminar(user, row),
      materials: await this.deps.resources.cards(await q.resourceIds(this.db, id), user),
      templateId: full.templateId,
      templateName: full.templateId
        ? ((await this.deps.templates.names([full.templateId])).get(full.templateId) ?? "")
        : "",
    };
  }

  async mine(input: MySeminarListInput, user: Principal) {
    const now = this.clock();
    const { rows, count } = await q.pageMine(this.db, input, user.userId);
    const names = await this.deps.users.names(rows.map((r) => r.hostId));
    return { list: rows.map((r) => ({ ...toCard(r, names, now), myRole: r.myRole as SeminarRole })), count };
  }

  async join(input: SeminarJoinInput, user: Principal) {
    const row = await this.load(input.id);
    if (!isResearcher(user)) throw forbidden(RESEARCHERS_ONLY);
    const refusal = joinRefusal(row, this.clock());
    if (refusal) throw badRequest(refusal);
    if (input.orgId && !(await iq.findOrg(this.db, input.orgId))) throw badRequest("参数 orgId：所选参与机构不存在");
    const added = await q.addMember(this.db, {
      seminarId: row.id,
      userId: user.userId,
      role: "participant",
      orgId: input.orgId ?? null,
    });
    if (!added) throw badRequest("您已加入该教研活动");
    return { joined: true };
  }

  async leave(id: number, user: Principal) {
    const row = await this.load(id);
    const role = await q.roleOf(this.db, row.id, user.userId);
    if (!role) throw badRequest("您未加入该教研活动");
    if (role === "host") throw badRequest("主持人不能退出自己主持的教研活动");
    await q.removeMember(this.db, row.id, user.userId);
    return { left: true };
  }

  /** Creates or edits a seminar (back office): the host must be a teacher; the host becomes a member. */
  async save(input: SeminarSaveInput, user: Principal) {
    if (!managesKind(user, input.kind)) throw forbidden();
    const existing = input.id ? await this.load(input.id) : undefined;
    if (existing && (existing.kind !== input.kind || !managesKind(user, existing.kind as SeminarKind))) {
      throw badRequest("参数 kind：不能更改教研类型");
    }
    const title = await filteredField(this.deps.text, "title", input.title);
    const brief = input.brief ? await filteredField(this.deps.text, "brief", input.brief) : null;
    if (!(await iq.findOrg(this.db, input.orgId))) throw badRequest("参数 orgId：所选参与机构不存在");
    if (!(await iq.findSubject(this.db, input.subjectId))) throw badRequest("参数 subjectId：所选学科不存在");
    if (!(await this.deps.users.isTeacher(input.hostId))) throw badRequest("参数 hostId：主持人须为教师");
    const values = {
      kind: input.kind,
      title,
      brief,
      orgId: input.orgId,
      subjectId: input.subjectId,
      hostId: input.hostId,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
      open: input.open,
    };
    return this.db.transaction(async (tx) => {
      const id = existing ? existing.id : await q.insert(tx, values);
      if (existing) await q.update(tx, id, values);
      if (!existing || existing.hostId !== input.hostId) await q.setHost(tx, id, input.hostId);
      return { id };
    });
  }

  async remove(ids: number[], user: Principal) {
    const rows = await q.kindsOf(this.db, [...new Set(ids)]);
    if (rows.length !== new Set(ids).size) throw notFound("教研活动不存在");
    if (rows.some((r) => !managesKind(user, r.kind as SeminarKind))) throw forbidden();
    await q.remove(this.db, ids);
  }

  /** The host (or a manager) posts an announcement to the seminar's page. */
  async postNotice(input: SeminarNoticeSaveInput, user: Principal) {
    const row = await this.editable(input.seminarId, user);
    const title = await filteredField(this.deps.text, "title", input.title);
    const content = await filteredField(this.deps.text, "content", input.content);
    return { id: await q.insertNotice(this.db, { seminarId: row.id, title, content, authorId: user.userId }) };
  }

  /** The host's summary (plain text). */
  async saveSummary(id: number, summary: string, user: Principal) {
    const row = await this.editable(id, user);
    const text = summary ? await filteredField(this.deps.text, "summary", summary) : null;
    await q.update(this.db, row.id, { summary: text });
  }

  private async editable(id: number, user: Principal) {
    const row = await this.load(id);
    if (!canEditSeminar(user, row)) throw forbidden("只有主持人和管理员可以编辑该教研活动");
    return row;
  }

  private async load(id: number) {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("教研活动不存在");
    return row;
  }
}
