import { PUBLISH_STATUS, type PublishStatus } from "@otp/contract";
import { and, eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";
import { badRequest, notFound } from "../http/errors.js";
import type { Notifier } from "../notify/notifier.js";
import { statusOnSubmit } from "./status.js";

/** The columns every publishable table has (names as in courses and resources). */
export interface PublishableColumns {
  id: PgColumn;
  name: PgColumn;
  ownerId: PgColumn;
  status: PgColumn;
  rejectReason: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
}

export interface PublishableKind {
  table: PgTable;
  columns: PublishableColumns;
  /** What the owner calls it in messages: "课程", "资源". */
  noun: string;
  /** How a name is quoted in messages: 《…》 for courses, 「…」 for resources. */
  quote(name: string): string;
}

export interface Decision {
  ids: number[];
  pass: boolean;
  /** Required when rejecting (the contract's schema checks it). */
  reason: string;
}

export type Logger = (msg: string, err: unknown) => void;
type Field = "status" | "rejectReason" | "publishedAt" | "updatedAt";

/** An update's values keyed by the table's own property names (drizzle's set() wants those). */
function setOf(kind: PublishableKind, values: Partial<Record<Field, unknown>>): never {
  const keys = new Map(Object.entries(getTableColumns(kind.table)).map(([key, col]) => [col, key]));
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const key = keys.get(kind.columns[field as Field]);
    if (!key) throw new Error(`publishing: column ${field} is not on the table`);
    out[key] = value;
  }
  return out as never;
}

/**
 * The publishing workflow of one kind of thing, applied to its table: submit and the auditor's
 * decision. Decisions are race-free (a row is changed only while it is still pending, and only
 * the owners of rows this call changed are told), and the notices go out after the decision
 * committed: a failed notice is logged, never reported as a failed decision that did happen.
 */
export class PublishingWorkflow {
  constructor(
    private readonly db: Db,
    private readonly kind: PublishableKind,
    private readonly notifier: Notifier,
    private readonly log: Logger = (msg, err) => console.error(msg, err),
  ) {}

  /**
   * Submits one row the caller may edit (checked by the domain, with its own preconditions):
   * pending when its kind is audited, else published at once. Pending and published rows keep
   * their state.
   */
  async submit(row: { id: number; status: number }, auditRequired: boolean): Promise<{ status: PublishStatus }> {
    const next = statusOnSubmit(row.status, auditRequired);
    if (next === null) return { status: row.status as PublishStatus };
    const c = this.kind.columns;
    const now = new Date();
    const [changed] = await this.db
      .update(this.kind.table)
      .set(
        setOf(this.kind, {
          status: next,
          rejectReason: null,
          ...(next === PUBLISH_STATUS.PUBLISHED ? { publishedAt: now } : {}),
          updatedAt: now,
        }),
      )
      .where(and(eq(c.id, row.id), eq(c.status, row.status)))
      .returning({ status: c.status });
    // Someone else moved it meanwhile (another editor submitted): report where it is now.
    if (!changed) return { status: (await this.statusOf(row.id)) ?? (row.status as PublishStatus) };
    return { status: next };
  }

  private async statusOf(id: number): Promise<PublishStatus | null> {
    const c = this.kind.columns;
    const [r] = await this.db.select({ status: c.status }).from(this.kind.table).where(eq(c.id, id));
    return (r?.status as PublishStatus | undefined) ?? null;
  }

  /**
   * Approves or rejects pending rows: unknown ids answer 404, rows that are not pending 400.
   * Owners are told, with the reason when rejected; a failed notice goes to `log` (the
   * request's log when a route passes it).
   */
  async decide(input: Decision, log: Logger = this.log): Promise<{ count: number }> {
    const { noun, quote, table, columns: c } = this.kind;
    const ids = [...new Set(input.ids)];
    const rows = (await this.db
      .select({ id: c.id, name: c.name, status: c.status })
      .from(table)
      .where(inArray(c.id, ids))) as { id: number; name: string; status: number }[];
    if (rows.length !== ids.length) throw notFound(`${noun}不存在`);
    const notPending = rows.find((r) => r.status !== PUBLISH_STATUS.PENDING);
    if (notPending) throw badRequest(`${noun}${quote(notPending.name)}不是待审核状态`);
    const now = new Date();
    const values = input.pass
      ? { status: PUBLISH_STATUS.PUBLISHED, rejectReason: null, publishedAt: now }
      : { status: PUBLISH_STATUS.REJECTED, rejectReason: input.reason };
    const changed = (await this.db
      .update(table)
      .set(setOf(this.kind, { ...values, updatedAt: now }))
      .where(and(inArray(c.id, ids), eq(c.status, PUBLISH_STATUS.PENDING)))
      .returning({ id: c.id, name: c.name, ownerId: c.ownerId })) as { id: number; name: string; ownerId: number }[];
    if (!changed.length) return { count: 0 };
    const notices = changed.map((r) => ({
      userId: r.ownerId,
      category: "audit" as const,
      title: input.pass ? `${noun}审核通过` : `${noun}审核未通过`,
      content: input.pass
        ? `您的${noun}${quote(r.name)}已通过审核并发布。`
        : `您的${noun}${quote(r.name)}未通过审核，理由：${input.reason}`,
    }));
    await this.notifier
      .notify(notices)
      .catch((err) => log(`${noun} audit notices failed (${changed.map((r) => r.id).join(",")})`, err));
    return { count: changed.length };
  }
}
