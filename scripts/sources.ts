import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's sources as the architecture tests read them. */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["apps/server/src", "apps/web/src", "apps/mobile/src", "packages/contract/src", "packages/client/src"];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
export const all = SOURCES.flatMap((s) => walk(path.join(ROOT, s))).map(rel);
export const code = all.filter((f) => /\.(ts|tsx|mjs)$/.test(f));
export const isTest = (f: string) => /\.test\.tsx?$|fixtures\.ts$|\/test\//.test(f);
export const production = all.filter((f) => /\.(ts|tsx|mjs|css)$/.test(f) && !isTest(f));
const text = new Map(all.map((f) => [f, readFileSync(path.join(ROOT, f), "utf8")]));
export const read = (f: string) => text.get(f) ?? "";
export const has = (f: string) => text.has(f);

export const moduleOf = (f: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(f)?.[1] ?? null;
/** A browser feature: `web:<name>` or `mobile:<name>` (the two apps' features never import each other's). */
export const featureOf = (f: string) => {
  const m = /^apps\/(web|mobile)\/src\/features\/([^/]+)\//.exec(f);
  return m ? `${m[1]}:${m[2]}` : null;
};
