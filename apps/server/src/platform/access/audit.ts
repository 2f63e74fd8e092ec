/** Where management writes and login events are recorded; implemented by the oplog module. */
export interface AuditEntry {
  category: "login" | "operation";
  userId: number | null;
  account: string;
  action: string;
  target?: string;
  detail?: unknown;
  success?: boolean;
  ip: string;
  userAgent: string;
}

export interface AuditSink {
  record(entry: AuditEntry): Promise<void>;
}
