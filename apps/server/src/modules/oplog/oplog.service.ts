import type { logListSchema } from "@otp/contract";
import type { z } from "zod";
import type { AuditEntry, AuditSink } from "../../platform/access/audit.js";
import type { Db } from "../../platform/db/client.js";
import { toLogItem } from "./oplog.present.js";
import * as q from "./oplog.queries.js";

/** The operation log (运维管理 → 日志): every logged route and login event writes one entry. */
export class OpLogService implements AuditSink {
  constructor(private readonly db: Db) {}

  record(e: AuditEntry): Promise<void> {
    return q.insertEntry(this.db, e);
  }

  /** For the audit centre: the latest successful entries of these actions. */
  recent(actions: string[], limit: number) {
    return q.recentOf(this.db, actions, limit);
  }

  async list(input: z.infer<typeof logListSchema>) {
    const { rows, count } = await q.pageOfEntries(this.db, input, input);
    return { list: rows.map(toLogItem), count };
  }
}
