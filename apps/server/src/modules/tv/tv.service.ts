import type {
  TvChannel,
  TvChannelSaveInput,
  TvPlay,
  TvProgramme,
  TvSection,
  TvSectionSaveInput,
  tvGuideSchema,
  tvSectionResourceListSchema,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import type { TvDeps, TvVideo } from "./tv.ports.js";
import { toChannel, toNowPlaying, toProgramme } from "./tv.present.js";
import * as q from "./tv.queries.js";
import { after, guide, onAir } from "./tv.schedule.js";

/** How many resources a column shows in its strip on the station's front page. */
const SECTION_STRIP = 6;
const PLAYABLE = new Set(["VIDEO", "MULTISCREEN", "AUDIO"]);

/**
 * The day [start, end) of a YYYY-MM-DD (today when absent) in the viewer's time zone
 * (Date.getTimezoneOffset() minutes), or the server's.
 */
function dayOf(date: string | undefined, tzOffset: number | undefined, nowMs: number): [number, number] {
  if (tzOffset === undefined) {
    const d = date ? new Date(`${date}T00:00:00`) : new Date(nowMs);
    if (Number.isNaN(d.getTime())) throw badRequest("参数 date：日期不正确");
    d.setHours(0, 0, 0, 0);
    const end = new Date(d);
    end.setDate(end.getDate() + 1);
    return [d.getTime(), end.getTime()];
  }
  const shift = tzOffset * 60_000;
  const local = date ? Date.parse(`${date}T00:00:00Z`) : nowMs - shift - ((nowMs - shift) % 86_400_000);
  if (Number.isNaN(local)) throw badRequest("参数 date：日期不正确");
  return [local + shift, local + shift + 86_400_000];
}

/** The campus TV station: channels with scheduled playout, the programme guide, columns. */
export class TvService {
  constructor(
    private readonly db: Db,
    private readonly deps: TvDeps,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The playout manager (app.ts runs its idle sweep and stops it on close). */
  get playout() {
    return this.deps.playout ?? null;
  }

  /** Channels with what is on air now and next (scheduled) or the relayed live's state. */
  async channels(viewer: Principal | null, all = false): Promise<TvChannel[]> {
    const rows = await q.channels(this.db, all);
    const programmes = await q.programmesOf(
      this.db,
      rows.map((r) => r.id),
    );
    const atMs = this.clock();
    const placed = rows.map((r) => {
      const list = programmes.filter((p) => p.channelId === r.id);
      const now = r.kind === "schedule" ? onAir(list, r.anchorAt.getTime(), atMs) : null;
      return { row: r, list, now, next: now ? after(list, now) : null };
    });
    const videos = await this.deps.resources.visible(
      placed.flatMap((p) => (p.now ? [p.now.slot.resourceId] : [])),
      viewer,
    );
    const lives = await Promise.all(
      rows.map((r) => (r.kind === "live" && r.liveId ? this.deps.lives.state(r.liveId, viewer) : null)),
    );
    return placed.map((p, i) =>
      toChannel(p.row, p.list, {
        atMs,
        now: p.now ? toNowPlaying(p.now, atMs, videos.get(p.now.slot.resourceId)) : null,
        next: p.next ? toProgramme(p.next) : null,
        live: lives[i] ?? null,
      }),
    );
  }

  /**
   * A scheduled channel as a live stream for this viewer: playout starts on the first request,
   * and the signed addresses play like a live's. Null when this server plays no channels out
   * (no embedded ingest): the page then plays the programme's file at the clock's second.
   */
  async play(channelId: number, viewer: Principal): Promise<TvPlay | null> {
    const row = await q.findChannel(this.db, channelId);
    if (!row?.enabled) throw notFound("频道不存在");
    if (row.kind !== "schedule") throw badRequest("参数 id：直播频道请进入直播间观看");
    const { playout, playUrls } = this.deps;
    if (!playout?.enabled || !playUrls) return null;
    const stream = await playout.ensure(row.id, viewer);
    return { stream, ...playUrls(stream, `u:${viewer.userId}`), mode: playout.modeOf(row.id) ?? "copy" };
  }

  /** A scheduled channel's programme guide for one day (past programmes play back on demand). */
  async guide(input: z.infer<typeof tvGuideSchema>, all = false): Promise<TvProgramme[]> {
    const row = await q.findChannel(this.db, input.channelId);
    if (!row || (!row.enabled && !all)) throw notFound("频道不存在");
    if (row.kind !== "schedule") return [];
    const [from, to] = dayOf(input.date, input.tzOffset, this.clock());
    const list = await q.programmesOf(this.db, [row.id]);
    return guide(list, row.anchorAt.getTime(), from, to, this.clock()).map(toProgramme);
  }

  async saveChannel(input: TvChannelSaveInput, user: Principal) {
    const name = await filteredField(this.deps.textFilter, "name", input.name);
    const brief = await filteredField(this.deps.textFilter, "brief", input.brief);
    if (input.kind === "live") {
      if (!input.liveId) throw badRequest("参数 liveId：直播频道须选择一场直播");
      if (!(await this.deps.lives.state(input.liveId, user))) throw badRequest("参数 liveId：直播不存在或无法观看");
    }
    const values = {
      name,
      brief,
      kind: input.kind,
      sort: input.sort,
      enabled: input.enabled,
      liveId: input.kind === "live" ? (input.liveId ?? null) : null,
    };
    if (!input.id) return { id: await q.insertChannel(this.db, values) };
    const row = await q.findChannel(this.db, input.id);
    if (!row) throw notFound("频道不存在");
    if (row.kind !== input.kind) throw badRequest("参数 kind：频道类型创建后不能修改");
    await q.updateChannel(this.db, row.id, values);
    return { id: row.id };
  }

  async deleteChannel(id: number) {
    if (!(await q.findChannel(this.db, id))) throw notFound("频道不存在");
    await q.deleteChannel(this.db, id);
    await this.deps.playout?.stop(id);
    return null;
  }

  /** A channel's programme list in play order (the manage screen edits it). */
  async schedule(channelId: number) {
    if (!(await q.findChannel(this.db, channelId))) throw notFound("频道不存在");
    const list = await q.programmesOf(this.db, [channelId]);
    return list.map((p) => ({ id: p.id, resourceId: p.resourceId, name: p.name, duration: p.duration }));
  }

  /** Replaces a scheduled channel's programme list with videos the editor may see; playout restarts now. */
  async saveSchedule(channelId: number, resourceIds: number[], user: Principal) {
    const row = await q.findChannel(this.db, channelId);
    if (!row) throw notFound("频道不存在");
    if (row.kind !== "schedule") throw badRequest("参数 channelId：直播频道没有节目单");
    const videos = await this.deps.resources.visible(resourceIds, user);
    const items = resourceIds.map((id) => {
      const v = videos.get(id);
      if (!v || !PLAYABLE.has(v.type) || !v.playUrl)
        throw badRequest(`参数 resourceIds：资源 ${id} 不是可播放的音视频`);
      if (!(v.duration > 0)) throw badRequest(`参数 resourceIds：资源 ${id} 尚未处理完成，时长未知`);
      return { resourceId: id, name: v.name.slice(0, 200), duration: Math.ceil(v.duration) };
    });
    await this.db.transaction((tx) => q.replaceProgrammes(tx, row.id, items, new Date(this.clock())));
    // A channel on air restarts at the new list's point (in the background: the save returns now).
    void this.deps.playout?.restart(row.id, user);
    return { count: items.length };
  }

  /** The station's columns, each with the first few resources the viewer may see. */
  async sections(viewer: Principal | null): Promise<TvSection[]> {
    const [rows, heads] = await Promise.all([q.sections(this.db), q.sectionHeads(this.db, SECTION_STRIP)]);
    const videos = await this.deps.resources.visible(
      heads.map((h) => h.resourceId),
      viewer,
    );
    return rows.map((r) => ({
      ...r,
      resourceList: heads
        .filter((h) => h.sectionId === r.id && videos.has(h.resourceId))
        .map((h) => this.card(videos.get(h.resourceId) as TvVideo)),
    }));
  }

  /** A page of a column's resources (count and list; hidden ones are shown without their files). */
  async sectionResources(input: z.infer<typeof tvSectionResourceListSchema>, viewer: Principal | null) {
    if (input.sectionId && !(await q.sectionExists(this.db, input.sectionId))) throw notFound("栏目不存在");
    const { rows, count } = await q.pageOfSectionResources(this.db, input, input.sectionId ?? null, input.keyWord);
    const videos = await this.deps.resources.visible(
      rows.map((r) => r.resourceId),
      viewer,
    );
    const list = rows.flatMap((r) => {
      const v = videos.get(r.resourceId);
      return v ? [this.card(v)] : [];
    });
    return { list, count };
  }

  async sectionDetail(id: number) {
    if (!(await q.sectionExists(this.db, id))) throw notFound("栏目不存在");
    return { resourceIds: await q.sectionResourceIds(this.db, id) };
  }

  async saveSection(input: TvSectionSaveInput, user: Principal) {
    const name = await filteredField(this.deps.textFilter, "name", input.name);
    if (input.id && !(await q.sectionExists(this.db, input.id))) throw notFound("栏目不存在");
    const ids = [...new Set(input.resourceIds)];
    const videos = await this.deps.resources.visible(ids, user);
    const items = ids.map((id) => {
      const v = videos.get(id);
      if (!v) throw badRequest(`参数 resourceIds：资源 ${id} 不存在`);
      return { resourceId: id, name: v.name.slice(0, 200), duration: Math.ceil(v.duration) };
    });
    const id = await this.db.transaction((tx) =>
      q.saveSection(tx, input.id ?? null, { name, sort: input.sort }, items),
    );
    return { id };
  }

  async deleteSection(id: number) {
    if (!(await q.sectionExists(this.db, id))) throw notFound("栏目不存在");
    await q.deleteSection(this.db, id);
    return null;
  }

  private card(v: TvVideo) {
    return { id: v.id, name: v.name, imgUrl: v.coverUrl, duration: v.duration, type: v.type };
  }
}
