import type { LiveClassroom, PatrolListInput, PatrolRow, PatrolSaveInput } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import * as q from "./patrol.queries.js";
import { evaluatorKindOf, managesSupervision } from "./supervise.access.js";
import type { SuperviseDeps } from "./supervise.ports.js";

/** Patrol (巡课): the wall of classrooms live now (from the live port) and patrol records. */
export class PatrolService {
  constructor(
    private readonly db: Db,
    private readonly deps: Pick<SuperviseDeps, "lives" | "users" | "textFilter">,
  ) {}

  /** Supervisors, experts and managers patrol; teachers and students do not. */
  private assertPatroller(user: Principal) {
    const kind = evaluatorKindOf(user);
    if (!managesSupervision(user) && kind !== "expert" && kind !== "leader") throw forbidden("只有督导和专家可以巡课");
  }

  async wall(user: Principal): Promise<LiveClassroom[]> {
    this.assertPatroller(user);
    const lives = await this.deps.lives.liveNow(user);
    const names = await this.deps.users.names(lives.flatMap((l) => (l.teacherId ? [l.teacherId] : [])));
    return lives.map((l) => ({ ...l, teacherName: l.teacherId ? (names.get(l.teacherId)?.realName ?? "") : "" }));
  }

  async classroom(liveId: number, user: Principal): Promise<LiveClassroom> {
    this.assertPatroller(user);
    const live = await this.deps.lives.playable(liveId, user);
    if (!live) throw notFound("直播课堂不存在或已结束");
    const names = await this.deps.users.names(live.teacherId ? [live.teacherId] : []);
    const { recordings: _r, ...room } = live;
    return { ...room, teacherName: live.teacherId ? (names.get(live.teacherId)?.realName ?? "") : "" };
  }

  async save(input: PatrolSaveInput, user: Principal): Promise<{ id: number }> {
    this.assertPatroller(user);
    let teacherId = input.teacherId ?? null;
    if (input.liveId) {
      const live = await this.deps.lives.playable(input.liveId, user);
      if (!live) throw badRequest("参数 liveId：直播课堂不存在");
      teacherId = live.teacherId ?? teacherId;
    }
    if (teacherId && !(await this.deps.users.names([teacherId])).has(teacherId))
      throw badRequest("参数 teacherId：教师不存在");
    const id = await q.insertPatrol(this.db, {
      patrollerId: user.userId,
      liveId: input.liveId ?? null,
      teacherId,
      room: await filteredField(this.deps.textFilter, "room", input.room),
      onTime: input.onTime,
      order: input.order,
      teachingState: input.teachingState,
      photoFileId: input.photoFileId ?? null,
      remark: await filteredField(this.deps.textFilter, "remark", input.remark),
    });
    return { id };
  }

  async list(input: PatrolListInput) {
    const { rows, count } = await q.pageOfPatrols(this.db, input);
    const names = await this.deps.users.names(
      rows.flatMap(({ p }) => [p.patrollerId, ...(p.teacherId ? [p.teacherId] : [])]),
    );
    return { count, list: rows.map(({ p }) => toRow(p, names)) };
  }

  async detail(id: number): Promise<PatrolRow> {
    const p = await q.findPatrol(this.db, id);
    if (!p) throw notFound("巡课记录不存在");
    const names = await this.deps.users.names([p.patrollerId, ...(p.teacherId ? [p.teacherId] : [])]);
    return toRow(p, names);
  }
}

function toRow(
  p: NonNullable<Awaited<ReturnType<typeof q.findPatrol>>>,
  names: Map<number, { realName: string }>,
): PatrolRow {
  return {
    id: p.id,
    patrollerName: names.get(p.patrollerId)?.realName ?? "",
    teacherName: p.teacherId ? (names.get(p.teacherId)?.realName ?? "") : "",
    liveId: p.liveId,
    room: p.room,
    onTime: p.onTime,
    order: p.order,
    teachingState: p.teachingState,
    photoFileId: p.photoFileId,
    remark: p.remark,
    createdAt: p.createdAt.toISOString(),
  };
}
