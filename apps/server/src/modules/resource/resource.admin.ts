import {
  type AuditSettings,
  type auditListSchema,
  DEFAULT_AUDIT_SETTINGS,
  type ManageResourceItem,
  type manageResourceListSchema,
  PUBLISH_STATUS,
  RESOURCE_KINDS,
} from "@otp/contract";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { businessScope, inBusinessScope, managedKinds } from "./resource.access.js";
import type { ResourceRow } from "./resource.queries.js";
import * as q from "./resource.queries.js";
import type { NoticeItem } from "./resource.service.js";
import { resources } from "./resource.tables.js";

/** Site property (file "audit", not the public "app" file) holding the audit switches as JSON. */
export const AUDIT_SETTINGS_KEY = "audit.settings";
/** Settings are read on every submit; a short TTL keeps several instances consistent. */
const SETTINGS_TTL_MS = 5_000;

export interface AdminDeps {
  properties: {
    property(key: string): Promise<string | null>;
    saveProperty(key: string, value: string): Promise<void>;
  };
  notifier: { notify(items: NoticeItem[]): Promise<void> };
  items(rows: ResourceRow[]): Promise<ManageResourceItem[]>;
  remove(ids: number[]): Promise<void>;
}

/** Audit settings and queue of resources, and the admin business screens. */
export class ResourceAdmin {
  private cached: { at: number; value: AuditSettings } | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: AdminDeps,
  ) {}

  /* ---------- settings ---------- */

  async settings(): Promise<AuditSettings> {
    if (this.cached && Date.now() - this.cached.at < SETTINGS_TTL_MS) return this.cached.value;
    const raw = await this.deps.properties.property(AUDIT_SETTINGS_KEY);
    let saved: Partial<AuditSettings> = {};
    try {
      saved = raw ? JSON.parse(raw) : {};
    } catch {
      saved = {};
    }
    const value: AuditSettings = {
      course: typeof saved.course === "boolean" ? saved.course : DEFAULT_AUDIT_SETTINGS.course,
      resource: Object.fromEntries(
        RESOURCE_KINDS.map((k) => {
          const v = saved.resource?.[String(k.id)];
          return [String(k.id), typeof v === "boolean" ? v : (DEFAULT_AUDIT_SETTINGS.resource[String(k.id)] ?? true)];
        }),
      ),
    };
    this.cached = { at: Date.now(), value };
    return value;
  }

  /** Kinds left out of the input keep their current switch. */
  async saveSettings(input: AuditSettings): Promise<AuditSettings> {
    const current = await this.settings();
    const next: AuditSettings = { course: input.course, resource: { ...current.resource, ...input.resource } };
    await this.deps.properties.saveProperty(AUDIT_SETTINGS_KEY, JSON.stringify(next));
    this.cached = null;
    return this.settings();
  }

  /* ---------- audit queue ---------- */

  async auditList(input: z.infer<typeof auditListSchema>) {
    const where = q.allOf(
      eq(resources.status, input.status ?? PUBLISH_STATUS.PENDING),
      input.kind ? eq(resources.kind, input.kind) : undefined,
      q.keywordCond(input.keyword),
    );
    // Oldest first: the queue is worked through in submission order.
    const { rows, count } = await q.pageOf(this.db, where, input, [{ by: resources.updatedAt }, { by: resources.id }]);
    return { list: await this.deps.items(rows), count };
  }

  /**
   * Approves or rejects pending resources (unknown ids 404, others than pending 400, as for
   * courses). Owners are told, with the reason.
   */
  async decide(input: { ids: number[]; pass: boolean; reason: string }): Promise<{ count: number }> {
    const rows = await q.findResources(this.db, [...new Set(input.ids)]);
    if (rows.length !== new Set(input.ids).size) throw notFound("资源不存在");
    const notPending = rows.find((r) => r.status !== PUBLISH_STATUS.PENDING);
    if (notPending) throw badRequest(`资源「${notPending.name}」不是待审核状态`);
    const now = new Date();
    const changed = await this.db
      .update(resources)
      .set(
        input.pass
          ? { status: PUBLISH_STATUS.PUBLISHED, rejectReason: null, publishedAt: now, updatedAt: now }
          : { status: PUBLISH_STATUS.REJECTED, rejectReason: input.reason, updatedAt: now },
      )
      .where(and(inArray(resources.id, input.ids), eq(resources.status, PUBLISH_STATUS.PENDING)))
      .returning({ id: resources.id, name: resources.name, ownerId: resources.ownerId });
    // Only what this call changed: another auditor may have decided some meanwhile.
    await this.deps.notifier.notify(
      changed.map((r) => ({
        userId: r.ownerId,
        category: "audit",
        title: input.pass ? "资源审核通过" : "资源审核未通过",
        content: input.pass
          ? `您的资源「${r.name}」已通过审核并发布。`
          : `您的资源「${r.name}」未通过审核。驳回理由：${input.reason}`,
      })),
    );
    return { count: changed.length };
  }

  /* ---------- business screens ---------- */

  /**
   * business.resource sees every resource; business.resourceN the kind N; business.resourceStudent
   * the resources of student users. Asking for a kind or owner type outside that is refused.
   */
  async businessList(input: z.infer<typeof manageResourceListSchema>, user: Principal) {
    const scope = businessScope(user);
    if (!scope) throw forbidden();
    if (scope !== "all") {
      const kinds = managedKinds(user);
      const kindOk = !input.kind || kinds.includes(input.kind);
      const viaStudent = hasPerm(user, "business.resourceStudent") && input.ownerType !== "teacher";
      if (!kindOk && !viaStudent) throw forbidden("没有管理该类别资源的权限");
      if (input.ownerType === "teacher" && !kinds.length) throw forbidden("只能管理学生上传的资源");
    }
    const where = q.allOf(
      scope === "all" ? undefined : (scope as SQL),
      input.kind ? eq(resources.kind, input.kind) : undefined,
      input.status != null ? eq(resources.status, input.status) : undefined,
      input.ownerType ? eq(resources.ownerType, input.ownerType) : undefined,
      q.keywordCond(input.keyword),
    );
    const { rows, count } = await q.pageOf(this.db, where, input, q.orderOf("updated"));
    return { list: await this.deps.items(rows), count };
  }

  async businessDelete(ids: number[], user: Principal): Promise<{ count: number }> {
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    if (!rows.length) throw notFound("资源不存在");
    if (rows.some((r) => !inBusinessScope(user, r))) throw forbidden("没有管理该资源的权限");
    await this.deps.remove(rows.map((r) => r.id));
    return { count: rows.length };
  }
}
