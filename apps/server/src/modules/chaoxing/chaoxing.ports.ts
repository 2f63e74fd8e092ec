import type { BlockList } from "node:net";
import type { JobHandler } from "../../platform/jobs/queue.js";

/** What the external-audit push needs from other modules and the platform, wired in wiring/. */
export interface ChaoxingResource {
  id: number;
  name: string;
  type: string;
  kind: number;
  status: number;
}

export interface ChaoxingDeps {
  /** Every resource with its state (resource module). */
  resources(): Promise<ChaoxingResource[]>;
  /** Site properties (site module): the endpoint and credentials. */
  property(key: string): Promise<string | null>;
  saveProperty(key: string, value: string): Promise<void>;
  /** The outbound queue: retries with backoff. */
  queue: {
    register(type: string, handler: JobHandler): void;
    enqueue(
      type: string,
      payload: Record<string, unknown>,
      opts: { ownerId?: number; maxAttempts?: number },
    ): Promise<number>;
  };
  /** Per-request timeout of the external call. */
  timeoutMs?: number;
  /** Intranet addresses the deployment lets the push reach (OUTBOUND_ALLOW_PRIVATE); none by default. */
  allowPrivate?: BlockList;
  /** Name resolution; the system's by default (tests give their own). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}
