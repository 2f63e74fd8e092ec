import type { logListSchema } from "@otp/contract";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AuditEntry, AuditSink } from "../../platform/access/audit.js";
import type { Db } from "../../platform/db/client.js";
import { anyContains, countAll, offsetOf } from "../../platform/db/sql-helpers.js";
import { opLogs } from "./oplog.tables.js";

export class OpLogService implements AuditSink {
  constructor(private readonly db: Db) {}

  async record(e: AuditEntry): Promise<void> {
    await this.db.insert(opLogs).values({
      category: e.category,
      userId: e.userId,
      account: e.account.slice(0, 64),
      action: e.action.slice(0, 100),
      target: (e.target ?? "").slice(0, 200),
      detail: e.detail ?? null,
      success: e.success ?? true,
      ip: e.ip.slice(0, 64),
      userAgent: e.userAgent.slice(0, 300),
    });
  }

  async list(q: z.infer<typeof logListSchema>) {
    const where: SQL[] = [];
    if (q.category) where.push(eq(opLogs.category, q.category));
    if (q.keyword) where.push(anyContains(q.keyword, opLogs.account, opLogs.action, opLogs.target, opLogs.ip));
    if (q.from) where.push(gte(opLogs.createdAt, new Date(`${q.from}T00:00:00`)));
    if (q.to) where.push(lt(opLogs.createdAt, new Date(new Date(`${q.to}T00:00:00`).getTime() + 86_400_000)));
    const cond = where.length ? and(...where) : undefined;
    const [list, [{ count }]] = await Promise.all([
      this.db.select().from(opLogs).where(cond).orderBy(desc(opLogs.id)).limit(q.pageSize).offset(offsetOf(q)),
      this.db.select({ count: countAll }).from(opLogs).where(cond),
    ]);
    return { list, count };
  }
}
