/** What the audit centre reads from other modules, wired in wiring/. */
export interface AuditCentreDeps {
  /** Registrations waiting for audit (user module). */
  pendingUsers(): Promise<number>;
  /** Courses and resources waiting for audit (their modules). */
  pendingCourses(): Promise<number>;
  pendingResources(): Promise<number>;
  /** The latest logged decisions of these actions (operation log). */
  recentLog(
    actions: string[],
    limit: number,
  ): Promise<{ id: number; account: string; action: string; detail: unknown; createdAt: Date }[]>;
}
