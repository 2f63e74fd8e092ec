import type { CollectItem, CollectTarget } from "@otp/contract";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { offsetOf } from "../../platform/db/sql-helpers.js";
import { notFound } from "../../platform/http/errors.js";
import { collects } from "./collect.tables.js";

/** Name, cover and whether the viewer can still open it; absent from the map when deleted. */
export interface CollectTargetInfo {
  name: string;
  coverUrl: string | null;
  available: boolean;
}

/** What this module needs from the course and resource modules (callbacks in app.ts). */
export interface CollectDeps {
  targets: Record<CollectTarget, (ids: number[], viewer: Principal) => Promise<Map<number, CollectTargetInfo>>>;
}

const NAMES: Record<CollectTarget, string> = { course: "课程", resource: "资源" };

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
    const key = and(
      eq(collects.userId, user.userId),
      eq(collects.targetType, input.targetType),
      eq(collects.targetId, input.targetId),
    );
    const removed = await this.db.delete(collects).where(key).returning({ id: collects.targetId });
    if (removed.length) return { collected: false };
    const info = (await this.deps.targets[input.targetType]([input.targetId], user)).get(input.targetId);
    if (!info?.available) throw notFound(`${NAMES[input.targetType]}不存在或不可查看`);
    await this.db
      .insert(collects)
      .values({ userId: user.userId, targetType: input.targetType, targetId: input.targetId })
      .onConflictDoNothing();
    return { collected: true };
  }

  async list(
    input: { pageNo: number; pageSize: number; targetType?: CollectTarget | null },
    user: Principal,
  ): Promise<{ list: CollectItem[]; count: number }> {
    const where: SQL[] = [eq(collects.userId, user.userId)];
    if (input.targetType) where.push(eq(collects.targetType, input.targetType));
    const cond = and(...where);
    const [rows, [c]] = await Promise.all([
      this.db
        .select()
        .from(collects)
        .where(cond)
        .orderBy(desc(collects.createdAt), desc(collects.targetId))
        .limit(input.pageSize)
        .offset(offsetOf(input)),
      this.db.select({ n: count() }).from(collects).where(cond),
    ]);
    const info = new Map<string, CollectTargetInfo>();
    for (const type of ["course", "resource"] as const) {
      const ids = rows.filter((r) => r.targetType === type).map((r) => r.targetId);
      if (!ids.length) continue;
      for (const [id, v] of await this.deps.targets[type](ids, user)) info.set(`${type}:${id}`, v);
    }
    return {
      count: c?.n ?? 0,
      list: rows.map((r) => {
        const v = info.get(`${r.targetType}:${r.targetId}`);
        return {
          targetType: r.targetType as CollectTarget,
          targetId: r.targetId,
          name: v?.name ?? `${NAMES[r.targetType as CollectTarget] ?? ""}已删除`,
          coverUrl: v?.coverUrl ?? null,
          createdAt: r.createdAt.toISOString(),
          available: v?.available ?? false,
        };
      }),
    };
  }

  async isCollected(userId: number, type: CollectTarget, id: number): Promise<boolean> {
    return (await this.collectedSet(userId, type, [id])).has(id);
  }

  async collectedSet(userId: number, type: CollectTarget, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: collects.targetId })
      .from(collects)
      .where(and(eq(collects.userId, userId), eq(collects.targetType, type), inArray(collects.targetId, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /** Every id of this type the user collected, newest first (the course learn list). */
  async collectedIds(userId: number, type: CollectTarget): Promise<number[]> {
    const rows = await this.db
      .select({ id: collects.targetId })
      .from(collects)
      .where(and(eq(collects.userId, userId), eq(collects.targetType, type)))
      .orderBy(desc(collects.createdAt));
    return rows.map((r) => r.id);
  }

  /** Drops every user's entries of deleted targets. */
  async forget(type: CollectTarget, ids: number[]): Promise<void> {
    if (ids.length)
      await this.db.delete(collects).where(and(eq(collects.targetType, type), inArray(collects.targetId, ids)));
  }
}
