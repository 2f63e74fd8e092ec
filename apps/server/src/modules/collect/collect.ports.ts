import type { CollectTarget } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";

/** What the collect module needs from the course and resource modules (callbacks in wiring/). */

/** Name, cover and whether the viewer can still open it; absent from the map when deleted. */
export interface CollectTargetInfo {
  name: string;
  coverUrl: string | null;
  available: boolean;
}

export interface CollectDeps {
  targets: Record<CollectTarget, (ids: number[], viewer: Principal) => Promise<Map<number, CollectTargetInfo>>>;
}
