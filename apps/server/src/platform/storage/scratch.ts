import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/**
 * When a scratch entry last changed: a file's own time; a folder's time or that of anything
 * directly in it (a job writing one growing output file changes the file, not the folder).
 * Infinity when it cannot be read (it is not removed then).
 */
export async function lastChange(entry: string): Promise<number> {
  const st = await stat(entry).catch(() => null);
  if (!st) return Number.POSITIVE_INFINITY;
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = st.mtimeMs;
  for (const name of await readdir(entry).catch(() => [])) {
    const inner = await stat(path.join(entry, name)).catch(() => null);
    if (inner) latest = Math.max(latest, inner.mtimeMs);
  }
  return latest;
}

/**
 * Removes the entries of the scratch folder `dir` that have not changed for `olderThanMs` (what
 * a process killed mid-job left behind); returns how many. Every driver's sweepWork is this.
 */
export async function sweepScratch(dir: string, olderThanMs: number): Promise<number> {
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const full = path.join(dir, name);
    if ((await lastChange(full)) >= before) continue;
    await rm(full, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
