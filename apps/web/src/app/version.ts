/** The build this page runs (vite `define`); "dev" under the dev server and in unit tests. */
declare const __APP_BUILD__: string | undefined;
export const CURRENT_BUILD: string = typeof __APP_BUILD__ === "string" ? __APP_BUILD__ : "dev";

/** How often an open page looks for a newer deployment. */
export const VERSION_CHECK_MS = 5 * 60_000;

/**
 * Whether version.json names another build than the one running: a deployment happened since
 * the page loaded. A missing or malformed file (dev server, a proxy error page) is not one.
 */
export function isNewerBuild(current: string, file: unknown): boolean {
  if (current === "dev" || !file || typeof file !== "object") return false;
  const build = (file as { build?: unknown }).build;
  return typeof build === "string" && build.length > 0 && build !== current;
}

/** Reads the static version file, bypassing caches. */
export async function deployedVersion(fetcher: typeof fetch = fetch): Promise<unknown> {
  try {
    const res = await fetcher("/version.json", { cache: "no-store" });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}
