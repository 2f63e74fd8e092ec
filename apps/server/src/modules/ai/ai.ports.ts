import type { SearchHit } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { TextFilter } from "../../platform/text/filter.js";

/**
 * What the assistant needs from other modules, wired in wiring/. Retrieval goes through the
 * search module, which applies each module's own visibility rules (drafts, class-only courses,
 * guests), so an answer never quotes what the asker may not open.
 */
export interface AiDeps {
  search: {
    /** Global search (courses and resources) for one keyword. */
    global(keyword: string, pageSize: number, viewer: Principal | null): Promise<SearchHit[]>;
    /** Knowledge-point notes (and caption / slide text moments) for one keyword. */
    moments(keyword: string, pageSize: number, viewer: Principal | null): Promise<SearchHit[]>;
  };
  /** The sensitive-word library (masks words in answers); `allowAll` until the library is wired. */
  filter: TextFilter;
  provider: ProviderConfig;
}

export interface ProviderConfig {
  /** An OpenAI-compatible endpoint (`…/v1`); without it the retrieval provider answers alone. */
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  /** Abandon the endpoint after this long without a byte. */
  timeoutMs: number;
  /** When the endpoint fails before it said anything, answer from retrieval instead. */
  fallback: boolean;
  /** Questions per asker per minute. */
  ratePerMinute: number;
  /** Delay between streamed pieces of a composed answer (default PACE_MS; 0 in tests that do not need pacing). */
  paceMs?: number;
}
