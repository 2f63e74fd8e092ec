import type { CollectItem, CollectTarget } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { notFound } from "../../platform/http/errors.js";
import type { CollectDeps, CollectTargetInfo } from "./collect.ports.js";
import { presentEntry, TARGET_NAMES } from "./collect.present.js";
import * as q from "./collect.queries.js";

/** A user's collected courses and resources (personal centre → 我的收藏). */
export class CollectService {
  constructor(
    private readonly db: Db,
    private readonly deps: CollectDeps,
  ) {}

  /** Collects or un-collects; only something the caller can open may be collected. */
  async toggle(
    input: { targetType: CollectTarget; targetId: number },
    user: Principal,
  ): Promise<{ collected: boolean }> {
    const entry = { userId: user.userId, targetType: input.targetType, targetId: input.targetId };
    if (await q.removeEntry(this.db, entry)) return { collected: false };
    const info = (await this.deps.targets[input.targetType]([input.targetId], user)).get(input.targetId);
    if (!info?.available) throw notFound(`${TARGET_NAMES[input.targetType]}不存在或不可查看`);
    await q.addEntry(this.db, entry);
    return { collected: true };
  }

  async list(
    input: Page & { targetType?: CollectTarget | null },
    user: Principal,
  ): Promise<{ list: CollectItem[]; count: number }> {
    const { rows, count } = await q.pageOfUser(this.db, user.userId, input, input.targetType);
    const info = new Map<string, CollectTargetInfo>();
    for (const type of ["course", "resource"] as const) {
      const ids = rows.filter((r) => r.targetType === type).map((r) => r.targetId);
      if (!ids.length) continue;
      for (const [id, v] of await this.deps.targets[type](ids, user)) info.set(`${type}:${id}`, v);
    }
    return { count, list: rows.map((r) => presentEntry(r, info.get(`${r.targetType}:${r.targetId}`))) };
  }

  async isCollected(userId: number, type: CollectTarget, id: number): Promise<boolean> {
    return (await this.collectedSet(userId, type, [id])).has(id);
  }

  collectedSet(userId: number, type: CollectTarget, ids: number[]): Promise<Set<number>> {
    return q.collectedAmong(this.db, userId, type, ids);
  }

  /** Every id of this type the user collected, newest first (the course learn list). */
  collectedIds(userId: number, type: CollectTarget): Promise<number[]> {
    return q.collectedIds(this.db, userId, type);
  }

  /** Drops every user's entries of deleted targets. */
  forget(type: CollectTarget, ids: number[]): Promise<void> {
    return q.removeTargets(this.db, type, ids);
  }
}
