/** The audit centre's home (admin 审核管理 → 审核首页): what waits, and what was decided lately. */

export interface AuditPending {
  kind: "user" | "course" | "resource";
  title: string;
  count: number;
  /** The screen where they are decided. */
  path: string;
}

export interface AuditDecision {
  id: number;
  kind: "user" | "course" | "resource";
  /** Who decided (account). */
  account: string;
  pass: boolean;
  /** How many items the decision covered. */
  items: number;
  reason: string;
  at: string;
  path: string;
}

export interface AuditOverview {
  pending: AuditPending[];
  recent: AuditDecision[];
}
