import {
  endpoints,
  type SuperviseLiveClassroom,
  type SupervisePatrolGrabInput,
  type SupervisePatrolListInput,
  type SupervisePatrolPhoto,
  type SupervisePatrolRow,
  type SupervisePatrolSaveInput,
  urlOf,
} from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canSeePhoto, evaluatorKindOf, managesSupervision } from "./supervise.access.js";
import * as q from "./supervise.patrol.queries.js";
import type { SuperviseDeps } from "./supervise.ports.js";
import type { SuperviseSettings } from "./supervise.settings.js";

/** Where a patrol photo is served: its own login route, never the public picture route. */
const photoAddress = (fileId: number) => urlOf(endpoints.supervise.patrol.photo, { fileId });

/** Patrol (巡课): the wall of classrooms live now (from the live port) and patrol records. */
export class PatrolService {
  constructor(
    private readonly db: Db,
    private readonly deps: Pick<SuperviseDeps, "lives" | "users" | "textFilter" | "photos">,
    private readonly settings: SuperviseSettings,
  ) {}

  /** Supervisors, experts and managers patrol; teachers and students do not. */
  private assertPatroller(user: Principal) {
    const kind = evaluatorKindOf(user);
    if (!managesSupervision(user) && kind !== "expert" && kind !== "leader") throw forbidden("只有督导和专家可以巡课");
  }

  async wall(user: Principal): Promise<SuperviseLiveClassroom[]> {
    this.assertPatroller(user);
    const lives = await this.deps.lives.liveNow(user);
    const names = await this.deps.users.names(lives.flatMap((l) => (l.teacherId ? [l.teacherId] : [])));
    return lives.map((l) => ({ ...l, teacherName: l.teacherId ? (names.get(l.teacherId)?.realName ?? "") : "" }));
  }

  async classroom(liveId: number, user: Principal): Promise<SuperviseLiveClassroom> {
    this.assertPatroller(user);
    const live = await this.deps.lives.playable(liveId, user);
    if (!live) throw notFound("直播课堂不存在或已结束");
    const names = await this.deps.users.names(live.teacherId ? [live.teacherId] : []);
    const { recordings: _r, ...room } = live;
    return { ...room, teacherName: live.teacherId ? (names.get(live.teacherId)?.realName ?? "") : "" };
  }

  /**
   * 抓拍: one frame of a live the patroller may watch, stored as a private picture that belongs
   * to the patroller until a record takes it.
   */
  async grab(input: SupervisePatrolGrabInput, user: Principal): Promise<SupervisePatrolPhoto> {
    this.assertPatroller(user);
    if (!(await this.deps.lives.playable(input.liveId, user))) throw notFound("直播课堂不存在或已结束");
    const bytes = await this.deps.lives.snapshot(input.liveId, input.kind);
    return this.storePhoto(bytes, input.liveId, user);
  }

  /** Stores a frame as a patrol photo (the grab, and the demo seed's frame of a recording). */
  async storePhoto(bytes: Buffer, liveId: number, user: Principal): Promise<SupervisePatrolPhoto> {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, "");
    const file = await this.deps.photos.saveImage(`巡课抓拍-${liveId}-${stamp}.jpg`, bytes, user.userId);
    await q.insertPhoto(this.db, { fileId: file.id, patrollerId: user.userId, liveId });
    return { fileId: file.id, url: photoAddress(file.id) };
  }

  /** Serves a patrol photo to the patroller, managers, and the teacher when teachers see evaluations. */
  async sendPhoto(req: FastifyRequest, reply: FastifyReply, fileId: number, user: Principal) {
    const found = await q.findPhoto(this.db, fileId);
    if (!found) throw notFound("照片不存在");
    const teacherCanView = found.patrol?.teacherId === user.userId && (await this.settings.get()).teacherCanView;
    if (!canSeePhoto(user, found.photo.patrollerId, found.patrol?.teacherId ?? null, teacherCanView))
      throw notFound("照片不存在或无权查看");
    reply.header("cache-control", "private, max-age=3600");
    return this.deps.photos.send(req, reply, fileId);
  }

  /**
   * A patrol photo is private: the public picture route answers "restricted" for it (only the
   * patrol route serves it, after checking the record); null for any other file.
   */
  async photoAccess(fileId: number): Promise<"restricted" | null> {
    return (await q.isPhoto(this.db, fileId)) ? "restricted" : null;
  }

  async save(input: SupervisePatrolSaveInput, user: Principal): Promise<{ id: number }> {
    this.assertPatroller(user);
    let teacherId = input.teacherId ?? null;
    if (input.liveId) {
      const live = await this.deps.lives.playable(input.liveId, user);
      if (!live) throw badRequest("参数 liveId：直播课堂不存在");
      teacherId = live.teacherId ?? teacherId;
    }
    if (teacherId && !(await this.deps.users.names([teacherId])).has(teacherId))
      throw badRequest("参数 teacherId：教师不存在");
    if (input.photoFileId) {
      // Only the patroller's own grab of this live, not yet in another record.
      const found = await q.findPhoto(this.db, input.photoFileId);
      if (!found || found.photo.patrollerId !== user.userId || found.photo.liveId !== input.liveId)
        throw badRequest("参数 photoFileId：抓拍照片不存在，请重新抓拍");
      if (found.patrol) throw badRequest("参数 photoFileId：该照片已用于另一条巡课记录");
    }
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

  async list(input: SupervisePatrolListInput) {
    const { rows, count } = await q.pageOfPatrols(this.db, input);
    const names = await this.deps.users.names(
      rows.flatMap(({ p }) => [p.patrollerId, ...(p.teacherId ? [p.teacherId] : [])]),
    );
    return { count, list: rows.map(({ p }) => toRow(p, names)) };
  }

  async detail(id: number): Promise<SupervisePatrolRow> {
    const p = await q.findPatrol(this.db, id);
    if (!p) throw notFound("巡课记录不存在");
    const names = await this.deps.users.names([p.patrollerId, ...(p.teacherId ? [p.teacherId] : [])]);
    return toRow(p, names);
  }
}

function toRow(
  p: NonNullable<Awaited<ReturnType<typeof q.findPatrol>>>,
  names: Map<number, { realName: string }>,
): SupervisePatrolRow {
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
    photoUrl: p.photoFileId ? photoAddress(p.photoFileId) : null,
    remark: p.remark,
    createdAt: p.createdAt.toISOString(),
  };
}
