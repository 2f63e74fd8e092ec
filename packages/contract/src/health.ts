/** What an instance answers its proxy or orchestrator. */
export interface Readiness {
  /** The database answered. */
  database: boolean;
  /** The file store answered (local disk writable, or the S3 bucket reachable with these keys). */
  storage: boolean;
  /** Redis answered; null when this instance runs without REDIS_URL. */
  redis: boolean | null;
}
