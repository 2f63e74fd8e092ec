import type {
  HonourLevel,
  HonourSaveInput,
  IntroOutro,
  introOutroSaveSchema,
  TeacherDetail,
  TeacherHonour,
  TeacherListInput,
} from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import type { TeacherDeps } from "./teacher.ports.js";
import * as q from "./teacher.queries.js";

type IntroOutroSave = z.infer<typeof introOutroSaveSchema>;

/** Items of each kind shown on a teacher's page (the lists link on to the full catalogues). */
const SECTION_SIZE = 8;
/** Honours a famous-teacher card shows. */
const CARD_HONOURS = 2;

const toHonour = (r: q.HonourRow): TeacherHonour => ({
  id: r.id,
  title: r.title,
  level: r.level as HonourLevel,
  year: r.year,
});

/** 名师风采: recommended teachers and each teacher's page; teachers keep their own honours. */
export class TeacherService {
  constructor(
    private readonly db: Db,
    private readonly deps: TeacherDeps,
  ) {}

  async list(input: TeacherListInput) {
    const { list, count } = await this.deps.users.famous(input);
    const honours = await q.honoursOf(
      this.db,
      list.map((t) => t.id),
    );
    const byTeacher = new Map<number, string[]>();
    for (const h of honours) {
      const titles = byTeacher.get(h.userId) ?? [];
      if (titles.length < CARD_HONOURS) titles.push(h.title);
      byTeacher.set(h.userId, titles);
    }
    return { count, list: list.map((t) => ({ ...t, honours: byTeacher.get(t.id) ?? [] })) };
  }

  /** A teacher's page: profile, honours, and what they teach and share that the viewer may see. */
  async detail(id: number, viewer: Principal | null): Promise<TeacherDetail> {
    const profile = await this.deps.users.profile(id);
    if (!profile) throw notFound("教师不存在");
    const { lives, lectures } = this.deps;
    const [honours, courses, resources, liveList, lectureList] = await Promise.all([
      q.honoursOf(this.db, [id]),
      this.deps.courses(id, viewer, SECTION_SIZE),
      this.deps.resources(id, viewer, SECTION_SIZE),
      lives ? lives(id, viewer, SECTION_SIZE) : null,
      lectures ? lectures(id, viewer, SECTION_SIZE) : null,
    ]);
    return {
      profile,
      honours: honours.map(toHonour),
      courses,
      resources,
      lives: liveList,
      lectures: lectureList,
    };
  }

  /* ---------- the teacher's own honours (personal centre) ---------- */

  async myHonours(user: Principal): Promise<TeacherHonour[]> {
    this.mustTeach(user);
    return (await q.honoursOf(this.db, [user.userId])).map(toHonour);
  }

  async saveHonour(input: HonourSaveInput, user: Principal): Promise<{ id: number }> {
    this.mustTeach(user);
    const title = await filteredField(this.deps.text, "title", input.title);
    const values = { title, level: input.level, year: input.year };
    if (!input.id) return { id: await q.insertHonour(this.db, { ...values, userId: user.userId }) };
    const row = await q.findHonour(this.db, input.id);
    if (!row) throw notFound("荣誉不存在");
    if (row.userId !== user.userId) throw forbidden("只能修改自己的荣誉");
    await q.updateHonour(this.db, row.id, values);
    return { id: row.id };
  }

  async deleteHonours(ids: number[], user: Principal) {
    this.mustTeach(user);
    const found = await Promise.all(ids.map((id) => q.findHonour(this.db, id)));
    if (found.some((r) => !r)) throw notFound("荣誉不存在");
    if (found.some((r) => r?.userId !== user.userId)) throw forbidden("只能删除自己的荣誉");
    await q.deleteHonours(this.db, user.userId, ids);
  }

  /* ---------- opening and ending clips (片头片尾) ---------- */

  async myIntroOutro(user: Principal): Promise<IntroOutro> {
    this.mustTeach(user);
    const row = await q.introOutroOf(this.db, user.userId);
    const ids = [row?.introFileId, row?.outroFileId].filter((x): x is number => !!x);
    const files = new Map(
      (await this.deps.files.many(ids)).map((f) => [f.id, { id: f.id, name: f.name, size: f.size }]),
    );
    return {
      intro: (row?.introFileId && files.get(row.introFileId)) || null,
      outro: (row?.outroFileId && files.get(row.outroFileId)) || null,
      enabled: row?.enabled ?? true,
    };
  }

  async saveIntroOutro(input: IntroOutroSave, user: Principal): Promise<IntroOutro> {
    this.mustTeach(user);
    const ids = [input.introFileId, input.outroFileId].filter((x): x is number => !!x);
    const files = new Map((await this.deps.files.many(ids)).map((f) => [f.id, f]));
    for (const [field, id] of [
      ["introFileId", input.introFileId],
      ["outroFileId", input.outroFileId],
    ] as const) {
      if (!id) continue;
      const f = files.get(id);
      if (!f) throw badRequest(`参数 ${field}：视频不存在，请重新上传`);
      if (f.kind !== "video") throw badRequest(`参数 ${field}：片头片尾必须是视频`);
      if (f.ownerId !== user.userId) throw forbidden("只能使用自己上传的视频");
    }
    await q.saveIntroOutro(this.db, user.userId, {
      introFileId: input.introFileId ?? null,
      outroFileId: input.outroFileId ?? null,
      enabled: input.enabled,
    });
    return this.myIntroOutro(user);
  }

  /**
   * The clips media processing joins to a teacher's recordings (the live module's port, wired by
   * the lead): file ids, or nulls when the teacher has none or switched them off.
   */
  async introOutroFor(ownerId: number): Promise<{ introFileId: number | null; outroFileId: number | null }> {
    const row = await q.introOutroOf(this.db, ownerId);
    if (!row?.enabled) return { introFileId: null, outroFileId: null };
    return { introFileId: row.introFileId, outroFileId: row.outroFileId };
  }

  private mustTeach(user: Principal) {
    if (user.userType !== "teacher") throw forbidden("只有教师可以维护荣誉称号");
  }
}
