import type { AuditDecision, AuditOverview } from "@otp/contract";
import type { AuditCentreDeps } from "./auditcentre.ports.js";

const RECENT = 20;

/** The audited kinds: the logged action of their decide call and the screen that decides them. */
const KINDS = [
  { kind: "user", title: "注册用户", action: "审核注册用户", path: "/admin/audit/user" },
  { kind: "course", title: "课程", action: "审核课程", path: "/admin/audit/course" },
  { kind: "resource", title: "资源", action: "审核资源", path: "/admin/audit/resource" },
] as const;

/** Reads the decision out of a logged decide call's (redacted) input. */
function decisionOf(detail: unknown): { pass: boolean; items: number; reason: string } {
  const d = (detail ?? {}) as { ids?: unknown; pass?: unknown; reason?: unknown };
  return {
    pass: d.pass === true,
    items: Array.isArray(d.ids) ? d.ids.length : 0,
    reason: typeof d.reason === "string" ? d.reason : "",
  };
}

/** The audit centre's home: pending counts per kind and the latest decisions across kinds. */
export class AuditCentreService {
  constructor(private readonly deps: AuditCentreDeps) {}

  async overview(): Promise<AuditOverview> {
    const [users, courses, resources, log] = await Promise.all([
      this.deps.pendingUsers(),
      this.deps.pendingCourses(),
      this.deps.pendingResources(),
      this.deps.recentLog(
        KINDS.map((k) => k.action),
        RECENT,
      ),
    ]);
    const counts = { user: users, course: courses, resource: resources };
    const byAction = new Map<string, (typeof KINDS)[number]>(KINDS.map((k) => [k.action, k]));
    const recent: AuditDecision[] = log.flatMap((e) => {
      const k = byAction.get(e.action);
      if (!k) return [];
      return [
        {
          id: e.id,
          kind: k.kind,
          account: e.account,
          ...decisionOf(e.detail),
          at: e.createdAt.toISOString(),
          path: k.path,
        },
      ];
    });
    return {
      pending: KINDS.map((k) => ({ kind: k.kind, title: k.title, count: counts[k.kind], path: k.path })),
      recent,
    };
  }
}
