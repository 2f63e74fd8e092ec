import { elementTypeSchema, type KvClass, type kvCourseOriginSchema } from "@otp/contract";
import type { z } from "zod";
import { Memo } from "../../platform/cache/memo.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import * as q from "./base.queries.js";

/** Dictionaries change rarely and are read on every filter bar. */
const KV_TTL_MS = 30_000;
/** The course-origin picker shows at most this many offerings. */
const ORIGIN_CHOICES = 500;

/** What a dictionary name in a path looks like; anything else (`__proto__`, dots, quotes) is a bad request. */
const DICTIONARY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** The resource dictionaries served under /api/kv/resource/:kind/list. */
const RESOURCE_KINDS: Record<string, string> = {
  source: "RESOURCE_SOURCE",
  type: "RESOURCE_TYPE",
  stream: "RESOURCE_STREAM",
  scene: "RESOURCE_SCENE",
};

/**
 * The base data every screen reads (学期, 院系, 班级, 字典, 开课), memoised; the lookups other
 * modules use. Writes live in base.admin.ts, which clears the memo here.
 */
export class BaseService {
  private readonly kv = new Memo<unknown>(KV_TTL_MS);

  constructor(private readonly db: Db) {}

  private memo<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    return this.kv.get(key, load) as Promise<T>;
  }

  /** Called after every write to base data, successful or not. */
  forgetLists() {
    this.kv.clear();
  }

  kvTerms() {
    return this.memo("terms", () => q.termChoices(this.db));
  }

  kvOrgs() {
    return this.memo("orgs", () => q.orgChoices(this.db));
  }

  kvClasses(orgId?: number) {
    // kind holds only the CLASS_KINDS the save schema admits.
    return this.memo(`classes:${orgId ?? ""}`, () => q.classChoices(this.db, orgId) as PromiseLike<KvClass[]>);
  }

  kvElements(type: string) {
    return this.memo(`ele:${type}`, () => q.elementChoices(this.db, type));
  }

  /** A dictionary named in the path (/api/kv/ele/:type/list); 404 for an unknown type. */
  kvDictionary(type: string) {
    if (!DICTIONARY_NAME.test(type)) throw badRequest("参数 type：字典类型不正确");
    const parsed = elementTypeSchema.safeParse(type);
    if (!parsed.success) throw notFound("字典类型不存在");
    return this.kvElements(parsed.data);
  }

  /**
   * A resource dictionary by its short name (/api/kv/resource/:kind/list); 404 for an unknown one,
   * 400 for a name that is not a dictionary name at all (`__proto__`, `constructor`, odd characters).
   */
  kvResourceDictionary(kind: string) {
    if (!DICTIONARY_NAME.test(kind)) throw badRequest("参数 kind：字典类型不正确");
    const type = Object.hasOwn(RESOURCE_KINDS, kind) ? RESOURCE_KINDS[kind] : undefined;
    if (!type) throw notFound("字典类型不存在");
    return this.kvElements(type);
  }

  kvOriginCourses(input: z.infer<typeof kvCourseOriginSchema>) {
    return q.originChoices(this.db, input, ORIGIN_CHOICES);
  }

  /** One academic-system offering with its class (academic courses are built from it). */
  async originCourse(id: number) {
    return (await q.findOrigin(this.db, id)) ?? null;
  }

  /** Names for display, from the memoised lists (no query per page of users). */
  async orgNames(ids: number[]): Promise<Map<number, string>> {
    return ids.length ? namesOf(await this.kvOrgs(), ids) : new Map();
  }

  async classNames(ids: number[]): Promise<Map<number, string>> {
    return ids.length ? namesOf(await this.kvClasses(), ids) : new Map();
  }

  orgExists(id: number) {
    return q.orgExists(this.db, id);
  }

  classExists(id: number) {
    return q.classExists(this.db, id);
  }
}

function namesOf(rows: { id: number; name: string }[], ids: number[]): Map<number, string> {
  const wanted = new Set(ids);
  return new Map(rows.filter((r) => wanted.has(r.id)).map((r) => [r.id, r.name]));
}
