import {
  LIVE_STATE,
  type LiveBindInput,
  type LiveEdit,
  type LiveItem,
  type LiveSaveInput,
  type ManageLiveListInput,
  type MyLiveListInput,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEdit } from "./live.access.js";
import { KEY_VALID_AFTER_END_MS, newStreamKey } from "./live.keys.js";
import type { LivePasswords } from "./live.password.js";
import type { LiveDeps } from "./live.ports.js";
import { toLiveEdit } from "./live.present.js";
import * as q from "./live.queries.js";

type Items = (rows: q.LiveRow[], viewer: Principal | null) => Promise<LiveItem[]>;

/** A teacher's lives (personal centre live-course) and the administrator's business screen. */
export class LiveEditor {
  constructor(
    private readonly db: Db,
    private readonly deps: LiveDeps,
    private readonly items: Items,
    private readonly passwords: LivePasswords,
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** Loads a live the user may change (404 unknown, 403 someone else's). */
  async owned(id: number, user: Principal): Promise<q.LiveRow> {
    const row = await q.find(this.db, id);
    if (!row) throw notFound("直播不存在");
    if (!canEdit(user, row)) throw forbidden("只能管理自己的直播");
    return row;
  }

  async mine(input: MyLiveListInput, user: Principal) {
    const { rows, count } = await q.pageOfOwned(this.db, input, { ...input, teacherId: user.userId });
    return { list: await this.items(rows, user), count };
  }

  async manageList(input: ManageLiveListInput, user: Principal) {
    const { rows, count } = await q.pageOfOwned(this.db, input, { ...input, orgId: input.organizationId });
    return { list: await this.items(rows, user), count };
  }

  async get(id: number, user: Principal): Promise<LiveEdit> {
    return toLiveEdit(await this.owned(id, user));
  }

  /** Create or change a live that has not started. */
  async save(input: LiveSaveInput, user: Principal): Promise<{ id: number }> {
    const existing = input.id ? await this.owned(input.id, user) : null;
    if (existing?.cancelled) throw badRequest("参数 id：直播已取消，不能修改");
    if (existing && existing.status !== LIVE_STATE.NOT_STARTED)
      throw badRequest("参数 id：直播已开始或已结束，不能修改");
    const startAt = new Date(input.startTime);
    const endAt = new Date(input.endTime);
    if (endAt <= this.now()) throw badRequest("参数 endTime：结束时间须晚于当前时间");
    const orgId = input.organizationId ?? existing?.orgId ?? (await this.deps.users.orgOf(user.userId));
    if (input.organizationId && !(await this.deps.base.orgExists(input.organizationId)))
      throw badRequest("参数 organizationId：组织机构不存在");
    for (const c of input.classIds)
      if (!(await this.deps.base.classExists(c))) throw badRequest(`参数 classIds：班级 ${c} 不存在`);
    const users = await this.deps.users.names(input.userIds);
    const unknown = input.userIds.filter((u) => !users.has(u));
    if (unknown.length) throw badRequest(`参数 userIds：用户 ${unknown.join("、")} 不存在`);
    if (((input.courseId ?? null) !== null) !== ((input.sectionId ?? null) !== null))
      throw badRequest("参数 sectionId：课程与小节须同时选择");
    if (input.courseId && input.sectionId)
      await this.deps.courses.attachToSection(input.courseId, input.sectionId, null, user);
    // A cover is a picture the teacher uploaded, or the one the live already shows.
    if (input.coverFileId && input.coverFileId !== existing?.coverFileId && this.deps.file) {
      const file = await this.deps.file(input.coverFileId);
      if (!file) throw badRequest("参数 coverFileId：封面图片不存在，请重新上传");
      if (file.kind !== "image") throw badRequest("参数 coverFileId：封面必须是图片");
      if (file.ownerId !== user.userId) throw forbidden("参数 coverFileId：只能使用自己上传的图片");
    }
    const filter = this.deps.textFilter;
    // A new password replaces the stored hash; none given keeps it; a live that is not secret has none.
    const keep = input.access === 2 && !input.removePassword;
    const passwordHash = !keep
      ? ""
      : input.password
        ? await this.passwords.hash(input.password)
        : (existing?.passwordHash ?? "");
    if (input.access === 2 && !input.classIds.length && !input.userIds.length && !passwordHash)
      throw badRequest("参数 access：指定范围时请选择班级、用户或设置密码");
    const values = {
      name: await filteredField(filter, "name", input.name),
      openRemark: await filteredField(filter, "openRemark", input.openRemark ?? ""),
      intro: await filteredField(filter, "intro", input.intro ?? ""),
      startAt,
      endAt,
      orgId,
      courseId: input.courseId ?? null,
      sectionId: input.sectionId ?? null,
      coverFileId: input.coverFileId ?? null,
      access: input.access,
      classIds: input.access === 2 ? [...new Set(input.classIds)] : [],
      userIds: input.access === 2 ? [...new Set(input.userIds)] : [],
      passwordHash,
      showVisitCount: input.showVisitCount,
      streams: input.streams,
    };
    const keyExpiresAt = new Date(endAt.getTime() + KEY_VALID_AFTER_END_MS);
    if (existing) {
      await q.update(this.db, existing.id, { ...values, keyExpiresAt });
      return { id: existing.id };
    }
    return {
      id: await q.insert(this.db, {
        ...values,
        teacherId: user.userId,
        source: "SOMOOC",
        streamKey: newStreamKey(),
        keyExpiresAt,
      }),
    };
  }

  /** Cancel a live that has not started; reservers are told. */
  async cancel(id: number, user: Principal) {
    const row = await this.owned(id, user);
    if (row.cancelled) return { cancelled: true };
    if (!(await q.transition(this.db, row.id, [LIVE_STATE.NOT_STARTED], { cancelled: true })))
      throw badRequest("参数 id：直播已开始或已结束，不能取消");
    const reservers = await q.takeUnnotified(this.db, row.id);
    await this.deps.notifier.notify(
      reservers.map((userId) => ({
        userId,
        category: "live",
        title: "预约的直播已取消",
        content: `《${row.name}》已取消`,
      })),
    );
    return { cancelled: true };
  }

  /**
   * The publisher came on: not started (or lost) → in progress; reservers hear once. Returns
   * whether the live may take the stream.
   */
  async markLive(id: number): Promise<boolean> {
    const row = await q.find(this.db, id);
    if (!row || row.cancelled) return false;
    const changed = await q.transition(this.db, id, [LIVE_STATE.NOT_STARTED, LIVE_STATE.ERROR], {
      status: LIVE_STATE.LIVE,
      startedAt: row.startedAt ?? this.now(),
    });
    if (changed) this.onStateChanged(id);
    if (changed && row.status === LIVE_STATE.NOT_STARTED) {
      const reservers = await q.takeUnnotified(this.db, id);
      await this.deps.notifier.notify(
        reservers.map((userId) => ({
          userId,
          category: "live",
          title: "预约的直播开始了",
          content: `《${row.name}》正在直播，点击进入观看：/live/${id}`,
        })),
      );
    }
    return changed || row.status === LIVE_STATE.LIVE;
  }

  /** The live ended (teacher, administrator, or the end of its schedule); the recording may follow. */
  async markEnded(id: number, recordingResourceId?: number | null): Promise<boolean> {
    // Who was pushing when it ended: a media server in front still closes their files after this.
    const before = await q.find(this.db, id);
    const ended = await q.transition(this.db, id, [LIVE_STATE.LIVE, LIVE_STATE.ERROR, LIVE_STATE.NOT_STARTED], {
      status: LIVE_STATE.ENDED,
      endedAt: this.now(),
      publishers: {},
      ...(recordingResourceId ? { recordingResourceId } : {}),
    });
    if (ended) {
      this.onStateChanged(id);
      this.onEnded(id, {
        parts: before?.recordParts.length ?? 0,
        pushing: Object.keys(before?.publishers ?? {}).length,
      });
    }
    return ended;
  }

  /** Called after a live's status changed (the service tells the open live pages). */
  onStateChanged: (id: number) => void = () => {};

  /**
   * Called after a live ended (the service turns its recording into the playback), with the
   * recorded parts known and the encoders pushing at that moment.
   */
  onEnded: (id: number, at: EndedWith) => void = () => {};

  /** Its teacher (结束直播) or an administrator (force-stop): end a live in progress; the recording is kept. */
  async stop(id: number, user: Principal) {
    const row = await this.owned(id, user);
    if (row.status !== LIVE_STATE.LIVE && row.status !== LIVE_STATE.ERROR) throw badRequest("参数 id：直播未在进行中");
    await this.markEnded(row.id);
    return { status: LIVE_STATE.ENDED };
  }

  /** Administrator: bind a live (and its recording, once there is one) to a course section. */
  async bind(input: LiveBindInput, user: Principal) {
    const row = await this.owned(input.id, user);
    if ((input.courseId === null) !== (input.sectionId === null))
      throw badRequest("参数 sectionId：课程与小节须同时选择");
    if (input.courseId && input.sectionId)
      await this.deps.courses.attachToSection(input.courseId, input.sectionId, row.recordingResourceId, user);
    await q.update(this.db, row.id, { courseId: input.courseId, sectionId: input.sectionId });
    return { id: row.id };
  }
}

/** What a live held when it ended: its recorded parts so far and the encoders still pushing. */
export interface EndedWith {
  parts: number;
  pushing: number;
}
