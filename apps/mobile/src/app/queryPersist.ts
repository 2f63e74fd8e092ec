import { dehydrate, hydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { STORED_LISTS_KEY } from "./session";
import { localStore, storeItem } from "./storage";

/** Lists kept for offline use live a day; older ones would mislead more than help. */
const MAX_AGE_MS = 24 * 3600_000;
const SAVE_DELAY_MS = 1000;

interface Stored {
  savedAt: number;
  build: string;
  /** Whose lists these are (session.ts listOwner): some public lists still depend on the viewer. */
  owner: string;
  state: ReturnType<typeof dehydrate>;
}

/** Only successful queries marked `meta.persist` (public lists) are kept. */
export function shouldKeep(query: Query): boolean {
  return query.meta?.persist === true && query.state.status === "success";
}

/**
 * Keeps the last lists seen in localStorage and restores them at start, so a phone that opens the
 * site offline (the service worker serves the shell) still shows what it loaded last. The same
 * build only (a newer build may have changed the shape of an answer), and for the same viewer: a
 * school-only course or an announcement for one class must not show to the next person.
 */
export function persistQueries(client: QueryClient, build: string, owner: () => string): void {
  try {
    const raw = localStore()?.getItem(STORED_LISTS_KEY);
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    if (stored && stored.build === build && stored.owner === owner() && Date.now() - stored.savedAt < MAX_AGE_MS)
      hydrate(client, stored.state);
  } catch {
    // A damaged copy: drop it rather than fail every start.
    localStore()?.removeItem(STORED_LISTS_KEY);
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, { shouldDehydrateQuery: shouldKeep });
    // Storage full or refused: offline lists are a convenience, the app works without them.
    storeItem(STORED_LISTS_KEY, JSON.stringify({ savedAt: Date.now(), build, owner: owner(), state } satisfies Stored));
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || !shouldKeep(event.query) || timer) return;
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
}
