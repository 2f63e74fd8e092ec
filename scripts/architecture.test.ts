import path from "node:path";
import { describe, expect, it } from "vitest";
import { code, featureOf, has, isTest, moduleOf, production, read } from "./sources.js";

/**
 * The shape of docs/architecture.md, checked on every run, so the next domain cannot drift
 * from it: files stay small, SQL stays in queries files, dependencies point one way, and no
 * import cycle forms.
 */

const MAX_LINES = 400;

/** Relative imports of a file (static, re-exports and dynamic), resolved to repository paths. */
function importsOf(file: string): string[] {
  const src = read(file);
  const specs = [
    ...src.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g),
    ...src.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g),
    ...src.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1] as string);
  return specs.flatMap((spec) => {
    if (!spec.startsWith(".")) return [];
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const stem = base.replace(/\.(js|mjs)$/, "");
    const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, `${stem}/index.ts`, `${stem}/index.tsx`];
    const found = candidates.find((c) => has(c));
    return found ? [found] : [];
  });
}

const graph = new Map(code.map((f) => [f, importsOf(f)]));

/** Strongly connected components with more than one file (Tarjan): the import cycles. */
function cycles(): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe("architecture", () => {
  it("found the sources", () => {
    expect(code.length).toBeGreaterThan(300);
    expect([...graph.values()].flat().length).toBeGreaterThan(500);
  });

  it(`keeps every production file under ${MAX_LINES} lines`, () => {
    const long = production
      .map((f) => ({ f, lines: read(f).split("\n").length }))
      .filter((x) => x.lines > MAX_LINES)
      .map((x) => `${x.f} (${x.lines})`);
    expect(long).toEqual([]);
  });

  it("uses antd's message and modal through the app's feedback or their hooks, never App.useApp()", () => {
    // The web app mounts no antd <App>, so App.useApp() hands out empty messages and dialogs.
    const offenders = production.filter((f) => f.startsWith("apps/web/") && /\bApp\.useApp\(/.test(read(f)));
    expect(offenders).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(cycles().map((c) => c.join(" ↔ "))).toEqual([]);
  });

  it("runs SQL only in queries files: services, routes and policies never touch the database", () => {
    const offenders = code.filter((f) => {
      if (!moduleOf(f) || isTest(f) || /\.(queries|tables)\.ts$/.test(f)) return false;
      const src = read(f);
      return (
        /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute)\s*\(/.test(src) ||
        /^import\s+\{[^}]*\}\s+from\s+"drizzle-orm(\/[^"]*)?";/m.test(src.replace(/^import type [^;]*;/gm, ""))
      );
    });
    expect(offenders).toEqual([]);
  });

  it("points dependencies one way", () => {
    const wrong: string[] = [];
    for (const [f, deps] of graph) {
      for (const d of deps) {
        const edge = `${f} → ${d}`;
        const platformCode = f.startsWith("apps/server/src/platform/") && !isTest(f);
        if (platformCode && d.startsWith("apps/server/src/modules/")) wrong.push(edge);
        if (f.startsWith("packages/contract/") && !d.startsWith("packages/contract/")) wrong.push(edge);
        if (/^apps\/(web|mobile)\//.test(f) && d.startsWith("apps/server/")) wrong.push(edge);
        if (f.startsWith("apps/web/src/components/") && d.startsWith("apps/web/src/features/")) wrong.push(edge);
        // The phone app shares with the web through packages/client and the contract, never by reaching in.
        if (f.startsWith("apps/mobile/") !== d.startsWith("apps/mobile/") && /^apps\/(web|mobile)\//.test(d))
          wrong.push(edge);
        if (f.startsWith("apps/mobile/src/components/") && d.startsWith("apps/mobile/src/features/")) wrong.push(edge);
        if (f.startsWith("packages/client/") && !/^packages\/(client|contract)\//.test(d)) wrong.push(edge);
        // A module reaches another through its service (wired in wiring/), never its tables or queries.
        const [from, to] = [moduleOf(f), moduleOf(d)];
        if (from && to && from !== to && /\.(queries|tables)\.ts$/.test(d) && !isTest(f)) wrong.push(edge);
        // A web feature never imports another feature's internals; shared widgets live in components/.
        const [ff, ft] = [featureOf(f), featureOf(d)];
        if (ff && ft && ff !== ft) wrong.push(edge);
      }
    }
    expect(wrong).toEqual([]);
  });
});
